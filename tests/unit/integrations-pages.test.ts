import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

import {hooks, integrations, scanners} from '../../src/data/integrations';
import {orderIntegrationItems} from '../../plugins/integrations/sidebar';
import {readFrontMatter} from '../../src/lib/markdown.mjs';
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

describe('integration reference pages', () => {
  for (const path of REMOVED_INTEGRATION_PAGES) {
    it(`${path} is a hand-written page outside the template, listed after the catalogue entries`, () => {
      expect(integrations.map(pagePath), 'no catalogue entry').not.toContain(path);
      const source = readFileSync(join(root, path), 'utf8');
      expect(source).not.toMatch(/BEGIN generated|END generated/);
      expect(source).not.toMatch(/@site\/src\/data\/integrations\//);
      const frontMatter = readFrontMatter(source)?.data ?? {};
      expect(frontMatter.title).toEqual(expect.stringMatching(/\S/));
      expect(frontMatter.description).toEqual(expect.stringMatching(/\S/));
      const position = Number(frontMatter.sidebar_position);
      const entries = path.startsWith('docs/scanners/') ? scanners : hooks;
      expect(position).toBeGreaterThan(entries.length);
    });
  }

  for (const entry of integrations) {
    const path = pagePath(entry);
    it(`${path} is in sync with its catalogue entry (run \`${SYNC}\` to fix)`, () => {
      expect(existsSync(join(root, path)), `${path} exists`).toBe(true);
      const source = readFileSync(join(root, path), 'utf8');
      expect(syncPage(source, entry)).toBe(source);
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
    const page = newPage(entry).replace(/^(---\n[\s\S]*?)\n---/, '$1\nkeywords: [first words, second words]\n---');
    const stale = page.replace(/^title: .*$/m, 'title: "Old title"');
    const synced = syncPage(stale, entry);
    expect(synced).toBe(page);
    expect(synced).toMatch(/^description: .*\nkeywords: \[first words, second words\]\n---$/m);
  });

  it('creates new pages that the sync leaves unchanged', () => {
    for (const entry of integrations) {
      const page = newPage(entry);
      expect(syncPage(page, entry)).toBe(page);
      for (const name of REGION_NAMES) expect(page).toContain(`BEGIN generated ${name}`);
    }
  });
});

describe('the sidebar order of the integration pages', () => {
  it('lists the catalogue pages in catalogue order, then the removed integrations, without sidebar_position', () => {
    interface Item {
      type: string;
      id?: string;
      items?: Item[];
    }
    const doc = (id: string): Item => ({type: 'doc', id});
    // As Docusaurus hands them over: positioned pages (the removed ones) first, the rest by file name.
    const generated = [
      doc('scanners/amass'),
      doc('scanners/cmseek'),
      ...[...scanners].reverse().map((entry) => doc(`scanners/${entry.slug}`)),
    ];
    const [category] = orderIntegrationItems<Item>([{type: 'category', items: generated}, doc('intro')]);
    expect(category?.items?.map((item) => item.id)).toEqual([
      ...scanners.map((entry) => `scanners/${entry.slug}`),
      'scanners/amass',
      'scanners/cmseek',
    ]);
    for (const entry of integrations) {
      const source = readFileSync(join(root, pagePath(entry)), 'utf8');
      expect(Object.keys(readFrontMatter(source)?.data ?? {}), pagePath(entry)).not.toContain('sidebar_position');
    }
  });
});
