import chart from '../generated/scanners/sslyze';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

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
  examples: combineExamples(chart, {
    'example.com':
      'Checks `example.com` against the intermediate Mozilla profile; in the recorded run the server still accepted TLS 1.0 and TLS 1.1.',
    'secureCodeBox.io':
      'Checks `securecodebox.io`; only the summary finding appears, because the server accepts only TLS 1.2 and TLS 1.3 and its certificate validates.',
    'unsafe-https':
      'Checks the `unsafe-https` demo target in the cluster, a server with a deliberately weak TLS setup.',
    'untrusted-root': {
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
  }),
  links: [{label: 'SSLyze documentation', url: 'https://nabla-c0d3.github.io/sslyze/documentation/'}],
};

export default sslyze;
