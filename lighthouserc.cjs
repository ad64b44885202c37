/**
 * Lighthouse CI (`@lhci/cli`): Lighthouse's mobile defaults (emulated Moto G Power, simulated slow 4G, 4× CPU
 * slowdown) on five page types of the production build, three runs each, in Debian's Chromium. lhci serves `build/`
 * itself (Express with gzip); set `LHCI_BASE_URL=https://…` to measure a running server instead.
 *
 * `npm run test:lighthouse` asserts on the median run: accessibility, best practices and SEO must be 100.
 * Performance is reported (warning below 0.95), not enforced: it depends on how busy the machine is.
 * Nothing is uploaded: the `filesystem` target writes the reports to `.lighthouseci/reports/`, which
 * scripts/lighthouse-report.mjs turns into the table of BENCHMARKS.md.
 */
const PAGES = [
  '/',
  '/docs/getting-started/installation',
  '/docs/scanners/nmap',
  '/blog',
  '/blog/2021/07/20/the-architecture-of-securecodebox-v2',
];
const base = process.env.LHCI_BASE_URL?.replace(/\/+$/, '');
const required = {minScore: 1, aggregationMethod: 'median-run'};

module.exports = {
  ci: {
    collect: {
      ...(base ? {} : {staticDistDir: './build'}),
      // With staticDistDir, lhci swaps in the port of its own server.
      url: PAGES.map((path) => `${base ?? 'http://localhost'}${path}`),
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        chromeFlags: '--no-sandbox --disable-gpu',
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
