import chart from '../generated/scanners/whatweb';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** WhatWeb: chart `whatweb`. */
const whatweb: ScannerIntegration = {
  name: 'Whatweb',
  slug: 'whatweb',
  kind: 'scanner',
  category: 'Network',
  usecase: 'Identifies the technologies behind a website.',
  description:
    'Run WhatWeb in Kubernetes with secureCodeBox to identify the web server, CMS, frameworks and libraries behind a website, and their versions where visible.',
  state: 'released',
  upstream: {name: 'WhatWeb', url: 'https://morningstarsecurity.com/research/whatweb'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(chart, {}, SCANNER_VALUE_DOCS),
  examples: combineExamples(chart, {
    'example.com': {
      description:
        'Despite its folder name, this example identifies the TYPO3 demo target `old-typo3` inside the cluster at the default aggression level. WhatWeb recognises Apache, PHP and TYPO3 and reports them in one finding.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "whatweb-example"
spec:
  scanType: "whatweb"
  parameters:
    # A URL, host name, IP address or network range
    - "http://old-typo3.default.svc"
`,
      findings: [
        {
          name: 'http://old-typo3.default.svc/',
          description: 'New TYPO3 site: Home',
          category: 'WEB APPLICATION',
          severity: 'INFORMATIONAL',
          osi_layer: 'NETWORK',
          location: 'http://old-typo3.default.svc/',
          attributes: {
            requestConfig: 'WhatWeb/0.5.5',
            ip_addresses: ['10.96.137.239'],
            country: 'RESERVED/ZZ',
            HTML5: true,
            Apache: '',
            'Content-Language': 'en',
            HTTPServer: 'Apache/2.4.25 (Debian)',
            MetaGenerator: 'TYPO3 CMS',
            PHP: '',
            PoweredBy: 'TYPO3',
            'X-Powered-By': 'PHP/7.2.34',
          },
          id: '78b495dd-a073-40b2-81e5-1a487b334fbe',
          parsed_at: '2021-12-08T10:13:54.735Z',
        },
      ],
    },
  }),
  links: [
    {label: 'WhatWeb on GitHub', url: 'https://github.com/urbanadventurer/WhatWeb'},
    {label: 'WhatWeb wiki', url: 'https://github.com/urbanadventurer/WhatWeb/wiki'},
  ],
};

export default whatweb;
