import {KUBE_VERSION, helmInstall, scannerValues} from '../common';
import type {ScannerIntegration} from '../types';

/** Git Repo Scanner: chart `git-repo-scanner`. */
const gitRepoScanner: ScannerIntegration = {
  name: 'Git Repo Scanner',
  slug: 'git-repo-scanner',
  kind: 'scanner',
  category: 'Repository',
  usecase: 'Lists the Git repositories of a GitHub or GitLab organisation.',
  description:
    'Run the Git Repo Scanner with secureCodeBox to list the repositories of a GitHub organisation or GitLab group and feed them to repository scanners.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: 'https://github.com/secureCodeBox/secureCodeBox'},
  chart: {
    name: 'git-repo-scanner',
    appVersion: '1.1',
    kubeVersion: KUBE_VERSION,
    sourceDir: 'scanners/git-repo-scanner',
  },
  installCommand: helmInstall('git-repo-scanner'),
  scanTypes: ['git-repo-scanner'],
  cpuArchitectures: ['linux/amd64'],
  values: scannerValues({
    chart: {name: 'git-repo-scanner'},
    parserRepository: 'docker.io/securecodebox/parser-git-repo-scanner',
    scannerRepository: 'docker.io/securecodebox/scanner-git-repo-scanner',
    runAsNonRoot: true,
    readOnlyRootFilesystem: true,
    shipsCascadingRules: false,
  }),
  cascadingRules: [],
  examples: [
    {
      name: 'github-secureCodeBox-scan',
      description:
        'Lists all repositories of the GitHub organisation `secureCodeBox` and lets medium, non-invasive cascading rules scan them. Add `--access-token` with a token of your own: without one, GitHub rate-limits the scan after about 30 repositories.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "scan-github"
spec:
  scanType: "git-repo-scanner"
  parameters:
    - "--git-type"
    - "github"
    - "--organization"
    - "secureCodeBox"
  cascades:
    matchLabels:
      securecodebox.io/intensive: medium
      securecodebox.io/invasive: non-invasive
`,
      totalFindings: 28,
      findings: [
        {
          name: 'GitHub Repo',
          description: 'A GitHub repository',
          category: 'Git Repository',
          osi_layer: 'APPLICATION',
          severity: 'INFORMATIONAL',
          attributes: {
            id: '144957631',
            web_url: 'https://github.com/secureCodeBox/ansible-role-securecodebox-openshift',
            full_name: 'secureCodeBox/ansible-role-securecodebox-openshift',
            owner_type: 'Organization',
            owner_id: '34573705',
            topics: ['openshift', 'ansible-role', 'ansible', 'security-tools', 'security'],
            owner_name: 'secureCodeBox',
            created_at: '2018-08-16T08:11:15Z',
            last_activity_at: '2021-02-26T14:43:24Z',
            visibility: 'public',
            archived: true,
          },
        },
      ],
    },
    {
      name: 'gitlab-group-scan',
      description:
        'Lists the projects of the GitLab group `542` on a self-hosted GitLab, including its subgroups except `723`, and skips the projects `423` and `123`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "scan-company-gitlab-group"
spec:
  scanType: "git-repo-scanner"
  parameters:
    - "--git-type"
    - "gitlab"
    - "--url"
    - "https://gitlab.your-company.com"
    - "--access-token"
    - "<YOUR-GITLAB-TOKEN>"
    # GitLab group ID; subgroups are included
    - "--group"
    - "542"
    # Subgroup IDs to leave out
    - "--ignore-groups"
    - "723"
    # Project IDs to leave out
    - "--ignore-repos"
    - "423"
    - "123"
  cascades:
    matchLabels:
      securecodebox.io/intensive: medium
      securecodebox.io/invasive: non-invasive
`,
    },
  ],
  links: [],
};

export default gitRepoScanner;
