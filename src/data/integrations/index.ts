/**
 * The integration catalogue: every scanner and hook that secureCodeBox ships, each with a generated reference page.
 * Integrations that a release removed are not in it; their old routes keep hand-written pages about the removal
 * (`REMOVED_INTEGRATION_PAGES` in `plugins/integrations/template.ts`).
 *
 * One typed entry per integration lives in `scanners/<slug>.ts` or `hooks/<slug>.ts`; this module
 * collects them. The landing-page tiles, the catalogue pages `/docs/scanners` and `/docs/hooks`, the
 * reference pages and their front matter and sidebar order all read from here (see README.md).
 *
 * @remarks Entries are ordered alphabetically by slug within each kind.
 * @packageDocumentation
 */
import type {HookIntegration, Integration, IntegrationSummary, ScannerIntegration} from './types';

import ffuf from './scanners/ffuf';
import gitRepoScanner from './scanners/git-repo-scanner';
import gitleaks from './scanners/gitleaks';
import kubeHunter from './scanners/kube-hunter';
import ncrack from './scanners/ncrack';
import nikto from './scanners/nikto';
import nmap from './scanners/nmap';
import nuclei from './scanners/nuclei';
import screenshooter from './scanners/screenshooter';
import semgrep from './scanners/semgrep';
import sshAudit from './scanners/ssh-audit';
import sslyze from './scanners/sslyze';
import subfinder from './scanners/subfinder';
import trivy from './scanners/trivy';
import trivySbom from './scanners/trivy-sbom';
import whatweb from './scanners/whatweb';
import wpscan from './scanners/wpscan';
import zapAutomationFramework from './scanners/zap-automation-framework';

import azureMonitor from './hooks/azure-monitor';
import cascadingScans from './hooks/cascading-scans';
import defectdojo from './hooks/defectdojo';
import dependencyTrack from './hooks/dependency-track';
import elasticsearch from './hooks/elasticsearch';
import findingPostProcessing from './hooks/finding-post-processing';
import genericWebhook from './hooks/generic-webhook';
import notificationWebhook from './hooks/notification-webhook';
import staticReport from './hooks/static-report';
import updateField from './hooks/update-field';

export type * from './types';

/** All scanner entries, alphabetical by slug. */
export const scanners: readonly ScannerIntegration[] = [
  ffuf,
  gitRepoScanner,
  gitleaks,
  kubeHunter,
  ncrack,
  nikto,
  nmap,
  nuclei,
  screenshooter,
  semgrep,
  sshAudit,
  sslyze,
  subfinder,
  trivy,
  trivySbom,
  whatweb,
  wpscan,
  zapAutomationFramework,
];

/** All hook entries, alphabetical by slug. */
export const hooks: readonly HookIntegration[] = [
  azureMonitor,
  cascadingScans,
  defectdojo,
  dependencyTrack,
  elasticsearch,
  findingPostProcessing,
  genericWebhook,
  notificationWebhook,
  staticReport,
  updateField,
];

/** Every entry: scanners first, then hooks. */
export const integrations: readonly Integration[] = [...scanners, ...hooks];

/**
 * The docs route of an integration's reference page.
 * @param entry - a catalogue entry
 * @returns an absolute path such as `/docs/scanners/nmap` or `/docs/hooks/defectdojo`
 */
export function integrationPath(entry: Pick<IntegrationSummary, 'kind' | 'slug'>): string {
  return `/docs/${entry.kind === 'scanner' ? 'scanners' : 'hooks'}/${entry.slug}`;
}

/**
 * The categories of a list of entries with their number of entries, sorted by name.
 * @param entries - catalogue entries of one kind
 * @returns `[category, count]` pairs
 */
export function categoriesOf(entries: readonly IntegrationSummary[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
}
