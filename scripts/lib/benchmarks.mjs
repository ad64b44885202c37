// @ts-check
/**
 * Pure helpers of the benchmark scripts (lighthouse-report.mjs, bench-search.mjs, bench-build.mjs):
 * the Lighthouse result summary, medians, `/usr/bin/time -v` parsing and the Markdown rows the
 * scripts print for BENCHMARKS.md.
 */

/** Lighthouse performance score the report flags pages below (lighthouserc.cjs warns below it; not enforced). */
export const PERFORMANCE_TARGET = 95;

/**
 * @typedef {object} LighthouseSummary
 * @property {string} path - the page, e.g. `/blog`
 * @property {Record<string, number | null>} scores - category id → score 0–100 (null when Lighthouse gave none)
 * @property {number} lcp - Largest Contentful Paint, ms (simulated mobile)
 * @property {number} tbt - Total Blocking Time, ms
 * @property {number} cls - Cumulative Layout Shift, unitless
 * @property {Record<string, string[]>} failing - category id → `audit-id: title` of the audits that cost points
 */

/**
 * The part of a Lighthouse result (LHR) the summary reads.
 * @typedef {object} LighthouseResultLike
 * @property {Record<string, {score: number | null, auditRefs: {id: string, weight: number}[]}>} categories
 * @property {Record<string, {score: number | null, numericValue?: number, title: string, scoreDisplayMode?: string}>} audits
 */

/**
 * Scores, the three metrics and the failing audits of one Lighthouse run.
 * @param {string} path - the page
 * @param {LighthouseResultLike} lhr - Lighthouse's result object
 * @returns {LighthouseSummary} the summary
 */
export function summarizeLighthouse(path, lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {Record<string, string[]>} */
  const failing = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id] = category.score === null ? null : Math.round(category.score * 100);
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ref, audit: lhr.audits[ref.id]}))
      .filter(({audit}) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map(({ref, audit}) => `${ref.id}: ${audit.title}`);
  }
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    scores,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing,
  };
}

/**
 * Median of numbers.
 * @param {number[]} values - at least one number
 * @returns {number} the median (mean of the two middle values for an even count)
 */
export function median(values) {
  if (values.length === 0) throw new Error('median: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Bytes for humans, in the units BENCHMARKS.md uses (1 KB = 1024 bytes).
 * @param {number} bytes - size
 * @returns {string} e.g. `419 KB`, `1.94 MB`, `1.86 GB`
 */
export function formatBytes(bytes) {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/**
 * Milliseconds for humans.
 * @param {number} ms - duration
 * @returns {string} e.g. `230 ms`, `1.9 s`
 */
export function formatMs(ms) {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** Header of the Lighthouse table in BENCHMARKS.md. */
export const LIGHTHOUSE_HEADER = [
  '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

/**
 * One row of the Lighthouse table.
 * @param {LighthouseSummary} summary - the page's (median) run
 * @returns {string} a Markdown table row
 */
export function lighthouseRow(summary) {
  const score = (/** @type {string} */ id) => String(summary.scores[id] ?? 'n/a');
  return `| \`${summary.path}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${formatMs(summary.lcp)} | ${formatMs(summary.tbt)} | ${Number.isFinite(summary.cls) ? summary.cls.toFixed(3) : 'n/a'} |`;
}

/**
 * Peak memory and wall time from the report of GNU time's `-v` option.
 * @param {string} text - stderr of `/usr/bin/time -v <command>`
 * @returns {{maxRssKb: number | undefined, elapsedSeconds: number | undefined}} maximum resident set size in KiB and elapsed wall time in seconds
 */
export function parseTimeVerbose(text) {
  const rss = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(text);
  const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\):\s*([\d:.]+)/.exec(text);
  let elapsedSeconds;
  if (elapsed) {
    elapsedSeconds = elapsed[1]
      .split(':')
      .map(Number)
      .reduce((total, part) => total * 60 + part, 0);
  }
  return {maxRssKb: rss ? Number(rss[1]) : undefined, elapsedSeconds};
}

/**
 * Sum of the resident set sizes (`VmRSS`) of a process tree, from `/proc/<pid>/status` texts.
 * @param {string[]} statusTexts - contents of the status files of every process in the tree
 * @returns {number} total RSS in KiB
 */
export function sumVmRss(statusTexts) {
  return statusTexts.reduce((total, text) => total + Number(/^VmRSS:\s*(\d+)\s*kB/m.exec(text)?.[1] ?? 0), 0);
}

/**
 * Parent process id from the text of `/proc/<pid>/stat` (`pid (comm) state ppid …`; comm may hold spaces and parentheses).
 * @param {string} stat - the file's content
 * @returns {number | undefined} the parent pid
 */
export function parentPid(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/**
 * The pids of a process and all its descendants.
 * @param {number} rootPid - the process
 * @param {Map<number, number>} parents - pid → parent pid of every process
 * @returns {number[]} rootPid first, then descendants
 */
export function processTree(rootPid, parents) {
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, ppid] of parents) if (ppid === tree[index] && !tree.includes(pid)) tree.push(pid);
  }
  return tree;
}

/** Header of the build table in BENCHMARKS.md. */
export const BUILD_HEADER = ['| Build | Time | Peak memory |', '| --- | ---: | ---: |'];

/**
 * One row of the build table.
 * @param {string} label - e.g. `Cold (clear, then build)`
 * @param {number} seconds - wall time
 * @param {number | undefined} peakKb - peak memory in KiB
 * @returns {string} a Markdown table row
 */
export function buildRow(label, seconds, peakKb) {
  return `| ${label} | ${seconds.toFixed(1)} s | ${peakKb === undefined ? 'n/a' : formatBytes(peakKb * 1024)} |`;
}
