/**
 * The search engine in the browser: Pagefind's search API (`/pagefind/pagefind.js`, written by plugins/search after
 * the build, with its WebAssembly, index chunks and page fragments), used only as documented on
 * https://pagefind.app/docs/api/ (`options`, `init`, `search`, `preload`, `destroy`, a result's `data()`): it fetches
 * only the index chunks a query needs and the fragments of the pages shown. Plus typo correction against the build's
 * vocabulary (`/pagefind/vocabulary.txt`, fetched only when a query needs correcting) with fastest-levenshtein.
 * Loaded with the search panel, never with the page.
 *
 * Failures never throw to the UI: an index file that does not load, or loads malformed, gives an outcome marked
 * `unavailable` (the panel says that search is unavailable), and the next search starts Pagefind afresh.
 */
import {distance} from 'fastest-levenshtein';

import {MAX_QUERY_LENGTH} from './limits';

export {MAX_QUERY_LENGTH};

/** What the panel and the results page say when a file of the search index could not be loaded. */
export const UNAVAILABLE = 'Search is unavailable: the search index could not be loaded.';

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
  /** Whether a file of the search index could not be loaded: the outcome says nothing about the query then. */
  unavailable: boolean;
}

/** A result of Pagefind's `search`: `data()` loads the page's fragment (rejects when it cannot). */
interface PagefindResult {
  /** Pagefind's id of the page, the same in every search. */
  id: string;
  /** Pagefind's relevance score; results come sorted by it, highest first. */
  score: number;
  data: () => Promise<PagefindData>;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: {title: string; url: string; excerpt: string}[];
}

/**
 * Pagefind's `metaWeights` boost (https://pagefind.app/docs/ranking/) of a match in the `keywords` meta field that
 * plugins/search writes from a page's front matter keywords (the words readers use for its task, "scan does not
 * start", "label every finding"). The keywords are that meta field only, never body text, so that no excerpt quotes
 * them. Over {3, 4, 5, 6, 8} on the relevance suite, 4 put the most intent queries first (51 of 57; 48 with 3, 50
 * with 5, 6 and 8) and gave the best MRR (0.945) with the whole suite's hit@3 at 100 %; the title keeps Pagefind's
 * default 5.
 */
export const KEYWORDS_META_WEIGHT = 4;

/**
 * Pagefind's ranking, tuned on the relevance suite (tests/search/queries.json), not by eye. Over a grid of
 * termFrequency {1, 0.5} × termSaturation {1, 1.4, 2} × pageLength {0.75, 0.5, 0.25, 0}, on the 82 queries
 * without typos: Pagefind's defaults (1, 1.4, 0.75) put the page in the top 3 for 80 with MRR 0.939; these
 * values for 81 with MRR 0.953, the best of the grid. Less weight on repeated terms and on short pages keeps
 * long reference pages (CRDs, scanner pages) ahead of short pages that mention a term often.
 */
export const RANKING = {
  termFrequency: 0.5,
  termSaturation: 1.4,
  pageLength: 0.25,
  termSimilarity: 1.0,
  metaWeights: {keywords: KEYWORDS_META_WEIGHT},
};

/** The part of Pagefind's documented browser API (https://pagefind.app/docs/api/) the site uses. */
interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: {filters?: Record<string, string>}) => Promise<{results?: unknown} | null>;
  destroy: () => Promise<void>;
}

/** A file of the search index could not be loaded, or was malformed (Pagefind rejected, or a check below failed). */
export class IndexUnavailableError extends Error {
  constructor(reason: string) {
    super(`search: the search index could not be loaded (${reason})`);
    this.name = 'IndexUnavailableError';
  }
}

let engine: Promise<PagefindApi> | undefined;
/** The Pagefind module of {@link engine} once imported, to be destroyed when the engine fails. */
let loaded: PagefindApi | undefined;
/**
 * Failed engines so far. After a failure, `pagefind.js` is imported again under a new URL (`?retry=N`): a fresh module
 * whose `init` loads the index from the start, also when it was `pagefind.js` itself that failed to load.
 */
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
 * Drop an engine after a failure, unless a newer one has replaced it; the next search starts Pagefind afresh.
 * @param failed - the engine that failed
 */
function dropEngine(failed: Promise<PagefindApi>): void {
  if (engine !== failed) return;
  engine = undefined;
  attempts += 1;
  const instance = loaded;
  loaded = undefined;
  instance?.destroy().catch(() => undefined);
}

/**
 * Import Pagefind's search API (once; again after a failure) and start it with the site's options. Pagefind runs on
 * the main thread (`noWorker`): its worker would load a second copy of its search code, and a search here takes a few
 * milliseconds. The ranking is set after `init()`, whose promise Pagefind resolves before the index has loaded: then
 * `options` waits for the index and rejects when a file of it failed, so the failure reaches this promise.
 * @returns the started API; rejects with {@link IndexUnavailableError} when `pagefind.js` or the index cannot be loaded
 */
function loadEngine(): Promise<PagefindApi> {
  if (engine) return engine;
  const basePath = `${baseUrl}pagefind/`;
  const url = `${basePath}pagefind.js${attempts > 0 ? `?retry=${attempts}` : ''}`;
  const loading = (async () => {
    let pagefind: PagefindApi;
    try {
      pagefind = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
    } catch {
      throw new IndexUnavailableError('pagefind.js');
    }
    loaded = pagefind;
    try {
      await pagefind.options({basePath, baseUrl, noWorker: true, excerptLength: 24});
      await pagefind.init();
      await pagefind.options({ranking: RANKING});
    } catch {
      throw new IndexUnavailableError('index files');
    }
    return pagefind;
  })();
  engine = loading;
  loading.catch(() => dropEngine(loading));
  return loading;
}

/** Load (once; again after a failure) the vocabulary: word → frequency. */
function loadVocabulary(): Promise<Map<string, number>> {
  vocabulary ??= (async () => {
    try {
      const response = await fetch(`${baseUrl}pagefind/vocabulary.txt`);
      if (!response.ok) throw new Error(String(response.status));
      return parseVocabulary(await response.text());
    } catch {
      throw new IndexUnavailableError('vocabulary.txt');
    }
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

/** The audience a page is written for: the Pagefind filter `audience` written by plugins/search/prepare.ts. */
type Audience = 'reader' | 'builder' | 'blog';

/**
 * A query that asks how to build on secureCodeBox: it names the SDK, a parser, a decision record, contributing,
 * the architecture or an integration, or asks to write, develop, implement, create or add a scanner, hook or parser
 * ("write my own scanner", "parser SDK", "ADR 17"). Contributor pages then are what the reader looks for.
 */
export const BUILDER_INTENT =
  /\b(sdk|parsers?|adr|contribut\w*|architecture|integrat\w*)\b|\b(write|writing|develop\w*|implement\w*|create|add)\b.*\b(scanners?|hooks?|parsers?)\b/i;

/**
 * Score factors of the pages that are not reader pages, tuned on the relevance suite (tests/search/queries.json):
 * builder pages (contributor guide, architecture, decision records) and blog posts count half for a reader's query;
 * for a query with {@link BUILDER_INTENT}, builder pages count 1.5 times, which outweighs the half weight their text
 * has in the index, and blog posts still half. Over factors {0.7, 0.6, 0.5, 0.4, 0.35, 0.25} × {1, 1.5, 2, 3}, these
 * gave the most intent queries first (hit@1) with the whole suite's hit@3 highest.
 */
export const AUDIENCE_FACTOR = {demoted: 0.5, builderIntent: 1.5} as const;

/**
 * Pagefind's results ordered by score × audience factor ({@link AUDIENCE_FACTOR}); equal products keep Pagefind's
 * order. Needs no page's fragment: the audience of each hit comes from the filtered searches.
 * @param results - Pagefind's results, highest score first
 * @param readers - ids of the hits that are reader pages
 * @param blog - ids of the hits that are blog posts
 * @param query - the query searched (for {@link BUILDER_INTENT})
 * @returns the same results, reordered
 */
export function rerank<T extends {id: string; score: number}>(
  results: T[],
  readers: Set<string>,
  blog: Set<string>,
  query: string,
): T[] {
  const builderFactor = BUILDER_INTENT.test(query) ? AUDIENCE_FACTOR.builderIntent : AUDIENCE_FACTOR.demoted;
  const factor = (result: T): number =>
    readers.has(result.id) ? 1 : blog.has(result.id) ? AUDIENCE_FACTOR.demoted : builderFactor;
  return results
    .map((result, index) => ({
      result,
      index,
      score: (Number.isFinite(result.score) ? result.score : 0) * factor(result),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({result}) => result);
}

/**
 * Run one query through Pagefind. Rejects (and drops the engine, so that the next call starts Pagefind afresh) when
 * the index or a page's fragment could not be loaded.
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
    dropEngine(loading);
    throw error instanceof IndexUnavailableError ? error : new IndexUnavailableError('search');
  }
}

/**
 * {@link runQuery} on a started engine.
 * @param pagefind - the engine
 * @param query - already cut and trimmed
 * @param limit - pages to load data for
 * @param filter - `Docs`, `Blog` or none
 * @param signal - aborted when the result is no longer wanted
 */
async function queryEngine(
  pagefind: PagefindApi,
  query: string,
  limit: number,
  filter?: 'Docs' | 'Blog',
  signal?: AbortSignal,
): Promise<{total: number; hits: PageHit[]}> {
  const byType: Record<string, string> = filter ? {type: filter} : {};
  const found = await pagefind.search(query, {filters: byType});
  const all = (Array.isArray(found?.results) ? found.results : []) as PagefindResult[];
  // Which hits are reader pages and which are blog posts: the same search restricted by the `audience` filter
  // (plugins/search/prepare.ts). It reads the index chunks the search has loaded, and no page fragment.
  const ids = async (value: Audience): Promise<Set<string>> => {
    const some = await pagefind.search(query, {filters: {...byType, audience: value}});
    return new Set(((Array.isArray(some?.results) ? some.results : []) as PagefindResult[]).map((r) => r.id));
  };
  const results = all.length > 1 ? rerank(all, await ids('reader'), await ids('blog'), query) : all;
  // A newer query replaced this one while it ran (fast typing): do not fetch the pages' fragments.
  if (signal?.aborted) return {total: results.length, hits: []};
  // Only the pages shown are fetched (their fragments), never all hits.
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return {total: results.length, hits: data.map(toHit).filter((hit): hit is PageHit => hit !== null)};
}

/**
 * A word of the query that the index must find on its own: letters and digits only, 3 or more characters, and a word
 * of the vocabulary or the start of one (Pagefind matches the last word as a prefix). `undefined` when there is none.
 * @param query - the query
 * @param words - the vocabulary, written from the same text as the index
 */
export function indexedWord(query: string, words: Map<string, number>): string | undefined {
  return queryTerms(query)
    .filter((term) => /^[\p{L}\p{N}]{3,}$/u.test(term))
    .find((term) => {
      if (words.has(term)) return true;
      for (const word of words.keys()) if (word.startsWith(term)) return true;
      return false;
    });
}

/**
 * Pagefind gives no results, without an error, when an index chunk failed to load (it logs the failure and goes on).
 * A query none of whose pages were found is therefore checked: when one of its words is in the vocabulary (written
 * from the same text as the index), searching that word alone must find a page, or the index is broken.
 * @param query - the query that found nothing
 * @param words - the vocabulary
 * @throws IndexUnavailableError when the index does not find a word it contains
 */
async function checkIndexed(query: string, words: Map<string, number>): Promise<void> {
  const word = indexedWord(query, words);
  if (!word) return;
  const {total} = await runQuery(word, 0);
  if (total === 0) {
    if (engine) dropEngine(engine);
    throw new IndexUnavailableError('an index chunk');
  }
}

/**
 * Words a reader adds around a task ("how to install securecodebox", "where are my findings", "can I delete old
 * scans"): question words, pronouns, articles, auxiliaries and prepositions. Pagefind finds only pages that contain
 * every word of a query, so a page that does the task but never says "how" or "my" would drop out; these words are
 * left out of the query Pagefind gets. Words that carry meaning in this documentation ("not", "new", "all", "use",
 * "run") are not on the list.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'how',
  'what',
  'which',
  'where',
  'when',
  'why',
  'who',
  'whom',
  'i',
  'me',
  'my',
  'mine',
  'we',
  'us',
  'our',
  'you',
  'your',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'am',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'to',
  'of',
  'for',
  'in',
  'on',
  'at',
  'by',
  'with',
  'from',
  'into',
  'onto',
  'about',
  'and',
  'or',
  'so',
  'there',
  'here',
  'please',
  'want',
  'need',
  'own',
  'some',
  'any',
  'way',
  'ways',
  'possible',
  'tell',
]);

/**
 * The query Pagefind gets: the typed query without {@link FILLER_WORDS} and question marks; the query itself when it
 * has nothing else (a reader who searches "how" gets what Pagefind finds for it).
 * @param query - the query, cut and trimmed
 * @returns the words that say what the reader wants, joined by single spaces
 */
export function withoutFiller(query: string): string {
  const words = query.replace(/[?!]+/g, ' ').split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => !FILLER_WORDS.has(word.toLowerCase().replace(/[.,;:]+$/, '')));
  return kept.length > 0 ? kept.join(' ') : query;
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
 * for …"). Never rejects: when a file of the index cannot be loaded, the outcome has no results and `unavailable`.
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
  const whole = /\s\S$/.test(cut) ? cut.slice(0, -1).trim() : cut;
  const query = withoutFiller(whole);
  const {signal} = options;
  const limit = options.limit ?? MAX_PANEL_RESULTS;
  const empty: SearchOutcome = {
    typed: cut,
    query,
    correctedFrom: null,
    total: 0,
    hits: [],
    terms: [],
    unavailable: false,
  };
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
      unavailable: false,
    };
    if (first.total > 0 && (options.correct === false || matchedLiterally(query, first.hits))) return exact;
    const words = await loadVocabulary();
    if (first.total === 0) await checkIndexed(query, words);
    if (options.correct === false) return exact;
    const corrected = correctQuery(query, words);
    // Words the site does not contain, and no close word either: Pagefind's loose matches would be noise.
    if (!corrected) return knownWords(query, words) ? exact : empty;
    const second = await runQuery(corrected, limit, options.filter, signal);
    if (second.total === 0) return exact;
    return {
      typed: cut,
      query: corrected,
      correctedFrom: query,
      ...second,
      terms: queryTerms(corrected),
      unavailable: false,
    };
  } catch {
    // Every failure is an index file that could not be loaded (IndexUnavailableError); the engine that failed has
    // been dropped, and the next search starts Pagefind afresh.
    return {...empty, unavailable: !signal?.aborted};
  } finally {
    done();
  }
}
