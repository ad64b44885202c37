import chart from '../generated/hooks/persistence-azure-monitor';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, helmInstall} from '../common';
import type {HookIntegration} from '../types';

/** Azure Monitor hook: chart `persistence-azure-monitor`. */
const azureMonitor: HookIntegration = {
  name: 'Azure Monitor',
  slug: 'azure-monitor',
  kind: 'hook',
  category: 'Persistence',
  usecase: 'Sends every finding of a scan to Azure Monitor.',
  description:
    'Install the Azure Monitor hook to write the findings of every scan into a Log Analytics workspace, ready for alerts and Microsoft Sentinel.',
  state: 'released',
  upstream: {name: 'Azure Monitor', url: 'https://azure.microsoft.com/en-us/services/monitor/'},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadOnly',
  // hook/hook.js calls require("crypto") in an ES module: every run fails (see the page's known problem)
  setup: {
    inputs: [],
    secrets: [
      {
        nameKey: 'monitor.authentication.apiKeySecret',
        name: 'azure-monitor',
        setName: true,
        keys: [
          {key: 'workspace', placeholder: 'your workspace ID'},
          {key: 'sharedkey', placeholder: 'your primary key'},
        ],
      },
    ],
    broken: {
      reason:
        'In 5.8.0 every run of this hook stops with "require is not defined", and the operator marks the scans of the namespace Errored.',
      anchor: '',
    },
  },
  values: combineValues(
    chart,
    {
      'monitor.logtypePrefix':
        'Prefix of the custom log types the hook writes to; each ScanType gets its own log type, `<prefix>_<scantype>`.',
      'monitor.authentication.apiKeySecret': {
        description:
          'Name of an existing Secret with the keys `workspace` (workspace ID) and `sharedkey` (primary key). The hook cannot authenticate without it.',
        type: 'string',
      },
      'hook.labels':
        "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it.",
    },
    HOOK_VALUE_DOCS,
  ),
  examples: [],
  links: [
    {
      label: 'Azure Monitor HTTP Data Collector API',
      url: 'https://docs.microsoft.com/en-us/azure/azure-monitor/logs/data-collector-api',
    },
    {
      label: 'Where to find the workspace ID and primary key',
      url: 'https://docs.microsoft.com/en-us/azure/azure-monitor/logs/data-collector-api#sample-requests',
    },
    {label: 'Microsoft Sentinel overview', url: 'https://docs.microsoft.com/en-us/azure/sentinel/overview'},
  ],
};

export default azureMonitor;
