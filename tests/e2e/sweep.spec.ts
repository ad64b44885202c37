import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * The sitemap sweep: every URL of the served `sitemap.xml` (all of them, not a sample) is
 * loaded in Chromium and must answer below 400 and, until the network is idle, log no console
 * error or warning, throw no page error, report no Content-Security-Policy violation, have no
 * request to our own origin fail or answer 400 or more, and make no request to another origin.
 *
 * The sitemap is read from the server under test at run time, so the sweep covers what is
 * deployed (`BASE_URL`), not what a local build happens to contain. The URLs are split over
 * {@link SHARDS} tests so that Playwright's workers share them.
 */
const SHARDS = 6;

/** Time for one page: load, idle network, listeners. */
const PER_PAGE_MS = 15_000;

/**
 * The paths of a sitemap's `<loc>` URLs, e.g. `https://www.securecodebox.io/docs/` → `/docs/`.
 * The sitemap has the production origin; the sweep loads the same paths from the server under test.
 * @param xml - a sitemap.xml document
 * @returns path plus query of each URL, in sitemap order
 */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
}

/**
 * Load one URL and list everything that went wrong on it.
 * @returns problems, each prefixed with the path; empty when the page is clean
 */
async function sweepPage(page: Page, path: string, origin: string): Promise<string[]> {
  const problems: string[] = [];
  let listening = true;
  const note = (problem: string): void => {
    if (listening) problems.push(`${path}: ${problem}`);
  };
  const onConsole = (message: import('@playwright/test').ConsoleMessage): void => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error): void => note(`pageerror: ${error.message}`);
  const onRequest = (request: import('@playwright/test').Request): void => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) {
      note(`request to a third-party origin: ${request.method()} ${request.url()}`);
    }
  };
  const onRequestFailed = (request: import('@playwright/test').Request): void => {
    if (new URL(request.url()).origin === origin) note(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  };
  const onResponse = (response: import('@playwright/test').Response): void => {
    if (new URL(response.url()).origin === origin && response.status() >= 400) {
      note(`HTTP ${response.status()} for ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    const response = await page.goto(path, {waitUntil: 'load'});
    if (!response) note('no response');
    else if (response.status() >= 400) note(`status ${response.status()}`);
    await page.waitForLoadState('networkidle');
  } catch (error) {
    note(`navigation failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    listening = false;
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  return problems;
}

test.describe('sitemap sweep', () => {
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`every sitemap URL loads cleanly (part ${shard + 1} of ${SHARDS})`, async ({page, request, baseURL}) => {
      const sitemap = await request.get('/sitemap.xml');
      expect(sitemap.status(), 'status of /sitemap.xml').toBe(200);
      const paths = sitemapPaths(await sitemap.text());
      expect(paths.length, 'URLs in sitemap.xml').toBeGreaterThan(50);
      const mine = paths.filter((_, index) => index % SHARDS === shard);
      test.setTimeout(30_000 + mine.length * PER_PAGE_MS);

      const origin = new URL(baseURL ?? '/', 'http://127.0.0.1').origin;
      // Report CSP violations by name even if a browser version stops logging them itself.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      const problems: string[] = [];
      for (const path of mine) problems.push(...(await sweepPage(page, path, origin)));
      expect(problems, `problems on ${mine.length} of ${paths.length} sitemap URLs`).toEqual([]);
    });
  }
});
