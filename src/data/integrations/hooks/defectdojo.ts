import chart from '../generated/hooks/persistence-defectdojo';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, helmInstall} from '../common';
import {repoFileUrl} from '../../release';
import type {HookIntegration} from '../types';

/** DefectDojo hook: chart `persistence-defectdojo`. */
const defectdojo: HookIntegration = {
  name: 'DefectDojo',
  slug: 'defectdojo',
  kind: 'hook',
  category: 'Persistence',
  usecase: 'Imports scan reports into OWASP DefectDojo.',
  description:
    'Install the DefectDojo hook to import every scan report into OWASP DefectDojo and, by default, sync the deduplicated findings back.',
  state: 'released',
  upstream: {name: 'OWASP DefectDojo', url: 'https://www.defectdojo.org/'},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadAndWrite',
  hookTypeNote: 'The hook is `ReadOnly` when you set `defectdojo.syncFindingsBack=false`.',
  // templates/persistence-provider.yaml: DEFECTDOJO_URL from defectdojo.url, DEFECTDOJO_APIKEY from the Secret
  // defectdojo.authentication.userSecret, key defectdojo.authentication.apiKeyKey
  setup: {
    inputs: [
      {
        key: 'defectdojo.url',
        label: 'DefectDojo URL',
        example: 'http://defectdojo-django.defectdojo.svc',
        hint: 'The address the hook reaches DefectDojo at from inside the cluster.',
        format: 'url',
      },
    ],
    secrets: [
      {
        nameKey: 'defectdojo.authentication.userSecret',
        name: 'defectdojo-credentials',
        setName: false,
        keys: [{key: 'apikey', placeholder: 'your DefectDojo API v2 key'}],
      },
    ],
  },
  values: combineValues(
    chart,
    {
      'defectdojo.url': 'URL of your DefectDojo instance, as the hook reaches it from inside the cluster.',
      'defectdojo.syncFindingsBack':
        'Replaces the secureCodeBox findings with the findings DefectDojo parsed (two-way sync). With `false` the hook only imports and becomes a ReadOnly hook.',
      'defectdojo.lowPrivilegedMode':
        'Lets the hook work with the API key of a user who only has rights on some product types (at least the `Maintainer` role there) instead of platform-wide rights. The product type the hook uses must exist already.',
      'defectdojo.authentication.userSecret': 'Name of the existing Secret that holds the DefectDojo API key.',
      'defectdojo.authentication.usernameKey':
        "Has no effect: the chart passes no username to the hook, which identifies its user through DefectDojo's user-profile API.",
      'defectdojo.authentication.apiKeyKey':
        'Key of the API key inside that Secret; change it to reuse a Secret with another key name.',
      'defectdojo.authentication.userId': {
        description:
          "Has no effect: the chart does not pass it to the hook, which reads the ID of the API key's user from DefectDojo's user-profile API in every mode.",
        type: 'int',
      },
      'hook.labels':
        "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it.",
    },
    HOOK_VALUE_DOCS,
  ),
  examples: [],
  links: [
    {label: 'DefectDojo on GitHub', url: 'https://github.com/DefectDojo/django-DefectDojo'},
    {label: 'DefectDojo API v2 documentation', url: 'https://defectdojo.readthedocs.io/en/latest/api-v2-docs.html'},
    {
      label: 'Writing a DefectDojo parser',
      url: 'https://defectdojo.github.io/django-DefectDojo/contributing/how-to-write-a-parser/',
    },
    {
      label: 'DefectDojo issue 5312: generic imports and deduplication',
      url: 'https://github.com/DefectDojo/django-DefectDojo/issues/5312',
    },
    {
      label: 'Scan types the hook maps to native DefectDojo parsers (ScanNameMapping.java)',
      url: repoFileUrl(
        'hooks/persistence-defectdojo/hook/src/main/java/io/securecodebox/persistence/util/ScanNameMapping.java',
      ),
    },
  ],
};

export default defectdojo;
