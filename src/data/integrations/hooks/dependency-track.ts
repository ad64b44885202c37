import chart from '../generated/hooks/persistence-dependencytrack';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, helmInstall} from '../common';
import type {HookIntegration} from '../types';

/** Dependency-Track hook: chart `persistence-dependencytrack`. */
const dependencyTrack: HookIntegration = {
  name: 'Dependency-Track',
  slug: 'dependency-track',
  kind: 'hook',
  category: 'Persistence',
  usecase: 'Uploads CycloneDX SBOMs to Dependency-Track.',
  description:
    'Install the Dependency-Track hook to upload the CycloneDX SBOMs your scans produce into OWASP Dependency-Track, one project per image.',
  state: 'developing',
  upstream: {name: 'OWASP Dependency-Track', url: 'https://dependencytrack.org/'},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadOnly',
  // templates/persistence-provider.yaml: DEPENDENCYTRACK_URL from dependencytrack.url, DEPENDENCYTRACK_APIKEY from the
  // Secret dependencytrack.authentication.userSecret, key dependencytrack.authentication.apiKeyKey
  setup: {
    inputs: [
      {
        key: 'dependencytrack.url',
        label: 'Dependency-Track API server URL',
        example: 'http://dependency-track-backend.dependency-track.svc',
        hint: 'The backend (API server), not the web frontend, as the hook reaches it from inside the cluster.',
        format: 'url',
      },
    ],
    secrets: [
      {
        nameKey: 'dependencytrack.authentication.userSecret',
        name: 'dependencytrack-credentials',
        setName: false,
        keys: [{key: 'apikey', placeholder: 'your Dependency-Track API key'}],
      },
    ],
  },
  values: combineValues(
    chart,
    {
      'dependencytrack.url': 'URL of the Dependency-Track API server. Use the backend, not the frontend.',
      'dependencytrack.authentication.userSecret':
        'Name of the existing Secret that holds the API key of a Dependency-Track team.',
      'dependencytrack.authentication.apiKeyKey': 'Key of the API key inside that Secret.',
      'hook.labels':
        "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it.",
    },
    HOOK_VALUE_DOCS,
  ),
  examples: [],
  links: [
    {label: 'Dependency-Track REST API and API keys', url: 'https://docs.dependencytrack.org/integrations/rest-api/'},
    {label: 'Kubernetes Secrets', url: 'https://kubernetes.io/docs/concepts/configuration/secret/'},
  ],
};

export default dependencyTrack;
