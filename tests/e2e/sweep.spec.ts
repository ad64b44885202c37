import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {ConsoleMessage, Page, Request, Response} from '@playwright/test';
import {test, expect, settleTransitions} from './fixtures';
import {sitemapPaths} from '../../scripts/lib/site-files.mjs';
import {layoutProblems, settleLayout} from './layout-check';

/**
 * The sitemap sweep: one test per URL of the build's `sitemap.xml` (all of them, not a sample).
 * Each URL is opened in light mode and then switched to dark mode with the navbar's toggle. It must
 * answer 200; log no console error or warning, throw no page error, report no Content-Security-Policy
 * violation, have no request to our own origin fail or answer 400 or more, and make no request to
 * another origin; show an `h1`; render every Mermaid diagram to SVG; and pass axe's WCAG 2.0, 2.1
 * and 2.2 A/AA rules, in both modes. The layout check (`./layout-check.ts`) runs on every URL at 1280×900 (in light
 * mode, after the diagrams have rendered) and again at 390×844 (in dark mode): nothing in the article is clipped or
 * sticks out of it without its own scroll container, a table that scrolls sideways does so in a focusable, labelled
 * region, every Mermaid diagram fits its column, no table needs to scroll at 1280 px and no field list at all, the page
 * does not scroll sideways, and no visible text renders below 12 px (diagram labels included, unless the diagram
 * offers an enlarged view, where `diagrams.spec.ts` checks them).
 *
 * Every test has a page of its own that has shown no other document. A page's requests still in
 * flight (idle link prefetches) are aborted when the page goes away; the old sweep opened many URLs
 * in one page, and a new navigation reported the previous page's cancelled prefetches as its own
 * `net::ERR_ABORTED` failures under load. Here nothing of an earlier document can be attributed to
 * the page under test, so every failed request still counts, `net::ERR_ABORTED` included.
 *
 * The URLs are read from the local build (`BUILD_DIR`, default `build`) when the tests are listed;
 * the first test checks that the server under test (`BASE_URL`) serves the same sitemap.
 */
const buildDir = resolve(process.env.BUILD_DIR ?? 'build');

/** The two viewports of the layout check: a laptop and a phone. The sweep opens every page at the first. */
const LAPTOP = {width: 1280, height: 900};
const PHONE = {width: 390, height: 844};

/** axe rule tags: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const sitemapFile = join(buildDir, 'sitemap.xml');
const paths = existsSync(sitemapFile) ? sitemapPaths(readFileSync(sitemapFile, 'utf8')) : [];

/**
 * Check the colour mode, the `h1`, the Mermaid diagrams and axe's rules on the page as it is now.
 * @param note - records a problem
 * @param responsesIn - resolves once every request the page has made so far has been answered or has failed
 */
async function checkRendered(
  page: Page,
  mode: 'light' | 'dark',
  note: (problem: string) => void,
  responsesIn: () => Promise<void>,
): Promise<void> {
  const theme = await page.locator('html').getAttribute('data-theme');
  if (theme !== mode) note(`data-theme is ${theme}`);
  if (!(await page.locator('h1').first().isVisible())) note('no visible h1');
  // A diagram renders once it scrolls into view (src/theme/Mermaid), so scroll to each one.
  const diagrams = page.locator('.mermaid-diagram');
  const count = await diagrams.count();
  for (let i = 0; i < count; i += 1) {
    await diagrams.nth(i).scrollIntoViewIfNeeded();
    const svg = diagrams.nth(i).locator('.docusaurus-mermaid-container svg');
    await svg.waitFor({state: 'visible'}).catch(() => note(`Mermaid diagram ${i + 1} of ${count} did not render`));
  }
  // What the page asked for while it scrolled (Prism for the code blocks passed, images) and the web fonts decide the
  // colours and sizes axe measures.
  await responsesIn();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settleTransitions(page);
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  for (const violation of results.violations) {
    note(
      `axe ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }
}

/**
 * Open one URL in light mode, check it, switch to dark mode with the navbar's toggle (as a reader
 * does; the diagrams redraw in their dark theme) and check it again, and list everything that went wrong.
 * @returns problems, each prefixed with the mode; empty when the page is clean
 */
async function sweepPage(page: Page, path: string, origin: string): Promise<string[]> {
  const problems: string[] = [];
  let mode: 'light' | 'dark' = 'light';
  const note = (problem: string): void => void problems.push(`${mode}: ${problem}`);
  // Report CSP violations by name even if a browser version stops logging them itself.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const onConsole = (message: ConsoleMessage): void => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error): void => note(`pageerror: ${error.message}`);
  // Requests of the page not yet answered: the checks wait for them instead of for a quiet network.
  const pending = new Set<Request>();
  const responsesIn = (): Promise<void> => expect.poll(() => pending.size).toBe(0);
  const onRequestDone = (request: Request): void => void pending.delete(request);
  const onRequest = (request: Request): void => {
    pending.add(request);
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) {
      note(`request to a third-party origin: ${request.method()} ${request.url()}`);
    }
  };
  const onRequestFailed = (request: Request): void => {
    pending.delete(request);
    if (new URL(request.url()).origin === origin)
      note(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  };
  const onResponse = (response: Response): void => {
    if (new URL(response.url()).origin === origin && response.status() >= 400)
      note(`HTTP ${response.status()} for ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfailed', onRequestFailed);
  page.on('requestfinished', onRequestDone);
  page.on('response', onResponse);
  try {
    const response = await page.goto(path, {waitUntil: 'load'});
    if (response?.status() !== 200) note(`status ${response?.status() ?? 'none'}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await checkRendered(page, mode, note, responsesIn);
    await settleLayout(page);
    for (const problem of await layoutProblems(page)) note(`layout at ${LAPTOP.width} px: ${problem}`);
    mode = 'dark';
    await page
      .getByRole('button', {name: /Switch between dark and light mode/})
      .first()
      .click();
    await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
    await checkRendered(page, mode, note, responsesIn);
    await page.setViewportSize(PHONE);
    // The layout follows the resize in CSS; React's own reaction to the new width (the mobile navbar) renders
    // within the next frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await settleLayout(page);
    for (const problem of await layoutProblems(page)) note(`layout at ${PHONE.width} px: ${problem}`);
  } catch (error) {
    note(`failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    // Stop listening before the page goes away: closing it aborts whatever it still has in flight.
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfailed', onRequestFailed);
    page.off('requestfinished', onRequestDone);
    page.off('response', onResponse);
  }
  return problems;
}

test.describe('sitemap sweep', () => {
  test.use({viewport: LAPTOP});

  test('the server under test serves the sitemap of the build', async ({request}) => {
    expect(paths.length, `URLs in ${sitemapFile}`).toBeGreaterThan(50);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status(), 'status of /sitemap.xml').toBe(200);
    expect(sitemapPaths(await sitemap.text())).toEqual(paths);
  });

  for (const path of paths) {
    test(`${path} is clean and accessible in light and dark mode`, async ({page, baseURL}) => {
      // Two full renders and two axe runs: the largest page (zap-automation-framework) takes 30 s on an idle
      // machine and more than 120 s with two workers at load average 15. The limit only stops a hang.
      test.setTimeout(300_000);
      const origin = new URL(baseURL ?? '/', 'http://127.0.0.1').origin;
      const problems = await sweepPage(page, path, origin);
      expect(problems, `problems on ${path}`).toEqual([]);
    });
  }
});
