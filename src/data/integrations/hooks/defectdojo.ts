import {KUBE_VERSION, helmInstall, hookValues, value} from '../common';
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
  chart: {
    name: 'persistence-defectdojo',
    appVersion: '1.12.0',
    kubeVersion: KUBE_VERSION,
    sourceDir: 'hooks/persistence-defectdojo',
  },
  installCommand: helmInstall('persistence-defectdojo'),
  hookType: 'ReadAndWrite',
  hookTypeNote: 'The hook is `ReadOnly` when you set `defectdojo.syncFindingsBack=false`.',
  scanTypes: [],
  cpuArchitectures: [],
  values: hookValues({
    repository: 'docker.io/securecodebox/hook-persistence-defectdojo',
    pullPolicy: true,
    specific: [
      value('defectdojo.url', 'string', '"http://defectdojo-django.default.svc"', 'URL of your DefectDojo instance, as the hook reaches it from inside the cluster.'),
      value(
        'defectdojo.syncFindingsBack',
        'bool',
        'true',
        'Replaces the secureCodeBox findings with the findings DefectDojo parsed (two-way sync). With `false` the hook only imports and becomes a ReadOnly hook.',
      ),
      value(
        'defectdojo.lowPrivilegedMode',
        'bool',
        'false',
        'Lets the hook work with a token that only has rights on some product types instead of global rights; then set `defectdojo.authentication.userId`.',
      ),
      value('defectdojo.authentication.userSecret', 'string', '"defectdojo-credentials"', 'Name of the existing Secret that holds the DefectDojo username and API key.'),
      value('defectdojo.authentication.usernameKey', 'string', '"username"', 'Key of the username inside that Secret; change it to reuse a Secret with other key names.'),
      value('defectdojo.authentication.apiKeyKey', 'string', '"apikey"', 'Key of the API key inside that Secret.'),
      value(
        'defectdojo.authentication.userId',
        'int',
        'null',
        'DefectDojo user ID of the hook. When empty, the hook looks the ID up by username, which only privileged users may do.',
      ),
    ],
  }),
  cascadingRules: [],
  examples: [],
  links: [
    {label: 'DefectDojo on GitHub', url: 'https://github.com/DefectDojo/django-DefectDojo'},
    {label: 'DefectDojo API v2 documentation', url: 'https://defectdojo.readthedocs.io/en/latest/api-v2-docs.html'},
    {label: 'Writing a DefectDojo parser', url: 'https://defectdojo.github.io/django-DefectDojo/contributing/how-to-write-a-parser/'},
    {label: 'DefectDojo issue 5312: generic imports and deduplication', url: 'https://github.com/DefectDojo/django-DefectDojo/issues/5312'},
    {
      label: 'Scan types the hook maps to native DefectDojo parsers (ScanNameMapping.java)',
      url: 'https://github.com/secureCodeBox/secureCodeBox/blob/main/hooks/persistence-defectdojo/hook/src/main/java/io/securecodebox/persistence/util/ScanNameMapping.java',
    },
  ],
};

export default defectdojo;
