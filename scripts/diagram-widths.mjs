// @ts-check
/**
 * Prints the width of every rendered Mermaid diagram of the build against the width of its column, at a 1280×900
 * viewport, for every page of the build's sitemap that has a diagram (`node scripts/diagram-widths.mjs`).
 *
 * Per diagram: the page, its number on the page, the diagram's drawn width (Mermaid's `viewBox`, in px at 100 %), the
 * width it renders at, the width of its column (the wrapper `.mermaid-diagram`), the size its smallest label renders
 * at, and whether it fits the column. The widest diagrams come first; the last line names the widest rendered diagram
 * and counts those that do not fit.
 *
 * Options: `--build <dir>` (default `build`), `--width <px>` (default 1280). Environment: CHROME_PATH (default
 * /usr/bin/chromium). Exit code 1 when a diagram does not fit its column, 2 when the run itself failed.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium} from './lib/search-driver.mjs';
import {serveBuild} from './lib/serve-build.mjs';
import {sitemapPaths} from './lib/site-files.mjs';

const {values} = parseArgs({
  options: {build: {type: 'string', default: 'build'}, width: {type: 'string', default: '1280'}},
});
const buildDir = resolve(values.build ?? 'build');
const viewportWidth = Number(values.width);

/**
 * The HTML file of a sitemap path in the build.
 * @param {string} path - e.g. `/docs/architecture/runtime_view`
 * @returns {string | undefined} its file, or undefined when the build has none
 */
function htmlFile(path) {
  const candidates = [join(buildDir, path, 'index.html'), join(buildDir, `${path.replace(/\/$/, '')}.html`)];
  return candidates.find((file) => existsSync(file));
}

/**
 * @typedef {object} DiagramWidth
 * @property {string} path - the page
 * @property {number} index - the diagram's number on the page, from 1
 * @property {string} kind - Mermaid's diagram type (`flowchart`, `sequence`, …)
 * @property {number} drawn - the viewBox width, px
 * @property {number} rendered - the rendered width of the SVG, px
 * @property {number} column - the width of the diagram's column, px
 * @property {number} label - the rendered size of the smallest label, px
 * @property {boolean} enlarge - whether the diagram offers an enlarged view
 */

async function main() {
  const paths = sitemapPaths(readFileSync(join(buildDir, 'sitemap.xml'), 'utf8')).filter((path) => {
    const file = htmlFile(path);
    return file !== undefined && readFileSync(file, 'utf8').includes('mermaid-diagram');
  });
  const server = await serveBuild(buildDir);
  const browser = await launchChromium();
  /** @type {DiagramWidth[]} */
  const rows = [];
  try {
    const context = await browser.newContext({viewport: {width: viewportWidth, height: 900}});
    for (const path of paths) {
      const page = await context.newPage();
      await page.goto(`${server.origin}${path}`, {waitUntil: 'load'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const diagrams = page.locator('.mermaid-diagram');
      const count = await diagrams.count();
      for (let i = 0; i < count; i += 1) {
        await diagrams.nth(i).scrollIntoViewIfNeeded();
        await diagrams.nth(i).locator('svg[viewBox][data-readable-width]').first().waitFor({state: 'attached'});
      }
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const measured = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.mermaid-diagram')).map((wrapper) => {
          const svg = /** @type {SVGSVGElement} */ (wrapper.querySelector('svg[viewBox]'));
          const drawn = svg.viewBox.baseVal.width;
          const rendered = svg.getBoundingClientRect().width;
          let smallest = Infinity;
          for (const element of Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))) {
            const showsText = Array.from(element.childNodes).some(
              (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
            );
            const size = Number.parseFloat(getComputedStyle(element).fontSize);
            if (showsText && size > 0) smallest = Math.min(smallest, size);
          }
          return {
            kind: svg.getAttribute('aria-roledescription') ?? '?',
            drawn: Math.round(drawn),
            rendered: Math.round(rendered),
            column: wrapper.clientWidth,
            label: Math.round(((smallest * rendered) / drawn) * 10) / 10,
            enlarge: wrapper.querySelector(':scope > button[data-diagram-enlarge]') !== null,
          };
        }),
      );
      measured.forEach((row, i) => rows.push({path, index: i + 1, ...row}));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  rows.sort((a, b) => b.rendered - a.rendered);
  const pad = (/** @type {unknown} */ value, /** @type {number} */ width) => String(value).padStart(width);
  console.log(`Mermaid diagrams at ${viewportWidth} px (${rows.length} on ${paths.length} pages), widest first`);
  console.log(`${'page'.padEnd(64)} ${'#'.padStart(2)} ${'kind'.padEnd(10)} drawn rendered column label fits enlarge`);
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(64)} ${pad(row.index, 2)} ${row.kind.padEnd(10)} ${pad(row.drawn, 5)} ${pad(row.rendered, 8)} ` +
        `${pad(row.column, 6)} ${pad(row.label.toFixed(1), 5)} ${row.rendered <= row.column + 1 ? ' yes' : '  NO'} ` +
        (row.enlarge ? '    yes' : '     no'),
    );
  }
  const overflowing = rows.filter((row) => row.rendered > row.column + 1);
  const widest = rows[0];
  if (widest) {
    console.log(
      `Widest rendered diagram: ${widest.path} #${widest.index}, ${widest.rendered} px in a ${widest.column} px column. ` +
        `${overflowing.length} of ${rows.length} diagrams wider than their column.`,
    );
  }
  process.exitCode = overflowing.length > 0 ? 1 : 0;
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error);
  process.exitCode = 2;
});
