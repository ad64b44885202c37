import {KUBE_VERSION, helmInstall, scannerValues} from '../common';
import type {ScannerIntegration} from '../types';

/** OWASP Amass: chart `amass`. */
const amass: ScannerIntegration = {
  name: 'Amass',
  slug: 'amass',
  kind: 'scanner',
  category: 'Network',
  usecase: 'Maps the subdomains and attack surface of a domain.',
  description:
    'Run OWASP Amass in Kubernetes with secureCodeBox to enumerate the subdomains of a domain, each reported as a finding that can start follow-up scans.',
  state: 'released',
  upstream: {name: 'OWASP Amass', url: 'https://owasp.org/www-project-amass/'},
  chart: {name: 'amass', appVersion: 'v4.2.0', kubeVersion: KUBE_VERSION, sourceDir: 'scanners/amass'},
  installCommand: helmInstall('amass'),
  scanTypes: ['amass'],
  cpuArchitectures: ['linux/amd64', 'linux/arm64'],
  values: scannerValues({
    chart: {name: 'amass'},
    parserRepository: 'docker.io/securecodebox/parser-amass',
    scannerRepository: 'docker.io/securecodebox/scanner-amass',
    runAsNonRoot: true,
    readOnlyRootFilesystem: false,
    shipsCascadingRules: false,
    override: {
      'scanner.image.repository': {
        description:
          'Image that runs Amass: a secureCodeBox rebuild of the official image, kept because old official tags get removed.',
      },
      'scanner.extraVolumes': {
        default: '[{"name":"amass-config","configMap":{"name":"amass-config"}}]',
        description:
          'Extra volumes of every scan job. By default the ConfigMap `amass-config` with an Amass 3 `config.ini`, which Amass 4 does not read; mount your own `config.yaml` and pass `-config` instead.',
      },
      'scanner.extraVolumeMounts': {
        default: '[{"name":"amass-config","mountPath":"/amass/output/config.ini","subPath":"config.ini"}]',
        description:
          'Mounts of the extra volumes. By default `config.ini` from `amass-config` at `/amass/output/config.ini`, a path Amass 4 does not read a configuration from.',
      },
    },
  }),
  cascadingRules: [],
  examples: [
    {
      name: 'example.com',
      description:
        'Enumerates the subdomains of `example.com` without recursive brute forcing (`-norecursive`). The findings shown come from the parser’s test database of an `example.com` scan.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "amass-example.com"
spec:
  scanType: "amass"
  parameters:
    - "-norecursive"
    - "-d"
    - "example.com"
`,
      totalFindings: 9,
      findings: [
        {
          name: 'example.com',
          description: 'Found subdomain example.com',
          category: 'Subdomain',
          severity: 'INFORMATIONAL',
          osi_layer: 'NETWORK',
          location: 'example.com',
          attributes: {
            addresses: {
              asn: 15133,
              cidr: '93.184.216.0/24',
              desc: 'EDGECAST - MCI Communications Services, Inc. d/b/a Verizon Business',
              ip: '93.184.216.34',
            },
            domain: 'example.com',
            hostname: 'example.com',
            ip_addresses: '93.184.216.34',
          },
          identified_at: null,
        },
        {
          name: 'iana-servers.net',
          description: 'Found subdomain iana-servers.net',
          category: 'Subdomain',
          severity: 'INFORMATIONAL',
          osi_layer: 'NETWORK',
          location: 'iana-servers.net',
          attributes: {
            addresses: {
              asn: null,
              cidr: null,
              desc: null,
              ip: null,
            },
            domain: 'example.com',
            hostname: 'iana-servers.net',
            ip_addresses: null,
          },
          identified_at: null,
        },
      ],
    },
    {
      name: 'secureCodeBox.io',
      description:
        'The same enumeration for `securecodebox.io`. The Scan carries the label `organization: secureCodeBox`, which cascaded scans can inherit.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "amass-securecodebox.io"
  labels:
    organization: "secureCodeBox"
spec:
  scanType: "amass"
  parameters:
    - "-norecursive"
    - "-d"
    - "securecodebox.io"
`,
    },
  ],
  links: [
    {label: 'Amass on GitHub', url: 'https://github.com/owasp-amass/amass'},
    {
      label: 'Amass user guide: the enum subcommand',
      url: 'https://github.com/owasp-amass/amass/blob/master/doc/user_guide.md#the-enum-subcommand',
    },
    {label: 'Amass issue 918: enumeration does not terminate', url: 'https://github.com/owasp-amass/amass/issues/918'},
  ],
};

export default amass;
