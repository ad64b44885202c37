#!/usr/bin/env node
// @ts-check
/**
 * Search benchmark of a production build:
 *
 * 1. the size of the search index files (`search-index-*.json`), raw and gzip (level 9);
 * 2. in Chromium, the time from the first keystroke in the search input to the first result
 *    (`.aa-Item` in the DOM), median over 20 queries:
 *    - cold: each query in a fresh browser context (empty cache) on a docs page that has not
 *      used the search yet, so the time includes fetching and loading the index;
 *    - warm: the 20 queries one after another on one page whose index is already loaded.
 *    The clock runs inside the page (`performance.now()` at the first `keydown`, and when a
 *    MutationObserver first sees `.aa-Item`), so Playwright's own latency is not counted.
 *    Keys are typed with a 30 ms delay, like a fast typist; the first result may come before
 *    the query is complete.
 *
 * Usage: node scripts/bench-search.mjs [build-dir] [--json] [--url <origin>] [--no-browser]
 *   build-dir       the build folder (default `build`); the index sizes always come from here
 *   --json          print the figures as JSON instead of Markdown rows
 *   --url <origin>  time the search on this origin instead of serving build-dir
 *   --no-browser    index sizes only
 * Environment: CHROME_PATH, the Chromium/Chrome binary (default /usr/bin/chromium).
 * Exit code 2 when the measurement failed.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {formatBytes, formatMs, median} from './lib/benchmarks.mjs';
import {serveBuild} from './lib/serve-build.mjs';

/** The 20 queries: scanner and hook names, concepts and tasks readers search for. */
const QUERIES = [
  'nmap',
  'helm',
  'cascading rules',
  'defectdojo',
  'zap',
  'trivy',
  'scheduled scan',
  'hook',
  'kubernetes',
  'wpscan',
  'sslyze',
  'install',
  'findings',
  'scope',
  'nuclei',
  'amass',
  'elasticsearch',
  'persistence',
  'autodiscovery',
  'parser',
];

/** The page the searches start from. */
const START_PAGE = '/docs/getting-started/installation';
/** Delay between keystrokes, ms. */
const KEY_DELAY = 30;

const root = fileURLToPath(new URL('..', import.meta.url));
const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    json: {type: 'boolean', default: false},
    url: {type: 'string'},
    'no-browser': {type: 'boolean', default: false},
  },
});
const buildDir = resolve(root, positionals[0] ?? 'build');

/**
 * Installs the in-page clock: the first `keydown` in the search input starts it, the first
 * `.aa-Item` that appears in the DOM stops it. Runs in the browser.
 */
function installClock() {
  const state = /** @type {{t0: number | null, t1: number | null}} */ ({t0: null, t1: null});
  Object.assign(window, {__searchBench: state});
  document.addEventListener(
    'keydown',
    (event) => {
      const target = /** @type {Element | null} */ (event.target);
      if (state.t0 === null && target?.matches?.('input.aa-Input')) state.t0 = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (state.t0 !== null && state.t1 === null && document.querySelector('.aa-Item')) state.t1 = performance.now();
  }).observe(document.documentElement, {childList: true, subtree: true});
}

/**
 * Opens the search overlay from the navbar button and returns its input, focused.
 * @param {import('@playwright/test').Page} page - a page of the site
 */
async function openSearch(page) {
  await page.locator('.dsla-search-field .aa-DetachedSearchButton').first().click();
  const input = page.locator('.aa-DetachedOverlay input.aa-Input');
  await input.waitFor({state: 'visible'});
  await page.waitForFunction(() => document.activeElement?.matches('.aa-DetachedOverlay input.aa-Input') ?? false);
  return input;
}

/**
 * Types a query and returns the in-page time from its first keystroke to the first result.
 * @param {import('@playwright/test').Page} page - page with the clock installed and the search open
 * @param {string} query - what to type
 * @returns {Promise<number>} milliseconds
 */
async function timeQuery(page, query) {
  await page.evaluate(() => {
    const state = /** @type {{__searchBench: {t0: number | null, t1: number | null}}} */ (/** @type {unknown} */ (window)).__searchBench;
    state.t0 = null;
    state.t1 = null;
  });
  await page.keyboard.type(query, {delay: KEY_DELAY});
  const handle = await page.waitForFunction(
    () => {
      const state = /** @type {{__searchBench: {t0: number | null, t1: number | null}}} */ (/** @type {unknown} */ (window)).__searchBench;
      return state.t0 !== null && state.t1 !== null ? state.t1 - state.t0 : null;
    },
    undefined,
    {timeout: 30_000},
  );
  return Number(await handle.jsonValue());
}

/**
 * Size of every search index file of the build.
 * @param {string} dir - the build folder
 * @returns {{file: string, raw: number, gzip: number}[]} one entry per file, sorted by name
 */
function indexSizes(dir) {
  return readdirSync(dir)
    .filter((name) => /^search-index.*\.json$/.test(name))
    .sort()
    .map((file) => {
      const content = readFileSync(join(dir, file));
      return {file, raw: content.length, gzip: gzipSync(content, {level: 9}).length};
    });
}

/** @type {{origin: string, close: () => Promise<void>} | undefined} */
let server;
/** @type {import('@playwright/test').Browser | undefined} */
let browser;
try {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error(`no build in ${buildDir}; run \`npm run build\` first`);
  const files = indexSizes(buildDir);
  if (files.length === 0) throw new Error(`no search-index-*.json in ${buildDir}`);
  const total = {raw: files.reduce((sum, f) => sum + f.raw, 0), gzip: files.reduce((sum, f) => sum + f.gzip, 0)};

  /** @type {number[]} */
  const cold = [];
  /** @type {number[]} */
  const warm = [];
  /** Index files the first search on a docs page fetches. */
  const fetched = new Set();
  if (!values['no-browser']) {
    server = values.url ? undefined : await serveBuild(buildDir);
    const origin = (values.url ?? server?.origin ?? '').replace(/\/+$/, '');
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });

    for (const query of QUERIES) {
      fetched.clear();
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('request', (request) => {
        const name = /search-index[^/]*\.json/.exec(request.url())?.[0];
        if (name) fetched.add(name);
      });
      await page.goto(`${origin}${START_PAGE}`, {waitUntil: 'networkidle'});
      if (fetched.size > 0) throw new Error(`${START_PAGE} fetched a search index before the search was used`);
      await page.evaluate(installClock);
      await openSearch(page);
      cold.push(await timeQuery(page, query));
      await context.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${START_PAGE}`, {waitUntil: 'networkidle'});
    await page.evaluate(installClock);
    const input = await openSearch(page);
    // Load the index first, so that every timed query is warm.
    await timeQuery(page, 'operator');
    for (const query of QUERIES) {
      await input.fill('');
      await page.locator('.aa-Item').first().waitFor({state: 'detached'});
      warm.push(await timeQuery(page, query));
    }
    await context.close();
  }

  const result = {
    indexFiles: files,
    total,
    fetchedOnFirstSearch: [...fetched].sort(),
    queries: QUERIES.length,
    coldMedianMs: cold.length ? median(cold) : null,
    warmMedianMs: warm.length ? median(warm) : null,
    coldMs: cold,
    warmMs: warm,
  };
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log('| Search index file | Raw | gzip -9 |\n| --- | ---: | ---: |');
    for (const file of files) console.log(`| \`${file.file}\` | ${formatBytes(file.raw)} | ${formatBytes(file.gzip)} |`);
    console.log(`| **All index files** | **${formatBytes(total.raw)}** | **${formatBytes(total.gzip)}** |`);
    if (fetched.size > 0) {
      const loaded = files.filter((file) => fetched.has(file.file));
      const sum = (/** @type {'raw' | 'gzip'} */ key) => loaded.reduce((total, file) => total + file[key], 0);
      console.log(`| Fetched by the first search on a docs page | ${formatBytes(sum('raw'))} | ${formatBytes(sum('gzip'))} |`);
    }
    if (cold.length && warm.length) {
      console.log(`\n| First keystroke to first result (median of ${QUERIES.length} queries) | Time |\n| --- | ---: |`);
      console.log(`| Cold (fresh page, index not loaded) | ${formatMs(median(cold))} |`);
      console.log(`| Warm (index loaded) | ${formatMs(median(warm))} |`);
      console.log(`\ncold: min ${formatMs(Math.min(...cold))}, max ${formatMs(Math.max(...cold))}; warm: min ${formatMs(Math.min(...warm))}, max ${formatMs(Math.max(...warm))}`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exitCode = 2;
} finally {
  await browser?.close();
  await server?.close();
}
