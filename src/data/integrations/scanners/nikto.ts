import chart from '../generated/scanners/nikto';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** A Nikto Scan of one demo target with the fast tuning the examples share. */
function niktoScan(name: string, url: string): string {
  return `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "${name}"
  labels:
    organization: "secureCodeBox"
spec:
  scanType: "nikto"
  parameters:
    - "-url"
    - "${url}"
    # Fast test classes only; leave attacks such as SQL injection to ZAP
    - "-Tuning"
    - "1,2,3,5,7,b"
`;
}

/** Nikto: chart `nikto`. */
const nikto: ScannerIntegration = {
  name: 'Nikto',
  slug: 'nikto',
  kind: 'scanner',
  category: 'Webserver',
  usecase: 'Checks web servers for dangerous files and outdated software.',
  description:
    'Run Nikto in Kubernetes with secureCodeBox to check web servers for dangerous files, default installations, outdated software and missing headers.',
  state: 'released',
  upstream: {name: 'Nikto', url: 'https://cirt.net/'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(chart, {}, SCANNER_VALUE_DOCS),
  examples: combineExamples(chart, {
    'demo-bodgeit': {
      description: `Scans the BodgeIt Store demo target in the cluster. Install it first with \`${helmInstall('bodgeit')} --wait\`. The scan reports the Tomcat default pages and manager interfaces of the demo as potential vulnerabilities.`,
      scan: niktoScan('nikto-bodgeit', 'http://bodgeit:8080'),
      findings: [
        {
          name: '/: The anti-clickjacking X-Frame-Options header is not present.',
          description: null,
          category: 'X-Frame-Options Header',
          location: 'http://bodgeit',
          osi_layer: 'NETWORK',
          severity: 'LOW',
          attributes: {
            ip_addresses: ['10.96.235.197'],
            hostname: 'bodgeit',
            banner: '',
            method: 'GET',
            port: 8080,
            niktoId: 999957,
            references: [
              {
                type: 'URL',
                value: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Frame-Options',
              },
            ],
          },
          id: '6be1c099-35e1-44b3-a492-a718b433bbaf',
          parsed_at: '2023-08-22T13:18:46.280Z',
        },
        {
          name: '/examples/servlets/index.html: Apache Tomcat default JSP pages present.',
          description: null,
          category: 'Potential Vulnerability',
          location: 'http://bodgeit',
          osi_layer: 'NETWORK',
          severity: 'HIGH',
          attributes: {
            ip_addresses: ['10.96.235.197'],
            hostname: 'bodgeit',
            banner: '',
            method: 'GET',
            port: 8080,
            niktoId: 366,
            references: null,
          },
          id: '5f46e9f4-5938-4c19-915c-5fa21e8e3c65',
          parsed_at: '2023-08-22T13:18:46.280Z',
        },
        {
          name: '/manager/html: Default Tomcat Manager / Host Manager interface found.',
          description: null,
          category: 'Potential Vulnerability',
          location: 'http://bodgeit',
          osi_layer: 'NETWORK',
          severity: 'HIGH',
          attributes: {
            ip_addresses: ['10.96.235.197'],
            hostname: 'bodgeit',
            banner: '',
            method: 'GET',
            port: 8080,
            niktoId: 6525,
            references: null,
          },
          id: '57a6c749-aa20-4c01-9ed4-bb7335fc42ea',
          parsed_at: '2023-08-22T13:18:46.280Z',
        },
      ],
    },
    'demo-docs.securecodebox.io': {
      description: 'Scans the secureCodeBox website `https://www.securecodebox.io/`.',
      scan: niktoScan('nikto-www.securecodebox.io', 'https://www.securecodebox.io/'),
      findings: [
        {
          name: '/: The anti-clickjacking X-Frame-Options header is not present.',
          description: null,
          category: 'X-Frame-Options Header',
          location: 'https://www.securecodebox.io',
          osi_layer: 'NETWORK',
          severity: 'LOW',
          attributes: {
            ip_addresses: ['35.156.224.161'],
            hostname: 'www.securecodebox.io',
            banner: 'Netlify',
            method: 'GET',
            port: 443,
            niktoId: 999957,
            references: [
              {
                type: 'URL',
                value: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Frame-Options',
              },
            ],
          },
          id: '8c384048-3ec7-49b1-9c63-7ebbdde9c85d',
          parsed_at: '2023-08-22T13:10:10.973Z',
        },
        {
          name: '/: The X-Content-Type-Options header is not set. This could allow the user agent to render the content of the site in a different fashion to the MIME type.',
          description: null,
          category: 'X-Content-Type-Options Header',
          location: 'https://www.securecodebox.io',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            ip_addresses: ['35.156.224.161'],
            hostname: 'www.securecodebox.io',
            banner: 'Netlify',
            method: 'GET',
            port: 443,
            niktoId: 999103,
            references: [
              {
                type: 'URL',
                value:
                  'https://www.netsparker.com/web-vulnerability-scanner/vulnerabilities/missing-content-type-header/',
              },
            ],
          },
          id: '8ec77676-d748-4ae6-8235-277fc4fe16b6',
          parsed_at: '2023-08-22T13:10:10.973Z',
        },
      ],
    },
    'demo-juice-shop': {
      description: `Scans the OWASP Juice Shop demo target in the cluster. Install it first with \`${helmInstall('juice-shop')} --wait\`. The recorded run reported 148 results: 140 potentially interesting backup or certificate files (\`Potential Backup File\`), 4 \`Potential Vulnerability\` findings and a few header and \`robots.txt\` notes. The sample shows three of them as today’s parser writes them from that report.`,
      scan: niktoScan('nikto-juice-shop', 'http://juice-shop:3000'),
      findings: [
        {
          name: "Entry '/ftp/' in robots.txt returned a non-forbidden or redirect HTTP code (200).",
          description: null,
          category: 'Nikto Finding',
          location: 'http://juice-shop.demo-targets.svc',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            ip_addresses: ['10.96.244.199'],
            hostname: 'juice-shop.demo-targets.svc',
            banner: '',
            method: 'GET',
            port: 3000,
            niktoId: 999997,
            references: [{type: 'URL', value: 'https://portswigger.net/kb/issues/00600600_robots-txt-file'}],
          },
        },
        {
          name: '"robots.txt" contains 1 entry which should be manually viewed.',
          description: null,
          category: 'robots.txt',
          location: 'http://juice-shop.demo-targets.svc',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            ip_addresses: ['10.96.244.199'],
            hostname: 'juice-shop.demo-targets.svc',
            banner: '',
            method: 'GET',
            port: 3000,
            niktoId: 999996,
            references: [{type: 'URL', value: 'https://developer.mozilla.org/en-US/docs/Glossary/Robots.txt'}],
          },
        },
        {
          name: '/backup.pem: Potentially interesting backup/cert file found. .',
          description: null,
          category: 'Potential Backup File',
          location: 'http://juice-shop.demo-targets.svc',
          osi_layer: 'NETWORK',
          severity: 'INFORMATIONAL',
          attributes: {
            ip_addresses: ['10.96.244.199'],
            hostname: 'juice-shop.demo-targets.svc',
            banner: '',
            method: 'HEAD',
            port: 3000,
            niktoId: 740001,
            references: [
              {type: 'URL', value: 'https://cwe.mitre.org/data/definitions/530.html'},
              {type: 'CWE', value: 'CWE-530'},
            ],
          },
        },
      ],
      totalFindings: null,
    },
  }),
  links: [
    {label: 'Nikto on GitHub', url: 'https://github.com/sullo/nikto'},
    {label: 'Nikto usage', url: 'https://cirt.net/nikto2-docs/usage.html#id2780332'},
    {label: 'Nikto options', url: 'https://cirt.net/nikto2-docs/options.html'},
  ],
};

export default nikto;
