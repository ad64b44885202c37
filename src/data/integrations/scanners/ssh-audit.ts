import {KUBE_VERSION, helmInstall, scannerValues} from '../common';
import type {ScannerIntegration} from '../types';

/** ssh-audit: chart `ssh-audit`. */
const sshAudit: ScannerIntegration = {
  name: 'SSH-audit',
  slug: 'ssh-audit',
  kind: 'scanner',
  category: 'SSH',
  usecase: 'Audits SSH server configuration and algorithms against a policy.',
  description:
    'Run ssh-audit in Kubernetes with secureCodeBox to check the algorithms and configuration of SSH servers and report weak ones as policy violations.',
  state: 'released',
  upstream: {name: 'ssh-audit', url: 'https://github.com/jtesta/ssh-audit'},
  chart: {name: 'ssh-audit', appVersion: 'v3.3.0', kubeVersion: KUBE_VERSION, sourceDir: 'scanners/ssh-audit'},
  installCommand: helmInstall('ssh-audit'),
  scanTypes: ['ssh-audit'],
  scanTypeNameFixed: true,
  cpuArchitectures: ['linux/amd64', 'linux/arm64'],
  values: scannerValues({
    chart: {name: 'ssh-audit'},
    parserRepository: 'docker.io/securecodebox/parser-ssh-audit',
    scannerRepository: 'docker.io/securecodebox/scanner-ssh-audit',
    runAsNonRoot: false,
    readOnlyRootFilesystem: false,
    omit: ['imagePullSecrets', 'scanner.image.pullPolicy'],
    override: {
      'scanner.nameAppend': {
        description: 'Present in the values, but the ScanType template of this chart ignores it: the ScanType is always named `ssh-audit`.',
      },
    },
  }),
  cascadingRules: [
    {
      apiVersion: 'cascading.securecodebox.io/v1',
      kind: 'CascadingRule',
      metadata: {name: 'ssh-audit', labels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'}},
      spec: {
        matches: {
          anyOf: [
            {category: 'Open Port', attributes: {port: 22, state: 'open'}},
            {category: 'Open Port', attributes: {service: 'ssh', state: 'open'}},
          ],
        },
        scanSpec: {scanType: 'ssh-audit', parameters: ['{{$.hostOrIP}}', '--port={{attributes.port}}']},
      },
    },
  ],
  examples: [
    {
      name: 'dummy-ssh',
      description:
        'Audits the deliberately outdated SSH server of the `dummy-ssh` demo target inside the cluster. Besides the summary finding it reports insecure key exchange, host key and MAC algorithms.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "ssh-ssh-demo-cluster-internal"
spec:
  scanType: "ssh-audit"
  parameters:
    - "dummy-ssh.demo-targets.svc"
`,
      totalFindings: 7,
      findings: [
        {
          "name": "Insecure SSH KEX Algorithms",
          "description": "Discouraged SSH key exchange algorithms in use",
          "mitigation": "Remove these KEX algorithms",
          "severity": "HIGH",
          "category": "SSH Policy Violation",
          "location": "ssh://dummy-ssh.demo-targets.svc",
          "attributes": {
            "algorithms": [
              "diffie-hellman-group14-sha1",
              "ecdh-sha2-nistp256",
              "ecdh-sha2-nistp384",
              "ecdh-sha2-nistp521"
            ]
          },
          "id": "1d136f73-222a-49a5-9d24-73eff949e7fc",
          "parsed_at": "2024-12-06T08:42:46.522Z"
        },
        {
          "name": "SSH Key Algorithms must be changed",
          "description": "Weak SSH key algorithms in use",
          "mitigation": "Change these key algorithms",
          "severity": "MEDIUM",
          "category": "SSH Policy Violation",
          "location": "ssh://dummy-ssh.demo-targets.svc",
          "attributes": {
            "algorithms": [
              "rsa-sha2-256 (Note: increase modulus size to 3072 bits or larger)",
              "rsa-sha2-512 (Note: increase modulus size to 3072 bits or larger)"
            ]
          },
          "id": "87516897-4ac4-4e9e-b74b-58835faf47c2",
          "parsed_at": "2024-12-06T08:42:46.522Z"
        }
      ],
    },
    {
      name: 'port-example',
      description: 'Audits an SSH server that listens on the non-standard port `29683` of `127.0.0.1`, set with `-p`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "ssh-audit-port-example"
spec:
  scanType: "ssh-audit"
  parameters:
    - "127.0.0.1"
    - "-p"
    - "29683"
`,
      totalFindings: 5,
      findings: [
        {
          "name": "SSH KEX Algorithms must be added",
          "description": "SSH key exchange algorithms missing",
          "mitigation": "Add these KEX algorithms",
          "severity": "LOW",
          "category": "SSH Policy Violation",
          "location": "ssh://127.0.0.1",
          "attributes": {
            "algorithms": [
              "curve25519-sha256",
              "diffie-hellman-group16-sha512",
              "diffie-hellman-group18-sha512",
              "sntrup761x25519-sha512@openssh.com"
            ]
          },
          "id": "ace0c10c-19bd-4956-a01a-91bc4a81c36c",
          "parsed_at": "2024-12-06T13:40:41.428Z"
        }
      ],
    },
  ],
  links: [{label: 'ssh-audit usage', url: 'https://github.com/jtesta/ssh-audit#usage'}],
};

export default sshAudit;
