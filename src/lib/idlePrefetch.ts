/**
 * Link prefetching in short idle slices, one file at a time, each file once: the scheduler behind
 * `src/clientModules/prefetchWhenIdle.ts`, kept free of browser and bundler globals so it can be unit tested.
 *
 * Docusaurus prefetches the chunks of every route a visible `<Link>` points to. Its own `prefetch` does the
 * whole route in one go: it matches the path against every route, then appends one `<link rel="prefetch">`
 * per chunk, shared chunks again for every route and chunks the page has loaded already too. On the nmap
 * reference that came to 340 elements for 27 files; a single blog route took up to 40 ms of main-thread
 * time on our 2-core test machine (four times that under Lighthouse's mobile CPU slowdown), one long task
 * each. Here the work is cut into steps, resolving one route or requesting one file, and an idle slice
 * runs steps only while the next one is expected to fit into it.
 */

/** Most time one idle slice may spend, in milliseconds (Lighthouse's mobile run allows idle callbacks 10 ms). */
export const SLICE_MS = 8;

/** Runs a callback when the browser is idle; the argument says how much of that idle time is left (ms). */
export type IdleScheduler = (callback: (timeRemaining: () => number) => void) => void;

/** What the prefetcher needs from the page; the client module passes the browser's, tests their own. */
export interface PrefetchHost {
  /**
   * The chunk file URLs a route path needs, as Docusaurus would prefetch them (site-relative,
   * e.g. `/assets/js/1df93b7f.c0fb2bab.js`); empty for a path no route matches.
   * @throws never expected; an error drops this one path
   */
  chunkUrls: (routePath: string) => readonly string[];
  /** Whether the page has requested this file already (it is then in the HTTP cache or loaded). */
  requested: (url: string) => boolean;
  /** Starts a low-priority download of the file, e.g. by appending `<link rel="prefetch">`. */
  fetch: (url: string) => void;
  /** Waits for idle time. */
  whenIdle: IdleScheduler;
  /** A clock in milliseconds. */
  now: () => number;
}

/** One unit of work: resolve a route path to its files, or request one file. */
type Step = {kind: 'route'; path: string} | {kind: 'file'; url: string};

/**
 * Creates a `prefetch(routePath)` that queues the route and works the queue in idle slices.
 *
 * Each slice runs at least one step, then goes on only while the time used plus the longest step seen
 * so far stays within {@link SLICE_MS} and the browser's idle time; whatever is left waits for the next
 * idle slice. Routes are resolved in the order they were queued, and their files are requested before the
 * next route is resolved. A route is queued once; a file is requested once, and not at all when the page
 * has requested it already. An error while resolving or requesting drops that step only (a missed prefetch
 * means the next navigation loads its chunks itself, as with Docusaurus' own prefetch).
 * @param host - the page's chunk lookup, request functions, idle scheduler and clock
 * @returns `prefetch(routePath)`: `true` when it queued the path, `false` for a path queued before
 */
export function idlePrefetcher(host: PrefetchHost): (routePath: string) => boolean {
  const routesSeen = new Set<string>();
  const filesSeen = new Set<string>();
  const steps: Step[] = [];
  let longestStep = 0;
  let scheduled = false;

  const run = (step: Step): void => {
    try {
      if (step.kind === 'file') {
        host.fetch(step.url);
        return;
      }
      const files: Step[] = [];
      for (const url of host.chunkUrls(step.path)) {
        if (filesSeen.has(url)) continue;
        filesSeen.add(url);
        if (!host.requested(url)) files.push({kind: 'file', url});
      }
      steps.unshift(...files);
    } catch {
      // Dropped: see the function's documentation.
    }
  };

  const slice = (timeRemaining: () => number): void => {
    scheduled = false;
    const start = host.now();
    const budget = Math.min(SLICE_MS, timeRemaining());
    for (;;) {
      const step = steps.shift();
      if (step === undefined) break;
      const stepStart = host.now();
      run(step);
      longestStep = Math.max(longestStep, host.now() - stepStart);
      if (host.now() - start + longestStep > budget) break;
    }
    schedule();
  };

  function schedule(): void {
    if (scheduled || steps.length === 0) return;
    scheduled = true;
    host.whenIdle(slice);
  }

  return (routePath: string): boolean => {
    if (routesSeen.has(routePath)) return false;
    routesSeen.add(routePath);
    steps.push({kind: 'route', path: routePath});
    schedule();
    return true;
  };
}
