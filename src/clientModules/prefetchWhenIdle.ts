/**
 * Client module (registered in `clientModules` of docusaurus.config.ts): runs Docusaurus' link
 * prefetching in small slices of idle time instead of all at once.
 *
 * Every internal `<Link>` that scrolls into view calls `window.docusaurus.prefetch(path)`, which
 * matches the path against every route and appends one `<link rel="prefetch">` per chunk of that
 * route, shared chunks again each time. On the nmap reference page that came to 325 elements for 27
 * files, appended in one task of about 100 ms on our 2-core test machine: the largest task after
 * hydration that Lighthouse counts as blocking. Here the paths are queued and prefetched a few at a time while the browser is idle, at
 * most {@link SLICE_MS} per slice; the same chunks are prefetched as before. Preloading on hover or
 * touch (`window.docusaurus.preload`) is unchanged, so a click still finds its chunks on the way.
 *
 * `window.docusaurus` is a frozen object, so it is replaced by a copy with a queued `prefetch`.
 */

/** The part of `window.docusaurus` this module uses (set by `@docusaurus/core`'s client entry). */
export interface DocusaurusClient {
  /**
   * Prefetch the chunks of a route. Docusaurus' own returns `false` when the route was prefetched or
   * loaded before, else a promise; the queued one returns whether it queued the path. `<Link>`
   * ignores the result.
   */
  prefetch: (routePath: string) => boolean | Promise<unknown>;
  /** Load the chunks of a route now (hover, touch, navigation). */
  preload: (routePath: string) => false | Promise<unknown>;
}

/** Most time one idle slice may spend prefetching, in milliseconds. */
export const SLICE_MS = 8;

/** Runs a callback when the browser is idle; the argument says how much of that idle time is left (ms). */
export type IdleScheduler = (callback: (timeRemaining: () => number) => void) => void;

/** `requestIdleCallback`, or a 200 ms timer with an assumed full slice where the browser lacks it (Safari). */
const browserIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => callback(() => deadline.timeRemaining()), {timeout: 5000});
  } else {
    window.setTimeout(() => callback(() => SLICE_MS), 200);
  }
};

/**
 * A `prefetch` that queues route paths and hands them to the original `prefetch` in idle slices.
 * Each path is queued once; each slice prefetches at least one path and stops when it has used
 * {@link SLICE_MS} or the idle time runs out. Errors of the original `prefetch` are swallowed, as
 * Docusaurus does for failed prefetches.
 * @param prefetch - Docusaurus' own `prefetch`
 * @param whenIdle - how to wait for idle time (tests pass their own)
 * @param now - a clock in milliseconds (tests pass their own)
 * @returns a function with the signature of `prefetch`; it returns false for a path already queued
 *   or prefetched, and true for a path it has queued
 */
export function queuedPrefetch(
  prefetch: DocusaurusClient['prefetch'],
  whenIdle: IdleScheduler = browserIdle,
  now: () => number = () => performance.now(),
): (routePath: string) => boolean {
  const seen = new Set<string>();
  const queue: string[] = [];
  let scheduled = false;

  const drain = (timeRemaining: () => number): void => {
    scheduled = false;
    const start = now();
    do {
      const path = queue.shift();
      if (path === undefined) break;
      try {
        const result = prefetch(path);
        if (typeof result === 'object') result.catch(() => undefined);
      } catch {
        // A failed prefetch only means the next navigation loads its chunks itself.
      }
    } while (queue.length > 0 && now() - start < SLICE_MS && timeRemaining() > 0);
    schedule();
  };

  function schedule(): void {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    whenIdle(drain);
  }

  return (routePath: string): boolean => {
    if (seen.has(routePath)) return false;
    seen.add(routePath);
    queue.push(routePath);
    schedule();
    return true;
  };
}

/** Whether `window.docusaurus` has been replaced already (client modules can be evaluated again by HMR). */
let installed = false;

/**
 * Replaces `window.docusaurus` with a copy whose `prefetch` is queued. Does nothing on the server,
 * before Docusaurus has set `window.docusaurus`, or a second time.
 */
export function install(): void {
  if (installed || typeof window === 'undefined') return;
  const client = (window as unknown as {docusaurus?: DocusaurusClient}).docusaurus;
  if (!client) return;
  installed = true;
  const replacement: DocusaurusClient = {...client, prefetch: queuedPrefetch(client.prefetch.bind(client))};
  Object.defineProperty(window, 'docusaurus', {value: Object.freeze(replacement), writable: true, configurable: true});
}

/**
 * Docusaurus lifecycle: runs after each route render, the first time during hydration, before any
 * link's IntersectionObserver has reported (those callbacks come in later tasks).
 */
export function onRouteDidUpdate(): void {
  install();
}
