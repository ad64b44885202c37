import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

import {hooks, integrations, scanners} from '../../src/data/integrations';
import {
  REGION_NAMES,
  REMOVED_INTEGRATION_PAGES,
  newPage,
  pagePath,
  renderRegions,
  syncPage,
} from '../../plugins/integrations/template';

const root = resolve(__dirname, '../..');
const SYNC = 'npx vite-node plugins/integrations/sync.ts';

/** 1-based sidebar position of an entry: its place in the alphabetical catalogue of its kind. */
function positionOf(slug: string, kind: 'scanner' | 'hook'): number {
  return (kind === 'scanner' ? scanners : hooks).findIndex((entry) => entry.slug === slug) + 1;
}

describe('integration reference pages', () => {
  for (const path of REMOVED_INTEGRATION_PAGES) {
    it(`${path} is a hand-written page outside the template, listed after the catalogue entries`, () => {
      expect(integrations.map(pagePath), 'no catalogue entry').not.toContain(path);
      const source = readFileSync(join(root, path), 'utf8');
      expect(source).not.toMatch(/BEGIN generated|END generated/);
      expect(source).not.toMatch(/@site\/src\/data\/integrations\//);
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
      expect(frontMatter).toMatch(/^title: .+$/m);
      expect(frontMatter).toMatch(/^description: .+$/m);
      const position = Number(/^sidebar_position: (\d+)$/m.exec(frontMatter)?.[1]);
      const entries = path.startsWith('docs/scanners/') ? scanners : hooks;
      expect(position).toBeGreaterThan(entries.length);
    });
  }

  for (const entry of integrations) {
    const path = pagePath(entry);
    it(`${path} is in sync with its catalogue entry (run \`${SYNC}\` to fix)`, () => {
      expect(existsSync(join(root, path)), `${path} exists`).toBe(true);
      const source = readFileSync(join(root, path), 'utf8');
      expect(syncPage(source, entry, positionOf(entry.slug, entry.kind))).toBe(source);
    });

    it(`${path} has hand-written prose around the generated regions`, () => {
      const source = readFileSync(join(root, path), 'utf8');
      const [, afterHeader = ''] = source.split('{/* END generated header */}');
      const [intro = ''] = afterHeader.split('{/* BEGIN generated setup');
      expect(
        intro.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').trim().length,
        'an introduction before Deployment',
      ).toBeGreaterThan(300);
      expect(source).not.toMatch(/\{\/\* (Introduction|Guidance sections)/);
    });
  }

  it('put section headings into the MDX (so they reach the table of contents), not into components', () => {
    for (const entry of integrations) {
      const regions = renderRegions(entry);
      const headings: string[] =
        Object.values(regions)
          .join('\n')
          .match(/^##+ .+$/gm) ?? [];
      if (entry.chart) expect(headings).toContain('## Deployment');
      expect(headings).toContain('## Upstream links');
      for (const example of entry.examples) expect(headings).toContain(`### ${example.name}`);
      expect(headings.includes('## Cascading rules')).toBe(entry.cascadingRules.length > 0);
      expect(headings.includes('## CPU architectures')).toBe(entry.cpuArchitectures.length > 0);
    }
  });

  it('keeps a hand-written keywords line of the front matter and regenerates the rest', () => {
    const entry = integrations[0];
    const page = newPage(entry, 1).replace(/^(---\n[\s\S]*?)\n---/, '$1\nkeywords: [first words, second words]\n---');
    const stale = page.replace(/^title: .*$/m, 'title: "Old title"');
    const synced = syncPage(stale, entry, 1);
    expect(synced).toBe(page);
    expect(synced).toMatch(/^sidebar_position: 1\nkeywords: \[first words, second words\]\n---$/m);
  });

  it('creates new pages that the sync leaves unchanged', () => {
    for (const entry of integrations) {
      const page = newPage(entry, 1);
      expect(syncPage(page, entry, 1)).toBe(page);
      for (const name of REGION_NAMES) expect(page).toContain(`BEGIN generated ${name}`);
    }
  });
});
