import chart from '../generated/scanners/sslyze';
import {combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** An SSLyze Scan of one host with the intermediate Mozilla profile. */
function sslyzeScan(name: string, host: string, labelled: boolean): string {
  const labels = labelled ? '\n  labels:\n    organization: "secureCodeBox"' : '';
  return `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "${name}"${labels}
spec:
  scanType: "sslyze"
  parameters:
    - "--mozilla_config=intermediate"
    - "${host}"
`;
}

/** SSLyze: chart `sslyze`. */
const sslyze: ScannerIntegration = {
  name: 'SSLyze',
  slug: 'sslyze',
  kind: 'scanner',
  category: 'SSL',
  usecase: 'Checks the SSL/TLS configuration of servers.',
  description:
    'Run SSLyze in Kubernetes with secureCodeBox to check the TLS configuration of servers against the Mozilla profiles and find outdated protocols and bad certificates.',
  state: 'released',
  upstream: {name: 'SSLyze', url: 'https://github.com/nabla-c0d3/sslyze'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(chart, {}, SCANNER_VALUE_DOCS),
  examples: [
    {
      name: 'example.com',
      description:
        'Checks `example.com` against the intermediate Mozilla profile; in the recorded run the server still accepted TLS 1.0 and TLS 1.1.',
      scan: sslyzeScan('sslyze-example', 'example.com', false),
      totalFindings: 3,
      findings: [
        {
          osi_layer: 'PRESENTATION',
          reference: null,
          location: 'example.com:443',
          name: 'TLS Service',
          description: '',
          identified_at: '2023-08-23T08:00:47.239Z',
          category: 'TLS Service Info',
          severity: 'INFORMATIONAL',
          mitigation: null,
          attributes: {
            hostname: 'example.com',
            ip_addresses: ['93.184.216.34'],
            port: 443,
            tls_versions: ['TLS 1.0', 'TLS 1.1', 'TLS 1.2', 'TLS 1.3'],
            cipher_suites: [
              'SEED-SHA',
              'CAMELLIA256-SHA',
              'CAMELLIA128-SHA',
              'AES256-SHA',
              'AES128-SHA',
              'ECDHE-RSA-AES256-SHA',
              'ECDHE-RSA-AES128-SHA',
              'DHE-RSA-SEED-SHA',
              'DHE-RSA-CAMELLIA256-SHA',
              'DHE-RSA-CAMELLIA128-SHA',
              'DHE-RSA-AES256-SHA',
              'DHE-RSA-AES128-SHA',
              'AES128-GCM-SHA256',
              'ECDHE-RSA-AES256-GCM-SHA384',
              'ECDHE-RSA-AES256-SHA384',
              'ECDHE-RSA-AES128-GCM-SHA256',
              'ECDHE-RSA-AES128-SHA256',
              'DHE-RSA-AES256-GCM-SHA384',
              'DHE-RSA-AES256-SHA256',
              'DHE-RSA-AES128-GCM-SHA256',
              'DHE-RSA-AES128-SHA256',
              'TLS_CHACHA20_POLY1305_SHA256',
              'TLS_AES_256_GCM_SHA384',
              'TLS_AES_128_GCM_SHA256',
            ],
          },
          id: '6cd691f3-1174-4472-ad66-0ddb490c1d91',
          parsed_at: '2023-08-23T08:00:57.820Z',
        },
        {
          osi_layer: 'PRESENTATION',
          reference: null,
          location: 'example.com:443',
          name: 'TLS Version TLS 1.0 is considered insecure',
          category: 'Outdated TLS Version',
          description: 'The server uses outdated or insecure tls versions.',
          identified_at: '2023-08-23T08:00:47.239Z',
          severity: 'MEDIUM',
          mitigation: 'Upgrade to a higher tls version.',
          attributes: {
            hostname: 'example.com',
            ip_addresses: ['93.184.216.34'],
            port: 443,
            outdated_version: 'TLS 1.0',
          },
          id: 'd7c7ea04-72be-4ca1-b159-8336bddbedc4',
          parsed_at: '2023-08-23T08:00:57.820Z',
        },
      ],
    },
    {
      name: 'secureCodeBox.io',
      description:
        'Checks `securecodebox.io`; only the summary finding appears, because the server accepts only TLS 1.2 and TLS 1.3 and its certificate validates.',
      scan: sslyzeScan('sslyze-securecodebox.io', 'securecodebox.io', true),
      totalFindings: 1,
      findings: [
        {
          osi_layer: 'PRESENTATION',
          reference: null,
          location: 'securecodebox.io:443',
          name: 'TLS Service',
          description: '',
          identified_at: '2023-08-23T08:02:56.691Z',
          category: 'TLS Service Info',
          severity: 'INFORMATIONAL',
          mitigation: null,
          attributes: {
            hostname: 'securecodebox.io',
            ip_addresses: ['185.199.110.153'],
            port: 443,
            tls_versions: ['TLS 1.2', 'TLS 1.3'],
            cipher_suites: [
              'AES256-SHA',
              'AES128-GCM-SHA256',
              'AES128-SHA',
              'ECDHE-RSA-CHACHA20-POLY1305',
              'ECDHE-RSA-AES256-GCM-SHA384',
              'ECDHE-RSA-AES256-SHA384',
              'ECDHE-RSA-AES256-SHA',
              'ECDHE-RSA-AES128-GCM-SHA256',
              'ECDHE-RSA-AES128-SHA256',
              'ECDHE-RSA-AES128-SHA',
              'TLS_CHACHA20_POLY1305_SHA256',
              'TLS_AES_256_GCM_SHA384',
              'TLS_AES_128_GCM_SHA256',
            ],
          },
          id: '81834c41-0845-48ca-901b-10f636b7f1e1',
          parsed_at: '2023-08-23T08:03:02.935Z',
        },
      ],
    },
    {
      name: 'unsafe-https',
      description: 'Checks the `unsafe-https` demo target in the cluster, a server with a deliberately weak TLS setup.',
      scan: sslyzeScan('sslyze-unsafe-https', 'unsafe-https', true),
    },
    {
      name: 'untrusted-root',
      description:
        'New in 5.2.0: checks a server whose certificate an internal CA signed. A ConfigMap holds the CA certificate (replace the placeholder with yours), the Scan mounts it and passes it with `--certinfo_ca_file`; when the chain validates against it, the parser reports no `Untrusted Certificate Root`. The chart ships no findings for this example.',
      scan: `apiVersion: v1
kind: ConfigMap
metadata:
  name: custom-root-ca
data:
  # Placeholder: paste the PEM certificate of your internal root CA here.
  root-ca.pem: |-
    -----BEGIN CERTIFICATE-----
    ...
    -----END CERTIFICATE-----
---
apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "sslyze-untrusted-root-with-ca"
spec:
  scanType: "sslyze"
  parameters:
    # Validate the certificate chain against the mounted CA as well
    - "--certinfo_ca_file"
    - "/ca-certs/root-ca.pem"
    # A host whose certificate the internal CA signed
    - "untrusted-root.example.com"
  volumeMounts:
    - name: custom-root-ca
      mountPath: /ca-certs
      readOnly: true
  volumes:
    - name: custom-root-ca
      configMap:
        name: custom-root-ca
`,
    },
  ],
  links: [{label: 'SSLyze documentation', url: 'https://nabla-c0d3.github.io/sslyze/documentation/'}],
};

export default sslyze;
