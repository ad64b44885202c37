import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

import {describe, expect, it} from 'vitest';

import {hooks as catalogueHooks, scanners as catalogueScanners} from '../../src/data/integrations';
import {
  collectFactStatements,
  describeConflict,
  findFactConflicts,
  type FactChartValues,
  type FactPage,
  type FactScanner,
} from '../lib/fact-statements';

const repoRoot = resolve(__dirname, '../..');

/** Every Markdown/MDX page below `docs/` and `blog/`, with repo-relative paths, sorted. */
function sitePages(): FactPage[] {
  return ['docs', 'blog']
    .flatMap((dir) =>
      readdirSync(join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
        .filter((entry) => /\.mdx?$/.test(entry))
        .map((entry) =>
          relative(repoRoot, join(repoRoot, dir, entry))
            .split('\\')
            .join('/'),
        ),
    )
    .sort()
    .map((path) => ({path, source: readFileSync(join(repoRoot, path), 'utf8')}));
}

const scanners: FactScanner[] = catalogueScanners.map(({name, slug}) => ({name, id: slug}));

/** The values tables of the reference pages, as the catalogue states them. */
const chartValues: FactChartValues[] = [...catalogueScanners, ...catalogueHooks].map(({slug, kind, values}) => ({
  chart: slug,
  path: `src/data/integrations/${kind}s/${slug}.ts`,
  values,
}));

/** Small pages for the negative cases. */
const page = (path: string, body: string): FactPage => ({path, source: `---\ntitle: T\n---\n\n${body}\n`});

describe('one fact, one statement across the docs and blog', () => {
  const statements = collectFactStatements(sitePages(), scanners, chartValues);
  const fromPages = statements.filter((statement) => !statement.page.startsWith('src/'));
  const count = (kind: string): number => fromPages.filter((statement) => statement.kind === kind).length;

  it('finds enough comparable statements to mean something', () => {
    // The API reference tables alone state well over a hundred defaults; the download-link validity is given on
    // several pages, and the how-tos and scanner pages name scanner attributes.
    expect(count('default')).toBeGreaterThan(120);
    expect(count('duration')).toBeGreaterThanOrEqual(4);
    expect(count('attribute')).toBeGreaterThanOrEqual(5);
    // Facts stated in more than one place (two pages, or a page and the catalogue) are what this test compares.
    const places = new Map<string, number>();
    for (const statement of statements)
      places.set(`${statement.kind} ${statement.key}`, (places.get(`${statement.kind} ${statement.key}`) ?? 0) + 1);
    expect([...places.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(6);
  });

  it('reads the defaults of the Scan reference and folds scanSpec fields into Scan', () => {
    const tolerations = statements.filter((s) => s.key === 'Scan spec.cascades.inheritTolerations');
    expect(tolerations.map((s) => s.page)).toContain('docs/api/crds/scan.md');
    expect(tolerations.every((s) => s.value === 'true')).toBe(true);
  });

  it('has no two pages that state the same fact differently', () => {
    const conflicts = findFactConflicts(statements).map(describeConflict);
    expect(conflicts).toEqual([]);
  });
});

describe('fact statement extraction and comparison', () => {
  it('reports two pages that give a CRD field different defaults, naming both pages', () => {
    const pages = [
      page(
        'docs/api/crds/scan.md',
        '| Field | Type | Default |\n| --- | --- | --- |\n| `spec.cascades.inheritEnv` | bool | `false` |',
      ),
      page('docs/how-tos/x.md', 'Switch on `inheritEnv`, which defaults to `true`, to pass the variables on.'),
    ];
    const conflicts = findFactConflicts(collectFactStatements(pages, scanners));
    expect(conflicts).toHaveLength(1);
    const message = describeConflict(conflicts[0]);
    expect(message).toContain('docs/api/crds/scan.md');
    expect(message).toContain('docs/how-tos/x.md');
    expect(message).toContain('Scan spec.cascades.inheritEnv');
  });

  it('reports prose that gives a chart value another default than the catalogue, naming page and catalogue file', () => {
    const values: FactChartValues[] = [
      {
        chart: 'elasticsearch',
        path: 'src/data/integrations/hooks/elasticsearch.ts',
        values: [{key: 'indexPrefix', default: '"scb"'}],
      },
    ];
    const agreeing = [
      page('docs/hooks/elasticsearch.mdx', 'Indices start with `indexPrefix`, which defaults to `scb`.'),
    ];
    expect(findFactConflicts(collectFactStatements(agreeing, scanners, values))).toEqual([]);
    const disagreeing = [
      page('docs/how-tos/hooks.md', 'The Elasticsearch chart value `indexPrefix` defaults to `securecodebox`.'),
    ];
    expect(findFactConflicts(collectFactStatements(disagreeing, scanners, values)).map(describeConflict)).toEqual([
      expect.stringMatching(
        /src\/data\/integrations\/hooks\/elasticsearch\.ts.*docs\/how-tos\/hooks\.md:\d+ says `securecodebox`/,
      ),
    ]);
  });

  it('compares a ScheduledScan scanSpec field with the same Scan field', () => {
    const pages = [
      page('docs/api/crds/scan.md', '| Field | Default |\n| --- | --- |\n| `spec.resourceMode` | `namespaceLocal` |'),
      page(
        'docs/api/crds/scheduled-scan.md',
        '| Field | Default |\n| --- | --- |\n| `spec.scanSpec.resourceMode` | `clusterWide` |',
      ),
    ];
    expect(findFactConflicts(collectFactStatements(pages, scanners))).toHaveLength(1);
  });

  it('does not compare the same field path of two different kinds', () => {
    const pages = [
      page('docs/api/crds/scan.md', '| Field | Default |\n| --- | --- |\n| `spec.resources` | from the ScanType |'),
      page(
        'docs/api/crds/parse-definition.md',
        '| Field | Default |\n| --- | --- |\n| `spec.resources` | requests `cpu: 200m` |',
      ),
    ];
    expect(findFactConflicts(collectFactStatements(pages, scanners))).toEqual([]);
  });

  it('treats a dash and "unset" as the same default, and a value with an explanation as that value', () => {
    const pages = [
      page(
        'docs/api/crds/scan.md',
        '| Field | Default |\n| --- | --- |\n| `spec.ttlSecondsAfterFinished` | – |\n| `spec.resourceMode` | `namespaceLocal` (use the namespace) |',
      ),
      page(
        'docs/how-tos/y.md',
        '| Field | Default |\n| --- | --- |\n| `spec.ttlSecondsAfterFinished` | unset: never deleted |',
      ),
      page('docs/how-tos/z.md', 'A Scan sets `spec.resourceMode` (default `namespaceLocal`) when it starts.'),
    ];
    expect(findFactConflicts(collectFactStatements(pages, scanners))).toEqual([]);
  });

  it('reports download links given different validities', () => {
    const pages = [
      page('docs/a.md', 'The download links stay valid for 7 days.'),
      page('docs/b.md', 'Both download links expire after `12h`.'),
      page('docs/c.md', 'The HEAD links are created with the download links and last `12h`.'),
    ];
    const conflicts = findFactConflicts(collectFactStatements(pages, scanners));
    expect(conflicts.map(describeConflict)).toEqual([
      expect.stringMatching(/docs\/a\.md:\d+ says 7 days, docs\/b\.md:\d+ says `12h`/),
    ]);
  });

  it('reports a scanner attribute that one page names and another says the findings lack', () => {
    const pages = [
      page('docs/how-tos/a.md', 'Subfinder stores the host it found in `attributes.hostname`.'),
      page('docs/how-tos/b.md', 'Subfinder findings have no `attributes.hostname`; they keep the host in `location`.'),
      page('docs/how-tos/c.md', 'Subfinder and Nmap both set `attributes.ip_addresses`.'),
    ];
    const statements = collectFactStatements(pages, scanners);
    // The sentence that names two scanners says nothing about either.
    expect(statements.filter((s) => s.kind === 'attribute').map((s) => s.key)).toEqual([
      'subfinder attributes.hostname',
      'subfinder attributes.hostname',
    ]);
    const conflicts = findFactConflicts(statements).map(describeConflict);
    expect(conflicts).toEqual([expect.stringMatching(/docs\/how-tos\/a\.md.*docs\/how-tos\/b\.md/)]);
  });

  it('ignores code blocks and template expressions', () => {
    const pages = [
      page('docs/a.md', 'WhatWeb findings have no `attributes.hostname`.'),
      page(
        'docs/b.md',
        '```yaml\n# WhatWeb keeps `attributes.hostname`\n```\n\nA WhatWeb finding cannot render `{{attributes.hostname}}`.',
      ),
    ];
    expect(findFactConflicts(collectFactStatements(pages, scanners))).toEqual([]);
  });
});
