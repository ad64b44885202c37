// @ts-check
/**
 * The site's search worker, written by plugins/search to `build/pagefind/search-worker.js` (the placeholder
 * `__PAGEFIND_VERSION__` replaced by the version of the index). The browser's search (src/theme/SearchBar/engine.ts)
 * starts it instead of Pagefind's `pagefind.js`, so the page loads one copy of Pagefind's search code, not two: this
 * worker loads Pagefind's own worker code (`pagefind-worker.js`, which answers the messages `init`, `options`,
 * `search`, `getData` and `releaseData`) and gives it a `fetch` that checks every file of the index before Pagefind
 * sees it:
 *
 * - the HTTP status is 2xx;
 * - `pagefind-entry.json` is JSON with this version and at least one language;
 * - every other file (`.pf_meta`, `.pagefind` WebAssembly, `.pf_index`, `.pf_filter`, `.pf_fragment`) is gzip
 *   that inflates to Pagefind's `pagefind_dcd` signature; the WebAssembly validates; a fragment is JSON with a
 *   `url` and `content`.
 *
 * Pagefind gets the inflated bytes (it skips its own JavaScript inflate for data that starts with the signature).
 * A file that fails a check never reaches Pagefind, which would report it with `console.error`: the worker posts
 * `{type: 'broken', url, reason}` to the page, leaves Pagefind's request unanswered, and the page ends this worker
 * and starts a new one on the next search. With `?retry` in its URL the worker revalidates every file with the
 * server (`cache: 'no-cache'`), so a file that failed is not taken from the HTTP cache again.
 */

/**
 * The parts of the worker's global scope used here (the project's type checking knows the DOM, not workers).
 * @typedef {object} WorkerScope
 * @property {typeof fetch} fetch
 * @property {(...urls: string[]) => void} importScripts
 * @property {(message: unknown) => void} postMessage
 * @property {{href: string, search: string}} location
 */

const VERSION = '__PAGEFIND_VERSION__';
const SIGNATURE = 'pagefind_dcd';
const scope = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
const networkFetch = scope.fetch.bind(scope);
const cache = scope.location.search.includes('retry') ? 'no-cache' : 'default';
let broken = false;

/**
 * Tell the page that the index is broken, once, and never answer the request that found it.
 * @param {string} url - the file
 * @param {string} reason - what was wrong
 * @returns {Promise<Response>} a promise that never settles
 */
function fail(url, reason) {
  if (!broken) {
    broken = true;
    scope.postMessage({type: 'broken', url, reason});
  }
  return new Promise(() => undefined);
}

/**
 * Inflate gzip data with the browser's own DecompressionStream.
 * @param {ArrayBuffer} data - gzip
 * @returns {Promise<Uint8Array>} the inflated bytes
 * @throws when the data is not valid gzip
 */
async function gunzip(data) {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Whether a value is an index entry of this version: `{version, languages: {…}}` with at least one language.
 * @param {unknown} value - the parsed `pagefind-entry.json`
 */
function isEntry(value) {
  if (typeof value !== 'object' || value === null) return false;
  const {version, languages} = /** @type {{version?: unknown, languages?: unknown}} */ (value);
  return (
    version === VERSION && typeof languages === 'object' && languages !== null && Object.keys(languages).length > 0
  );
}

/**
 * Whether a value is a page fragment: `{url, content}` strings.
 * @param {unknown} value - the parsed fragment
 */
function isFragment(value) {
  if (typeof value !== 'object' || value === null) return false;
  const {url, content} = /** @type {{url?: unknown, content?: unknown}} */ (value);
  return typeof url === 'string' && typeof content === 'string';
}

/**
 * Pagefind's `fetch`: fetches a file of the index and passes it on only when it is well-formed.
 * @param {RequestInfo | URL} input - the URL Pagefind asks for
 * @returns {Promise<Response>} the checked file (inflated), or a promise that never settles when it is broken
 */
async function checkedFetch(input) {
  const url = input instanceof Request ? input.url : String(input);
  if (broken) return new Promise(() => undefined);
  /** @type {Response} */
  let response;
  try {
    response = await networkFetch(input, {cache});
  } catch {
    return fail(url, 'network error');
  }
  if (!response.ok) return fail(url, `HTTP ${response.status}`);
  const path = new URL(url, scope.location.href).pathname;
  try {
    if (path.endsWith('.json')) {
      const entry = /** @type {unknown} */ (await response.json());
      if (!isEntry(entry)) return await fail(url, `not an index entry of Pagefind ${VERSION}`);
      return new Response(JSON.stringify(entry), {headers: {'Content-Type': 'application/json'}});
    }
    const bytes = await gunzip(await response.arrayBuffer());
    if (new TextDecoder().decode(bytes.subarray(0, SIGNATURE.length)) !== SIGNATURE)
      return await fail(url, 'no Pagefind signature');
    const body = bytes.subarray(SIGNATURE.length);
    if (path.endsWith('.pagefind') && !WebAssembly.validate(body)) return await fail(url, 'not WebAssembly');
    if (path.endsWith('.pf_fragment') && !isFragment(JSON.parse(new TextDecoder().decode(body))))
      return await fail(url, 'not a page fragment');
    return new Response(bytes);
  } catch {
    return fail(url, 'malformed');
  }
}

scope.fetch = checkedFetch;
try {
  scope.importScripts('pagefind-worker.js');
} catch {
  void fail('pagefind-worker.js', 'could not be loaded');
}
