// @ts-check
/**
 * Waiting until a page has finished starting what it starts by itself, from observable state instead of a quiet
 * network (`networkidle`). Shared by the browser tests (`tests/e2e/fixtures.ts`), the search relevance suite
 * (`scripts/search-relevance.mjs`), the search benchmark (`scripts/bench-search.mjs`) and the page-weight budgets
 * (`scripts/budgets.mjs`): each checks or counts what a page loads, so the page's own start-up must be over first.
 *
 * What a page starts by itself begins in one of four ways, and each is waited for:
 * - hydration and the effects of its renders: Docusaurus sets `<html data-has-hydrated="true">` in the render that an
 *   effect of the hydration render starts; effects still to run after that are ordinary tasks of React's scheduler
 *   and run before the idle callback below;
 * - IntersectionObserver callbacks (code blocks, diagrams and live blocks near the viewport, links to prefetch):
 *   observers registered during hydration compute their first intersections in the next frame's rendering step and
 *   deliver them in a task after it. So the page waits for two animation frames and then an idle callback, which
 *   Chromium runs only when no other task is waiting: the observer callbacks, the renders they cause and the
 *   `import()` those start have run by then;
 * - idle callbacks (the link prefetcher of src/clientModules/prefetchWhenIdle.ts works its queue one idle slice at a
 *   time): the page counts the ones queued ({@link trackIdleCallbacks}), and the frames and idle callback above are
 *   waited for again until none other is queued when the waiter's own runs;
 * - what the files that arrived start in turn (a chunk that loads its dependencies, a diagram renderer its layout):
 *   every request is tracked from Playwright's `request` event and awaited until it has finished or failed.
 *
 * These alternate until a round begun with no request open ends with no new request. Chromium's renderer reports a
 * request's start on the DevTools connection before it answers the evaluation that waited, so the waiter has seen
 * every request started until then. With a `page.route` in place Playwright reports a request only once the route
 * has it, which can come later, and a route that holds a request makes this wait until the caller's timeout: add
 * routes after this wait. Nothing here waits a fixed time or for a quiet network. Not covered: work a page puts off
 * with a timer or by more than two animation frames (none of the site's pages does that at start-up), and idle work
 * that queues itself again forever, which would make this wait until the caller's timeout.
 */

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Request} Request */

/** The window property under which {@link trackIdleCallbacks} keeps the ids of the idle callbacks not yet run. */
const IDLE_CALLBACKS = '__startIdleCallbacks';

/**
 * Make the page keep count of its queued idle callbacks: from the next document on, `requestIdleCallback` and
 * `cancelIdleCallback` are wrapped so that `window.__startIdleCallbacks` holds the ids of the callbacks that have been
 * requested and have neither run nor been cancelled. Adding it again to the same page changes nothing.
 * @param {Page} page - the page, before it opens the document to watch
 * @returns {Promise<void>}
 */
export async function trackIdleCallbacks(page) {
  await page.addInitScript((key) => {
    const holder = /** @type {Record<string, Set<number> | undefined>} */ (/** @type {unknown} */ (window));
    if (holder[key] || typeof window.requestIdleCallback !== 'function') return;
    /** @type {Set<number>} */
    const queued = new Set();
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
 * The requests of a page from now on, for {@link untilStartedUp}.
 * @typedef {object} RequestTracker
 * @property {() => number} started - how many requests have started since tracking began
 * @property {() => number} open - how many of them have neither finished nor failed yet
 * @property {() => Promise<void>} settled - resolves once no tracked request is open (requests that start meanwhile
 *   are waited for too)
 * @property {() => void} stop - stop listening to the page
 */

/**
 * Track every request the page starts from now on (Playwright's `request`, `requestfinished` and `requestfailed`).
 * @param {Page} page - the page
 * @returns {RequestTracker} the live record; call `stop()` when done
 */
export function trackRequests(page) {
  /** @type {Map<Request, {ended: Promise<void>, end: () => void}>} the requests not yet finished or failed */
  const open = new Map();
  let started = 0;
  /** @param {Request} request */
  const onRequest = (request) => {
    started += 1;
    /** @type {() => void} */
    let end = () => undefined;
    const ended = /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        end = () => resolve(undefined);
      })
    );
    open.set(request, {ended, end});
  };
  /** @param {Request} request */
  const onEnd = (request) => {
    open.get(request)?.end();
    open.delete(request);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    started: () => started,
    open: () => open.size,
    settled: async () => {
      while (open.size > 0) await Promise.all(Array.from(open.values(), ({ended}) => ended));
    },
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}

/**
 * Wait until the page has done everything it started on its own (see the module's description): rounds of
 * "every tracked request ended, then two frames and an idle callback while the page has idle callbacks queued", until
 * a round starts no request.
 * @param {Page} page - a page whose idle callbacks are counted ({@link trackIdleCallbacks} before its document opened)
 * @param {RequestTracker} requests - tracking that began before anything waited for could start
 * @returns {Promise<void>}
 */
export async function untilStartedUp(page, requests) {
  for (;;) {
    await requests.settled();
    const before = requests.started();
    await page.evaluate(async (key) => {
      const queued = /** @type {Record<string, Set<number> | undefined>} */ (/** @type {unknown} */ (window))[key];
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      do {
        await frame();
        await frame();
        await new Promise((resolve) => requestIdleCallback(resolve));
      } while (queued && queued.size > 0);
    }, IDLE_CALLBACKS);
    if (requests.started() === before && requests.open() === 0) return;
  }
}

/**
 * Open a page, wait until React has hydrated it, then until it has finished starting what it starts by itself
 * ({@link untilStartedUp}). After this, code the page has not requested was not going to be requested without
 * something being done to it.
 * @param {Page} page - the page; its idle callbacks stay counted for its later documents
 * @param {string} url - an absolute URL, or a path when the page's context has a `baseURL`
 * @returns {Promise<void>}
 */
export async function openStartedUp(page, url) {
  await trackIdleCallbacks(page);
  const requests = trackRequests(page);
  try {
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await untilStartedUp(page, requests);
  } finally {
    requests.stop();
  }
}
