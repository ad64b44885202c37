import chart from '../generated/scanners/ffuf';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** The volume and mount every ffuf example uses for its wordlist ConfigMap. */
const WORDLIST_VOLUMES = `  volumes:
    - name: "ffuf-config"
      configMap:
        name: "ffuf-config"
  volumeMounts:
    - name: "ffuf-config"
      mountPath: "/config/"
`;

/** ffuf: chart `ffuf`. */
const ffuf: ScannerIntegration = {
  name: 'ffuf',
  slug: 'ffuf',
  kind: 'scanner',
  category: 'Webserver',
  usecase: 'Fuzzes web servers to discover hidden files, paths and parameters.',
  description:
    'Run the web fuzzer ffuf in Kubernetes with secureCodeBox to discover hidden files, directories and parameters of web servers from wordlists.',
  state: 'released',
  upstream: {name: 'ffuf', url: 'https://github.com/ffuf/ffuf'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(chart, {}, SCANNER_VALUE_DOCS),
  examples: combineExamples(chart, {
    'wordlist-config-map': {
      description:
        'Creates the ConfigMap `ffuf-config` with a three-word list under the key `wordlist.txt`, mounts it at `/config/` and fuzzes the paths of `https://www.securecodebox.io/` with it. The finding shown comes from the parser’s test run against `www.securecodebox.io`.',
      scan: `apiVersion: "v1"
kind: ConfigMap
metadata:
  name: "ffuf-config"
data:
  wordlist.txt: |
    blog
    404
    exampleHopefullyNotFound
---
apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "ffuf-securecodebox.io"
spec:
  scanType: "ffuf"
  parameters:
    # Target URL; ffuf replaces FUZZ with each word of the list
    - "-u"
    - "https://www.securecodebox.io/FUZZ"
    # Wordlist from the mounted ConfigMap
    - "-w"
    - "/config/wordlist.txt"
${WORDLIST_VOLUMES}`,
      findings: [
        {
          name: 'Webserver Content',
          description: 'Content [blog] was found on the webserver www.securecodebox.io.',
          category: 'Webserver Content',
          severity: 'INFORMATIONAL',
          osi_layer: 'APPLICATION',
          location: 'https://www.securecodebox.io/blog',
          attributes: {
            contentType: 'text/html; charset=UTF-8',
            duration: 14335592,
            headers: {},
            hostname: 'www.securecodebox.io',
            httpStatus: 301,
            input: {
              FUZZ: 'blog',
            },
            length: 7253,
            lines: 32,
            postdata: '',
            redirectlocation: '/blog/',
            words: 31,
          },
          identified_at: '2022-09-19T10:43:30.000Z',
        },
      ],
    },
    'wordlist-config-map-multiple-fuzz-keywords': {
      description:
        'Creates a six-word list in the ConfigMap `ffuf-config`, binds it to the keywords `FUZZ1` and `FUZZ2` and uses both in the URL, so ffuf tries every combination of two path segments (clusterbomb mode). The chart’s own example declares both keywords but leaves `FUZZ` in the URL, which ffuf rejects; this version puts the keywords where ffuf expects them.',
      scan: `apiVersion: "v1"
kind: ConfigMap
metadata:
  name: "ffuf-config"
data:
  wordlist.txt: |
    blog
    404
    exampleHopefullyNotFound
    img/Logo_Black.svg
    docs
    architecture
---
apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "ffuf-securecodebox.io-two-keywords"
spec:
  scanType: "ffuf"
  parameters:
    # Both keywords appear in the URL
    - "-u"
    - "https://www.securecodebox.io/FUZZ1/FUZZ2"
    # One wordlist per keyword: <path>:<KEYWORD>
    - "-w"
    - "/config/wordlist.txt:FUZZ1"
    - "-w"
    - "/config/wordlist.txt:FUZZ2"
${WORDLIST_VOLUMES}`,
    },
    'wordlist-config-map-post': {
      description:
        'Tries user names and passwords against the JSON login of an OWASP Juice Shop running as the Service `juice-shop` in the namespace of the scan, with POST requests, and filters out the status codes 500, 401 and 403, so that only successful logins remain. The ConfigMap `ffuf-config` in front of the Scan holds two user names and two passwords under the keys `wordlistUsernames.txt` and `wordlistPasswords.txt`. The chart’s own example targets `localhost:3000`, which inside the scan pod is the pod itself; this version names the Service instead. The finding shown comes from the parser’s test run against a Juice Shop on `localhost`.',
      scan: `apiVersion: "v1"
kind: ConfigMap
metadata:
  name: "ffuf-config"
data:
  wordlistPasswords.txt: |
    password
    123456
  wordlistUsernames.txt: |
    user@example.com
    user2@example.com
---
apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "ffuf-juice-shop-login"
spec:
  scanType: "ffuf"
  parameters:
    # Login endpoint of the Juice Shop Service in the namespace of the scan
    - "-u"
    - "http://juice-shop:3000/rest/user/login"
    # Two wordlists, bound to the keywords used in the body
    - "-w"
    - "/config/wordlistPasswords.txt:PASSWORD"
    - "-w"
    - "/config/wordlistUsernames.txt:USERNAME"
    - "-X"
    - "POST"
    - "-H"
    - "Content-Type: application/json"
    - "-d"
    - '{"email":"USERNAME","password":"PASSWORD"}'
    # Hide failed attempts
    - "-fc"
    - "500,401,403"
${WORDLIST_VOLUMES}`,
      findings: [
        {
          name: 'Webserver Content',
          description: 'Content [password,user@example.com] was found on the webserver localhost:3000.',
          category: 'Webserver Content',
          severity: 'INFORMATIONAL',
          osi_layer: 'APPLICATION',
          location: 'http://localhost:3000/rest/user/login',
          attributes: {
            contentType: 'application/json; charset=utf-8',
            duration: 248886400,
            headers: {
              'Content-Type': 'application/json',
            },
            hostname: 'localhost:3000',
            httpStatus: 200,
            input: {
              PASSWORD: 'password',
              USERNAME: 'user@example.com',
            },
            length: 855,
            lines: 1,
            postdata: '{"email":"USERNAME","password":"PASSWORD"}',
            redirectlocation: '',
            words: 1,
          },
          identified_at: '2022-09-20T13:05:25.000Z',
        },
      ],
    },
  }),
  links: [],
};

export default ffuf;
