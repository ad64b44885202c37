/**
 * Client module (registered in `clientModules` of docusaurus.config.ts): replaces Docusaurus' link
 * prefetching with the same prefetches done in short idle slices, each file once (see
 * `src/lib/idlePrefetch.ts` for why and how).
 *
 * Every internal `<Link>` that scrolls into view calls `window.docusaurus.prefetch(path)`. The
 * replacement finds a route's chunks the way `@docusaurus/core`'s own `prefetch` does: the matched
 * routes of the path (`matchRoutes` of react-router-config over `@generated/routes`), their chunk
 * names (`@generated/routesChunkNames`, keyed by route path plus a hash) and each chunk's file
 * (`__webpack_require__.gca`, which Docusaurus' webpack setup provides for exactly this). Like the
 * original, it does nothing on a connection that asks to save data or is 2G. Preloading on hover or
 * touch (`window.docusaurus.preload`) is unchanged, so a click still finds its chunks on the way.
 *
 * `window.docusaurus` is a frozen object, so it is replaced by a copy with the new `prefetch`.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import type {ChunkNames} from '@docusaurus/types';
import {idlePrefetcher, SLICE_MS, type IdleScheduler} from '../lib/idlePrefetch';

/** The part of `window.docusaurus` this module uses (set by `@docusaurus/core`'s client entry). */
export interface DocusaurusClient {
  /** Prefetch the chunks of a route; `<Link>` ignores the result. */
  prefetch: (routePath: string) => boolean | Promise<unknown>;
  /** Load the chunks of a route now (hover, touch, navigation). */
  preload: (routePath: string) => false | Promise<unknown>;
}

/** Docusaurus' webpack runtime: `gca(chunkName)` is the URL of a chunk's file, or a string with `undefined` in it. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

/** `requestIdleCallback`, or a 200 ms timer with an assumed full slice where the browser lacks it (Safari). */
const browserIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => callback(() => deadline.timeRemaining()), {timeout: 5000});
  } else {
    window.setTimeout(() => callback(() => SLICE_MS), 200);
  }
};

/** The string leaves of a route's chunk-name tree (its chunk names), depth first. */
function chunkNamesOf(tree: ChunkNames | ChunkNames[] | string, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (Array.isArray(tree)) for (const item of tree) chunkNamesOf(item, into);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesOf(value, into);
  return into;
}

/** Chunk names by route path (the generated keys without their `-hash` suffix), built on first use. */
let chunkNamesByPath: Map<string, string[]> | undefined;

/**
 * The chunk file URLs of a route path, as `@docusaurus/core`'s `prefetch` computes them; chunks that
 * webpack merged into others (no file of their own) are left out.
 * @param routePath - a site path such as `/docs/scanners/nmap`
 */
function chunkUrls(routePath: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [hashedPath, chunks] of Object.entries(routesChunkNames)) {
      const path = hashedPath.replace(/-[^-]+$/, '');
      const names = chunkNamesByPath.get(path) ?? [];
      chunkNamesOf(chunks, names);
      chunkNamesByPath.set(path, names);
    }
  }
  const urls: string[] = [];
  for (const {route} of matchRoutes(routes, routePath)) {
    for (const name of chunkNamesByPath.get(route.path ?? '') ?? []) {
      const url = __webpack_require__.gca(name);
      if (url && !url.includes('undefined')) urls.push(url);
    }
  }
  return urls;
}

/** Whether the page has fetched a file already (a loaded chunk, or one prefetched before), by Resource Timing. */
function requested(url: string): boolean {
  return performance.getEntriesByName(new URL(url, window.location.href).href, 'resource').length > 0;
}

/** Appends `<link rel="prefetch">` for a file; a failed download only means a later navigation fetches it. */
function fetchFile(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Whether the visitor's connection asks for less data (Save-Data) or is 2G, as Docusaurus checks. */
function slowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.saveData) || Boolean(connection?.effectiveType?.includes('2g'));
}

/** Whether `window.docusaurus` has been replaced already (client modules can be evaluated again by HMR). */
let installed = false;

/**
 * Replaces `window.docusaurus` with a copy whose `prefetch` is the idle prefetcher. Does nothing on
 * the server, before Docusaurus has set `window.docusaurus`, or a second time.
 */
export function install(): void {
  if (installed || typeof window === 'undefined') return;
  const client = (window as unknown as {docusaurus?: DocusaurusClient}).docusaurus;
  if (!client) return;
  installed = true;
  const queue = idlePrefetcher({
    chunkUrls,
    requested,
    fetch: fetchFile,
    whenIdle: browserIdle,
    now: () => performance.now(),
  });
  const prefetch = (routePath: string): boolean => !slowConnection() && queue(routePath);
  const replacement: DocusaurusClient = {...client, prefetch};
  Object.defineProperty(window, 'docusaurus', {value: Object.freeze(replacement), writable: true, configurable: true});
}

/**
 * Docusaurus lifecycle: runs after each route render, the first time during hydration, before any
 * link's IntersectionObserver has reported (those callbacks come in later tasks).
 */
export function onRouteDidUpdate(): void {
  install();
}
