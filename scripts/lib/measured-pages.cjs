// @ts-check
/**
 * The measured pages: one page of each type the site has (landing page, docs page, scanner reference, blog list, blog
 * post), the one list that Lighthouse (`lighthouserc.cjs`), the page-weight budgets (`scripts/budgets.mjs`) and the
 * browser tests that need a representative page of a type read. CommonJS, so that `lighthouserc.cjs` can `require` it
 * on Node 20; ES modules and TypeScript import it by name.
 */

/**
 * @typedef {'landing' | 'docs' | 'blog'} MeasuredKind
 * @typedef {'landing page' | 'docs page' | 'scanner page' | 'blog list' | 'blog post'} MeasuredLabel
 * @typedef {{path: string, kind: MeasuredKind, label: MeasuredLabel}} MeasuredPage
 */

/** @type {readonly MeasuredPage[]} */
const MEASURED_PAGES = Object.freeze([
  {path: '/', kind: 'landing', label: 'landing page'},
  {path: '/docs/getting-started/installation', kind: 'docs', label: 'docs page'},
  {path: '/docs/scanners/nmap', kind: 'docs', label: 'scanner page'},
  {path: '/blog', kind: 'blog', label: 'blog list'},
  {path: '/blog/2021/07/20/the-architecture-of-securecodebox-v2', kind: 'blog', label: 'blog post'},
]);

/**
 * The path of the measured page with a label.
 * @param {MeasuredLabel} label - e.g. `docs page`
 * @returns {string} its path, e.g. `/docs/getting-started/installation`
 * @throws {Error} when no measured page has the label
 */
function measuredPath(label) {
  const page = MEASURED_PAGES.find((candidate) => candidate.label === label);
  if (!page) throw new Error(`no measured page is labelled "${label}"`);
  return page.path;
}

module.exports = {MEASURED_PAGES, measuredPath};
