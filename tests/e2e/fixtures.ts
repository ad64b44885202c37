import {test as base, expect, type Page, type Request} from '@playwright/test';

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

/** The window property under which {@link trackIdleCallbacks} keeps the ids of the idle callbacks not yet run. */
const IDLE_CALLBACKS = '__e2eIdleCallbacks';

/**
 * Make the page keep count of its queued idle callbacks: from the next document on, `requestIdleCallback` and
 * `cancelIdleCallback` are wrapped so that `window.__e2eIdleCallbacks` holds the ids of the callbacks that have been
 * requested and have neither run nor been cancelled. Adding it again to the same page changes nothing.
 */
async function trackIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    const holder = window as unknown as Record<string, Set<number> | undefined>;
    if (holder[key] || typeof window.requestIdleCallback !== 'function') return;
    const queued = new Set<number>();
    holder[key] = queued;
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const id = request((deadline) => {
        queued.delete(id);
        callback(deadline);
      }, options);
      queued.add(id);
      return id;
    };
    window.cancelIdleCallback = (id) => {
      queued.delete(id);
      cancel(id);
    };
  }, IDLE_CALLBACKS);
}

/**
 * Open a page and wait until it has finished starting what it starts by itself, for the tests that check what a page
 * has not loaded (hydration, on-demand loading, search): after this, code the page has not requested was not going to
 * be requested without the reader doing something. Tests that only need working controls use {@link openHydrated}.
 *
 * What a page starts by itself begins in one of four ways, and each is waited for:
 * - hydration and the effects of its renders: {@link openHydrated} waits for `data-has-hydrated`, which Docusaurus
 *   sets in the render that an effect of the hydration render starts; effects still to run after that are ordinary
 *   tasks of React's scheduler and run before the idle callback below;
 * - IntersectionObserver callbacks (code blocks, diagrams and live blocks near the viewport, links to prefetch):
 *   observers registered during hydration compute their first intersections in the next frame's rendering step and
 *   deliver them in a task after it. So the page waits for two animation frames and then an idle callback, which
 *   Chromium runs only when no other task is waiting: the observer callbacks, the renders they cause and the
 *   `import()` those start have run by then;
 * - idle callbacks (the link prefetcher of src/clientModules/prefetchWhenIdle.ts works its queue one idle slice at a
 *   time): the page counts the ones queued ({@link trackIdleCallbacks}), and the frames and idle callback above are
 *   waited for again until none other is queued when the test's own runs;
 * - what the files that arrived start in turn (a chunk that loads its dependencies, a diagram renderer its layout):
 *   every request is tracked from Playwright's `request` event and awaited until it has finished or failed.
 *
 * These alternate until a round begun with no request open ends with no new request. Chromium's renderer reports a
 * request's start on the DevTools connection before it answers the evaluation that waited, so the test has seen every
 * request started until then. With a `page.route` in place Playwright reports a request only once the route has it,
 * which can come later, and a route that holds a request makes this wait until the test's timeout: add routes after
 * this wait. Nothing here waits a fixed time or for a quiet network. Not covered: work a page puts off with a timer
 * or by more than two animation frames (none of the pages these tests open does that at start-up), and idle work that
 * queues itself again forever, which would make this wait until the test's timeout.
 * @param page - the page; the request listeners are removed when the wait is over, the idle-callback count stays for
 *   the page's later documents
 * @param path - a path on the server under test, e.g. `/docs/getting-started/installation`
 */
export async function openStartedUp(page: Page, path: string): Promise<void> {
  const open = new Map<Request, Promise<void>>();
  const ends = new Map<Request, () => void>();
  let started = 0;
  const onRequest = (request: Request): void => {
    started += 1;
    open.set(request, new Promise((resolve) => ends.set(request, resolve)));
  };
  const onEnd = (request: Request): void => {
    ends.get(request)?.();
    ends.delete(request);
    open.delete(request);
  };
  await trackIdleCallbacks(page);
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    await openHydrated(page, path);
    for (;;) {
      while (open.size > 0) await Promise.all(open.values());
      const before = started;
      await page.evaluate(async (key: string) => {
        const queued = (window as unknown as Record<string, Set<number> | undefined>)[key];
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        do {
          await frame();
          await frame();
          await new Promise((resolve) => requestIdleCallback(resolve));
        } while (queued && queued.size > 0);
      }, IDLE_CALLBACKS);
      if (started === before && open.size === 0) return;
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}

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
