/**
 * Lighthouse CI (`@lhci/cli`): Lighthouse's mobile defaults (emulated Moto G Power, simulated slow 4G, 4× CPU
 * slowdown) on five page types of the production build, three runs each, in Debian's Chromium. lhci serves `build/`
 * itself (Express with gzip); set `LHCI_BASE_URL=https://…` to measure a running server instead.
 *
 * `npm run test:lighthouse` asserts on the median run: accessibility, best practices and SEO must be 100.
 * Performance is reported (warning below 0.95), not enforced: it depends on how busy the machine is.
 * Nothing is uploaded: the `filesystem` target writes the reports to `.lighthouseci/reports/`, which
 * scripts/lighthouse-report.mjs turns into the table of BENCHMARKS.md.
 *
 * Lighthouse's CPU slowdown is relative to the host: its default 4× is meant for a host whose benchmark index is
 * 1500–2000 (Lighthouse's docs/throttling.md). On a faster host, `LHCI_CPU_SLOWDOWN=<factor>` sets the multiplier
 * (a number from 1 to 20), for example 4 × index / 1750 to measure as that slower host would.
 *
 * The five pages are the measured pages of `scripts/lib/measured-pages.cjs`, which the page-weight budgets measure too.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- lhci loads this file with require()
const {MEASURED_PAGES} = require('./scripts/lib/measured-pages.cjs');

// A blank LHCI_BASE_URL counts as unset.
const base = process.env.LHCI_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
const required = {minScore: 1, aggregationMethod: 'median-run'};

/**
 * The CPU slowdown factor given in `LHCI_CPU_SLOWDOWN`, or Lighthouse's default 4 when it is unset or blank.
 * @param {string | undefined} value - the variable's value
 * @returns {number} the multiplier, from 1 to 20
 * @throws {Error} when the value is anything but a number from 1 to 20
 */
function cpuSlowdown(value) {
  const raw = value?.trim();
  if (!raw) return 4;
  const factor = Number(raw);
  if (!Number.isFinite(factor) || factor < 1 || factor > 20) {
    throw new Error(`LHCI_CPU_SLOWDOWN must be a number from 1 to 20, got "${raw}"`);
  }
  return factor;
}

module.exports = {
  ci: {
    collect: {
      ...(base ? {} : {staticDistDir: './build'}),
      // With staticDistDir, lhci swaps in the port of its own server.
      url: MEASURED_PAGES.map(({path}) => `${base ?? 'http://localhost'}${path}`),
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        chromeFlags: '--no-sandbox --disable-gpu',
        throttling: {cpuSlowdownMultiplier: cpuSlowdown(process.env.LHCI_CPU_SLOWDOWN)},
      },
    },
    assert: {
      assertions: {
        'categories:accessibility': ['error', required],
        'categories:best-practices': ['error', required],
        'categories:seo': ['error', required],
        'categories:performance': ['warn', {minScore: 0.95, aggregationMethod: 'median-run'}],
      },
    },
    upload: {
      target: 'filesystem',
      outputDir: '.lighthouseci/reports',
    },
  },
};

// For the unit test; lhci reads only `ci`.
module.exports.cpuSlowdown = cpuSlowdown;
