import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * What a reader sees of reference tables and diagrams, at a laptop and a phone width:
 *
 * - every table fits the article column, or scrolls inside its own focusable, labelled region; at 1280 px no table on
 *   these pages needs to scroll at all, and the field lists of the CRD reference (plugins/field-tables) fit the column;
 * - no Mermaid label renders below 12 px (src/theme/Mermaid), and a diagram wider than the column scrolls in a
 *   focusable, labelled region.
 */

/** Pages with field tables: the CRD reference and the installation guide's storage options. */
const TABLE_PAGES = [
  '/docs/api/crds',
  '/docs/api/crds/scan',
  '/docs/api/crds/scheduled-scan',
  '/docs/api/crds/scan-type',
  '/docs/api/crds/parse-definition',
  '/docs/api/crds/scan-completion-hook',
  '/docs/api/crds/cascading-rule',
  '/docs/getting-started/installation',
];

/** Pages with wide diagrams: flowcharts (left to right and top down), sequence diagrams and a gitGraph. */
const DIAGRAM_PAGES = [
  '/docs/getting-started/first-scans',
  '/docs/how-tos/hooks',
  '/docs/architecture/runtime_view',
  '/docs/architecture/deployment_view',
  '/docs/contributing/backports',
];

const VIEWPORTS = [
  {width: 1280, height: 900},
  {width: 390, height: 844},
];

/** The smallest size a diagram label may render at, in CSS px. */
const MIN_LABEL_PX = 12;

/** Open a page and wait until React has hydrated it. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** How one table or field list sits in the article column. */
interface TableLayout {
  kind: string;
  head: string;
  width: number;
  column: number;
  /** The nearest ancestor inside the column that scrolls sideways, if any. */
  scroller: {focusable: boolean; role: string | null; label: string | null} | null;
}

/** Measures every table and field list of the page's article. */
async function tableLayouts(page: Page): Promise<TableLayout[]> {
  return page.locator('article .markdown').evaluate((column) =>
    Array.from(column.querySelectorAll('table, dl.field-list')).map((table) => {
      let scroller: TableLayout['scroller'] = null;
      for (let element = table.parentElement; element && element !== column; element = element.parentElement) {
        if (!['auto', 'scroll'].includes(getComputedStyle(element).overflowX)) continue;
        scroller = {
          focusable: element.tabIndex === 0,
          role: element.getAttribute('role'),
          label: element.getAttribute('aria-label'),
        };
        break;
      }
      return {
        kind: table.tagName.toLowerCase(),
        head: (table.querySelector('th, dt')?.textContent ?? '').slice(0, 40),
        width: table.scrollWidth,
        column: column.clientWidth,
        scroller,
      };
    }),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});

    for (const path of TABLE_PAGES) {
      test(`tables of ${path} fit the column or scroll in a labelled region`, async ({page, problems}) => {
        await open(page, path);
        const layouts = await tableLayouts(page);
        expect(layouts.length, 'tables on the page').toBeGreaterThan(0);
        for (const table of layouts) {
          const name = `${table.kind} "${table.head}" (${table.width} px in a ${table.column} px column)`;
          if (table.kind === 'dl' || viewport.width >= 1280) {
            expect(table.width, `${name} must fit without scrolling`).toBeLessThanOrEqual(table.column + 1);
          } else if (table.width > table.column + 1) {
            expect(table.scroller, `${name} is wider than the column without a scroll container`).not.toBeNull();
            expect(table.scroller?.focusable, `${name}: its scroll container is not focusable`).toBe(true);
            expect(table.scroller?.role, `${name}: its scroll container is no region`).toBe('region');
            expect(table.scroller?.label, `${name}: its scroll container has no label`).toBeTruthy();
          }
        }
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(viewport.width);
        expect(problems.messages).toEqual([]);
      });
    }

    test('the CRD field lists show key, type and description inside the column', async ({page}) => {
      await open(page, '/docs/api/crds/scan');
      const items = page.locator('dl.field-list > .field-list__item');
      expect(await items.count()).toBeGreaterThan(30);
      const outside = await page.locator('article .markdown').evaluate((column) => {
        const right = column.getBoundingClientRect().right + 1;
        return Array.from(column.querySelectorAll('.field-list__key, .field-list__type, .field-list__description'))
          .filter((part) => part.getBoundingClientRect().right > right)
          .map((part) => part.textContent);
      });
      expect(outside, 'parts of field list items that stick out of the column').toEqual([]);
      const first = items.first();
      await expect(first.locator('dt')).toContainText('spec.scanType');
      await expect(first.locator('dt .field-list__type')).toHaveText('string');
      await expect(first.locator('dd.field-list__description')).toBeVisible();
      // Keys wrap at their dots only: a key's code has a <wbr> after each dot and no other break.
      expect(await first.locator('dt code').innerHTML()).toBe('spec.<wbr>scanType');
    });

    for (const path of DIAGRAM_PAGES) {
      test(`diagram labels of ${path} render at ${MIN_LABEL_PX} px or more`, async ({page, problems}) => {
        await open(page, path);
        const diagrams = page.locator('.mermaid-diagram');
        const count = await diagrams.count();
        expect(count, 'diagrams on the page').toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) {
          const diagram = diagrams.nth(i);
          await diagram.scrollIntoViewIfNeeded();
          await diagram.locator('svg[data-readable-width]').waitFor({state: 'attached'});
          const found = await diagram.evaluate((wrapper) => {
            const svg = wrapper.querySelector('svg');
            if (!svg) throw new Error('no svg');
            const viewBoxWidth = Number((svg.getAttribute('viewBox') ?? '').split(/[\s,]+/)[2]);
            const scale = svg.getBoundingClientRect().width / viewBoxWidth;
            let smallest = Infinity;
            let text = '';
            for (const element of Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))) {
              const own = Array.from(element.childNodes).some(
                (node) => node.nodeType === 3 && node.textContent?.trim(),
              );
              if (!own) continue;
              const size = Number.parseFloat(getComputedStyle(element).fontSize) * scale;
              if (size < smallest) [smallest, text] = [size, element.textContent?.trim() ?? ''];
            }
            return {
              smallest,
              text,
              overflows: wrapper.scrollWidth > wrapper.clientWidth + 1,
              focusable: wrapper.tabIndex === 0,
              role: wrapper.getAttribute('role'),
              label: wrapper.getAttribute('aria-label'),
            };
          });
          expect(found.smallest, `diagram ${i + 1}: label "${found.text}"`).toBeGreaterThanOrEqual(MIN_LABEL_PX - 0.05);
          if (found.overflows) {
            expect(found.focusable, `diagram ${i + 1} scrolls but is not focusable`).toBe(true);
            expect(found.role, `diagram ${i + 1} scrolls but is no region`).toBe('region');
            expect(found.label, `diagram ${i + 1} scrolls but has no label`).toBeTruthy();
          }
        }
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(viewport.width);
        expect(problems.messages).toEqual([]);
      });
    }
  });
}
