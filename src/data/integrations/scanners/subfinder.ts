import chart from '../generated/scanners/subfinder';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** ProjectDiscovery subfinder: chart `subfinder` (new in secureCodeBox 5.0.0, the successor of the amass chart). */
const subfinder: ScannerIntegration = {
  name: 'Subfinder',
  slug: 'subfinder',
  kind: 'scanner',
  category: 'Network',
  usecase: 'Finds the subdomains of a domain in passive online sources.',
  description:
    'Run ProjectDiscovery subfinder in Kubernetes with secureCodeBox to collect the subdomains of a domain from passive sources, each reported as a finding that can start follow-up scans.',
  state: 'released',
  upstream: {name: 'ProjectDiscovery subfinder', url: 'https://github.com/projectdiscovery/subfinder'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {
      includeTargetDomain:
        'Adds a finding for the domain you scan itself (the value after `-d`, `-domain` or `--domain`), with `attributes.source` set to `parser`, so that cascading rules also start from the domain and not only from its subdomains.',
      imagePullSecrets:
        'Secrets Kubernetes uses to pull the parser image from a private registry. The ScanType of this chart does not read it, so scan jobs pull the subfinder image without them.',
      'scanner.image.repository': 'Image that runs subfinder: the official image of ProjectDiscovery.',
      'scanner.extraVolumes': {
        description:
          'Extra volumes of every scan job. By default an empty, writable directory named `subfinder-config`, because the root file system of the scanner container is read-only.',
        default: '[{"name":"subfinder-config","emptyDir":{}}]',
      },
      'scanner.extraVolumeMounts': {
        description:
          'Mounts of the extra volumes. By default `subfinder-config` at `/.config/subfinder/`, where subfinder writes its configuration files and looks for `provider-config.yaml`.',
        default: '[{"name":"subfinder-config","mountPath":"/.config/subfinder/"}]',
      },
      'scanner.podSecurityContext': {
        description: 'Security context of the scan pod. By default the scan runs as user ID 10001.',
        default: '{runAsUser: 10001}',
      },
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    active: {
      description:
        'An active scan: `-active` resolves every subdomain subfinder finds and drops those that do not resolve, and `-ip` adds the address each one resolved to. The findings shown are what the parser of this release writes for the recorded results of this example, a run against `securecodebox.io`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "subfinder-active-example.com"
spec:
  scanType: "subfinder"
  parameters:
    - "-active" # Active Scans resolve the identified subdomains and filter out inactive subdomains.
    - "-ip" # Only possible for active scans.
    - "-d"
    - "example.com"
`,
      findings: [
        {
          name: 'www.securecodebox.io',
          identified_at: null,
          description: 'Found subdomain www.securecodebox.io',
          category: 'Subdomain',
          location: 'www.securecodebox.io',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            domain: 'securecodebox.io',
            hostname: 'www.securecodebox.io',
            ip_address: '63.176.8.218',
            ip_addresses: ['63.176.8.218'],
            source: 'crtsh',
          },
        },
        {
          name: 'sky.securecodebox.io',
          identified_at: null,
          description: 'Found subdomain sky.securecodebox.io',
          category: 'Subdomain',
          location: 'sky.securecodebox.io',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            domain: 'securecodebox.io',
            hostname: 'sky.securecodebox.io',
            ip_address: '88.99.30.123',
            ip_addresses: ['88.99.30.123'],
            source: 'hackertarget',
          },
        },
        {
          name: 'docs.securecodebox.io',
          identified_at: null,
          description: 'Found subdomain docs.securecodebox.io',
          category: 'Subdomain',
          location: 'docs.securecodebox.io',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            domain: 'securecodebox.io',
            hostname: 'docs.securecodebox.io',
            ip_address: '35.157.26.135',
            ip_addresses: ['35.157.26.135'],
            source: 'crtsh',
          },
        },
      ],
    },
    passive: {
      description:
        'A passive scan that only asks online sources and sends nothing to the hosts it finds; the findings then carry no address. The first two findings are what the parser of this release writes for the recorded results of this example (73 subdomains of `securecodebox.io`); the third is the extra finding for the scanned domain that the parser adds with `includeTargetDomain: true`, from the parser’s tests.',
      findings: [
        {
          name: 'harbor.chase.securecodebox.io',
          identified_at: null,
          description: 'Found subdomain harbor.chase.securecodebox.io',
          category: 'Subdomain',
          location: 'harbor.chase.securecodebox.io',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            domain: 'securecodebox.io',
            hostname: 'harbor.chase.securecodebox.io',
            ip_address: null,
            ip_addresses: [],
            source: 'alienvault',
          },
        },
        {
          name: 'defectdojo.demo.securecodebox.io',
          identified_at: null,
          description: 'Found subdomain defectdojo.demo.securecodebox.io',
          category: 'Subdomain',
          location: 'defectdojo.demo.securecodebox.io',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            domain: 'securecodebox.io',
            hostname: 'defectdojo.demo.securecodebox.io',
            ip_address: null,
            ip_addresses: [],
            source: 'crtsh',
          },
        },
        {
          name: 'example.com',
          identified_at: null,
          description: 'Found subdomain example.com',
          category: 'Subdomain',
          location: 'example.com',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            domain: 'example.com',
            hostname: 'example.com',
            ip_address: null,
            ip_addresses: [],
            source: 'parser',
          },
        },
      ],
      totalFindings: null,
    },
  }),
  links: [
    {label: 'subfinder documentation', url: 'https://docs.projectdiscovery.io/tools/subfinder/overview'},
    {label: 'subfinder usage and flags', url: 'https://docs.projectdiscovery.io/tools/subfinder/usage'},
  ],
};

export default subfinder;
