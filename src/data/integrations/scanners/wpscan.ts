import chart from '../generated/scanners/wpscan';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/**
 * The part of each example Scan that reads the WPScan API token from the Secret `wpscan-api-token`.
 * Kubernetes replaces `$(WPVULNDB_API_TOKEN)` in the container command with the variable's value.
 */
const API_TOKEN_ENV = `  env:
    - name: "WPVULNDB_API_TOKEN"
      valueFrom:
        secretKeyRef:
          name: "wpscan-api-token"
          key: "token"
`;

/** WPScan: chart `wpscan`. */
const wpscan: ScannerIntegration = {
  name: 'WPScan',
  slug: 'wpscan',
  kind: 'scanner',
  category: 'CMS',
  usecase: 'Scans WordPress sites for vulnerable core, plugins and themes.',
  description:
    'Run WPScan in Kubernetes with secureCodeBox to find the WordPress version, plugins, themes and users of a site and match them against known vulnerabilities.',
  state: 'released',
  upstream: {name: 'WPScan', url: 'https://wpscan.org/'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(chart, {}, SCANNER_VALUE_DOCS),
  examples: combineExamples(chart, {
    'example.com': {
      description:
        'A template for scanning a public site for plugins with known vulnerabilities (`-e vp`) in mixed detection mode. As is, the scan fails: `https://www.example.com` runs no WordPress. Replace the URL with a WordPress site you may scan. The findings shown come from the parser’s test report of a scan of `https://www.example.com/`. The parser of this release writes no findings for plugin vulnerabilities, although WPScan reports them (see the page).',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "wpscan-www.example.com"
spec:
  scanType: "wpscan"
  parameters:
    - "--url"
    - "https://www.example.com"
    # Enumerate plugins with known vulnerabilities
    - "-e"
    - "vp"
    - "--plugins-detection"
    - "mixed"
    # Token for the vulnerability data, taken from the environment variable below
    - "--api-token"
    - "$(WPVULNDB_API_TOKEN)"
${API_TOKEN_ENV}`,
      findings: [
        {
          name: "WordPress finding 'readme'",
          description: 'https://www.example.com/readme.html',
          category: 'WordPress readme',
          severity: 'INFORMATIONAL',
          osi_layer: 'APPLICATION',
          location: 'https://www.example.com/readme.html',
          references: null,
          attributes: {
            hostname: 'https://www.example.com/',
            wp_confirmed_by: {},
            wp_found_by: 'Direct Access (Aggressive Detection)',
            wp_interesting_entries: [],
          },
          confidence: 100,
        },
        {
          name: 'WordPress Service',
          description: 'WordPress Service Information',
          category: 'WordPress Service',
          severity: 'INFORMATIONAL',
          osi_layer: 'APPLICATION',
          location: 'https://www.example.com/',
          references: null,
          attributes: {
            hostname: 'https://www.example.com/',
            ip_addresses: ['192.168.200.100'],
            wp_confirmed_by: {},
            wp_found_by: 'Rss Generator (Passive Detection)',
            wp_interesting_entries: [
              'https://www.example.com/feed/, <generator>https://wordpress.org/?v=5.3.3</generator>',
              'https://www.example.com/comments/feed/, <generator>https://wordpress.org/?v=5.3.3</generator>',
            ],
            wp_release_date: '2020-04-29',
            wp_release_status: 'latest',
            wp_version: '5.3.3',
            wp_vulnerabilities: [],
            wpscan_requests: 2335,
            wpscan_version: '3.8.1',
          },
          identified_at: '2020-06-06T21:52:22.000Z',
          confidence: 100,
        },
        {
          name: "WordPress finding 'headers'",
          description: 'Headers',
          category: 'WordPress headers',
          severity: 'INFORMATIONAL',
          osi_layer: 'APPLICATION',
          location: 'https://www.example.com/',
          references: null,
          attributes: {
            hostname: 'https://www.example.com/',
            wp_confirmed_by: {},
            wp_found_by: 'Headers (Passive Detection)',
            wp_interesting_entries: ['Server: Apache/2.4.29 (Ubuntu)'],
          },
          confidence: 100,
        },
      ],
    },
    'old-wordpress': {
      description: `Scans the deliberately outdated WordPress demo target \`old-wordpress\` inside the cluster. Its image builds on the \`wordpress:4\` image, so it runs the last WordPress 4 release of that image, not 4.0 as the chart’s appVersion suggests; the chart’s recorded scan found WordPress 4.9.8. Install the target first with \`${helmInstall('old-wordpress')} --wait\`.`,
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "wpscan-old-wordpress-internal"
spec:
  scanType: "wpscan"
  parameters:
    # Service name of the demo target in the same namespace
    - "--url"
    - "old-wordpress"
    - "-e"
    - "vp"
    - "--plugins-detection"
    - "mixed"
    - "--api-token"
    - "$(WPVULNDB_API_TOKEN)"
${API_TOKEN_ENV}`,
    },
  }),
  links: [
    {label: 'WPScan user documentation', url: 'https://github.com/wpscanteam/wpscan/wiki/WPScan-User-Documentation'},
    {label: 'WPScan vulnerability database and API tokens', url: 'https://wpscan.com'},
  ],
};

export default wpscan;
