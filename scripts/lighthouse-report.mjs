#!/usr/bin/env node
// @ts-check
/**
 * Prints the Lighthouse figures of the last `lhci collect` + `lhci upload` (filesystem target, see lighthouserc.cjs)
 * as the Markdown table of BENCHMARKS.md: per page the median run lhci picked (its "representative run"), with
 * scores, LCP, TBT and CLS, and the audits that cost performance points where it is below the target.
 *
 * Usage: node scripts/lighthouse-report.mjs [reports-dir]   (default `.lighthouseci/reports`)
 * Exit code 2 when there are no reports to read.
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {LIGHTHOUSE_HEADER, PERFORMANCE_TARGET, lighthouseRow, median, summarizeLighthouse} from './lib/benchmarks.mjs';

/**
 * One run as lhci's filesystem target lists it in manifest.json.
 * @typedef {{url: string, isRepresentativeRun: boolean, jsonPath: string}} ManifestEntry
 */

/**
 * The part of a Lighthouse result the report reads beyond what the summary reads.
 * @typedef {import('./lib/benchmarks.mjs').LighthouseResultLike & {
 *   lighthouseVersion: string, environment: {benchmarkIndex: number},
 *   configSettings: {formFactor: string, throttling: {cpuSlowdownMultiplier: number}}
 * }} ReportedResult
 */

/**
 * A JSON file, parsed.
 * @param {string} path - file path
 * @returns {unknown} its value
 */
function readJson(path) {
  return /** @type {unknown} */ (JSON.parse(readFileSync(path, 'utf8')));
}

const reportsDir = resolve(process.argv[2] ?? '.lighthouseci/reports');
try {
  const manifest = /** @type {ManifestEntry[]} */ (readJson(resolve(reportsDir, 'manifest.json')));
  /** @type {(entry: ManifestEntry) => ReportedResult} */
  const load = (entry) => /** @type {ReportedResult} */ (readJson(entry.jsonPath));
  const medians = manifest.filter((entry) => entry.isRepresentativeRun);
  if (medians.length === 0) throw new Error(`${reportsDir}/manifest.json lists no run`);
  const results = medians.map((entry) => ({path: new URL(entry.url).pathname, lhr: load(entry)}));
  const summaries = results.map(({path, lhr}) => summarizeLighthouse(path, lhr));
  const benchmarkIndexes = manifest.map((entry) => load(entry).environment.benchmarkIndex);
  const runs = manifest.length / medians.length;
  const {lighthouseVersion, configSettings} = results[0].lhr;

  console.log(
    `\nLighthouse ${lighthouseVersion} via @lhci/cli, ${configSettings.formFactor}, ` +
      `${configSettings.throttling.cpuSlowdownMultiplier}× CPU slowdown, median of ${runs} run(s) per page; ` +
      `host CPU benchmark index ${Math.round(median(benchmarkIndexes))} (median; lower = slower or busier machine)\n`,
  );
  console.log([...LIGHTHOUSE_HEADER, ...summaries.map(lighthouseRow)].join('\n'));
  for (const summary of summaries.filter((entry) => (entry.scores.performance ?? 0) < PERFORMANCE_TARGET)) {
    const performance = String(summary.scores.performance ?? 'n/a');
    console.log(
      `\n${summary.path}: performance ${performance} < ${PERFORMANCE_TARGET}: ${summary.failing.performance.join('; ')}`,
    );
  }
} catch (error) {
  console.error(`lighthouse-report: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
