import chart from '../generated/scanners/nmap';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** Nmap: chart `nmap`. */
const nmap: ScannerIntegration = {
  name: 'Nmap',
  slug: 'nmap',
  kind: 'scanner',
  category: 'Network',
  usecase: 'Discovers hosts, open ports and running services in a network.',
  description:
    'Run Nmap in Kubernetes with secureCodeBox to discover hosts, open ports and services, and to start the scans that suit each service it finds.',
  state: 'released',
  upstream: {name: 'Nmap', url: 'https://nmap.org/'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(chart, {}, SCANNER_VALUE_DOCS),
  examples: combineExamples(chart, {
    'basic-example': {
      description:
        'Scans `scanme.nmap.org`, a host the Nmap project provides for test scans, with the default options of Nmap.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "nmap-scanme.nmap.org"
spec:
  scanType: "nmap"
  parameters:
    - "scanme.nmap.org"
`,
      findings: [
        {
          name: 'Open Port: 22 (ssh)',
          description: 'Port 22 is open using tcp protocol.',
          category: 'Open Port',
          location: 'tcp://scanme.nmap.org:22',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            port: 22,
            state: 'open',
            ip_addresses: ['45.33.32.156'],
            mac_address: null,
            protocol: 'tcp',
            hostname: 'scanme.nmap.org',
            method: 'table',
            operating_system: null,
            service: 'ssh',
            serviceProduct: null,
            serviceVersion: null,
            scripts: null,
            tunnel: 'none',
          },
          id: 'dc8d4c7d-56be-411c-8aca-cd4309821f7a',
          parsed_at: '2023-04-09T11:35:43.573Z',
        },
        {
          name: 'Host: scanme.nmap.org',
          category: 'Host',
          description: 'Found a host',
          location: 'scanme.nmap.org',
          severity: 'INFORMATIONAL',
          osi_layer: 'NETWORK',
          attributes: {
            ip_addresses: ['45.33.32.156'],
            hostname: 'scanme.nmap.org',
            operating_system: null,
          },
          id: '2dcd5bc7-e6ec-4b16-b408-9a18cd111b8f',
          parsed_at: '2023-04-09T11:35:43.573Z',
        },
      ],
    },
    'example-with-parameters': {
      description:
        'Scans the Juice Shop demo target inside the cluster with service detection (`-sV`). `-Pn` skips the ping probes, which the cluster network blocks. The FTP and SMB findings come from the parser’s test reports of the `ftp-anon` and `smb-protocols` scripts.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "nmap-juice-shop-cluster-internal"
spec:
  scanType: "nmap"
  parameters:
    # The cluster network blocks ping probes, so treat the host as up
    - "-Pn"
    # Detect services and their versions
    - "-sV"
    # The address depends on your cluster and namespace
    - "juice-shop.demo-targets.svc.cluster.local"
`,
      findings: [
        {
          name: 'Anonymous FTP Login possible',
          description: 'Port 21 allows anonymous FTP login',
          category: 'FTP',
          severity: 'MEDIUM',
          osi_layer: 'NETWORK',
          location: 'ftp://dummy-ftp.demo-targets.svc.cluster.local:21',
          attributes: {
            script: 'ftp-anon',
          },
        },
        {
          name: 'SMB Dangerous Protocol Version Finding SMBv1',
          description: 'Port 445 is open using SMB protocol with an old version: SMBv1',
          category: 'SMB',
          severity: 'HIGH',
          osi_layer: 'NETWORK',
          location: 'tcp://example.com:445',
          attributes: {
            hostname: 'example.com',
            ip_addresses: ['10.50.0.2'],
            mac_address: null,
            method: 'table',
            operating_system: null,
            port: 445,
            protocol: 'tcp',
            scripts: 'NT LM 0.12 (SMBv1) [dangerous, but default]',
            service: 'microsoft-ds',
            serviceProduct: null,
            serviceVersion: null,
            smb_protocol_version: 1,
            state: 'open',
          },
        },
        {
          name: 'Open Port: 3000 (ppp)',
          description: 'Port 3000 is open using tcp protocol.',
          category: 'Open Port',
          location: 'tcp://juice-shop.demo-targets.svc.cluster.local:3000',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            port: 3000,
            state: 'open',
            ip_addresses: ['10.102.186.25'],
            mac_address: null,
            protocol: 'tcp',
            hostname: 'juice-shop.demo-targets.svc.cluster.local',
            method: 'table',
            operating_system: null,
            service: 'ppp',
            serviceProduct: null,
            serviceVersion: null,
            scripts: null,
            tunnel: 'none',
          },
          id: 'f5c84b36-33db-45a0-9651-1b80e1191716',
          parsed_at: '2023-04-09T11:36:47.116Z',
        },
        {
          name: 'Host: juice-shop.demo-targets.svc.cluster.local',
          category: 'Host',
          description: 'Found a host',
          location: 'juice-shop.demo-targets.svc.cluster.local',
          severity: 'INFORMATIONAL',
          osi_layer: 'NETWORK',
          attributes: {
            ip_addresses: ['10.102.186.25'],
            hostname: 'juice-shop.demo-targets.svc.cluster.local',
            operating_system: null,
          },
          id: '6fb0cc59-d8e9-4872-9aff-659f6899eafb',
          parsed_at: '2023-04-09T11:36:47.116Z',
        },
      ],
      totalFindings: null,
    },
  }),
  links: [
    {label: 'Nmap reference guide', url: 'https://nmap.org/book/man.html'},
    {label: 'Nmap target specification', url: 'https://nmap.org/book/man-target-specification.html'},
    {label: 'Running Nmap as an unprivileged user', url: 'https://secwiki.org/w/Running_nmap_as_an_unprivileged_user'},
  ],
};

export default nmap;
