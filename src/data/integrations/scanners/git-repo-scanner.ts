import chart from '../generated/scanners/git-repo-scanner';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
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
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {'scanner.image.tag': 'Tag of the scanner image; leave it empty to use the scanner built for this chart release.'},
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    'github-secureCodeBox-scan': {
      description:
        'Lists all repositories of the GitHub organisation `secureCodeBox` without a token and lets medium, non-invasive cascading rules scan them. Unauthenticated, GitHub allows 60 API requests an hour, enough for this organisation; add `--access-token` with a token of your own for larger organisations, private repositories or `--annotate-latest-commit-id`.',
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
            last_activity_at: '2023-01-28T10:22:09Z',
            visibility: 'public',
            archived: true,
          },
        },
      ],
    },
    'gitlab-group-scan': {
      description:
        'Lists the projects of the GitLab group `542` on a self-hosted GitLab, including its subgroups, leaves out the projects of subgroup `723` and skips the projects `423` and `123`. The chart’s own example writes `--ignore-projects`, a flag the scanner does not know (it stops with an error), and gives the two IDs as separate parameters; this version uses `--ignore-repos` with a comma-separated list.',
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
    # IDs of subgroups whose projects to leave out, comma-separated
    - "--ignore-groups"
    - "723"
    # IDs of projects to leave out, comma-separated
    - "--ignore-repos"
    - "423,123"
  cascades:
    matchLabels:
      securecodebox.io/intensive: medium
      securecodebox.io/invasive: non-invasive
`,
    },
  }),
  links: [],
};

export default gitRepoScanner;
