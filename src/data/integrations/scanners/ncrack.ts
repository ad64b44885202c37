import {KUBE_VERSION, helmInstall, scannerValues, value} from '../common';
import type {CascadingRule, ScannerIntegration} from '../types';

/**
 * One of the chart's brute-force rules: it starts Ncrack against a service found open by Nmap,
 * with the user and password lists mounted at `/ncrack/`.
 */
function bruteforceRule(
  service: string,
  ncrackModule: string,
  ports: readonly number[],
  nmapService: string,
): CascadingRule {
  return {
    apiVersion: 'cascading.securecodebox.io/v1',
    kind: 'CascadingRule',
    metadata: {
      name: `ncrack-${service}`,
      labels: {
        'securecodebox.io/invasive': 'invasive',
        'securecodebox.io/intensive': 'high',
        'securecodebox.io/type': 'bruteforce',
      },
    },
    spec: {
      matches: {
        anyOf: [
          ...ports.map((port) => ({category: 'Open Port', attributes: {port, state: 'open'}})),
          {category: 'Open Port', attributes: {service: nmapService, state: 'open'}},
        ],
      },
      scanSpec: {
        scanType: 'ncrack',
        parameters: [
          '-v',
          '-d10',
          '-U',
          '/ncrack/users.txt',
          '-P',
          '/ncrack/passwords.txt',
          '-p',
          `${ncrackModule}:{{attributes.port}}`,
          '{{$.hostOrIP}}',
        ],
      },
    },
  };
}

/** Ncrack: chart `ncrack`. */
const ncrack: ScannerIntegration = {
  name: 'Ncrack',
  slug: 'ncrack',
  kind: 'scanner',
  category: 'Authentication',
  usecase: 'Tests network services for weak login credentials.',
  description:
    'Run Ncrack in Kubernetes with secureCodeBox to brute-force the logins of network services such as SSH, RDP and databases and find weak passwords.',
  state: 'released',
  upstream: {name: 'Ncrack', url: 'https://nmap.org/ncrack/'},
  chart: {name: 'ncrack', appVersion: '0.7', kubeVersion: KUBE_VERSION, sourceDir: 'scanners/ncrack'},
  installCommand: helmInstall('ncrack'),
  scanTypes: ['ncrack'],
  parseDefinitions: ['ncrack-xml'],
  cpuArchitectures: ['linux/amd64', 'linux/arm64'],
  values: scannerValues({
    chart: {name: 'ncrack'},
    parserRepository: 'docker.io/securecodebox/parser-ncrack',
    scannerRepository: 'docker.io/securecodebox/scanner-ncrack',
    runAsNonRoot: true,
    readOnlyRootFilesystem: true,
    specific: [
      value(
        'encryptPasswords.existingSecret',
        'string',
        'null',
        'Name of a Secret that holds an age public key (a recipient starting with `age1`). When set, the ParseDefinition mounts the Secret at `/secrets/` and the parser encrypts every discovered password with that key; see Encrypt discovered passwords.',
      ),
      value(
        'encryptPasswords.key',
        'string',
        '"public.key"',
        'Key of the Secret under which the age public key is stored; the parser reads it from `/secrets/<key>`.',
      ),
    ],
  }),
  cascadingRules: [
    bruteforceRule('ftp', 'ftp', [21], 'ftp'),
    bruteforceRule('mssql', 'mssql', [1433], 'ms-sql-s'),
    bruteforceRule('mysql', 'mysql', [3306], 'mysql'),
    bruteforceRule('postgresql', 'psql', [5432], 'postgresql'),
    bruteforceRule('rdp', 'ms-wbt-server', [3389], 'ms-wbt-server'),
    bruteforceRule('smb', 'smb', [445, 139], 'microsoft-ds'),
    bruteforceRule('ssh', 'ssh', [22], 'ssh'),
    bruteforceRule('telnet', 'telnet', [23], 'telnet'),
    bruteforceRule('vnc', 'vnc', [5801, 5900, 5901, 6001], 'vnc'),
  ],
  examples: [
    {
      name: 'dummy-ssh',
      description:
        'Brute-forces the SSH server of the `dummy-ssh` demo target with the user and password lists mounted at `/ncrack/`; the walkthrough above prepares both. The finding shows the credentials Ncrack found.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "dummy-ssh"
spec:
  scanType: "ncrack"
  parameters:
    # Verbose output with debug level 10
    - "-v"
    - "-d10"
    # User and password lists from the mounted Secret
    - "-U"
    - "/ncrack/users.txt"
    - "-P"
    - "/ncrack/passwords.txt"
    - "ssh://dummy-ssh"
`,
      totalFindings: 1,
      findings: [
        {
          name: 'Credentials for Service ssh://10.96.117.136:22 discovered via bruteforce.',
          description: '',
          category: 'Discovered Credentials',
          location: 'ssh://10.96.117.136:22',
          osi_layer: 'APPLICATION',
          severity: 'HIGH',
          mitigation: 'Use a more secure password or disable the service at ssh://10.96.117.136:22',
          attributes: {
            port: '22',
            ip_addresses: ['10.96.117.136'],
            protocol: 'tcp',
            service: 'ssh',
            username: 'root',
            password: 'THEPASSWORDYOUCREATED',
          },
          id: '5ac02686-a5a6-4bbd-921f-f0dd05a2915f',
          parsed_at: '2023-07-26T10:03:00.858Z',
        },
      ],
    },
  ],
  links: [
    {label: 'Ncrack on GitHub', url: 'https://github.com/nmap/ncrack'},
    {label: 'Ncrack reference guide (man page)', url: 'https://nmap.org/ncrack/man.html'},
  ],
};

export default ncrack;
