import {KUBE_VERSION, MONOREPO_URL, helmInstall, hookValues, sourceUrl, value} from '../common';
import type {HookIntegration} from '../types';

/** Finding Post Processing hook: chart `finding-post-processing`. */
const findingPostProcessing: HookIntegration = {
  name: 'Finding Post Processing',
  slug: 'finding-post-processing',
  kind: 'hook',
  category: 'Data processing',
  usecase: 'Changes fields of the findings that match conditions you set.',
  description:
    'Install the Finding Post Processing hook to add or overwrite fields, such as the severity, on the findings that match rules you define.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  chart: {
    name: 'finding-post-processing',
    kubeVersion: KUBE_VERSION,
    sourceDir: 'hooks/finding-post-processing',
  },
  installCommand: helmInstall('finding-post-processing'),
  hookType: 'ReadAndWrite',
  // templates/finding-post-processing-hook.yaml: RULES from rules, a list of objects; the default [] changes nothing
  setup: {
    inputs: [],
    secrets: [],
    configureFirst: {
      reason:
        'The hook changes findings by the rules in its values (a list of matches and overrides), which a form cannot hold. Write them in a values file and pass it to the Helm command the builder prints.',
      anchor: 'write-rules',
    },
  },
  scanTypes: [],
  cpuArchitectures: [],
  values: hookValues({
    repository: 'docker.io/securecodebox/hook-finding-post-processing',
    // templates/*.yaml writes `{{ toYaml . }}` of hook.labels without nindent
    labelsUnindented: true,
    specific: [
      value(
        'rules',
        'list',
        '[]',
        'The rules: each has `matches.anyOf` (partial findings, one match is enough) and `override` (fields merged into the matching finding).',
      ),
    ],
  }),
  cascadingRules: [],
  examples: [],
  links: [{label: 'Source code of the hook', url: sourceUrl('hooks/finding-post-processing')}],
};

export default findingPostProcessing;
