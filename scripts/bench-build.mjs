#!/usr/bin/env node
// @ts-check
/**
 * Build benchmark: wall time and peak memory of a cold and a warm production build.
 *
 * - Cold: removes what `docusaurus clear` removes (the generated folder `.docusaurus`, the bundler
 *   caches `node_modules/.cache` and `.yarn/.cache`, and the output folder), then builds.
 * - Warm: builds again right after, with `.docusaurus` and the caches in place. (The Rspack
 *   persistent cache is off in this site, so a warm build saves little.)
 *
 * Peak memory is the maximum resident set size reported by GNU time (`/usr/bin/time -v`, Debian
 * package `time`) for the largest process of the build; without GNU time, the script samples the
 * summed RSS of the build's process tree from /proc every 100 ms. Both figures are in `--json`.
 *
 * Usage: node scripts/bench-build.mjs [--out-dir <dir>] [--json] [--warm-only]
 *   --out-dir <dir>  build into this folder (default `build`); it is deleted before the cold build
 *   --json           print the figures as JSON instead of Markdown rows
 *   --warm-only      skip the clear and the cold build
 * Run it alone: a parallel build or test run on the machine distorts both figures.
 * Exit code 2 when a build failed.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {BUILD_HEADER, buildRow, parentPid, parseTimeVerbose, processTree, sumVmRss} from './lib/benchmarks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const {values} = parseArgs({
  options: {
    'out-dir': {type: 'string', default: 'build'},
    json: {type: 'boolean', default: false},
    'warm-only': {type: 'boolean', default: false},
  },
});
const outDir = resolve(root, values['out-dir'] ?? 'build');
const docusaurus = join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/**
 * Summed RSS (KiB) of a process and its descendants, read from /proc; 0 when /proc is unavailable.
 * @param {number} pid - the root process
 */
function treeRssKb(pid) {
  /** @type {Map<number, number>} */
  const parents = new Map();
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const name of entries) {
    try {
      const ppid = parentPid(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (ppid !== undefined) parents.set(Number(name), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const statuses = processTree(pid, parents).flatMap((member) => {
    try {
      return [readFileSync(`/proc/${member}/status`, 'utf8')];
    } catch {
      return [];
    }
  });
  return sumVmRss(statuses);
}

/**
 * Runs one `docusaurus build` and measures it.
 * @returns {Promise<{seconds: number, maxRssKb: number | undefined, sampledPeakKb: number}>} wall time, GNU time's max RSS, sampled tree peak
 */
function measuredBuild() {
  const args = [docusaurus, 'build', '--out-dir', outDir];
  const [command, commandArgs] = gnuTime ? [gnuTime, ['-v', process.execPath, ...args]] : [process.execPath, args];
  const started = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FORCE_COLOR: '0'},
  });
  let stderr = '';
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => (log += chunk));
  child.stderr.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => (stderr += chunk));
  let sampledPeakKb = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) sampledPeakKb = Math.max(sampledPeakKb, treeRssKb(child.pid));
  }, 100);
  return new Promise((resolvePromise, reject) => {
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(new Error(`build failed with exit code ${code}:\n${(log + stderr).slice(-3000)}`));
        return;
      }
      resolvePromise({seconds, maxRssKb: parseTimeVerbose(stderr).maxRssKb, sampledPeakKb});
    });
  });
}

/** Removes what `docusaurus clear` removes, with the chosen output folder instead of `build`. */
function clear() {
  for (const path of [
    join(root, '.docusaurus'),
    join(root, 'node_modules/.cache'),
    join(root, '.yarn/.cache'),
    outDir,
  ]) {
    rmSync(path, {recursive: true, force: true});
  }
}

try {
  /** @type {{label: string, seconds: number, maxRssKb: number | undefined, sampledPeakKb: number}[]} */
  const results = [];
  if (!values['warm-only']) {
    clear();
    results.push({label: 'Cold (clear, then build)', ...(await measuredBuild())});
    if (!values.json) console.error(`cold build: ${results[0].seconds.toFixed(1)} s`);
  }
  results.push({label: 'Warm (build again)', ...(await measuredBuild())});
  const peak = (/** @type {(typeof results)[number]} */ result) => result.maxRssKb ?? result.sampledPeakKb;
  if (values.json) {
    console.log(
      JSON.stringify(
        {outDir, peakMemorySource: gnuTime ? 'GNU time max RSS' : '/proc sampling', builds: results},
        null,
        2,
      ),
    );
  } else {
    console.log(
      `\nPeak memory: ${gnuTime ? 'maximum RSS from GNU time -v' : 'summed RSS of the process tree, sampled from /proc'}\n`,
    );
    console.log(
      [...BUILD_HEADER, ...results.map((result) => buildRow(result.label, result.seconds, peak(result)))].join('\n'),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
