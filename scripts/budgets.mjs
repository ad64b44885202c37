#!/usr/bin/env node
// @ts-check
/**
 * Page weight of a production build, held to the budgets in scripts/lib/budgets.mjs.
 *
 * For one page of each type it counts the elements of its HTML and measures, in bytes of gzip:
 * - entry JS and CSS: what the HTML references and the browser fetches eagerly
 *   (`<script src>`, `<link rel=stylesheet|modulepreload|preload>`), read from the build folder. Entry JS is
 *   the part every measured page references (the entry bundle); a page's other scripts are its route
 *   chunks ("route JS in HTML"), budgeted as part of its run JS;
 * - run JS and CSS: what Chromium loads as scripts and stylesheets on a first visit (empty cache)
 *   until the page has finished starting (scripts/lib/page-start.mjs), from scripts/lib/serve-build.mjs (serve-handler with gzip) serving the build folder.
 *   Chunks Docusaurus only prefetches (`<link rel=prefetch>` for visible links) are not run;
 *   they are reported separately and not budgeted.
 *
 * Usage: node scripts/budgets.mjs [build-dir] [--json] [--no-browser] [--url <origin>]
 *   build-dir      the build folder (default `build`)
 *   --json         print the figures as JSON instead of the table
 *   --no-browser   entry figures only (no Chromium)
 *   --url <origin> measure run JS against a server that is already running instead of starting one
 * Environment: CHROME_PATH, the Chromium/Chrome binary (default /usr/bin/chromium).
 * Exit code 1 when any page exceeds a budget, 2 when the measurement itself failed.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  BUDGETS,
  PAGES,
  budgetViolations,
  domElementCount,
  entryAssets,
  formatTable,
  gzipSize,
  sharedScripts,
  sumGzip,
} from './lib/budgets.mjs';
import {serveBuild} from './lib/serve-build.mjs';
import {openStartedUp} from './lib/page-start.mjs';

/** @typedef {import('./lib/budgets.mjs').Asset} Asset */
/** @typedef {import('./lib/budgets.mjs').PageWeight} PageWeight */
/** @typedef {import('./lib/budgets.mjs').BudgetPage} BudgetPage */

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The command-line options.
 * @param {string[]} argv - `process.argv.slice(2)`
 * @returns {{buildDir: string, json: boolean, browser: boolean, url: string | undefined}}
 */
function parseArgs(argv) {
  const options = {
    buildDir: resolve(root, 'build'),
    json: false,
    browser: true,
    url: /** @type {string | undefined} */ (undefined),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--no-browser') options.browser = false;
    else if (arg === '--url') options.url = argv[++i]?.replace(/\/$/, '');
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.buildDir = resolve(process.cwd(), arg);
  }
  return options;
}

/**
 * The HTML file a route is served from.
 * @param {string} buildDir
 * @param {string} path - route, e.g. `/blog`
 * @returns {string}
 */
function htmlFile(buildDir, path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const candidates = clean === '' ? ['index.html'] : [join(clean, 'index.html'), `${clean}.html`];
  for (const candidate of candidates) {
    const file = join(buildDir, candidate);
    if (existsSync(file)) return file;
  }
  throw new Error(`no HTML for ${path} in ${buildDir}`);
}

/**
 * Size and gzip size of assets the HTML references, read from the build folder.
 * Assets on other origins are not part of the site and are left out.
 * @param {string} buildDir
 * @param {string} pagePath
 * @param {string[]} urls - `src`/`href` values
 * @returns {Asset[]}
 */
function localAssets(buildDir, pagePath, urls) {
  return urls.flatMap((url) => {
    const resolved = new URL(url, `http://site.invalid${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}`);
    if (resolved.origin !== 'http://site.invalid') return [];
    const file = join(buildDir, decodeURIComponent(resolved.pathname));
    if (!existsSync(file)) throw new Error(`${pagePath} references ${url}, which is not in the build`);
    const body = readFileSync(file);
    return [{url: resolved.pathname, bytes: body.length, gzip: gzipSize(body)}];
  });
}

/**
 * JS and CSS Chromium loads for each page on a first visit, until the page has finished starting what it starts by
 * itself (hydration, the code it loads for what is in view, the idle prefetches; see scripts/lib/page-start.mjs).
 * Every page gets a new browser context, so nothing is cached.
 * @param {string} origin
 * @param {BudgetPage[]} pages
 * @returns {Promise<Map<string, {js: Asset[], css: Asset[], prefetched: Asset[]}>>} by page path
 */
async function measureInBrowser(origin, pages) {
  const {chromium, devices} = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  /** @type {Map<string, {js: Asset[], css: Asset[], prefetched: Asset[]}>} */
  const results = new Map();
  try {
    for (const {path} of pages) {
      const context = await browser.newContext({...devices['Desktop Chrome']});
      const page = await context.newPage();
      /** @type {Map<string, Asset>} */
      const bodies = new Map();
      /** @type {Map<string, Set<string>>} how each URL was requested: script, stylesheet, prefetch */
      const kinds = new Map();
      /** @type {Promise<void>[]} */
      const pending = [];
      page.on('response', (response) => {
        const request = response.request();
        const url = new URL(response.url());
        if (url.origin !== origin || response.status() !== 200) return;
        const headers = request.headers();
        const prefetch = /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '');
        const type = request.resourceType();
        const kind =
          type === 'script'
            ? 'script'
            : type === 'stylesheet'
              ? 'stylesheet'
              : prefetch || type === 'other'
                ? 'prefetch'
                : null;
        if (kind === null) return;
        if (kind === 'prefetch' && !/\.(m?js|css)$/.test(url.pathname)) return;
        const key = url.pathname;
        if (!kinds.has(key)) kinds.set(key, new Set());
        kinds.get(key)?.add(kind);
        if (bodies.has(key)) return;
        // CDP sometimes cannot hand out the body of a response (evicted, or the page moved on), and for
        // prefetches of compressed responses it hands out an empty one; the server still has it.
        const fromServer = async () => Buffer.from(await (await fetch(url)).arrayBuffer());
        const body = response.body().then((bytes) => (bytes.length > 0 ? bytes : fromServer()), fromServer);
        pending.push(
          body.then((bytes) => void bodies.set(key, {url: key, bytes: bytes.length, gzip: gzipSize(bytes)})),
        );
      });
      // Hydrated, and done with everything the page starts by itself (scripts/lib/page-start.mjs).
      await openStartedUp(page, `${origin}${path}`);
      await Promise.all(pending);
      /** @type {{js: Asset[], css: Asset[], prefetched: Asset[]}} */
      const result = {js: [], css: [], prefetched: []};
      for (const [key, how] of kinds) {
        const asset = bodies.get(key);
        if (!asset) continue;
        if (how.has('script')) result.js.push(asset);
        else if (how.has('stylesheet')) result.css.push(asset);
        else if (key.endsWith('.js')) result.prefetched.push(asset);
      }
      results.set(path, result);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Measure every page and print the table or JSON.
 * @returns {Promise<number>} the exit code
 */
async function main() {
  const options = parseArgs(process.argv.slice(2));
  const pageHtml = PAGES.map((page) => readFileSync(htmlFile(options.buildDir, page.path), 'utf8'));
  const referenced = pageHtml.map((html) => entryAssets(html));
  const entryBundle = sharedScripts(referenced.map(({js}) => js));
  /** @type {PageWeight[]} */
  const weights = PAGES.map((page, index) => {
    const {js, css} = referenced[index];
    const entryJsAssets = localAssets(
      options.buildDir,
      page.path,
      js.filter((url) => entryBundle.has(url)),
    );
    const routeJsAssets = localAssets(
      options.buildDir,
      page.path,
      js.filter((url) => !entryBundle.has(url)),
    );
    const cssAssets = localAssets(options.buildDir, page.path, css);
    return {
      ...page,
      domElements: domElementCount(pageHtml[index]),
      entryJs: sumGzip(entryJsAssets),
      routeJs: sumGzip(routeJsAssets),
      entryCss: sumGzip(cssAssets),
      runJs: null,
      runCss: null,
      prefetchedJs: null,
      entryAssets: [...entryJsAssets, ...routeJsAssets, ...cssAssets],
      runAssets: [],
    };
  });

  if (options.browser) {
    const server = options.url
      ? {origin: options.url, close: () => Promise.resolve()}
      : await serveBuild(options.buildDir);
    try {
      const measured = await measureInBrowser(server.origin, PAGES);
      for (const weight of weights) {
        const run = measured.get(weight.path);
        if (!run) continue;
        weight.runJs = sumGzip(run.js);
        weight.runCss = sumGzip(run.css);
        weight.prefetchedJs = sumGzip(run.prefetched);
        weight.runAssets = [...run.js, ...run.css];
      }
    } finally {
      await server.close();
    }
  }

  const violations = weights.flatMap((weight) => budgetViolations(weight));
  if (options.json) {
    const report = {
      unit: 'bytes of gzip (zlib level 9)',
      budgets: BUDGETS,
      buildDir: options.buildDir,
      pages: weights,
      violations,
    };
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`Page weight of ${options.buildDir}, KB of gzip (1 KB = 1024 bytes)\n`);
    console.log(formatTable(weights));
    console.log('');
    if (violations.length === 0) console.log('budgets: every page is within budget');
    else for (const violation of violations) console.error(`over budget: ${violation}`);
  }
  return violations.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (/** @type {unknown} */ error) => {
    console.error(`budgets: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
