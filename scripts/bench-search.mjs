#!/usr/bin/env node
// @ts-check
/**
 * Search benchmark of a production build:
 *
 * 1. the size of the Pagefind bundle (`build/pagefind/`: engine, WebAssembly, index chunks,
 *    fragments, vocabulary), raw and gzip (level 9; the `.pagefind` files are gzipped already);
 * 2. the bytes a first search fetches on a fresh docs page: every file under `/assets/js/` (the search
 *    UI chunk) and `/pagefind/` (Pagefind's search API `pagefind.js`, WebAssembly, index metadata and chunks,
 *    page fragments, vocabulary) sent from opening the search until its results are shown, counted by the
 *    local server as it sends them gzipped like the production host, split into search code and index (everything
 *    but the fragments) and excerpts (`/pagefind/fragment/`: the text of each page shown, from which its excerpt
 *    is cut); per query, median and maximum over the 20 queries, in two ways:
 *    - entered at once (one input event): the whole first search, code, index and excerpts, must stay within
 *      150 KB at the median of the 20 queries and 165 KB for each (issue 34's gate for Pagefind 1.6, whose index
 *      chunks of about 30 KB each cannot be made smaller through its documented API, so a query whose words lie in
 *      two chunks loads both), and fetch no file twice;
 *    - typed key by key, each key only after the results of the one before are shown, so that every prefix is
 *      searched and its results' excerpts fetched: the most index a typist can make the first search load. Its
 *      search code and index must stay within the same limits (median 150 KB, each 165 KB); the excerpts
 *      of the lists shown on the way come on top, about 3.5 KB per page shown, and are reported, not limited.
 *    A slower machine can only make the typed run search fewer prefixes, never more, so neither check depends on
 *    timing;
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
 *   --bytes-only    the byte check of `npm test` (`npm run test:search-bytes`): the two counts of item 2,
 *                   nothing is timed
 * Environment: CHROME_PATH, the Chromium/Chrome binary (default /usr/bin/chromium).
 * Exit code 1 when a check of item 2 failed, 2 when the measurement failed.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {formatBytes, formatMs, median} from './lib/benchmarks.mjs';
import {measuredPath} from './lib/measured-pages.cjs';
import {openStartedUp, trackRequests, untilStartedUp} from './lib/page-start.mjs';
import {launchChromium, openSearch, searchFor, waitForOutcome} from './lib/search-driver.mjs';
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

/** Most a first search may fetch at the median of the queries, bytes as sent (gzip). */
const MEDIAN_FIRST_SEARCH_BYTES = 150 * 1024;
/** Most any one first search may fetch, bytes as sent (gzip). */
const MAX_FIRST_SEARCH_BYTES = 165 * 1024;

/** The page the searches start from: the measured docs page (scripts/lib/measured-pages.cjs). */
const START_PAGE = measuredPath('docs page');
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
 * @typedef {object} FirstSearch
 * @property {string} query - the query
 * @property {number} bytes - everything sent, bytes as sent (gzip)
 * @property {number} codeAndIndex - all but the page fragments: UI chunk, pagefind.js, WebAssembly, index
 * @property {number} excerpts - the page fragments (`/pagefind/fragment/`), the text the excerpts are cut from
 * @property {number} files - number of responses
 * @property {string[]} twice - paths sent more than once
 */

/**
 * Sum up what the server sent for one first search.
 * @param {string} query - the query
 * @param {Array<[string, number]>} files - path and bytes of each response, in order
 * @returns {FirstSearch} the totals
 */
function countFiles(query, files) {
  const paths = files.map(([path]) => path);
  const excerpts = files.filter(([path]) => path.startsWith('/pagefind/fragment/')).reduce((sum, [, n]) => sum + n, 0);
  const bytes = files.reduce((sum, [, n]) => sum + n, 0);
  return {
    query,
    bytes,
    codeAndIndex: bytes - excerpts,
    excerpts,
    files: files.length,
    twice: [...new Set(paths.filter((path, i) => paths.indexOf(path) !== i))],
  };
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
  if (!existsSync(join(buildDir, 'pagefind', 'pagefind.js')))
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
  /** @type {FirstSearch[]} each query entered at once */
  const atOnce = [];
  /** @type {FirstSearch[]} each query typed with every prefix searched */
  const everyPrefix = [];
  /** @type {FirstSearch[]} each query typed 30 ms apart (timed, not with --bytes-only) */
  const timedTyping = [];
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
    const openBrowser = browser;

    /**
     * One first search on a fresh page in a fresh browser context, counted at the server.
     * @param {string} query - the query
     * @param {'at-once' | 'every-prefix' | 'timed'} how - entered at once, typed with each prefix's results
     *   waited for, or typed 30 ms apart with the clock running
     * @returns {Promise<FirstSearch>} what the server sent
     */
    const firstSearch = async (query, how) => {
      const context = await openBrowser.newContext();
      const page = await context.newPage();
      /** @type {string[]} */
      const early = [];
      page.on('request', (request) => {
        if (request.url().includes('/pagefind/') && sent === null) early.push(request.url());
      });
      await openStartedUp(page, `${origin}${START_PAGE}`);
      if (early.length > 0) throw new Error(`${START_PAGE} fetched ${early.join(', ')} before the search was used`);
      if (how === 'timed') await page.evaluate(installClock);
      const requests = trackRequests(page);
      sent = [];
      await openSearch(page);
      if (how === 'at-once') await searchFor(page, query);
      else if (how === 'every-prefix') {
        for (let i = 1; i <= query.length; i += 1) {
          await page.keyboard.type(query.charAt(i - 1));
          await waitForOutcome(page, query.slice(0, i));
        }
      } else {
        const times = await timeQuery(page, query);
        cold.push(times.first);
        coldFull.push(times.full);
      }
      // Everything the search started, and what that started in turn, has been answered.
      await untilStartedUp(page, requests);
      requests.stop();
      const files = /** @type {Array<[string, number]>} */ (sent);
      sent = null;
      await context.close();
      return countFiles(query, files);
    };

    for (const query of QUERIES) {
      if (server) {
        atOnce.push(await firstSearch(query, 'at-once'));
        everyPrefix.push(await firstSearch(query, 'every-prefix'));
      }
      if (!bytesOnly) timedTyping.push(await firstSearch(query, 'timed'));
    }

    if (!bytesOnly) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openStartedUp(page, `${origin}${START_PAGE}`);
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

  const counted = Boolean(server);
  /** @param {FirstSearch[]} list @param {(f: FirstSearch) => number} size @param {string} what */
  const overMedian = (list, size, what) => {
    const mid = list.length ? median(list.map(size)) : 0;
    return mid > MEDIAN_FIRST_SEARCH_BYTES
      ? [
          {
            failure: `${what}: median ${formatBytes(mid)} over ${formatBytes(MEDIAN_FIRST_SEARCH_BYTES)}`,
            search: list[0],
          },
        ]
      : [];
  };
  /** @type {Array<{failure: string, search: FirstSearch}>} */
  const failures = counted
    ? [
        ...atOnce
          .filter((f) => f.bytes > MAX_FIRST_SEARCH_BYTES)
          .map((search) => ({failure: `entered at once, fetched ${formatBytes(search.bytes)}`, search})),
        ...overMedian(atOnce, (f) => f.bytes, 'entered at once'),
        ...atOnce
          .filter((f) => f.twice.length > 0)
          .map((search) => ({failure: `entered at once, fetched ${search.twice.join(', ')} twice`, search})),
        ...[...everyPrefix, ...timedTyping]
          .filter((f) => f.codeAndIndex > MAX_FIRST_SEARCH_BYTES)
          .map((search) => ({
            failure: `typed, fetched ${formatBytes(search.codeAndIndex)} of search code and index`,
            search,
          })),
        ...overMedian(everyPrefix, (f) => f.codeAndIndex, 'typed with every prefix, search code and index'),
      ]
    : [];
  /** @param {number[]} list */
  const medianMax = (list) => ({
    median: list.length ? median(list) : null,
    max: list.length ? Math.max(...list) : null,
  });
  const result = {
    bundle: total,
    queries: QUERIES.length,
    medianFirstSearchBytes: MEDIAN_FIRST_SEARCH_BYTES,
    maxFirstSearchBytes: MAX_FIRST_SEARCH_BYTES,
    atOnce: counted ? {bytes: medianMax(atOnce.map((f) => f.bytes)), searches: atOnce} : null,
    everyPrefix: counted
      ? {
          codeAndIndex: medianMax(everyPrefix.map((f) => f.codeAndIndex)),
          excerpts: medianMax(everyPrefix.map((f) => f.excerpts)),
          searches: everyPrefix,
        }
      : null,
    timedTyping:
      counted && timedTyping.length
        ? {
            codeAndIndex: medianMax(timedTyping.map((f) => f.codeAndIndex)),
            bytes: medianMax(timedTyping.map((f) => f.bytes)),
            searches: timedTyping,
          }
        : null,
    coldMedianMs: cold.length ? median(cold) : null,
    warmMedianMs: warm.length ? median(warm) : null,
    coldFullMedianMs: coldFull.length ? median(coldFull) : null,
    warmFullMedianMs: warmFull.length ? median(warmFull) : null,
    coldMs: cold,
    warmMs: warm,
    coldFullMs: coldFull,
    warmFullMs: warmFull,
  };
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    /** @param {FirstSearch} f */
    const split = (f) => `${formatBytes(f.codeAndIndex)} + ${formatBytes(f.excerpts)}`;
    /** @param {number | null} n */
    const kb = (n) => (n === null ? '—' : formatBytes(n));
    if (counted) {
      console.log(
        `| Query | Entered at once: all (files) | Every prefix: code and index + excerpts |${timedTyping.length ? ' Typed 30 ms apart: code and index + excerpts |' : ''}\n| --- | ---: | ---: |${timedTyping.length ? ' ---: |' : ''}`,
      );
      QUERIES.forEach((query, i) => {
        const once = atOnce[i];
        const typed = timedTyping[i];
        console.log(
          `| ${query} | ${formatBytes(once.bytes)} (${once.files}) | ${split(everyPrefix[i])} |${typed ? ` ${split(typed)} |` : ''}`,
        );
      });
      console.log('');
    }
    console.log('| Search files | Raw | gzip -9 |\n| --- | ---: | ---: |');
    console.log(
      `| Search bundle (\`build/pagefind/\`, ${total.files} files) | ${formatBytes(total.raw)} | ${formatBytes(total.gzip)} |`,
    );
    if (result.atOnce && result.everyPrefix) {
      console.log(
        `| First search on a docs page, entered at once: code, index and excerpts (median, max) | | ${kb(result.atOnce.bytes.median)}, ${kb(result.atOnce.bytes.max)} |`,
      );
      console.log(
        `| First search typed with every prefix searched: code and index (median, max) | | ${kb(result.everyPrefix.codeAndIndex.median)}, ${kb(result.everyPrefix.codeAndIndex.max)} |`,
      );
      console.log(
        `| ... and the excerpts of the lists shown on the way (median, max) | | ${kb(result.everyPrefix.excerpts.median)}, ${kb(result.everyPrefix.excerpts.max)} |`,
      );
    }
    if (result.timedTyping)
      console.log(
        `| First search typed 30 ms apart: code and index; all (median, max) | | ${kb(result.timedTyping.codeAndIndex.median)}, ${kb(result.timedTyping.codeAndIndex.max)}; ${kb(result.timedTyping.bytes.median)}, ${kb(result.timedTyping.bytes.max)} |`,
      );
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
  for (const {failure, search} of failures)
    console.error(
      `TOO HEAVY  the first search for ${JSON.stringify(search.query)}: ${failure} (limits: median ${formatBytes(MEDIAN_FIRST_SEARCH_BYTES)}, each ${formatBytes(MAX_FIRST_SEARCH_BYTES)})`,
    );
  if (counted && !values.json && failures.length === 0)
    console.log(
      `search bytes: the ${QUERIES.length} first searches fetched at most ${formatBytes(MEDIAN_FIRST_SEARCH_BYTES)} at the median and ${formatBytes(MAX_FIRST_SEARCH_BYTES)} each, entered at once (no file twice) and as search code and index typed with every prefix searched`,
    );
  if (failures.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
} finally {
  await browser?.close();
  await server?.close();
}
