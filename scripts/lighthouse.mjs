#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse (mobile preset: emulated Moto G Power, simulated slow 4G and 4× CPU slowdown) on the
 * five benchmark pages of a production build, in Debian's Chromium.
 *
 * The build is served by scripts/lib/serve-build.mjs (serve-handler and compression), which gzips like the production host;
 * `--url` measures a server that is already running instead (e.g. the nginx of the deploy test).
 *
 * Usage: node scripts/lighthouse.mjs [build-dir] [--check] [--json] [--runs <n>] [--url <origin>]
 *   build-dir       the build folder (default `build`)
 *   --check         exit 1 unless accessibility, best practices and SEO are 100 on every page
 *                   (performance is reported, not enforced: it depends on the machine's load)
 *   --json          print the summaries as JSON instead of the Markdown table
 *   --runs <n>      runs per page (default 1; the table shows the run with the median performance)
 *   --url <origin>  measure this origin instead of serving build-dir
 * Environment: CHROME_PATH, the Chromium/Chrome binary (default /usr/bin/chromium).
 * Exit code 1 when --check fails, 2 when the measurement itself failed.
 */
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  LIGHTHOUSE_HEADER,
  LIGHTHOUSE_PAGES,
  PERFORMANCE_TARGET,
  lighthouseRow,
  lighthouseViolations,
  median,
  medianRun,
  summarizeLighthouse,
} from './lib/benchmarks.mjs';
import {serveBuild} from './lib/serve-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    check: {type: 'boolean', default: false},
    json: {type: 'boolean', default: false},
    runs: {type: 'string', default: '1'},
    url: {type: 'string'},
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const buildDir = resolve(root, positionals[0] ?? 'build');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** @type {{origin: string, close: () => Promise<void>} | undefined} */
let server;
/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;
try {
  if (!values.url && !existsSync(resolve(buildDir, 'index.html'))) {
    throw new Error(`no build in ${buildDir}; run \`npm run build\` first or pass --url`);
  }
  server = values.url ? undefined : await serveBuild(buildDir);
  const origin = (values.url ?? server?.origin ?? '').replace(/\/+$/, '');
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });

  /** @type {import('./lib/benchmarks.mjs').LighthouseSummary[]} */
  const summaries = [];
  /** Lighthouse's CPU benchmark of this machine per run (about 1000+ on a fast desktop; lower means a slower or busier host). */
  const benchmarkIndexes = [];
  for (const path of LIGHTHOUSE_PAGES) {
    const pageRuns = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      pageRuns.push(summarizeLighthouse(path, /** @type {import('./lib/benchmarks.mjs').LighthouseResultLike} */ (/** @type {unknown} */ (result.lhr))));
    }
    const summary = medianRun(pageRuns);
    summaries.push(summary);
    if (!values.json) console.error(`measured ${path} (${runs} run${runs > 1 ? 's' : ''})`);
  }

  const violations = lighthouseViolations(summaries);
  if (values.json) {
    console.log(JSON.stringify({origin: values.url ?? 'local build (gzip)', formFactor: 'mobile', runs, benchmarkIndexes, pages: summaries}, null, 2));
  } else {
    const version = JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
    console.log(
      `\nLighthouse ${version}, mobile preset, ${runs} run(s) per page, Chromium at ${chromePath}; ` +
        `host CPU benchmark index ${Math.round(median(benchmarkIndexes))} (median; lower = slower or busier machine)\n`,
    );
    console.log([...LIGHTHOUSE_HEADER, ...summaries.map(lighthouseRow)].join('\n'));
    const slow = summaries.filter((summary) => (summary.scores.performance ?? 0) < PERFORMANCE_TARGET);
    for (const summary of slow) {
      console.log(`\n${summary.path}: performance ${summary.scores.performance} < ${PERFORMANCE_TARGET}: ${summary.failing.performance.join('; ')}`);
    }
  }
  if (violations.length > 0) {
    console.error(`\n${violations.length} required score(s) below 100:`);
    for (const violation of violations) console.error(`  ${violation}`);
  }
  process.exitCode = values.check && violations.length > 0 ? 1 : 0;
  if (values.check && violations.length === 0) console.error('lighthouse --check: accessibility, best practices and SEO are 100 on every page');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  chrome?.kill();
  await server?.close();
}
