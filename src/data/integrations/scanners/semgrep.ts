import chart from '../generated/scanners/semgrep';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** Semgrep: chart `semgrep`. */
const semgrep: ScannerIntegration = {
  name: 'Semgrep',
  slug: 'semgrep',
  kind: 'scanner',
  category: 'Repository',
  usecase: 'Analyses source code statically for bugs and insecure patterns.',
  description:
    'Run Semgrep in Kubernetes with secureCodeBox to analyse the source code of a repository for insecure patterns with curated or your own rulesets.',
  state: 'released',
  upstream: {name: 'Semgrep', url: 'https://semgrep.dev'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {
      'parser.ttlSecondsAfterFinished':
        "Seconds after which Kubernetes deletes a finished parse job; needs the TTL-after-finished controller. The key is missing from this chart's values.yaml, but the ParseDefinition template reads it when you set it.",
      'scanner.image.repository': 'Image that runs Semgrep: the official upstream image.',
      'scanner.nameAppend':
        "Suffix added to the ScanType name; the key is missing from this chart's values.yaml, but the ScanType template reads it when you set it. The ParseDefinition keeps its name, so Helm refuses a second release of the chart in the same namespace: give the variant a namespace of its own.",
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    'vulnerable-flask-app': {
      description:
        'Clones the deliberately vulnerable Flask application `we45/Vulnerable-Flask-App` with an init container into a shared volume and analyses it with the ruleset `p/ci`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "semgrep-vulnerable-flask-app"
spec:
  scanType: "semgrep"
  # A volume shared by the init container and Semgrep
  volumes:
    - name: "test-dir"
      emptyDir: {}
  volumeMounts:
    - name: "test-dir"
      mountPath: "/test/"
  initContainers:
    - name: "provision-git"
      image: alpine/git
      command:
        - git
        - clone
        - "https://github.com/we45/Vulnerable-Flask-App"
        - /test/flask
      volumeMounts:
        - name: "test-dir"
          mountPath: "/test/"
  parameters:
    # Ruleset
    - "-c"
    - "p/ci"
    # Code to analyse: the last parameter
    - "/test/flask"
`,
      findings: [
        {
          name: 'javascript.lang.correctness.useless-eqeq.eqeq-is-bad',
          description:
            'Detected a useless comparison operation `0 == 0` or `0 != 0`. This operation is always true. If testing for floating point NaN, use `math.isnan`, or `cmath.isnan` if the number is complex.',
          category: 'correctness',
          severity: 'HIGH',
          location: '/test/flask/app/static/loader.js:91-91',
          attributes: {
            cwe: null,
            owasp_category: null,
            references: null,
            rule_source: 'https://semgrep.dev/r/javascript.lang.correctness.useless-eqeq.eqeq-is-bad',
          },
          id: 'ee0afb67-a248-4bee-9863-68573bc900a9',
          parsed_at: '2021-10-15T09:05:12.769Z',
        },
        {
          name: 'python.flask.security.insecure-deserialization.insecure-deserialization',
          location: '/test/flask/app/app.py:329-329',
          description:
            'Detected the use of an insecure deserialization library in a Flask route. These libraries are prone to code execution vulnerabilities. Ensure user data does not enter this function. To fix this, try to avoid serializing whole objects. Consider instead using a serializer such as JSON.',
          category: 'security',
          severity: 'HIGH',
          attributes: {
            cwe: 'CWE-502: Deserialization of Untrusted Data',
            owasp_category: 'A8: Insecure Deserialization',
            // parser.js turns each rule reference into {type: 'URL'} and adds the CWE; it keeps only the first two
            // digits of the CWE number (String(cwe).substring(4, 6)), so CWE-502 becomes CWE-50.
            references: [
              {type: 'URL', value: 'https://docs.python.org/3/library/pickle.html'},
              {type: 'CWE', value: 'CWE-50'},
              {type: 'URL', value: 'https://cwe.mitre.org/data/definitions/50.html'},
            ],
            rule_source:
              'https://semgrep.dev/r/python.flask.security.insecure-deserialization.insecure-deserialization',
          },
          id: 'dfdf9a67-1ec3-40d8-8b5f-862ca5ebe3db',
          parsed_at: '2021-10-15T09:05:12.769Z',
        },
        {
          name: 'python.lang.security.insecure-hash-algorithms.insecure-hash-algorithm-md5',
          location: '/test/flask/app/app.py:141-141',
          description:
            'Detected MD5 hash algorithm which is considered insecure. MD5 is not collision resistant and is therefore not suitable as a cryptographic signature. Use SHA256 or SHA3 instead.',
          category: 'security',
          severity: 'MEDIUM',
          attributes: {
            cwe: 'CWE-327: Use of a Broken or Risky Cryptographic Algorithm',
            owasp_category: 'A3: Sensitive Data Exposure',
            references: [
              {type: 'URL', value: 'https://tools.ietf.org/html/rfc6151'},
              {
                type: 'URL',
                value:
                  'https://crypto.stackexchange.com/questions/44151/how-does-the-flame-malware-take-advantage-of-md5-collision',
              },
              {type: 'URL', value: 'https://pycryptodome.readthedocs.io/en/latest/src/hash/sha3_256.html'},
              {type: 'CWE', value: 'CWE-32'},
              {type: 'URL', value: 'https://cwe.mitre.org/data/definitions/32.html'},
            ],
            rule_source:
              'https://semgrep.dev/r/python.lang.security.insecure-hash-algorithms.insecure-hash-algorithm-md5',
          },
          id: '4524f52b-7cb8-4a5b-8a89-12c188efc92e',
          parsed_at: '2021-10-15T09:05:12.769Z',
        },
      ],
    },
  }),
  links: [
    {label: 'Learn to write Semgrep rules', url: 'https://semgrep.dev/learn'},
    {label: 'Semgrep rule registry', url: 'https://semgrep.dev/r'},
    {label: 'Ruleset p/ci', url: 'https://semgrep.dev/p/ci'},
    {label: 'Ruleset p/security-audit', url: 'https://semgrep.dev/p/security-audit'},
  ],
};

export default semgrep;
