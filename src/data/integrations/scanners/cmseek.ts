import {KUBE_VERSION, helmInstall, scannerValues} from '../common';
import type {ScannerIntegration} from '../types';

/** CMSeeK: chart `cmseek`. */
const cmseek: ScannerIntegration = {
  name: 'CMSeeK',
  slug: 'cmseek',
  kind: 'scanner',
  category: 'CMS',
  usecase: 'Detects Joomla installations and their known core vulnerabilities.',
  description:
    'Run CMSeeK in Kubernetes with secureCodeBox to check Joomla sites for known core vulnerabilities, debug mode and exposed backup files.',
  state: 'released',
  upstream: {name: 'CMSeeK', url: 'https://github.com/Tuhinshubhra/CMSeeK'},
  chart: {name: 'cmseek', appVersion: 'v.1.1.3', kubeVersion: KUBE_VERSION, sourceDir: 'scanners/cmseek'},
  installCommand: helmInstall('cmseek'),
  scanTypes: ['cmseek'],
  cpuArchitectures: ['linux/amd64'],
  values: scannerValues({
    chart: {name: 'cmseek'},
    parserRepository: 'docker.io/securecodebox/parser-cmseek',
    scannerRepository: 'docker.io/securecodebox/scanner-cmseek',
    runAsNonRoot: true,
    readOnlyRootFilesystem: false,
  }),
  cascadingRules: [
    {
      apiVersion: 'cascading.securecodebox.io/v1',
      kind: 'CascadingRule',
      metadata: {
        name: 'cmseek-cascade',
        labels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'medium'},
      },
      spec: {
        matches: {
          anyOf: [
            {category: 'WEB APPLICATION', attributes: {MetaGenerator: 'Joomla! - Open Source Content Management'}},
          ],
        },
        scanSpec: {scanType: 'cmseek', parameters: ['-u', '{{{location}}}']},
      },
    },
  ],
  examples: [
    {
      name: 'demo-old-joomla',
      description:
        'Scans the outdated Joomla demo target `old-joomla.demo-targets.svc.cluster.local` and tests the given address without following redirects. The `Debug mode` finding comes from the parser’s test scan of another Joomla site.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "cmseek-example"
spec:
  scanType: "cmseek"
  parameters:
    - "-u"
    # Replace with the Joomla site you want to scan
    - "old-joomla.demo-targets.svc.cluster.local"
    - "--no-redirect"
`,
      findings: [
        {
          name: 'Debug mode',
          description: 'Debug mode is enabled on the site',
          category: 'Security Misconfiguration',
          severity: 'MEDIUM',
          osi_layer: 'APPLICATION',
          location: 'http://172.26.0.3/',
          identified_at: '2021-09-22T10:29:01.721Z',
        },
        {
          name: 'PHPMailer Remote Code Execution Vulnerability',
          description: 'Vulnerability of type PHPMailer Remote Code Execution Vulnerability found',
          category: 'Vulnerability',
          location: 'http://old-joomla.demo-targets.svc.cluster.local',
          osi_layer: 'APPLICATION',
          severity: 'HIGH',
          attributes: {
            joomla_version: '3.6.5',
            references: [
              'CVE : CVE-2016-10033',
              'https://www.rapid7.com/db/modules/exploit/multi/http/phpmailer_arg_injection',
              'https://github.com/opsxcq/exploit-CVE-2016-10033',
              'EDB : https://www.exploit-db.com/exploits/40969/',
            ],
          },
          id: 'f41eeb1c-142e-46f2-96ae-01c9f7ca1aa7',
          parsed_at: '2021-09-28T15:06:29.225Z',
        },
        {
          name: 'Backup files',
          description: 'Visible Backup files found',
          category: 'Visible internal files',
          location: 'http://old-joomla.demo-targets.svc.cluster.local',
          osi_layer: 'APPLICATION',
          severity: 'INFORMATIONAL',
          attributes: {joomla_backup_files: 'http://old-joomla.demo-targets.svc.cluster.local/administrator,'},
          id: '021b92a7-0c24-4f3c-b4b9-217e3a2e1ce9',
          parsed_at: '2021-09-28T15:06:29.225Z',
        },
      ],
    },
  ],
  links: [],
};

export default cmseek;
