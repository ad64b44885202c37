import {KUBE_VERSION, helmInstall, scannerValues} from '../common';
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
  chart: {name: 'kube-hunter', appVersion: '0.6.8', kubeVersion: KUBE_VERSION, sourceDir: 'scanners/kube-hunter'},
  installCommand: helmInstall('kube-hunter'),
  scanTypes: ['kube-hunter'],
  cpuArchitectures: ['linux/amd64'],
  values: scannerValues({
    chart: {name: 'kube-hunter'},
    parserRepository: 'docker.io/securecodebox/parser-kube-hunter',
    scannerRepository: 'docker.io/securecodebox/scanner-kube-hunter',
    runAsNonRoot: false,
    readOnlyRootFilesystem: true,
  }),
  cascadingRules: [
    {
      apiVersion: 'cascading.securecodebox.io/v1',
      kind: 'CascadingRule',
      metadata: {
        name: 'kubernetes-control-plane',
        labels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'},
      },
      spec: {
        matches: {
          anyOf: [
            {category: 'Open Port', attributes: {port: 6443, state: 'open'}},
            {category: 'Open Port', attributes: {port: 2379, state: 'open'}},
          ],
        },
        scanSpec: {scanType: 'kube-hunter', parameters: ['--remote', '{{$.hostOrIP}}']},
      },
    },
    {
      apiVersion: 'cascading.securecodebox.io/v1',
      kind: 'CascadingRule',
      metadata: {name: 'kubernetes-node', labels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'}},
      spec: {
        matches: {anyOf: [{category: 'Open Port', attributes: {port: 10250, state: 'open'}}]},
        scanSpec: {scanType: 'kube-hunter', parameters: ['--remote', '{{$.hostOrIP}}']},
      },
    },
  ],
  examples: [
    {
      name: 'in-cluster',
      description:
        'Runs kube-hunter in pod mode (`--pod`), so it examines the cluster it runs in from the point of view of a compromised pod. In the reference run it reported, among others, read access to the service account token and the disclosure of the Kubernetes version.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "kube-hunter-in-cluster"
spec:
  scanType: "kube-hunter"
  parameters:
    - "--pod"
`,
    },
  ],
  links: [
    {label: 'kube-hunter website', url: 'https://kube-hunter.aquasec.com/'},
    {label: 'kube-hunter scanning options', url: 'https://github.com/aquasecurity/kube-hunter#scanning-options'},
  ],
};

export default kubeHunter;
