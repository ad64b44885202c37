import chart from '../generated/scanners/gitleaks';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** The init container and volume that clone a repository into `/repo/` before Gitleaks runs. */
function cloneInto(repository: string, extra: {tokenEnv?: boolean} = {}): string {
  const env = extra.tokenEnv
    ? `      # Read the access token from a Secret into an environment variable
      env:
        - name: GITHUB_TOKEN
          valueFrom:
            secretKeyRef:
              name: github-access-token
              key: token
`
    : '';
  return `  initContainers:
    - name: "git-clone"
      image: alpine/git
      # Mount the shared volume into the init container too
      volumeMounts:
        - name: "repo"
          mountPath: "/repo/"
      # A mirror clone holds every ref, so no commit escapes the scan
      command:
        - git
        - clone
        - "--mirror"
        - "${repository}"
        - /repo/
${env}`;
}

/** Gitleaks: chart `gitleaks`. */
const gitleaks: ScannerIntegration = {
  name: 'Gitleaks',
  slug: 'gitleaks',
  kind: 'scanner',
  category: 'Repository',
  usecase: 'Finds committed secrets such as keys and passwords in Git history.',
  description:
    'Run Gitleaks in Kubernetes with secureCodeBox to find passwords, keys and tokens committed to a Git repository, in its whole history or a recent part.',
  state: 'released',
  upstream: {name: 'Gitleaks', url: 'https://github.com/zricethezav/gitleaks'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {'scanner.image.repository': 'Image that runs Gitleaks: the official upstream image.'},
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    secureCodeBox: {
      description:
        'Scans the complete history of the secureCodeBox repository. An init container makes a mirror clone into a shared volume, and the annotation turns the commit of each finding into a link. The chart keeps only the first findings of its recorded run; the full count is not recorded.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "scan-scb-example"
  annotations:
    metadata.scan.securecodebox.io/git-repo-url: "https://github.com/secureCodeBox/secureCodeBox"
spec:
  scanType: "gitleaks"
  # A volume shared by the init container and Gitleaks
  volumes:
    - name: "repo"
      emptyDir: {}
  volumeMounts:
    - name: "repo"
      mountPath: "/repo/"
${cloneInto('https://github.com/secureCodeBox/secureCodeBox')}  parameters:
    - "detect"
    - "--source"
    - "/repo/"
`,
      totalFindings: null,
    },
    'private-repository': {
      description:
        'Clones a private GitHub repository with an access token. The token comes from the Secret `github-access-token` (key `token`) and reaches the clone URL through the environment variable `GITHUB_TOKEN`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "authenticated-clone-example"
  annotations:
    metadata.scan.securecodebox.io/git-repo-url: "https://github.com/yourOrg/yourRepo"
spec:
  scanType: "gitleaks"
  volumes:
    - name: "repo"
      emptyDir: {}
  volumeMounts:
    - name: "repo"
      mountPath: "/repo/"
${cloneInto('https://$(GITHUB_TOKEN)@github.com/yourOrg/yourRepo', {tokenEnv: true})}  parameters:
    - "detect"
    - "--source"
    - "/repo/"
`,
    },
    'provide-own-rules': {
      description:
        'Scans the secureCodeBox repository with your own rules: the file `gitleaks-config.toml` from the ConfigMap `gitleaks-config`, mounted at `/config/` and passed with `--config`. The findings shown come from the parser’s test report, in which the matching rules carry the tags `HIGH` and `LOW`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "scan-scb-with-own-rules"
spec:
  scanType: "gitleaks"
  volumes:
    - name: "repo"
      emptyDir: {}
    - name: "gitleaks-config"
      configMap:
        name: "gitleaks-config"
  volumeMounts:
    - name: "repo"
      mountPath: "/repo/"
    - name: "gitleaks-config"
      mountPath: "/config/"
${cloneInto('https://github.com/secureCodeBox/secureCodeBox')}  parameters:
    - "detect"
    - "--source"
    - "/repo/"
    # Your own rules file from the ConfigMap
    - "--config"
    - "/config/gitleaks-config.toml"
`,
      findings: [
        {
          name: 'PKCS8-PK',
          description: 'The name of the rule which triggered the finding: PKCS8-PK',
          category: 'Potential Secret',
          severity: 'HIGH',
          osi_layer: 'APPLICATION',
          attributes: {
            author: 'Commit Author',
            commit: '604ca16251cd6e528328605420890f2d55a5464d',
            date: '2020-10-15T11:35:39Z',
            description: 'PKCS8 private key',
            email: 'committer@some-domain.tld',
            file: 'scanners/gitleaks/parser/parser.test.js',
            line: '-----BEGIN PRIVATE KEY-----',
            line_number: 167,
            offender: '-----BEGIN PRIVATE KEY-----',
            tags: ['HIGH'],
          },
        },
        {
          name: 'PKCS8-PK',
          description: 'The name of the rule which triggered the finding: PKCS8-PK',
          category: 'Potential Secret',
          severity: 'LOW',
          osi_layer: 'APPLICATION',
          attributes: {
            author: 'Commit Author',
            commit: '604ca16251cd6e528328605420890f2d55a5464d',
            date: '2020-10-15T11:35:39Z',
            description: 'PKCS8 private key',
            email: 'committer@some-domain.tld',
            file: 'scanners/gitleaks/parser/parser.test.js',
            line: '-----BEGIN PRIVATE KEY-----',
            line_number: 167,
            offender: '-----BEGIN PRIVATE KEY-----',
            tags: ['LOW'],
          },
        },
      ],
    },
  }),
  links: [
    {label: 'Gitleaks usage', url: 'https://github.com/zricethezav/gitleaks#usage'},
    {
      label: 'Why a mirror clone matters (GitBleed)',
      url: 'https://wwws.nightwatchcybersecurity.com/2022/02/11/gitbleed/',
    },
  ],
};

export default gitleaks;
