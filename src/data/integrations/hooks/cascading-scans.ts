import {KUBE_VERSION, MONOREPO_URL, helmInstall, hookValues, sourceUrl} from '../common';
import type {HookIntegration} from '../types';

/** Cascading Scans hook: chart `cascading-scans`. */
const cascadingScans: HookIntegration = {
  name: 'Cascading Scans',
  slug: 'cascading-scans',
  kind: 'hook',
  category: 'Processing',
  usecase: 'Starts follow-up scans from findings according to declarative rules.',
  description:
    'Install the Cascading Scans hook to start follow-up scans automatically from the findings of a scan, driven by CascadingRule resources.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  chart: {name: 'cascading-scans', kubeVersion: KUBE_VERSION, sourceDir: 'hooks/cascading-scans'},
  installCommand: helmInstall('cascading-scans'),
  hookType: 'ReadOnly',
  setup: {inputs: [], secrets: []},
  scanTypes: [],
  cpuArchitectures: [],
  values: hookValues({repository: 'docker.io/securecodebox/hook-cascading-scans'}),
  cascadingRules: [],
  examples: [],
  links: [
    {label: 'Source code of the hook', url: sourceUrl('hooks/cascading-scans')},
    {label: 'mustache.js, the template language of scanSpec', url: 'https://github.com/janl/mustache.js'},
  ],
};

export default cascadingScans;
