/**
 * The integration catalogue: every scanner and hook with a reference page.
 *
 * @remarks Entries are ordered alphabetically by slug within each kind.
 */
import type {IntegrationSummary} from './types';

export type {IntegrationKind, IntegrationSummary} from './types';

/** All scanner entries, alphabetical by slug. */
export const scanners: readonly IntegrationSummary[] = [
  {name: 'Amass', slug: 'amass', kind: 'scanner', category: 'Network', usecase: 'Maps the subdomains and attack surface of a domain.'},
  {name: 'CMSeeK', slug: 'cmseek', kind: 'scanner', category: 'CMS', usecase: 'Detects Joomla installations and their known core vulnerabilities.'},
  {name: 'ffuf', slug: 'ffuf', kind: 'scanner', category: 'Webserver', usecase: 'Fuzzes web servers to discover hidden files, paths and parameters.'},
  {name: 'Git Repo Scanner', slug: 'git-repo-scanner', kind: 'scanner', category: 'Repository', usecase: 'Lists the Git repositories of a GitHub or GitLab organisation.'},
  {name: 'Gitleaks', slug: 'gitleaks', kind: 'scanner', category: 'Repository', usecase: 'Finds committed secrets such as keys and passwords in Git history.'},
  {name: 'Kube Hunter', slug: 'kube-hunter', kind: 'scanner', category: 'Kubernetes', usecase: 'Hunts for security weaknesses in Kubernetes clusters.'},
  {name: 'Ncrack', slug: 'ncrack', kind: 'scanner', category: 'Authentication', usecase: 'Tests network services for weak login credentials.'},
  {name: 'Nikto', slug: 'nikto', kind: 'scanner', category: 'Webserver', usecase: 'Checks web servers for dangerous files and outdated software.'},
  {name: 'Nmap', slug: 'nmap', kind: 'scanner', category: 'Network', usecase: 'Discovers hosts, open ports and running services in a network.'},
  {name: 'Nuclei', slug: 'nuclei', kind: 'scanner', category: 'Website', usecase: 'Runs fast, template-based vulnerability checks against targets.'},
  {name: 'Screenshooter', slug: 'screenshooter', kind: 'scanner', category: 'WebApplication', usecase: 'Takes screenshots of websites for review.'},
  {name: 'Semgrep', slug: 'semgrep', kind: 'scanner', category: 'Repository', usecase: 'Analyses source code statically for bugs and insecure patterns.'},
  {name: 'SSH-audit', slug: 'ssh-audit', kind: 'scanner', category: 'SSH', usecase: 'Audits SSH server configuration and algorithms against a policy.'},
  {name: 'SSLyze', slug: 'sslyze', kind: 'scanner', category: 'SSL', usecase: 'Checks the SSL/TLS configuration of servers.'},
  {name: 'Trivy', slug: 'trivy', kind: 'scanner', category: 'Container', usecase: 'Finds vulnerabilities in container images, filesystems and clusters.'},
  {name: 'Trivy SBOM', slug: 'trivy-sbom', kind: 'scanner', category: 'Container', usecase: 'Generates a software bill of materials for container images.'},
  {name: 'Whatweb', slug: 'whatweb', kind: 'scanner', category: 'Network', usecase: 'Identifies the technologies behind a website.'},
  {name: 'WPScan', slug: 'wpscan', kind: 'scanner', category: 'CMS', usecase: 'Scans WordPress sites for vulnerable core, plugins and themes.'},
  {name: 'ZAP Automation Framework', slug: 'zap-automation-framework', kind: 'scanner', category: 'WebApplication', usecase: 'Tests web applications and APIs with OWASP ZAP automation plans.'},
];

/** All hook entries, alphabetical by slug. */
export const hooks: readonly IntegrationSummary[] = [
  {name: 'Azure Monitor', slug: 'azure-monitor', kind: 'hook', category: 'Persistence', usecase: 'Sends every finding of a scan to Azure Monitor.'},
  {name: 'Cascading Scans', slug: 'cascading-scans', kind: 'hook', category: 'Processing', usecase: 'Starts follow-up scans from findings according to declarative rules.'},
  {name: 'DefectDojo', slug: 'defectdojo', kind: 'hook', category: 'Persistence', usecase: 'Imports scan reports into OWASP DefectDojo.'},
  {name: 'Dependency-Track', slug: 'dependency-track', kind: 'hook', category: 'Persistence', usecase: 'Uploads CycloneDX SBOMs to Dependency-Track.'},
  {name: 'Elasticsearch', slug: 'elasticsearch', kind: 'hook', category: 'Persistence', usecase: 'Indexes every finding of a scan in Elasticsearch.'},
  {name: 'Finding Post Processing', slug: 'finding-post-processing', kind: 'hook', category: 'Data processing', usecase: 'Changes fields of the findings that match conditions you set.'},
  {name: 'Generic WebHook', slug: 'generic-webhook', kind: 'hook', category: 'Integration', usecase: 'Posts the findings of a scan to any HTTP endpoint.'},
  {name: 'Notification WebHook', slug: 'notification-webhook', kind: 'hook', category: 'Integration', usecase: 'Sends scan summaries to MS Teams, Slack, email and other channels.'},
  {name: 'Static Report', slug: 'static-report', kind: 'hook', category: 'Persistence', usecase: 'Renders the findings of a scan as an HTML report.'},
  {name: 'Update Field', slug: 'update-field', kind: 'hook', category: 'Data processing', usecase: 'Sets a field to a fixed value on every finding of a scan.'},
];

/**
 * The docs route of an integration's reference page.
 * @param entry - a catalogue entry
 * @returns an absolute path such as `/docs/scanners/nmap` or `/docs/hooks/defectdojo`
 */
export function integrationPath(entry: Pick<IntegrationSummary, 'kind' | 'slug'>): string {
  return `/docs/${entry.kind === 'scanner' ? 'scanners' : 'hooks'}/${entry.slug}`;
}
