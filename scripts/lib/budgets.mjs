// @ts-check
/**
 * Page-weight budgets: which pages are measured, the limits, and the pure helpers
 * (HTML asset extraction, gzip sizes, budget evaluation, table) used by scripts/budgets.mjs.
 * Sizes are bytes of gzip (Node zlib, level 9); the table prints KB of 1024 bytes.
 */
import {gzipSync} from 'node:zlib';
import {MEASURED_PAGES} from './measured-pages.cjs';
import {attribute, elements, parseHtml} from '../../src/lib/html.mjs';

/**
 * @typedef {'landing' | 'docs' | 'blog' | 'tool'} PageKind
 * @typedef {{path: string, kind: PageKind, label: string}} BudgetPage
 * @typedef {{entryJs: number, runJs: number, toolRunJs: number, css: number, domElements: number}} Budgets
 * @typedef {{url: string, bytes: number, gzip: number}} Asset
 * @typedef {{
 *   path: string, kind: PageKind, label: string, domElements: number,
 *   entryJs: number, routeJs: number, entryCss: number, runJs: number | null, runCss: number | null,
 *   prefetchedJs: number | null,
 *   entryAssets: Asset[], runAssets: Asset[],
 * }} PageWeight
 */

/**
 * The measured pages (one page of each type, `measured-pages.cjs`, which Lighthouse measures too), and the two
 * interactive tools (docs pages that run an application: the scan builder and the cascading-scans explorer, each of
 * whose code loads only on its own page); all must stay within budget.
 */
export const PAGES = /** @type {BudgetPage[]} */ ([
  ...MEASURED_PAGES,
  {path: '/docs/how-tos/scan-builder', kind: 'tool', label: 'scan builder'},
  {path: '/docs/how-tos/cascading-scans-explorer', kind: 'tool', label: 'cascading-scans explorer'},
]);

/** The limits: bytes of gzip, and elements for `domElements`. */
export const BUDGETS = /** @type {Budgets} */ ({
  /** JS the HTML of every measured page references (the entry bundle: `runtime~main` and `main`). */
  entryJs: 140 * 1024,
  /**
   * JS Chromium runs on a first visit until the page has finished starting, on docs and blog pages. 189 KB since
   * issue 34 (was 185, and 180 before 2026-12-06): plugins/lean-docs-props, which kept every doc's description out
   * of the docs pages' props (6 KB), was removed with the internals it used; public APIs won back part of it (the
   * live-code theme and the copy code load on demand). A lazy Mermaid wrapper saved 1 KB more but made diagrams
   * vanish during hydration under load, so it was dropped; nmap measured 188.2 KB. 190 KB since the examples of the
   * scanner pages are combined from generated facts and prose in the page's data module (issue 35): nmap 189.0 KB.
   */
  runJs: 190 * 1024,
  /**
   * JS Chromium runs on a first visit of a tool page until it has finished starting. 280 KB since 2026-12-06 (was
   * 240): the scan builder now shows its form and output on the first screen, so Prism (25 KB) loads for the output
   * at once, and the hook setup data grew its chunk by 12 KB; measured 276.3 KB. 284 KB since issue 34 (the docs
   * props, as for `runJs`); the scan builder measured 281.0 KB. 286 KB since its commands are filled into lines that
   * fit the output column (src/components/ScanBuilder/commandLines.ts): 284.9 KB.
   */
  toolRunJs: 286 * 1024,
  /** CSS a first visit loads, on every page. */
  css: 25 * 1024,
  /**
   * Elements of the server-rendered HTML (every element, `<head>` included), on every page: what the browser
   * parses, styles and lays out, and React hydrates, before the page answers input. 1,400 is where Lighthouse's
   * "Avoid an excessive DOM size" audit fails. Since plain code lines became one element each (issue 34) nmap has
   * 1,263 (1,714 before) and installation 1,214 (1,397).
   */
  domElements: 1400,
});

/** Page kinds whose run JS is held to `BUDGETS.runJs`. */
const RUN_BUDGET_KINDS = /** @type {PageKind[]} */ (['docs', 'blog']);

/**
 * gzip size of a response body or file, as a server with gzip would send it.
 * @param {Uint8Array | string} body
 * @returns {number} bytes
 */
export function gzipSize(body) {
  return gzipSync(body, {level: 9}).length;
}

/**
 * The JS and CSS a browser fetches eagerly because the HTML references them:
 * `<script src>` (not `nomodule`), `<link rel=modulepreload>`, `<link rel=preload as=script|style>`
 * and `<link rel=stylesheet>` (not `disabled`). `rel=prefetch` is left out: it is fetched at idle
 * priority and not run. Read with the site's HTML parser (src/lib/html.mjs), so comments and the text of scripts
 * never count.
 * @param {string} html
 * @returns {{js: string[], css: string[]}} the `src`/`href` values, in document order, without duplicates
 */
export function entryAssets(html) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const element of elements(parseHtml(html))) {
    if (element.tagName === 'script') {
      const src = attribute(element, 'src');
      if (src && attribute(element, 'nomodule') === undefined) js.add(src);
      continue;
    }
    if (element.tagName !== 'link') continue;
    const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(element, 'href');
    if (!href) continue;
    const as = (attribute(element, 'as') ?? '').toLowerCase();
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) js.add(href);
    else if (
      (rel.includes('stylesheet') && attribute(element, 'disabled') === undefined) ||
      (rel.includes('preload') && as === 'style')
    ) {
      css.add(href);
    }
  }
  return {js: [...js], css: [...css]};
}

/**
 * How many elements a page's HTML has, as the browser's DOM will (`<html>`, `<head>` and everything in them; text,
 * comments and the doctype are not elements). Read with the site's HTML parser (src/lib/html.mjs).
 * @param {string} html - a built page
 * @returns {number} the number of elements
 */
export function domElementCount(html) {
  return elements(parseHtml(html)).length;
}

/**
 * The scripts every page's HTML references, the entry bundle; the rest of a page's `<script src>` are its
 * route chunks, if it names any, which its run JS already counts.
 * @param {string[][]} scriptsByPage - each page's script URLs, as `entryAssets(html).js` returns them
 * @returns {Set<string>} the URLs found on every page (empty for no pages)
 */
export function sharedScripts(scriptsByPage) {
  const [first = [], ...rest] = scriptsByPage;
  return new Set(first.filter((url) => rest.every((scripts) => scripts.includes(url))));
}

/**
 * Sum of the gzip sizes of a list of assets.
 * @param {Asset[]} assets
 * @returns {number} bytes
 */
export function sumGzip(assets) {
  return assets.reduce((total, asset) => total + asset.gzip, 0);
}

/**
 * Every budget a page exceeds, as sentences.
 * @param {PageWeight} page
 * @param {Budgets} [budgets]
 * @returns {string[]} empty when the page is within budget
 */
export function budgetViolations(page, budgets = BUDGETS) {
  /** @type {string[]} */
  const violations = [];
  const kb = (/** @type {number} */ bytes) => `${formatKb(bytes)} KB`;
  if (page.entryJs > budgets.entryJs) {
    violations.push(`${page.path}: entry JS ${kb(page.entryJs)} gzip exceeds ${kb(budgets.entryJs)}`);
  }
  if (page.runJs !== null && RUN_BUDGET_KINDS.includes(page.kind) && page.runJs > budgets.runJs) {
    violations.push(`${page.path}: JS run on a first visit ${kb(page.runJs)} gzip exceeds ${kb(budgets.runJs)}`);
  }
  if (page.runJs !== null && page.kind === 'tool' && page.runJs > budgets.toolRunJs) {
    violations.push(`${page.path}: JS run on a first visit ${kb(page.runJs)} gzip exceeds ${kb(budgets.toolRunJs)}`);
  }
  const css = Math.max(page.entryCss, page.runCss ?? 0);
  if (css > budgets.css) violations.push(`${page.path}: CSS ${kb(css)} gzip exceeds ${kb(budgets.css)}`);
  if (page.domElements > budgets.domElements) {
    violations.push(`${page.path}: ${page.domElements} elements in the HTML exceed ${budgets.domElements}`);
  }
  return violations;
}

/**
 * Bytes as KB (1024 bytes) with one decimal.
 * @param {number} bytes
 * @returns {string}
 */
function formatKb(bytes) {
  return (bytes / 1024).toFixed(1);
}

/**
 * A plain-text table of the figures, one row a page, with the budgets in the header.
 * @param {PageWeight[]} pages
 * @param {Budgets} [budgets]
 * @returns {string}
 */
export function formatTable(pages, budgets = BUDGETS) {
  const header = [
    'page',
    `entry JS (≤${formatKb(budgets.entryJs)})`,
    'route JS in HTML',
    `run JS (≤${formatKb(budgets.runJs)} docs/blog, ≤${formatKb(budgets.toolRunJs)} tools)`,
    `CSS (≤${formatKb(budgets.css)})`,
    'prefetched JS',
    `elements (≤${budgets.domElements})`,
  ];
  const rows = pages.map((page) => [
    page.path,
    formatKb(page.entryJs),
    formatKb(page.routeJs),
    page.runJs === null ? '–' : formatKb(page.runJs),
    formatKb(Math.max(page.entryCss, page.runCss ?? 0)),
    page.prefetchedJs === null ? '–' : formatKb(page.prefetchedJs),
    String(page.domElements),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
