import {KUBE_VERSION, helmInstall, hookValues, value} from '../common';
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
  chart: {
    name: 'persistence-azure-monitor',
    kubeVersion: KUBE_VERSION,
    sourceDir: 'hooks/persistence-azure-monitor',
  },
  installCommand: helmInstall('persistence-azure-monitor'),
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
  scanTypes: [],
  cpuArchitectures: [],
  values: hookValues({
    repository: 'docker.io/securecodebox/hook-persistence-azure-monitor',
    // templates/*.yaml writes `{{ toYaml . }}` of hook.labels without nindent
    labelsUnindented: true,
    // hooks/persistence-azure-monitor/templates sets no imagePullPolicy: the value is never read.
    pullPolicy: 'unread',
    specific: [
      value(
        'monitor.logtypePrefix',
        'string',
        '"SCB"',
        'Prefix of the custom log types the hook writes to; each ScanType gets its own log type, `<prefix>_<scantype>`.',
      ),
      value(
        'monitor.authentication.apiKeySecret',
        'string',
        'null',
        'Name of an existing Secret with the keys `workspace` (workspace ID) and `sharedkey` (primary key). The hook cannot authenticate without it.',
      ),
    ],
  }),
  cascadingRules: [],
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
