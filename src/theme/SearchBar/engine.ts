/**
 * The search engine in the browser: Pagefind's search (its WebAssembly, index chunks and page fragments under
 * `/pagefind/`, written by plugins/search after the build) in the site's search worker
 * (`/pagefind/search-worker.js`, see {@link SearchWorker}), so the search runs off the main thread and fetches only
 * the index chunks a query needs and the fragments of the pages shown; plus typo correction against the build's
 * vocabulary (`/pagefind/vocabulary.txt`, fetched only when a query needs correcting) with fastest-levenshtein.
 * Loaded with the search panel, never with the page.
 *
 * Failures never throw to the UI: an index that does not load, or loads malformed, gives no results, and the next
 * search starts a new worker that asks the server again.
 */
import {distance} from 'fastest-levenshtein';

import {MAX_QUERY_LENGTH} from './limits';

export {MAX_QUERY_LENGTH};

/** Results of a search that the panel shows (pages); the results page shows up to {@link MAX_PAGE_RESULTS}. */
export const MAX_PANEL_RESULTS = 8;
/** Results the results page shows at most. */
export const MAX_PAGE_RESULTS = 50;
/** Matching sections shown under a page. */
export const MAX_SECTIONS = 3;

/** A piece of an excerpt: plain text, or a term Pagefind marked. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** A matching section of a page. */
export interface SectionHit {
  title: string;
  /** Site-relative URL with the heading's `#anchor`. */
  url: string;
  excerpt: ExcerptPart[];
}

/** One page of the results, with its best sections. */
export interface PageHit {
  title: string;
  /** Site-relative URL of the page. */
  url: string;
  /** Sidebar category path, "Blog" or "Home" (plugins/search/prepare.ts `breadcrumb`). */
  breadcrumb: string;
  /** `Docs` or `Blog` (the plugin's `type` filter). */
  kind: 'Docs' | 'Blog';
  excerpt: ExcerptPart[];
  sections: SectionHit[];
}

/** What a search returns. */
export interface SearchOutcome {
  /** The query as typed, cut to {@link MAX_QUERY_LENGTH} and trimmed. */
  typed: string;
  /** The query as searched (cut to {@link MAX_QUERY_LENGTH}, possibly corrected). */
  query: string;
  /** The corrected query when the typed one found nothing and a correction did; else `null`. */
  correctedFrom: string | null;
  /** Number of matching pages in total. */
  total: number;
  hits: PageHit[];
  /** Words to mark on the target page. */
  terms: string[];
}

/** A result of Pagefind's `search` as its worker sends it: `data` is the id to ask `getData` for. */
interface PagefindResult {
  data: string;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: {title: string; url: string; excerpt: string}[];
}

/**
 * Pagefind's ranking, tuned on the relevance suite (tests/search/queries.json), not by eye. Over a grid of
 * termFrequency {1, 0.5} × termSaturation {1, 1.4, 2} × pageLength {0.75, 0.5, 0.25, 0}, on the 82 queries
 * without typos: Pagefind's defaults (1, 1.4, 0.75) put the page in the top 3 for 80 with MRR 0.939; these
 * values for 81 with MRR 0.953, the best of the grid. Less weight on repeated terms and on short pages keeps
 * long reference pages (CRDs, scanner pages) ahead of short pages that mention a term often.
 */
export const RANKING = {termFrequency: 0.5, termSaturation: 1.4, pageLength: 0.25, termSimilarity: 1.0};

/**
 * The search worker (`/pagefind/search-worker.js`, written by plugins/search from plugins/search/worker.js), which
 * runs Pagefind's own worker code and speaks its protocol: the page posts `{id, method, args}` and the worker answers
 * `{id, result}` or `{id, error}`. The worker checks every index file before Pagefind reads it and posts
 * `{type: 'broken'}` instead of passing on a missing or malformed one; the page then ends it, and the next search
 * starts a new one.
 */
class SearchWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<string, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  private nextId = 0;
  private failure: Error | null = null;

  /**
   * Start the worker and Pagefind in it; the index starts loading at once.
   * @param url - the worker script
   * @param onBroken - called once when the worker reports a broken index or fails
   */
  constructor(url: string, onBroken: () => void) {
    this.worker = new Worker(url);
    const broken = (reason: string): void => {
      if (this.failure) return;
      this.failure = new Error(`search: ${reason}`);
      this.worker.terminate();
      for (const {reject} of this.pending.values()) reject(this.failure);
      this.pending.clear();
      onBroken();
    };
    this.worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const message = (event.data ?? {}) as {type?: unknown; id?: unknown; result?: unknown; error?: unknown};
      if (message.type === 'broken') {
        broken('the index is broken');
        return;
      }
      const waiting = typeof message.id === 'string' ? this.pending.get(message.id) : undefined;
      if (!waiting || typeof message.id !== 'string') return;
      this.pending.delete(message.id);
      if (message.error !== undefined)
        waiting.reject(new Error(`search: ${typeof message.error === 'string' ? message.error : 'Pagefind failed'}`));
      else waiting.resolve(message.result);
    });
    this.worker.addEventListener('error', (event) => {
      // The worker script could not be loaded or threw: handled here, the next search starts a new worker.
      event.preventDefault();
      broken('the search worker failed');
    });
    this.worker.addEventListener('messageerror', () => broken('a message could not be read'));
  }

  /**
   * Call a method of Pagefind's worker.
   * @param method - `init`, `options`, `search`, `getData` or `releaseData`
   * @param args - its arguments
   * @returns its result; rejects when Pagefind reports an error or the index is broken
   */
  call(method: string, args: unknown[]): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = `m${(this.nextId += 1)}`;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.worker.postMessage({id, method, args});
    });
  }

  /**
   * Send a message whose answer is not needed (releasing a result's data).
   * @param method - the method
   * @param args - its arguments
   */
  notify(method: string, args: unknown[]): void {
    if (!this.failure) this.worker.postMessage({id: `n${(this.nextId += 1)}`, method, args});
  }

  /** End the worker. */
  terminate(): void {
    this.worker.terminate();
  }
}

let engine: Promise<SearchWorker> | undefined;
/** Failed engines so far: a new worker after a failure asks the server again for every file (`?retry`). */
let attempts = 0;
let vocabulary: Promise<Map<string, number>> | undefined;

/** The site's base URL (`/`), where `pagefind/` lives. */
let baseUrl = '/';

/**
 * Set where the index lives (the site's `baseUrl`).
 * @param base - e.g. `/`
 */
export function setBaseUrl(base: string): void {
  baseUrl = base.endsWith('/') ? base : `${base}/`;
}

/**
 * Drop an engine after a failure, unless a newer one has replaced it; the next search starts a new worker.
 * @param failed - the engine that failed
 */
function dropEngine(failed: Promise<SearchWorker>): void {
  if (engine !== failed) return;
  engine = undefined;
  attempts += 1;
  failed.then((worker) => worker.terminate()).catch(() => undefined);
}

/** Start (once; again after a failure) the search worker and Pagefind in it, with the site's ranking. */
function loadEngine(): Promise<SearchWorker> {
  if (engine) return engine;
  const basePath = `${baseUrl}pagefind/`;
  const url = `${basePath}search-worker.js${attempts > 0 ? `?retry=${attempts}` : ''}`;
  const loading = (async () => {
    const worker = new SearchWorker(url, () => dropEngine(loading));
    await worker.call('init', [{basePath, language: 'en', primary: true}]);
    await worker.call('options', [{ranking: RANKING, excerptLength: 24}]);
    return worker;
  })();
  engine = loading;
  loading.catch(() => dropEngine(loading));
  return loading;
}

/** Load (once; again after a failure) the vocabulary: word → frequency. */
function loadVocabulary(): Promise<Map<string, number>> {
  vocabulary ??= (async () => {
    const response = await fetch(`${baseUrl}pagefind/vocabulary.txt`);
    if (!response.ok) throw new Error(`search: vocabulary ${response.status}`);
    return parseVocabulary(await response.text());
  })();
  vocabulary.catch(() => {
    vocabulary = undefined;
  });
  return vocabulary;
}

/** Start loading the engine early (hover or focus of the search box); errors are left to the first search. */
export function preload(): void {
  loadEngine().catch(() => undefined);
}

/**
 * Parse the vocabulary file: `word count` lines; malformed lines are skipped.
 * @param text - the file
 */
export function parseVocabulary(text: string): Map<string, number> {
  const words = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [word, count] = line.split(' ');
    const n = Number(count);
    if (word && Number.isFinite(n) && n > 0) words.set(word, n);
  }
  return words;
}

/**
 * Edit distance with an adjacent transposition counted as one edit (`nmpa` → `nmap`), as readers
 * mistype; Levenshtein distance (fastest-levenshtein) otherwise.
 * @param a - a word
 * @param b - another word
 */
export function editDistance(a: string, b: string): number {
  if (a.length === b.length && a !== b) {
    for (let i = 0; i < a.length - 1; i += 1) {
      if (a[i] !== b[i]) {
        if (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)) return 1;
        break;
      }
    }
  }
  return distance(a, b);
}

/**
 * The closest vocabulary word to a word not in the vocabulary: the smallest edit distance (at most 1
 * for words up to 4 characters, 2 above; see {@link editDistance}), then the most frequent. A word in
 * the vocabulary, or one with no close word, is returned unchanged.
 * @param word - lower-case word
 * @param words - the vocabulary
 */
export function correctWord(word: string, words: Map<string, number>): string {
  if (word.length < 3 || words.has(word)) return word;
  const limit = word.length <= 4 ? 1 : 2;
  let best = word;
  let bestDistance = limit + 1;
  let bestCount = 0;
  for (const [candidate, count] of words) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const d = editDistance(word, candidate);
    if (d < bestDistance || (d === bestDistance && count > bestCount)) {
      best = candidate;
      bestDistance = d;
      bestCount = count;
    }
  }
  return bestDistance <= limit ? best : word;
}

/**
 * Whether every word of a query (3 or more characters) is in the vocabulary or begins one of its words (typing).
 * @param query - the query
 * @param words - the vocabulary
 */
export function knownWords(query: string, words: Map<string, number>): boolean {
  const terms = queryTerms(query)
    .map((term) => term.replace(/^[-_.]+|[-_.]+$/g, ''))
    .filter((term) => term.length >= 3);
  const known = (term: string): boolean => {
    if (words.has(term)) return true;
    for (const word of words.keys()) if (word.startsWith(term)) return true;
    return false;
  };
  return terms.every(known);
}

/**
 * Correct every word of a query against the vocabulary.
 * @param query - the query
 * @param words - the vocabulary
 * @returns the corrected query, or `null` when nothing changed
 */
export function correctQuery(query: string, words: Map<string, number>): string | null {
  let changed = false;
  const corrected = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.-]+/u)
    .filter(Boolean)
    .map((word) => {
      const fixed = correctWord(word, words);
      if (fixed !== word) changed = true;
      return fixed;
    })
    .join(' ');
  return changed ? corrected : null;
}

/**
 * Pagefind's excerpt (text with `<mark>` around terms, other characters entity-escaped) as parts;
 * any other markup is dropped, so an excerpt can never inject elements.
 * @param excerpt - HTML from Pagefind
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const decode = (text: string): string =>
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&amp;/g, '&');
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>') ? {text: decode(part), marked: true} : {text: decode(part), marked: false},
    );
}

/** The words of a query, for marking on the target page. */
export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}_.-]+/u)
        .filter((word) => word.length >= 2),
    ),
  ];
}

/**
 * Turn Pagefind's data of a page into a hit; `null` when it is malformed.
 * @param data - from `result.data()`
 */
function toHit(data: PagefindData): PageHit | null {
  if (typeof data?.url !== 'string' || typeof data.excerpt !== 'string') return null;
  const title = data.meta?.title ?? data.url;
  const sections = (data.sub_results ?? [])
    .filter((sub) => typeof sub?.url === 'string' && sub.url.includes('#') && sub.title !== title)
    .slice(0, MAX_SECTIONS)
    .map((sub) => ({title: sub.title, url: sub.url, excerpt: parseExcerpt(sub.excerpt ?? '')}));
  return {
    title,
    url: data.url,
    breadcrumb: data.meta?.breadcrumb ?? '',
    kind: data.filters?.type?.[0] === 'Blog' ? 'Blog' : 'Docs',
    excerpt: parseExcerpt(data.excerpt),
    sections,
  };
}

/**
 * Run one query through Pagefind; resolves to no results on any failure (and the next call retries loading).
 * @param query - already cut and trimmed
 * @param limit - pages to load data for
 * @param filter - `Docs`, `Blog` or none
 * @param signal - aborted when the result is no longer wanted
 */
async function runQuery(
  query: string,
  limit: number,
  filter?: 'Docs' | 'Blog',
  signal?: AbortSignal,
): Promise<{total: number; hits: PageHit[]}> {
  const loading = loadEngine();
  try {
    return await queryEngine(await loading, query, limit, filter, signal);
  } catch (error) {
    // A malformed index or a failed chunk: start from a fresh engine on the next search.
    dropEngine(loading);
    throw error;
  }
}

/**
 * {@link runQuery} on a started engine.
 * @param worker - the engine
 * @param query - already cut and trimmed
 * @param limit - pages to load data for
 * @param filter - `Docs`, `Blog` or none
 * @param signal - aborted when the result is no longer wanted
 */
async function queryEngine(
  worker: SearchWorker,
  query: string,
  limit: number,
  filter?: 'Docs' | 'Blog',
  signal?: AbortSignal,
): Promise<{total: number; hits: PageHit[]}> {
  const found = (await worker.call('search', [query, filter ? {filters: {type: filter}} : {}])) as {
    results?: unknown;
  } | null;
  const results = (Array.isArray(found?.results) ? found.results : []) as PagefindResult[];
  const ids = results.map((result) => result.data).filter((id) => typeof id === 'string');
  try {
    // A newer query replaced this one while it ran (fast typing): do not fetch the pages' fragments.
    if (signal?.aborted) return {total: results.length, hits: []};
    // Only the pages shown are fetched (their fragments), never all hits.
    const data = (await Promise.all(ids.slice(0, limit).map((id) => worker.call('getData', [id])))) as PagefindData[];
    return {total: results.length, hits: data.map(toHit).filter((hit): hit is PageHit => hit !== null)};
  } finally {
    // The worker keeps each result until released.
    for (const id of ids) worker.notify('releaseData', [id]);
  }
}

/** Settles when the search running now has ended (see {@link search}). */
let queue: Promise<void> = Promise.resolve();
/** Longest a search waits for the one before it to end, ms. */
const QUEUE_WAIT = 2000;

/** Queries shorter than this are not searched: Pagefind's prefix search of one letter touches most of the index (seconds). */
export const MIN_QUERY_LENGTH = 2;

/**
 * Whether Pagefind found the query's own words: each word of 3 or more characters occurs in a
 * term Pagefind marked in an excerpt. Pagefind stems words, so a typo such as `trivvy` still
 * matches pages (on `try`, `tried`): those marks do not contain the word, and the query is
 * treated as not in the index.
 * @param query - the query
 * @param hits - the hits of a search
 */
export function matchedLiterally(query: string, hits: PageHit[]): boolean {
  const marks = hits.flatMap((hit) =>
    [hit.excerpt, ...hit.sections.map((section) => section.excerpt)].flatMap((parts) =>
      parts.filter((part) => part.marked).map((part) => part.text.toLowerCase()),
    ),
  );
  const words = queryTerms(query).filter((word) => word.replace(/^[-_.]+|[-_.]+$/g, '').length >= 3);
  return (
    marks.length > 0 && words.every((word) => marks.some((mark) => mark.includes(word.replace(/^[-_.]+|[-_.]+$/g, ''))))
  );
}

/**
 * Search the site. When the query's words are not in the index (no results, or no hit with a
 * marked term), the query is corrected against the vocabulary and searched again ("Showing results
 * for …"). Never rejects: failures give no results.
 * @param typed - what the reader typed (cut to {@link MAX_QUERY_LENGTH})
 * @param options - `limit` pages (default {@link MAX_PANEL_RESULTS}), `filter` Docs or Blog,
 *   `correct: false` to search exactly what was typed, `signal` to stop fetching when a newer query replaced it
 */
export async function search(
  typed: string,
  options: {limit?: number; filter?: 'Docs' | 'Blog'; correct?: boolean; signal?: AbortSignal} = {},
): Promise<SearchOutcome> {
  const cut = typed.slice(0, MAX_QUERY_LENGTH).trim();
  // While a new word is begun (`cascading r`), search what is complete: one letter matches a large part of the index.
  const query = /\s\S$/.test(cut) ? cut.slice(0, -1).trim() : cut;
  const {signal} = options;
  const limit = options.limit ?? MAX_PANEL_RESULTS;
  const empty: SearchOutcome = {typed: cut, query, correctedFrom: null, total: 0, hits: [], terms: []};
  if (query.length < MIN_QUERY_LENGTH) return empty;
  // One search at a time: keys typed while one runs replace each other, and only the newest query is searched
  // when it ends (the others are aborted by then), so fast typing does not fetch the fragments of every prefix.
  // A search that hangs (a stalled request) holds the next one back for at most QUEUE_WAIT ms.
  const previous = Promise.race([queue, new Promise((resolve) => setTimeout(resolve, QUEUE_WAIT))]);
  let done = (): void => undefined;
  queue = new Promise((resolve) => {
    done = resolve;
  });
  try {
    await previous;
    if (signal?.aborted) return empty;
    const first = await runQuery(query, limit, options.filter, signal);
    if (signal?.aborted) return empty;
    const exact: SearchOutcome = {
      typed: cut,
      query,
      correctedFrom: null,
      ...first,
      terms: first.total > 0 ? queryTerms(query) : [],
    };
    if (options.correct === false || (first.total > 0 && matchedLiterally(query, first.hits))) return exact;
    const words = await loadVocabulary();
    const corrected = correctQuery(query, words);
    // Words the site does not contain, and no close word either: Pagefind's loose matches would be noise.
    if (!corrected) return knownWords(query, words) ? exact : empty;
    const second = await runQuery(corrected, limit, options.filter, signal);
    if (second.total === 0) return exact;
    return {typed: cut, query: corrected, correctedFrom: query, ...second, terms: queryTerms(corrected)};
  } catch {
    // runQuery has dropped the engine that failed; the next search starts a new one.
    return empty;
  } finally {
    done();
  }
}
