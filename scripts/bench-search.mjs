#!/usr/bin/env node
// @ts-check
/**
 * Search benchmark of a production build:
 *
 * 1. the size of the Pagefind bundle (`build/pagefind/`: engine, WebAssembly, index chunks,
 *    fragments, vocabulary), raw and gzip (level 9; the `.pagefind` files are gzipped already);
 * 2. the bytes a first search fetches on a fresh docs page: every file under `/assets/js/` (the search
 *    UI chunk) and `/pagefind/` (search worker, Pagefind's worker code, WebAssembly, index metadata and chunks,
 *    page fragments, vocabulary) sent from opening the search until its results are shown, counted by the
 *    local server as it sends them gzipped like the production host; per query, median and maximum over the
 *    20 queries. Fails (exit 1) when a first search fetches more than 150 KB or any file twice;
 * 3. in Chromium, median over 20 queries, two times: from the first keystroke in the search input to
 *    the first result of any prefix (`[role="option"]` in the DOM; the measure of the earlier lunr
 *    search), and from the last keystroke to the results of the whole query:
 *    - cold: each query in a fresh browser context (empty cache) on a docs page that has not
 *      used the search yet; the search box is clicked, which starts loading the UI and engine, and
 *      the query is typed at once, so the time includes fetching and starting the engine;
 *    - warm: the 20 queries one after another on one page whose engine is already loaded.
 *    The clock runs inside the page (`performance.now()` at the first `keydown`, and when a
 *    MutationObserver first sees a result option), so Playwright's own latency is not counted.
 *    Keys are typed with a 30 ms delay, like a fast typist; the first result may come before
 *    the query is complete.
 *
 * Usage: node scripts/bench-search.mjs [build-dir] [--json] [--url <origin>] [--no-browser] [--bytes-only]
 *   build-dir       the build folder (default `build`); the bundle sizes always come from here
 *   --json          print the figures as JSON instead of Markdown rows
 *   --url <origin>  time the search on this origin instead of serving build-dir (bytes are then not counted)
 *   --no-browser    bundle sizes only
 *   --bytes-only    the byte check of `npm test` (`npm run test:search-bytes`): each query is entered at once
 *                   (one input event, so no prefixes are searched on the way and the bytes do not depend on
 *                   timing), nothing is timed
 * Environment: CHROME_PATH, the Chromium/Chrome binary (default /usr/bin/chromium).
 * Exit code 1 when a first search fetched more than 150 KB or a file twice, 2 when the measurement failed.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {formatBytes, formatMs, median} from './lib/benchmarks.mjs';
import {launchChromium, openSearch, openSettled, searchFor} from './lib/search-driver.mjs';
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

/** Most a first search may fetch, bytes as sent (the issue's 150 KB gzip of search code and index together). */
const MAX_FIRST_SEARCH_BYTES = 150 * 1024;

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
    'bytes-only': {type: 'boolean', default: false},
  },
});
const buildDir = resolve(root, positionals[0] ?? 'build');

/**
 * Installs the in-page clock: the first `keydown` in the search input starts it, the first result
 * option that appears in the DOM stops it. Runs in the browser.
 */
function installClock() {
  const state =
    /** @type {{t0: number | null, t1: number | null, last: number | null, full: number | null, query: string}} */ ({
      t0: null,
      t1: null,
      last: null,
      full: null,
      query: '',
    });
  Object.assign(window, {__searchBench: state});
  document.addEventListener(
    'keydown',
    (event) => {
      const target = /** @type {Element | null} */ (event.target);
      if (!target?.matches?.('input[role="combobox"]')) return;
      if (state.t0 === null) state.t0 = performance.now();
      state.last = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (state.t0 !== null && state.t1 === null && document.querySelector('[role="option"][data-url]'))
      state.t1 = performance.now();
    if (state.last !== null && state.full === null) {
      const body = document.querySelector('[data-search-state="idle"]');
      if (body?.getAttribute('data-searched') === state.query && body.querySelector('[role="option"]'))
        state.full = performance.now();
    }
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-search-state', 'data-searched'],
  });
}

/**
 * Types a query and returns two in-page times: from its first keystroke to the first result of
 * any prefix (`first`), and from its last keystroke to the results of the whole query (`full`).
 * @param {import('@playwright/test').Page} page - page with the clock installed and the search open
 * @param {string} query - what to type
 * @returns {Promise<{first: number, full: number}>} milliseconds
 */
async function timeQuery(page, query) {
  await page.evaluate((expected) => {
    const state = /** @type {{__searchBench: Record<string, unknown>}} */ (/** @type {unknown} */ (window))
      .__searchBench;
    Object.assign(state, {t0: null, t1: null, last: null, full: null, query: expected});
  }, query);
  await page.keyboard.type(query, {delay: KEY_DELAY});
  const handle = await page.waitForFunction(
    () => {
      const state =
        /** @type {{__searchBench: {t0: number | null, t1: number | null, last: number | null, full: number | null}}} */ (
          /** @type {unknown} */ (window)
        ).__searchBench;
      return state.t0 !== null && state.t1 !== null && state.last !== null && state.full !== null
        ? {first: state.t1 - state.t0, full: state.full - state.last}
        : null;
    },
    undefined,
    {timeout: 30_000},
  );
  return /** @type {{first: number, full: number}} */ (await handle.jsonValue());
}

/**
 * Every file of the Pagefind bundle, recursively.
 * @param {string} dir - the build folder
 * @returns {{files: number, raw: number, gzip: number}} count and total sizes
 */
function bundleSizes(dir) {
  const base = join(dir, 'pagefind');
  let files = 0;
  let raw = 0;
  let gzip = 0;
  const walk = (/** @type {string} */ folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const content = readFileSync(path);
        files += 1;
        raw += content.length;
        // `.pagefind` files are gzip already; the host sends them as they are.
        gzip +=
          path.endsWith('.pagefind') ||
          relative(base, path).startsWith('fragment') ||
          relative(base, path).startsWith('index') ||
          relative(base, path).startsWith('filter')
            ? content.length
            : gzipSync(content, {level: 9}).length;
      }
    }
  };
  walk(base);
  return {files, raw, gzip};
}

/**
 * What the local server sent while a first search ran: path → bytes of each response (a path twice when it was
 * fetched twice). `null` while nothing is counted.
 * @type {Array<[string, number]> | null}
 */
let sent = null;

/** @type {{origin: string, close: () => Promise<void>} | undefined} */
let server;
/** @type {import('@playwright/test').Browser | undefined} */
let browser;
try {
  if (!existsSync(join(buildDir, 'index.html')))
    throw new Error(`no build in ${buildDir}; run \`npm run build\` first`);
  if (!existsSync(join(buildDir, 'pagefind', 'search-worker.js')))
    throw new Error(`no search bundle in ${buildDir}/pagefind`);
  const total = bundleSizes(buildDir);
  const bytesOnly = values['bytes-only'];

  /** @type {number[]} first keystroke to first result */
  const cold = [];
  /** @type {number[]} */
  const warm = [];
  /** @type {number[]} last keystroke to the whole query's results */
  const coldFull = [];
  /** @type {number[]} */
  const warmFull = [];
  /** @type {Array<{query: string, bytes: number, files: number, twice: string[]}>} what each cold first search fetched */
  const firstSearches = [];
  if (!values['no-browser']) {
    server = values.url
      ? undefined
      : await serveBuild(buildDir, {
          onSent: (path, bytes, headers) => {
            // Not the idle-time prefetches of the pages the current page links to (`<link rel="prefetch">`).
            const prefetch = /prefetch/.test(`${String(headers['sec-purpose'])} ${String(headers.purpose)}`);
            if (sent && !prefetch && (path.startsWith('/pagefind/') || path.startsWith('/assets/js/')))
              sent.push([path, bytes]);
          },
        });
    const origin = (values.url ?? server?.origin ?? '').replace(/\/+$/, '');
    browser = await launchChromium();

    for (const query of QUERIES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      /** @type {string[]} */
      const early = [];
      page.on('request', (request) => {
        if (request.url().includes('/pagefind/') && sent === null) early.push(request.url());
      });
      await openSettled(page, `${origin}${START_PAGE}`);
      if (early.length > 0) throw new Error(`${START_PAGE} fetched ${early.join(', ')} before the search was used`);
      if (!bytesOnly) await page.evaluate(installClock);
      sent = [];
      await openSearch(page);
      if (bytesOnly) await searchFor(page, query);
      else {
        const times = await timeQuery(page, query);
        cold.push(times.first);
        coldFull.push(times.full);
      }
      await page.waitForLoadState('networkidle');
      const files = /** @type {Array<[string, number]>} */ (sent);
      sent = null;
      const paths = files.map(([path]) => path);
      firstSearches.push({
        query,
        bytes: files.reduce((sum, [, n]) => sum + n, 0),
        files: files.length,
        twice: [...new Set(paths.filter((path, i) => paths.indexOf(path) !== i))],
      });
      await context.close();
    }

    if (!bytesOnly) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openSettled(page, `${origin}${START_PAGE}`);
      await page.evaluate(installClock);
      const input = await openSearch(page);
      // Load the engine first, so that every timed query is warm.
      await timeQuery(page, 'operator');
      for (const query of QUERIES) {
        await input.fill('');
        await page.locator('[role="option"]').first().waitFor({state: 'detached'});
        const times = await timeQuery(page, query);
        warm.push(times.first);
        warmFull.push(times.full);
      }
      await context.close();
    }
  }

  const firstSearchBytes = server ? firstSearches.map((s) => s.bytes) : [];
  const tooHeavy = server ? firstSearches.filter((s) => s.bytes > MAX_FIRST_SEARCH_BYTES) : [];
  const fetchedTwice = server ? firstSearches.filter((s) => s.twice.length > 0) : [];
  const result = {
    bundle: total,
    firstSearchBytesMedian: firstSearchBytes.length ? median(firstSearchBytes) : null,
    firstSearchBytesMax: firstSearchBytes.length ? Math.max(...firstSearchBytes) : null,
    queries: QUERIES.length,
    coldMedianMs: cold.length ? median(cold) : null,
    warmMedianMs: warm.length ? median(warm) : null,
    coldFullMedianMs: coldFull.length ? median(coldFull) : null,
    warmFullMedianMs: warmFull.length ? median(warmFull) : null,
    coldMs: cold,
    warmMs: warm,
    coldFullMs: coldFull,
    warmFullMs: warmFull,
    firstSearches: server ? firstSearches : [],
  };
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    if (firstSearchBytes.length) {
      console.log(`| Query | Fetched by the first search (files) |\n| --- | ---: |`);
      for (const s of firstSearches)
        console.log(
          `| ${s.query} | ${formatBytes(s.bytes)} (${s.files})${s.twice.length ? ` twice: ${s.twice.join(', ')}` : ''} |`,
        );
      console.log('');
    }
    console.log('| Search files | Raw | gzip -9 |\n| --- | ---: | ---: |');
    console.log(
      `| Search bundle (\`build/pagefind/\`, ${total.files} files) | ${formatBytes(total.raw)} | ${formatBytes(total.gzip)} |`,
    );
    if (firstSearchBytes.length) {
      console.log(
        `| Fetched by the first search on a docs page (UI, engine, index; median, max) | | ${formatBytes(median(firstSearchBytes))}, ${formatBytes(Math.max(...firstSearchBytes))} |`,
      );
    }
    if (cold.length && warm.length) {
      console.log(
        `\n| Median of ${QUERIES.length} queries | First keystroke to first result | Last keystroke to the query's results |\n| --- | ---: | ---: |`,
      );
      console.log(
        `| Cold (fresh page, engine not loaded) | ${formatMs(median(cold))} | ${formatMs(median(coldFull))} |`,
      );
      console.log(`| Warm (engine loaded) | ${formatMs(median(warm))} | ${formatMs(median(warmFull))} |`);
      console.log(
        `\ncold: min ${formatMs(Math.min(...cold))}, max ${formatMs(Math.max(...cold))}; warm: min ${formatMs(Math.min(...warm))}, max ${formatMs(Math.max(...warm))}`,
      );
    }
  }
  for (const s of tooHeavy)
    console.error(
      `TOO HEAVY  the first search for ${JSON.stringify(s.query)} fetched ${formatBytes(s.bytes)} (limit ${formatBytes(MAX_FIRST_SEARCH_BYTES)})`,
    );
  for (const s of fetchedTwice)
    console.error(
      `TWICE  the first search for ${JSON.stringify(s.query)} fetched ${s.twice.join(', ')} more than once`,
    );
  if (firstSearchBytes.length && !values.json && tooHeavy.length === 0 && fetchedTwice.length === 0)
    console.log(
      `search bytes: every first search of the ${QUERIES.length} queries fetched at most ${formatBytes(MAX_FIRST_SEARCH_BYTES)}, no file twice`,
    );
  if (tooHeavy.length > 0 || fetchedTwice.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
} finally {
  await browser?.close();
  await server?.close();
}
