/**
 * Guard for the finding facts on the scanner pages: every finding category, severity, OSI layer and attribute name
 * that the hand-written prose of `docs/scanners/<slug>.mdx` names in backticks must occur in the example findings of
 * that scanner's catalogue entry (`src/data/integrations/scanners/<slug>.ts`), which are taken from upstream's
 * `findings.yaml` files and parser test data. What counts as a claim is described in `tests/lib/finding-claims.ts`.
 * A claim the findings cannot back fails the test, unless the allowlist below names it with the parser code that
 * emits it; an allowlist entry the page no longer needs fails as well.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

import {scanners} from '../../src/data/integrations';
import {findingsOf, unbackedClaims} from '../lib/finding-claims';

const root = resolve(__dirname, '../..');

/**
 * Claims the parser code backs although no example finding shows them, per scanner slug and `kind:value`.
 * Each entry says which code emits the value; the test fails when an entry is no longer needed.
 */
const PARSER_ONLY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ffuf: {
    'attribute:port':
      'the sentence is about a cascading rule that reads the port of the matching Nmap finding (scanners/nmap/parser/parser.js), not about ffuf findings',
  },
  'git-repo-scanner': {
    'attribute:last_commit_id':
      '_create_finding() in scanners/git-repo-scanner/scanner/git_repo_scanner/abstract_scanner.py adds it only with --annotate-latest-commit-id, which no upstream example uses',
  },
  'kube-hunter': {
    'severity:HIGH':
      "scanners/kube-hunter/parser/parser.js upper-cases kube-hunter's severity, which can be high; the upstream example and test report have only low and medium",
  },
  nikto: {
    'severity:MEDIUM':
      'categorize() in scanners/nikto/parser/parser.js rates test IDs 600000-699999 ("Outdated Software") MEDIUM; no upstream example or test report has one',
  },
  nmap: {
    'category:TCP':
      'parseCommon() in scanners/nmap/parser/parser.js, for banner script results on ports other than 21; no upstream test report has one',
  },
  nuclei: {
    'severity:LOW':
      'getAdjustedSeverity() in scanners/nuclei/parser/parser.js maps templates of severity low and unknown to LOW; no upstream example or test report has one',
  },
  semgrep: {
    'category:semgrep-result':
      'scanners/semgrep/parser/parser.js uses it when the rule has no metadata.category; the only upstream test report with one is a synthetic rule without name',
    'severity:INFORMATIONAL':
      'severityMap in scanners/semgrep/parser/parser.js maps INFO (and unknown severities) to INFORMATIONAL; no upstream example or test report has one',
    'attribute:full_name':
      'the sentence is about the Git Repo Scanner findings that start a Semgrep scan (scanners/git-repo-scanner/scanner/git_repo_scanner/abstract_scanner.py), not about Semgrep findings',
  },
  trivy: {
    'category:Ruby Package Vulnerability':
      'getCategory() in scanners/trivy/parser/parser.js, for targets ending in Gemfile.lock; no upstream example or test report has one',
    'category:Python Package Vulnerability':
      'getCategory() in scanners/trivy/parser/parser.js, for targets ending in Pipfile.lock; no upstream example or test report has one',
    'category:Rust Package Vulnerability':
      'getCategory() in scanners/trivy/parser/parser.js, for targets ending in Cargo.lock; no upstream example or test report has one',
    'category:PHP Package Vulnerability':
      'getCategory() in scanners/trivy/parser/parser.js, for targets ending in Composer.lock; no upstream example or test report has one',
    'category:Go Package Vulnerability':
      'getCategory() in scanners/trivy/parser/parser.js, for targets ending in go.sum; no upstream example or test report has one',
  },
};

/** The MDX source of a scanner page. */
function pageSource(slug: string): string {
  return readFileSync(join(root, 'docs/scanners', `${slug}.mdx`), 'utf8');
}

describe('finding facts on the scanner pages match the example findings', () => {
  for (const entry of scanners) {
    it(`docs/scanners/${entry.slug}.mdx names only categories, severities, OSI layers and attributes its findings have`, () => {
      expect(findingsOf(entry).length, `${entry.slug} has example findings`).toBeGreaterThan(0);
      const {unbacked, allowlisted} = unbackedClaims(pageSource(entry.slug), entry, PARSER_ONLY[entry.slug]);
      expect(unbacked).toEqual([]);
      const unused = Object.keys(PARSER_ONLY[entry.slug] ?? {}).filter((key) => !allowlisted.has(key));
      expect(unused, 'allowlist entries the page no longer needs').toEqual([]);
    });
  }

  it('checks a meaningful number of claims, on every page', () => {
    const counts = scanners.map(
      (entry) => unbackedClaims(pageSource(entry.slug), entry, PARSER_ONLY[entry.slug]).checked,
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(150);
    expect(Math.min(...counts), 'the page with the fewest claims').toBeGreaterThanOrEqual(2);
  });

  it('fails on a category, an OSI layer and an attribute the findings do not have', () => {
    const trivy = scanners.find((entry) => entry.slug === 'trivy');
    expect(trivy).toBeDefined();
    if (!trivy) return;
    const fixture = readFileSync(join(__dirname, 'fixtures/facts-scanner-findings/trivy-wrong.mdx'), 'utf8');
    const {unbacked} = unbackedClaims(fixture, trivy);
    const keys = unbacked.map((line) => line.split('  (in:')[0]);
    expect(keys).toEqual([
      'category:Vulnerability (k8s)',
      'category:Misconfiguration (k8s)',
      'attribute:name',
      'osi_layer:NETWORK',
    ]);
  });
});
