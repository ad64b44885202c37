import {describe, expect, it} from 'vitest';
import {
  BUDGETS,
  budgetViolations,
  domElementCount,
  entryAssets,
  sharedScripts,
  formatTable,
  gzipSize,
} from '../../scripts/lib/budgets.mjs';

/** A page's figures with everything within budget, to override per test. */
const page = (over: Partial<Parameters<typeof budgetViolations>[0]> = {}): Parameters<typeof budgetViolations>[0] => ({
  path: '/docs/a',
  kind: 'docs',
  label: 'docs page',
  domElements: 900,
  entryJs: 100 * 1024,
  routeJs: 30 * 1024,
  entryCss: 20 * 1024,
  runJs: 150 * 1024,
  runCss: 20 * 1024,
  prefetchedJs: 0,
  entryAssets: [],
  runAssets: [],
  ...over,
});

describe('page-weight budgets', () => {
  it('counts the elements of a page as the DOM will hold them, head and implied tags included, text and comments not', () => {
    expect(
      domElementCount('<!doctype html><title>x</title><p>a<br>b</p><!-- <div></div> --><script>"<b>"</script>'),
    ).toBe(
      // html, head, title, body, p, br, script: the doctype, the comment and the text inside the script are not
      7,
    );
    expect(
      domElementCount('<pre><code><div class=token-line>a</div><div class=token-line><br></div></code></pre>'),
    ).toBe(
      // html, head, body, pre, code, two lines and the empty line's br
      8,
    );
  });

  it('names a page whose HTML has more elements than the budget, and not one at the budget', () => {
    expect(budgetViolations(page({domElements: BUDGETS.domElements}))).toEqual([]);
    expect(budgetViolations(page({domElements: BUDGETS.domElements + 1}))).toEqual([
      `/docs/a: ${BUDGETS.domElements + 1} elements in the HTML exceed ${BUDGETS.domElements}`,
    ]);
  });

  it('reads the tags of minified HTML, with unquoted attributes and self-closing slashes', () => {
    const html =
      '<link rel=stylesheet href=/assets/css/styles.0db6.css /><script src=/assets/js/main.3d01.js defer></script>' +
      '<link data-rh=true rel=icon href=/img/favicon.svg /><script>var inline=1; "<script src=/in-text.js>"</script>';
    expect(entryAssets(html)).toEqual({js: ['/assets/js/main.3d01.js'], css: ['/assets/css/styles.0db6.css']});
  });

  it('counts what the browser fetches eagerly: scripts, stylesheets, modulepreload and preload, not prefetch', () => {
    const html = [
      '<link rel="stylesheet" href="/a.css">',
      '<link rel="preload" as="style" href="/b.css">',
      '<link rel="stylesheet" href="/off.css" disabled>',
      '<script src="/runtime.js" defer></script>',
      '<script type="module" src="/m.js"></script>',
      '<script nomodule src="/legacy.js"></script>',
      '<link rel="modulepreload" href="/dep.js">',
      '<link rel="preload" as="script" href="/pre.js">',
      '<link rel="prefetch" href="/later.js">',
      '<link rel="preload" as="image" href="/logo.svg">',
      '<!-- <script src="/commented.js"></script> -->',
      '<script src="/runtime.js"></script>',
    ].join('');
    expect(entryAssets(html)).toEqual({
      js: ['/runtime.js', '/m.js', '/dep.js', '/pre.js'],
      css: ['/a.css', '/b.css'],
    });
  });

  it('counts as the entry bundle only the scripts every page references', () => {
    const landing = ['/runtime.js', '/main.js', '/home.js'];
    const docs = ['/runtime.js', '/main.js', '/docs.js', '/home.js'];
    const blog = ['/runtime.js', '/main.js', '/blog.js'];
    expect([...sharedScripts([landing, docs, blog])]).toEqual(['/runtime.js', '/main.js']);
    expect([...sharedScripts([landing, docs])]).toEqual(['/runtime.js', '/main.js', '/home.js']);
    expect([...sharedScripts([])]).toEqual([]);
  });

  it('measures gzip sizes smaller than the raw size of repetitive text', () => {
    const text = 'const x = 1;\n'.repeat(1000);
    expect(gzipSize(text)).toBeGreaterThan(0);
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
    expect(gzipSize(Buffer.from(text))).toBe(gzipSize(text));
  });

  it('passes a page within every budget', () => {
    expect(budgetViolations(page())).toEqual([]);
  });

  it('flags entry JS over budget on every page type, the landing page too', () => {
    expect(budgetViolations(page({path: '/', kind: 'landing', entryJs: BUDGETS.entryJs + 1}))).toEqual([
      '/: entry JS 140.0 KB gzip exceeds 140.0 KB',
    ]);
  });

  it('holds run JS to its budget on docs and blog pages only', () => {
    const heavy = BUDGETS.runJs + 2048;
    expect(budgetViolations(page({runJs: heavy}))).toEqual([
      '/docs/a: JS run on a first visit 192.0 KB gzip exceeds 190.0 KB',
    ]);
    expect(budgetViolations(page({kind: 'blog', path: '/blog', runJs: heavy}))).toHaveLength(1);
    expect(budgetViolations(page({kind: 'landing', path: '/', runJs: heavy}))).toEqual([]);
    expect(budgetViolations(page({runJs: null}))).toEqual([]);
  });

  it('flags CSS over budget, whether the HTML references it or the page loads it later', () => {
    expect(budgetViolations(page({entryCss: BUDGETS.css + 1024}))).toEqual([
      '/docs/a: CSS 26.0 KB gzip exceeds 25.0 KB',
    ]);
    expect(budgetViolations(page({runCss: BUDGETS.css + 1024}))).toHaveLength(1);
  });

  it('holds tool pages to their own run budget', () => {
    const tool = {path: '/docs/how-tos/scan-builder', kind: 'tool' as const};
    expect(budgetViolations(page({...tool, runJs: BUDGETS.runJs + 1024}))).toEqual([]);
    expect(budgetViolations(page({...tool, runJs: BUDGETS.toolRunJs + 1024}))).toEqual([
      '/docs/how-tos/scan-builder: JS run on a first visit 287.0 KB gzip exceeds 286.0 KB',
    ]);
  });

  it('prints a row per page with KB of gzip, a dash for figures not measured, and the element count', () => {
    const table = formatTable([page({path: '/', kind: 'landing', runJs: null, prefetchedJs: null}), page()]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^page\s+entry JS \(≤140\.0\)\s+route JS in HTML\s+run JS \(≤190\.0 docs\/blog, ≤286\.0 tools\)\s+CSS \(≤25\.0\)\s+prefetched JS\s+elements \(≤1400\)$/,
    );
    expect(lines[2]).toMatch(/^\/\s+100\.0\s+30\.0\s+–\s+20\.0\s+–\s+900$/);
    expect(lines[3]).toMatch(/^\/docs\/a\s+100\.0\s+30\.0\s+150\.0\s+20\.0\s+0\.0\s+900$/);
  });
});
