#!/usr/bin/env node
// @ts-check
/**
 * Relevance suite of the site search (`npm run test:search`, part of `npm test`). Serves the
 * production build, opens the search panel in Chromium and types each query of
 * tests/search/queries.json; a query passes when one of its expected pages is among the first 3
 * pages the panel lists. Prints every miss, hit@3 and MRR (reciprocal rank of the first expected
 * page among the listed pages, 0 when none is listed).
 *
 * The intent section (queries with `"section": "intent"`: getting-started steps, how-tos, what a hook or scanner is
 * for, troubleshooting symptoms, asked as a newcomer types them) has its own gates: hit@1 ≥ 85 % and hit@3 ≥ 97 %.
 *
 * Fails (exit 1) when hit@3 is below 95 %, when the intent section misses its gates, or when a query listed in tests/search/baseline.json
 * (the queries that passed when it was last written) no longer passes: a ranking change must not
 * lose a query that worked. `--update-baseline` rewrites that file with the queries passing now.
 *
 * Usage: node scripts/search-relevance.mjs [build-dir] [--url <origin>] [--update-baseline] [--json]
 * Environment: CHROME_PATH (default /usr/bin/chromium). Exit code 2 when the run itself failed.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {openStartedUp} from './lib/page-start.mjs';
import {launchChromium, listedUrls, openSearch, searchFor} from './lib/search-driver.mjs';
import {serveBuild} from './lib/serve-build.mjs';

/** hit@3 the suite requires. */
const REQUIRED_HIT_RATE = 0.95;
/** hit@1 and hit@3 the intent section requires (queries typed the way a newcomer asks for a task). */
const REQUIRED_INTENT = {hit1: 0.85, hit3: 0.97};
/** The section of tests/search/queries.json with its own gates. */
const INTENT = 'intent';
/** Rank up to which a query passes. */
const TOP = 3;

const root = fileURLToPath(new URL('..', import.meta.url));
const queriesFile = join(root, 'tests/search/queries.json');
const baselineFile = join(root, 'tests/search/baseline.json');
const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    url: {type: 'string'},
    'update-baseline': {type: 'boolean', default: false},
    json: {type: 'boolean', default: false},
  },
});
const buildDir = resolve(root, positionals[0] ?? 'build');

/**
 * One query of the suite: `query` is what a reader types, `expect` the paths of the pages of which one must be in
 * the top 3, `kind` what the query stands for (page name, task, CRD field, …). `outrank`, when given, lists path
 * prefixes (e.g. `/docs/contributing/`) of pages that must not be listed above the first expected page: the operator
 * reference has to come before contributor pages that mention the same field. `section: "intent"` puts it in the
 * intent section.
 * @typedef {{query: string, expect: string[], kind: string, outrank?: string[], section?: string}} Query
 */

/** A path without trailing slash and hash. @param {string} url */
const normalise = (url) => new URL(url, 'http://x').pathname.replace(/\/+$/, '') || '/';

/**
 * The pages the panel lists for a query, in order.
 * @param {import('@playwright/test').Page} page - a page with the search panel open
 * @param {string} query - what to type
 * @returns {Promise<string[]>} page paths
 */
async function listedPages(page, query) {
  await searchFor(page, query);
  return (await listedUrls(page)).map(normalise);
}

/**
 * @param {string} path - a JSON file
 * @returns {unknown} its parsed content
 */
function readJson(path) {
  return /** @type {unknown} */ (JSON.parse(readFileSync(path, 'utf8')));
}

/** @type {{origin: string, close: () => Promise<void>} | undefined} */
let server;
/** @type {import('@playwright/test').Browser | undefined} */
let browser;
try {
  if (!values.url && !existsSync(join(buildDir, 'pagefind', 'pagefind.js')))
    throw new Error(`no search index in ${buildDir}; run \`npm run build\` first`);
  const queries = /** @type {Query[]} */ (readJson(queriesFile));
  const baseline = existsSync(baselineFile) ? /** @type {string[]} */ (readJson(baselineFile)) : [];

  server = values.url ? undefined : await serveBuild(buildDir);
  const origin = (values.url ?? server?.origin ?? '').replace(/\/+$/, '');
  browser = await launchChromium();
  const page = await browser.newPage();
  await openStartedUp(page, `${origin}/docs/getting-started/installation`);
  await openSearch(page);

  /** @type {Array<Query & {listed: string[], rank: number, outranked: string[], passed: boolean}>} */
  const results = [];
  for (const item of queries) {
    const listed = await listedPages(page, item.query);
    const expected = item.expect.map(normalise);
    const rank = listed.findIndex((path) => expected.includes(path)) + 1;
    const above = listed.slice(0, rank > 0 ? rank - 1 : TOP);
    const outranked = above.filter((path) => (item.outrank ?? []).some((prefix) => path.startsWith(prefix)));
    results.push({
      ...item,
      listed: listed.slice(0, 5),
      rank,
      outranked,
      passed: rank > 0 && rank <= TOP && outranked.length === 0,
    });
  }

  const passed = results.filter((r) => r.passed);
  const hitRate = passed.length / results.length;
  const mrr = results.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / results.length;
  const lost = baseline.filter((query) => results.some((r) => r.query === query && !r.passed));
  const intent = results.filter((r) => r.section === INTENT);
  const intentHit1 = intent.filter((r) => r.passed && r.rank === 1).length / Math.max(intent.length, 1);
  const intentHit3 = intent.filter((r) => r.passed).length / Math.max(intent.length, 1);
  const intentFails = intent.length > 0 && (intentHit1 < REQUIRED_INTENT.hit1 || intentHit3 < REQUIRED_INTENT.hit3);

  if (values.json) console.log(JSON.stringify({hitRate, mrr, intentHit1, intentHit3, results}, null, 2));
  else {
    for (const r of results.filter((x) => !x.passed)) {
      console.log(
        `miss  ${JSON.stringify(r.query)} (${r.kind}): expected ${r.expect.join(' or ')}, got ${r.listed.slice(0, 3).join(', ') || 'nothing'}${r.rank ? ` (rank ${r.rank})` : ''}${r.outranked.length > 0 ? `; listed above it: ${r.outranked.join(', ')}` : ''}`,
      );
    }
    console.log(
      `search relevance: ${results.length} queries, hit@${TOP} ${(hitRate * 100).toFixed(1)} % (${passed.length}/${results.length}), MRR ${mrr.toFixed(3)}`,
    );
    console.log(
      `intent section: ${intent.length} queries, hit@1 ${(intentHit1 * 100).toFixed(1)} %, hit@${TOP} ${(intentHit3 * 100).toFixed(1)} %`,
    );
  }

  if (values['update-baseline']) {
    writeFileSync(
      baselineFile,
      `${JSON.stringify(
        passed.map((r) => r.query),
        null,
        2,
      )}\n`,
    );
    console.log(`wrote ${passed.length} passing queries to tests/search/baseline.json`);
  } else {
    for (const query of lost)
      console.error(`LOST  ${JSON.stringify(query)} passed in tests/search/baseline.json and no longer does`);
    if (hitRate < REQUIRED_HIT_RATE) console.error(`hit@${TOP} below the required ${REQUIRED_HIT_RATE * 100} %`);
    if (intentFails)
      console.error(
        `intent section below the required hit@1 ${REQUIRED_INTENT.hit1 * 100} % and hit@${TOP} ${REQUIRED_INTENT.hit3 * 100} %`,
      );
    if (lost.length > 0 || hitRate < REQUIRED_HIT_RATE || intentFails) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
} finally {
  await browser?.close();
  await server?.close();
}
