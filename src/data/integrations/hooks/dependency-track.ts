import {KUBE_VERSION, helmInstall, hookValues, value} from '../common';
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
  chart: {
    name: 'persistence-dependencytrack',
    appVersion: '4.8.2',
    kubeVersion: KUBE_VERSION,
    sourceDir: 'hooks/persistence-dependencytrack',
  },
  installCommand: helmInstall('persistence-dependencytrack'),
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
  scanTypes: [],
  cpuArchitectures: [],
  values: hookValues({
    repository: 'docker.io/securecodebox/hook-persistence-dependencytrack',
    // templates/*.yaml writes `{{ toYaml . }}` of hook.labels without nindent
    labelsUnindented: true,
    // hooks/persistence-dependencytrack/templates sets no imagePullPolicy: the value is never read.
    pullPolicy: 'unread',
    volumesAndEnv: false,
    specific: [
      value(
        'dependencytrack.url',
        'string',
        '"http://dependency-track-backend.default.svc"',
        'URL of the Dependency-Track API server. Use the backend, not the frontend.',
      ),
      value(
        'dependencytrack.authentication.userSecret',
        'string',
        '"dependencytrack-credentials"',
        'Name of the existing Secret that holds the API key of a Dependency-Track team.',
      ),
      value('dependencytrack.authentication.apiKeyKey', 'string', '"apikey"', 'Key of the API key inside that Secret.'),
    ],
  }),
  cascadingRules: [],
  examples: [],
  links: [
    {label: 'Dependency-Track REST API and API keys', url: 'https://docs.dependencytrack.org/integrations/rest-api/'},
    {label: 'Kubernetes Secrets', url: 'https://kubernetes.io/docs/concepts/configuration/secret/'},
  ],
};

export default dependencyTrack;
