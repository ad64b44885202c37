import {test as base, expect, type Page} from '@playwright/test';

/** Problems a page reported while a test ran: console errors and warnings, uncaught errors. */
export interface PageProblems {
  messages: string[];
}

/**
 * Start collecting console errors, console warnings and uncaught page errors of a page.
 * @returns a live list that grows while the page runs
 */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = {messages: []};
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.messages.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Open a page and wait until React has hydrated it (Docusaurus sets `<html data-has-hydrated="true">`): from then on
 * the page's controls react to the test, and locators wait for whatever the page renders later.
 * @param path - a path on the server under test, e.g. `/docs/getting-started/installation`
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Open a page and wait until it has finished starting what it starts by itself, for the tests that check what a page
 * has not loaded (hydration, on-demand loading, search); tests that only need working controls use
 * {@link openHydrated}. How it waits, and what it does not cover, is described in `scripts/lib/page-start.mjs`.
 */
export {openStartedUp} from '../../scripts/lib/page-start.mjs';

/**
 * Wait until every CSS transition running on the page has finished, so that axe measures the colours a reader
 * ends up with. Infima fades link, button and menu colours for 0.2 s after a theme switch, a hover or a focus; on
 * a busy machine a check can land mid-fade. CSS animations that loop are not waited for.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The console error Chromium logs for a document answered with 404: expected once on the not-found page. */
const DOCUMENT_404 = 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Drop the one console error of the document's own 404; any further one (a missing asset) stays a failure.
 * @param problems - the fixture's messages
 */
function acceptDocument404(problems: PageProblems): void {
  const own = problems.messages.indexOf(DOCUMENT_404);
  if (own >= 0) problems.messages.splice(own, 1);
}

/**
 * Open a path that has no page, check the 404 status, wait for hydration (the suggestion needs it), and accept the
 * document's own 404 console error.
 * @param page - the page
 * @param path - the unknown path, already percent-encoded where needed
 * @param problems - the fixture's messages
 */
export async function openNotFound(page: Page, path: string, problems: PageProblems): Promise<void> {
  // Chromium reports the document's 404 on the console at a time of its own: wait for it before accepting it.
  const logged = page.waitForEvent(
    'console',
    (message) => `console.${message.type()}: ${message.text()}` === DOCUMENT_404,
  );
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path.slice(0, 80)}`).toBe(404);
  await logged;
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  acceptDocument404(problems);
}

/**
 * `test` with a `problems` fixture: every test fails if its page logged a console
 * error or warning, violated the Content-Security-Policy, or threw an uncaught error.
 */
export const test = base.extend<{problems: PageProblems}>({
  problems: async ({page}, use) => {
    // Chromium does not log a CSP violation that the page catches (e.g. a blocked eval), so report each one.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      ),
    );
    const problems = watchProblems(page);
    await use(problems);
    expect(problems.messages, 'console errors, warnings and page errors').toEqual([]);
  },
});

export {expect};
