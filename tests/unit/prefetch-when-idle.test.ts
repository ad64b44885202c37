import {describe, expect, it} from 'vitest';
import {queuedPrefetch, SLICE_MS, type IdleScheduler} from '@site/src/clientModules/prefetchWhenIdle';

/** An idle scheduler the test runs by hand, with a fake clock that each prefetch advances. */
function harness(costMs: number, idleMs = 50) {
  let clock = 0;
  const pending: Array<(timeRemaining: () => number) => void> = [];
  const prefetched: string[] = [];
  const whenIdle: IdleScheduler = (callback) => void pending.push(callback);
  const prefetch = (path: string): Promise<unknown> => {
    prefetched.push(path);
    clock += costMs;
    return Promise.resolve();
  };
  /** Runs the next idle slice; returns the paths it prefetched. */
  const runSlice = (): string[] => {
    const before = prefetched.length;
    const sliceStart = clock;
    pending.shift()?.(() => Math.max(0, idleMs - (clock - sliceStart)));
    return prefetched.slice(before);
  };
  return {queue: queuedPrefetch(prefetch, whenIdle, () => clock), pending, prefetched, runSlice};
}

describe('queuedPrefetch', () => {
  it('prefetches nothing until the browser is idle, then each queued path once, in order', () => {
    const h = harness(1);
    expect(h.queue('/docs/a')).toBe(true);
    expect(h.queue('/docs/b')).toBe(true);
    expect(h.queue('/docs/a')).toBe(false);
    expect(h.prefetched).toEqual([]);
    expect(h.pending).toHaveLength(1);
    expect(h.runSlice()).toEqual(['/docs/a', '/docs/b']);
    expect(h.pending).toHaveLength(0);
    expect(h.queue('/docs/b')).toBe(false);
  });

  it(`spends at most ${SLICE_MS} ms a slice and continues in the next idle slice`, () => {
    const h = harness(3);
    for (const path of ['/1', '/2', '/3', '/4', '/5', '/6', '/7']) h.queue(path);
    // 3 ms each: after /1, /2, /3 the slice has used 9 ms ≥ 8 ms and stops.
    expect(h.runSlice()).toEqual(['/1', '/2', '/3']);
    expect(h.pending).toHaveLength(1);
    expect(h.runSlice()).toEqual(['/4', '/5', '/6']);
    expect(h.runSlice()).toEqual(['/7']);
    expect(h.pending).toHaveLength(0);
  });

  it('prefetches at least one path a slice even when a single prefetch is slow or no idle time is left', () => {
    const h = harness(20, 0);
    h.queue('/slow-1');
    h.queue('/slow-2');
    expect(h.runSlice()).toEqual(['/slow-1']);
    expect(h.runSlice()).toEqual(['/slow-2']);
  });

  it('goes on with the queue when a prefetch throws or its promise rejects', async () => {
    const calls: string[] = [];
    const pending: Array<(timeRemaining: () => number) => void> = [];
    const queue = queuedPrefetch(
      (path) => {
        calls.push(path);
        if (path === '/throws') throw new Error('no chunk');
        if (path === '/rejects') return Promise.reject(new Error('404'));
        return false;
      },
      (callback) => void pending.push(callback),
      () => 0,
    );
    queue('/throws');
    queue('/rejects');
    queue('/fine');
    pending.shift()?.(() => 50);
    await Promise.resolve();
    expect(calls).toEqual(['/throws', '/rejects', '/fine']);
  });
});
