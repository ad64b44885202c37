import chart from '../generated/scanners/kube-hunter';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** kube-hunter: chart `kube-hunter`. */
const kubeHunter: ScannerIntegration = {
  name: 'Kube Hunter',
  slug: 'kube-hunter',
  kind: 'scanner',
  category: 'Kubernetes',
  usecase: 'Hunts for security weaknesses in Kubernetes clusters.',
  description:
    'Run kube-hunter with secureCodeBox to probe a Kubernetes cluster, from inside or from the network, for weaknesses an attacker could exploit.',
  state: 'released',
  upstream: {name: 'kube-hunter', url: 'https://github.com/aquasecurity/kube-hunter'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(chart, {}, SCANNER_VALUE_DOCS),
  examples: combineExamples(chart, {
    'in-cluster': {
      description:
        'Runs kube-hunter in pod mode (`--pod`), so it examines the cluster it runs in from the point of view of a compromised pod. In the reference run it reported, among others, read access to the service account token and the disclosure of the Kubernetes version. These findings come from the chart’s example and show what the parser writes from a parsed report; the parser of 5.8.0 receives the report as text and writes none (see the caution above).',
      findings: [
        {
          name: 'CAP_NET_RAW Enabled',
          description:
            'CAP_NET_RAW is enabled by default for pods. If an attacker manages to compromise a pod, they could potentially take advantage of this capability to perform network attacks on other pods running on the same node',
          category: 'Access Risk',
          severity: 'LOW',
          location: 'tcp://10.0.0.1',
          reference: {},
          attributes: {
            evidence: '',
            kubeHunterRule: 'Pod Capabilities Hunter',
          },
        },
        {
          name: 'K8s Version Disclosure',
          description: 'The kubernetes version could be obtained from the /version endpoint ',
          category: 'Information Disclosure',
          severity: 'MEDIUM',
          location: 'tcp://10.96.0.1:443',
          reference: {
            id: 'KHV002',
            source: 'https://aquasecurity.github.io/kube-hunter/kb/KHV002',
          },
          attributes: {
            evidence: 'v1.18.0',
            kubeHunterRule: 'Api Version Hunter',
          },
        },
      ],
      totalFindings: 5,
    },
  }),
  links: [
    {label: 'kube-hunter website', url: 'https://kube-hunter.aquasec.com/'},
    {label: 'kube-hunter scanning options', url: 'https://github.com/aquasecurity/kube-hunter#scanning-options'},
  ],
};

export default kubeHunter;
