import {useEffect, useState} from 'react';
import {search, type SearchOutcome} from './engine';

/** A loading indicator shows only once a search has taken this long, ms (the spec's "stalled" state). */
export const STALLED_AFTER = 300;

/** State of {@link useSearch}. */
export interface SearchState {
  /** The outcome of the latest finished search (`null` before the first). */
  outcome: SearchOutcome | null;
  /** Whether the latest search has been running for {@link STALLED_AFTER} ms or more. */
  stalled: boolean;
  /** Whether a search is running. */
  pending: boolean;
}

/**
 * Search as the query changes; an older search that finishes late is ignored.
 * @param query - the query; empty gives no outcome
 * @param options - passed to engine.ts `search` (`limit`, `filter`, `correct`)
 */
export function useSearch(query: string, options: Parameters<typeof search>[1] = {}): SearchState {
  const [state, setState] = useState<SearchState>({outcome: null, stalled: false, pending: false});
  const {limit, filter, correct} = options;
  useEffect(() => {
    if (!query.trim()) {
      setState({outcome: null, stalled: false, pending: false});
      return undefined;
    }
    let current = true;
    const controller = new AbortController();
    setState((previous) => ({...previous, pending: true}));
    const timer = setTimeout(() => {
      if (current) setState((previous) => ({...previous, stalled: true}));
    }, STALLED_AFTER);
    void search(query, {limit, filter, correct, signal: controller.signal}).then((outcome) => {
      clearTimeout(timer);
      if (current) setState({outcome, stalled: false, pending: false});
    });
    return () => {
      current = false;
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, limit, filter, correct]);
  return state;
}
