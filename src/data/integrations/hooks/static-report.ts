import {MONOREPO_URL, sourceUrl} from '../common';
import type {HookIntegration} from '../types';

/** Static Report hook: in development, no chart published. */
const staticReport: HookIntegration = {
  name: 'Static Report',
  slug: 'static-report',
  kind: 'hook',
  category: 'Persistence',
  usecase: 'Renders the findings of a scan as an HTML report.',
  description:
    'The Static Report hook, meant to publish findings as an HTML report, is in development and has no chart; use these released alternatives meanwhile.',
  state: 'developing',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  chart: null,
  installCommand: null,
  hookType: null,
  setup: null,
  scanTypes: [],
  cpuArchitectures: [],
  values: [],
  cascadingRules: [],
  examples: [],
  links: [{label: 'Folder of the hook in the monorepo', url: sourceUrl('hooks/persistence-static-report')}],
};

export default staticReport;
