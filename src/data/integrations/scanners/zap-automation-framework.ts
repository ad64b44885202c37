import chart from '../generated/scanners/zap-automation-framework';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** Where every example and rule mounts the automation plan, and the parameters that run it. */
const PLAN_PATH = '/home/securecodebox/scb-automation/automation.yaml';

/** The report job every plan ends with: secureCodeBox parses `/home/securecodebox/zap-results.xml`. */
const REPORT_JOB = `      # Required last job: the XML report that secureCodeBox parses
      - type: report
        parameters:
          template: traditional-xml
          reportDir: /home/securecodebox/
          reportFile: zap-results
        risks:
          - high
          - medium
          - low`;

/** The Scan part that mounts the plan of a ConfigMap and runs it. */
function runPlan(configMap: string): string {
  return `  parameters:
    - "-autorun"
    - "${PLAN_PATH}"
  volumeMounts:
    - name: "${configMap}"
      mountPath: "${PLAN_PATH}"
      subPath: "automation.yaml"
  volumes:
    - name: "${configMap}"
      configMap:
        name: "${configMap}"
`;
}

/** ZAP Automation Framework: chart `zap-automation-framework`. */
const zapAutomationFramework: ScannerIntegration = {
  name: 'ZAP Automation Framework',
  slug: 'zap-automation-framework',
  kind: 'scanner',
  category: 'WebApplication',
  usecase: 'Tests web applications and APIs with ZAP automation plans.',
  description:
    'Run ZAP in Kubernetes with secureCodeBox, driven by an Automation Framework plan, to spider and scan web applications and APIs, with or without login.',
  state: 'released',
  upstream: {name: 'ZAP', url: 'https://www.zaproxy.org/'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {
      imagePullSecrets:
        'Secrets Kubernetes uses to pull the parser image from a private registry. The ScanType of this chart does not read it, so scan jobs pull the ZAP image without them.',
      'scanner.image.repository': 'Image that runs ZAP: the official stable image of the ZAP project.',
      'scanner.envFrom':
        'ConfigMaps or Secrets whose keys all become environment variables of the scanner container, e.g. credentials the plan reads as `${VARIABLE}`.',
      'scanner.extraVolumes': {
        description:
          'Extra volumes of every scan job. By default an empty working directory for ZAP and the ConfigMap `zap-automation-framework-entrypoint` with the start script; keep both when you add your own.',
        default:
          '[{"name":"zap-workdir","emptyDir":{}},{"name":"zap-automation-framework-entrypoint","configMap":{"name":"zap-automation-framework-entrypoint"}}]',
      },
      'scanner.extraVolumeMounts': {
        description:
          'Mounts of the extra volumes. By default the working directory at `/zap/wrk` and the start script at `/zap/zap-entrypoint.bash`.',
        default:
          '[{"mountPath":"/zap/wrk","name":"zap-workdir"},{"name":"zap-automation-framework-entrypoint","mountPath":"/zap/zap-entrypoint.bash","readOnly":true,"subPath":"zap-entrypoint.bash"}]',
      },
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    'demo-nginx-automation-scan': {
      description:
        'A passive scan of an NGINX demo target: the plan in the ConfigMap `zap-automation-framework-config` spiders the site with both spiders, waits for the passive scanner and writes the report. The target comes from the environment variable `TARGET_URL`.',
      scan: `apiVersion: v1
kind: ConfigMap
metadata:
  name: "zap-automation-framework-config"
data:
  automation.yaml: |-
    env:
      contexts:
        - name: test-config
          # ZAP replaces \${TARGET_URL} with the environment variable of the Scan
          urls: ["\${TARGET_URL}"]
          includePaths:
            - "\${TARGET_URL}.*"
          # Skip WebSockets, images and fonts
          excludePaths:
            - ".*socket\\\\.io.*"
            - ".*\\\\.png"
            - ".*\\\\.jpeg"
            - ".*\\\\.jpg"
            - ".*\\\\.woff"
            - ".*\\\\.woff2"
            - ".*\\\\.ttf"
            - ".*\\\\.ico"
      parameters:
        failOnError: true
        failOnWarning: false
        progressToStdout: true
    jobs:
      - type: passiveScan-config
        parameters:
          maxAlertsPerRule: 10
          scanOnlyInScope: true
      # Classic spider: fast, misses what JavaScript renders
      - type: spider
        parameters:
          context: test-config
          maxDuration: 1
      # AJAX spider: drives a browser, slower, finds JavaScript routes
      - type: spiderAjax
        parameters:
          context: test-config
          maxDuration: 1
      - type: passiveScan-wait
        parameters:
          maxDuration: 10
${REPORT_JOB}
---
apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "zap-automation-framework-nginx"
  labels:
    organization: "OWASP"
spec:
  scanType: "zap-automation-framework"
${runPlan('zap-automation-framework-config')}  env:
    - name: "TARGET_URL"
      value: "http://nginx.demo-targets.svc/"
`,
      findings: [
        {
          name: 'Content Security Policy (CSP) Header Not Set',
          description:
            'Content Security Policy (CSP) is an added layer of security that helps to detect and mitigate certain types of attacks, including Cross Site Scripting (XSS) and data injection attacks. These attacks are used for everything from data theft …',
          category: 'Content Security Policy (CSP) Header Not Set',
          severity: 'MEDIUM',
          osi_layer: 'APPLICATION',
          location: 'http://nginx.demo-targets.svc',
          mitigation:
            'Ensure that your web server, application server, load balancer, etc. is configured to set the Content-Security-Policy header.',
          attributes: {
            hostname: 'nginx.demo-targets.svc',
            port: '80',
            zap_confidence: '3',
            zap_count: '3',
            zap_cweid: '693',
            zap_wascid: '15',
            zap_riskcode: '2',
            zap_pluginid: '10038',
            zap_finding_urls: [
              {
                uri: 'http://nginx.demo-targets.svc',
                method: 'GET',
                param: '',
                attack: '',
                evidence: '',
                otherinfo: '',
              },
            ],
          },
          id: 'dabac27c-eec3-4e65-9f5d-9184b81b3818',
          parsed_at: '2025-04-03T16:54:22.242Z',
        },
        {
          name: 'X-Content-Type-Options Header Missing',
          description:
            "The Anti-MIME-Sniffing header X-Content-Type-Options was not set to 'nosniff'. This allows older versions of Internet Explorer and Chrome to perform MIME-sniffing on the response body, potentially causing the response body to be …",
          category: 'X-Content-Type-Options Header Missing',
          severity: 'LOW',
          osi_layer: 'APPLICATION',
          location: 'http://nginx.demo-targets.svc',
          mitigation:
            "Ensure that the application/web server sets the Content-Type header appropriately, and that it sets the X-Content-Type-Options header to 'nosniff' for all web pages.If possible, ensure that the end user uses a standards-compliant and …",
          attributes: {
            hostname: 'nginx.demo-targets.svc',
            port: '80',
            zap_confidence: '2',
            zap_count: '2',
            zap_cweid: '693',
            zap_wascid: '15',
            zap_riskcode: '1',
            zap_pluginid: '10021',
            zap_finding_urls: [
              {
                uri: 'http://nginx.demo-targets.svc',
                method: 'GET',
                param: 'x-content-type-options',
                attack: '',
                evidence: '',
                otherinfo:
                  'This issue still applies to error type pages (401, 403, 500, etc.) as those pages are often still affected by injection issues, in which case there is still concern for browsers sniffing pages away from their actual content type.\nAt "High" …',
              },
            ],
          },
          id: 'e161f9bc-260d-48ad-9d1a-4741f5fc4b5b',
          parsed_at: '2025-04-03T16:54:22.242Z',
        },
      ],
    },
    'demo-zap-advanced-scan': {
      description:
        'An authenticated active scan of the BodgeIt Store: ZAP logs in through the login form as the user `bodgeit-user-1`, checks the session with regular expressions on each response, spiders the shop and then attacks it with the active scanner.',
      scan: `apiVersion: v1
kind: ConfigMap
metadata:
  name: "zap-automation-framework-advanced-scan-config"
data:
  automation.yaml: |-
    env:
      contexts:
        - name: scb-bodgeit-context
          urls: ["http://bodgeit.default.svc:8080/bodgeit/"]
          includePaths:
            - "http://bodgeit.default.svc:8080/bodgeit.*"
          # Never call the logout page; skip static files
          excludePaths:
            - "http://bodgeit.default.svc:8080/bodgeit/logout.jsp"
            - ".*\\\\.js"
            - ".*\\\\.css"
            - ".*\\\\.png"
            - ".*\\\\.jpeg"
          authentication:
            method: form
            parameters:
              loginRequestUrl: "http://bodgeit.default.svc:8080/bodgeit/login.jsp"
              # URL-encoded form of username={%username%}&password={%password%}
              loginRequestBody: "username%3D%7B%25username%25%7D%26password%3D%7B%25password%25%7D"
            verification:
              method: response
              loggedInRegex: '\\Q<a href="password.jsp">\\E'
              loggedOutRegex: '\\QGuest user\\E'
          users:
            - name: bodgeit-user-1
              credentials:
                username: test@thebodgeitstore.com
                password: password
          sessionManagement:
            method: cookie
    jobs:
      - type: spider
        parameters:
          context: scb-bodgeit-context
          user: bodgeit-user-1
          url: http://bodgeit.default.svc:8080/bodgeit/
          maxDuration: 3
          maxDepth: 5
          maxChildren: 10
          userAgent: "secureCodeBox / ZAP Spider"
      # The active scanner attacks the target: scan only with permission
      - type: activeScan
        parameters:
          context: scb-bodgeit-context
          user: bodgeit-user-1
          maxRuleDurationInMins: 3
          maxScanDurationInMins: 10
          addQueryParam: false
          delayInMs: 0
          handleAntiCSRFTokens: false
          injectPluginIdInHeader: false
          scanHeadersAllRequests: false
          threadPerHost: 2
${REPORT_JOB}
---
apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "zap-automation-framework-bodgeit-advanced"
  labels:
    organization: "OWASP"
spec:
  scanType: "zap-automation-framework"
${runPlan('zap-automation-framework-advanced-scan-config')}`,
      findings: [
        {
          name: 'Cross Site Scripting (Reflected)',
          description:
            "Cross-site Scripting (XSS) is an attack technique that involves echoing attacker-supplied code into a user's browser instance. A browser instance can be a standard web browser client, or a browser object embedded in a software product such …",
          category: 'Cross Site Scripting (Reflected)',
          severity: 'HIGH',
          osi_layer: 'APPLICATION',
          location: 'http://bodgeit.default.svc:8080',
          mitigation:
            'Phase: Architecture and DesignUse a vetted library or framework that does not allow this weakness to occur or provides constructs that make this weakness easier to avoid.Examples of libraries and frameworks that make it easier to generate …',
          attributes: {
            hostname: 'bodgeit.default.svc',
            port: '8080',
            zap_confidence: '2',
            zap_count: '1',
            zap_cweid: '79',
            zap_wascid: '8',
            zap_riskcode: '3',
            zap_pluginid: '40012',
            zap_finding_urls: [
              {
                uri: 'http://bodgeit.default.svc:8080/bodgeit/search.jsp?q=%3C%2Ffont%3E%3CscrIpt%3Ealert%281%29%3B%3C%2FscRipt%3E%3Cfont%3E',
                method: 'GET',
                param: 'q',
                attack: '</font><scrIpt>alert(1);</scRipt><font>',
                evidence: '</font><scrIpt>alert(1);</scRipt><font>',
                otherinfo: '',
              },
            ],
          },
          id: '6219b5ec-1fdc-48bd-89da-e101ef11e9d7',
          parsed_at: '2025-04-03T17:20:39.358Z',
        },
        {
          name: 'SQL Injection',
          description: 'SQL injection may be possible.',
          category: 'SQL Injection',
          severity: 'HIGH',
          osi_layer: 'APPLICATION',
          location: 'http://bodgeit.default.svc:8080',
          mitigation:
            "Do not trust client side input, even if there is client side validation in place.In general, type check all data on the server side.If the application uses JDBC, use PreparedStatement or CallableStatement, with parameters passed by '?'If …",
          attributes: {
            hostname: 'bodgeit.default.svc',
            port: '8080',
            zap_confidence: '2',
            zap_count: '3',
            zap_cweid: '89',
            zap_wascid: '19',
            zap_riskcode: '3',
            zap_pluginid: '40018',
            zap_finding_urls: [
              {
                uri: 'http://bodgeit.default.svc:8080/bodgeit/basket.jsp',
                method: 'POST',
                param: 'price',
                attack: '3.3 AND 1=1 -- ',
                evidence: '',
                otherinfo:
                  'The page results were successfully manipulated using the boolean conditions [3.3 AND 1=1 -- ] and [3.3 AND 1=2 -- ]\nThe parameter value being modified was stripped from the HTML output for the purposes of the comparison.\nData was returned …',
              },
            ],
          },
          id: '995e70c7-51e2-48ec-aa4d-a40f8a6d1213',
          parsed_at: '2025-04-03T17:20:39.359Z',
        },
      ],
    },
    'demo-zap-baseline-scan': {
      description:
        'A baseline scan of OWASP Juice Shop: one minute of spidering, up to five minutes for the passive scanner, then the report. Nothing is attacked, so this plan suits production systems. The informational `Modern Web Application` finding comes from the parser’s test report of another Juice Shop scan; the example plan reports only low, medium and high risks.',
      scan: `apiVersion: v1
kind: ConfigMap
metadata:
  name: "zap-baseline-automation-framework-config"
data:
  automation.yaml: |-
    env:
      contexts:
        - name: baseline-config
          urls: ["\${TARGET_URL}"]
    jobs:
      - type: spider
        parameters:
          context: baseline-config
          maxDuration: 1
      - type: passiveScan-wait
        parameters:
          maxDuration: 5
${REPORT_JOB}
---
apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "zap-automation-framework-juice-shop"
  labels:
    organization: "OWASP"
spec:
  scanType: "zap-automation-framework"
${runPlan('zap-baseline-automation-framework-config')}  env:
    - name: "TARGET_URL"
      value: "http://juice-shop.demo-targets.svc:3000/"
`,
      findings: [
        {
          name: 'Modern Web Application',
          description:
            'The application appears to be a modern web application. If you need to explore it automatically then the Ajax Spider may well be more effective than the standard one.',
          category: 'Modern Web Application',
          severity: 'INFORMATIONAL',
          osi_layer: 'APPLICATION',
          location: 'http://juice-shop:3000',
          mitigation: 'This is an informational alert and so no changes are required.',
          references: [
            {
              type: 'URL',
              value: '',
            },
          ],
          attributes: {
            hostname: 'juice-shop',
            port: '3000',
            zap_confidence: '2',
            zap_count: '7',
            zap_cweid: null,
            zap_finding_urls: [
              {
                evidence:
                  '<script src="//cdnjs.cloudflare.com/ajax/libs/cookieconsent2/3.1.0/cookieconsent.min.js"></script>',
                method: 'GET',
                uri: 'http://juice-shop:3000',
              },
              {
                evidence: '<script>',
                method: 'GET',
                uri: 'http://juice-shop:3000/polyfills-es2018.js',
              },
              {
                evidence:
                  '<script src="//cdnjs.cloudflare.com/ajax/libs/cookieconsent2/3.1.0/cookieconsent.min.js"></script>',
                method: 'GET',
                uri: 'http://juice-shop:3000/sitemap.xml',
              },
              {
                evidence: '<a>",\'',
                method: 'GET',
                uri: 'http://juice-shop:3000/tutorial-es2018.js',
              },
              {
                evidence:
                  '<script src="//cdnjs.cloudflare.com/ajax/libs/cookieconsent2/3.1.0/cookieconsent.min.js"></script>',
                method: 'GET',
                uri: 'http://juice-shop:3000/',
              },
              {
                evidence: '<a>',
                method: 'GET',
                uri: 'http://juice-shop:3000/polyfills-es5.js',
              },
              {
                evidence: '<a href="">ftp</a>',
                method: 'GET',
                uri: 'http://juice-shop:3000/ftp/',
              },
            ],
            zap_otherinfo:
              'No links have been found while there are scripts, which is an indication that this is a modern web application.',
            zap_pluginid: '10109',
            zap_reference: null,
            zap_riskcode: '0',
            zap_solution: 'This is an informational alert and so no changes are required.',
            zap_wascid: null,
          },
          hint: null,
        },
        {
          name: 'Content Security Policy (CSP) Header Not Set',
          description:
            'Content Security Policy (CSP) is an added layer of security that helps to detect and mitigate certain types of attacks, including Cross Site Scripting (XSS) and data injection attacks. These attacks are used for everything from data theft …',
          category: 'Content Security Policy (CSP) Header Not Set',
          severity: 'MEDIUM',
          osi_layer: 'APPLICATION',
          location: 'http://juice-shop.demo-targets.svc:3000',
          mitigation:
            'Ensure that your web server, application server, load balancer, etc. is configured to set the Content-Security-Policy header.',
          attributes: {
            hostname: 'juice-shop.demo-targets.svc',
            port: '3000',
            zap_confidence: '3',
            zap_count: '69',
            zap_cweid: '693',
            zap_wascid: '15',
            zap_riskcode: '2',
            zap_pluginid: '10038',
            zap_finding_urls: [
              {
                uri: 'http://juice-shop.demo-targets.svc:3000/',
                method: 'GET',
                param: '',
                attack: '',
                evidence: '',
                otherinfo: '',
              },
            ],
          },
          id: 'd2c305f2-ee86-41eb-8595-358a79683b31',
          parsed_at: '2025-04-03T16:48:27.404Z',
        },
      ],
      totalFindings: null,
    },
  }),
  links: [
    {
      label: 'ZAP Automation Framework documentation',
      url: 'https://www.zaproxy.org/docs/desktop/addons/automation-framework/',
    },
    {label: 'OWASP ZAP project page', url: 'https://owasp.org/www-project-zap/'},
    {label: 'ZAP on GitHub', url: 'https://github.com/zaproxy/zaproxy/'},
  ],
};

export default zapAutomationFramework;
