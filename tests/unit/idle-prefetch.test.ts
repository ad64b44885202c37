import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {idlePrefetcher, SLICE_MS, type PrefetchHost} from '@site/src/lib/idlePrefetch';

/**
 * A page the test runs by hand: idle slices run when the test says, a fake clock advances by the
 * cost of each step, and `files` maps route paths to their chunk files.
 */
function harness({
  files,
  routeCost = 1,
  fileCost = 1,
  idleMs = 50,
  alreadyRequested = [],
}: {
  files: Record<string, string[]>;
  routeCost?: number;
  fileCost?: number;
  idleMs?: number;
  alreadyRequested?: string[];
}) {
  let clock = 0;
  const pending: Array<(timeRemaining: () => number) => void> = [];
  const fetched: string[] = [];
  const resolved: string[] = [];
  const host: PrefetchHost = {
    chunkUrls: (path) => {
      resolved.push(path);
      clock += routeCost;
      const urls = files[path];
      if (!urls) throw new Error(`no route for ${path}`);
      return urls;
    },
    requested: (url) => alreadyRequested.includes(url),
    fetch: (url) => {
      fetched.push(url);
      clock += fileCost;
    },
    whenIdle: (callback) => void pending.push(callback),
    now: () => clock,
  };
  /** Runs the next idle slice; returns the files it requested and the time it took (ms). */
  const runSlice = (): {files: string[]; ms: number} => {
    const before = fetched.length;
    const sliceStart = clock;
    pending.shift()?.(() => Math.max(0, idleMs - (clock - sliceStart)));
    return {files: fetched.slice(before), ms: clock - sliceStart};
  };
  return {prefetch: idlePrefetcher(host), pending, fetched, resolved, runSlice};
}

describe('idlePrefetcher', () => {
  it('requests nothing until the browser is idle, then each file of the queued routes once, in order', () => {
    const h = harness({files: {'/a': ['/js/shared.js', '/js/a.js'], '/b': ['/js/shared.js', '/js/b.js']}});
    expect(h.prefetch('/a')).toBe(true);
    expect(h.prefetch('/b')).toBe(true);
    expect(h.prefetch('/a')).toBe(false);
    expect(h.fetched).toEqual([]);
    expect(h.pending).toHaveLength(1);
    while (h.pending.length > 0) h.runSlice();
    expect(h.fetched).toEqual(['/js/shared.js', '/js/a.js', '/js/b.js']);
    expect(h.resolved).toEqual(['/a', '/b']);
    expect(h.prefetch('/b')).toBe(false);
    expect(h.pending).toHaveLength(0);
  });

  it('skips files the page has requested already', () => {
    const h = harness({files: {'/a': ['/js/main-route.js', '/js/a.js']}, alreadyRequested: ['/js/main-route.js']});
    h.prefetch('/a');
    while (h.pending.length > 0) h.runSlice();
    expect(h.fetched).toEqual(['/js/a.js']);
  });

  it(`keeps every slice within ${SLICE_MS} ms when steps are short, and goes on in the next idle slice`, () => {
    const files = Array.from({length: 20}, (_, i) => `/js/${i}.js`);
    const h = harness({files: {'/many': files}, routeCost: 2, fileCost: 1});
    h.prefetch('/many');
    const slices: Array<{files: string[]; ms: number}> = [];
    while (h.pending.length > 0) slices.push(h.runSlice());
    expect(h.fetched).toEqual(files);
    expect(slices.length).toBeGreaterThan(2);
    for (const slice of slices) expect(slice.ms).toBeLessThanOrEqual(SLICE_MS);
    // The first slice resolves the route (2 ms), then requests files (1 ms each) while the time used plus
    // the longest step so far (2 ms) fits into 8 ms: after the fifth file, 7 + 2 > 8.
    expect(slices[0]).toEqual({files: files.slice(0, 5), ms: 7});
  });

  it('runs one step a slice when a single step is slow or no idle time is left', () => {
    const h = harness({files: {'/slow': ['/js/1.js', '/js/2.js']}, routeCost: 20, idleMs: 0});
    h.prefetch('/slow');
    expect(h.runSlice()).toEqual({files: [], ms: 20});
    expect(h.runSlice()).toEqual({files: ['/js/1.js'], ms: 1});
    expect(h.runSlice()).toEqual({files: ['/js/2.js'], ms: 1});
    expect(h.pending).toHaveLength(0);
  });

  it('drops only the failing step when resolving a route or requesting a file throws', () => {
    const pending: Array<(timeRemaining: () => number) => void> = [];
    const requested: string[] = [];
    const prefetch = idlePrefetcher({
      chunkUrls: (path) => {
        if (path === '/unknown') throw new Error('no route');
        return ['/js/broken.js', '/js/fine.js'];
      },
      requested: () => false,
      fetch: (url) => {
        if (url === '/js/broken.js') throw new Error('no document head');
        requested.push(url);
      },
      whenIdle: (callback) => void pending.push(callback),
      now: () => 0,
    });
    prefetch('/unknown');
    prefetch('/fine');
    while (pending.length > 0) pending.shift()?.(() => 50);
    expect(requested).toEqual(['/js/fine.js']);
  });
});

/**
 * src/clientModules/prefetchWhenIdle.ts replaces `window.docusaurus.prefetch` with a copy of what @docusaurus/core's
 * client does, split into idle slices. It relies on private parts of core's client, so this guard fails when the
 * installed core no longer works the way the copy assumes (see UPGRADING.md): then update or delete the module.
 */
describe("@docusaurus/core's client, as prefetchWhenIdle mirrors it", () => {
  const coreClient = (file: string): string =>
    readFileSync(createRequire(import.meta.url).resolve(`@docusaurus/core/lib/client/${file}`), 'utf8');

  it('mounts a frozen { prefetch, preload } object on window.docusaurus', () => {
    expect(coreClient('clientEntry.js')).toMatch(/window\.docusaurus = docusaurus;/);
    const client = coreClient('docusaurus.js');
    expect(client).toMatch(/const docusaurus = \{\s*prefetch,\s*preload,\s*\};/);
    expect(client).toMatch(/export default Object\.freeze\(docusaurus\);/);
  });

  it('resolves a route to chunk files the way the copy does', () => {
    const client = coreClient('docusaurus.js');
    expect(client).toMatch(/import \{ matchRoutes \} from 'react-router-config';/);
    expect(client).toMatch(/import routesChunkNames from '@generated\/routesChunkNames';/);
    expect(client).toMatch(/import routes from '@generated\/routes';/);
    // Route chunk names are keyed by the route path plus `-<hash>`.
    expect(client).toContain(".replace(/-[^-]+$/, '') === path");
    expect(client).toMatch(/__webpack_require__\.gca\(chunkName\)/);
    expect(client).toMatch(/chunkAsset && !chunkAsset\.includes\('undefined'\)/);
  });
});
