// @ts-check
/**
 * Serves a Docusaurus build on 127.0.0.1 for the benchmark and budget scripts and the browser tests,
 * with two maintained packages: `serve-handler` (the file server `docusaurus serve` uses) and
 * `compression` (gzip, as the production host sends text). Nothing here resolves paths itself.
 */
import {createServer} from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';

/**
 * @typedef {object} ServeOptions
 * @property {boolean} [pretty] - `true` (default): like the production host, `/x` serves `x/index.html` or
 *   `x.html` and `/x.html` redirects to `/x` (serve-handler's `cleanUrls`). `false`: a plain file host with
 *   no redirect at all, where `/x/index.html` and `/x.html` are answered as files, as GitHub Pages or S3 do.
 * @property {boolean} [gzip] - gzip text responses on the fly (default `true`)
 * @property {(pathname: string) => string | undefined} [rewrite] - maps a request path to another
 *   path to serve instead, or undefined to keep it (tests use it to imitate a host's rules)
 * @property {(pathname: string, bytes: number, headers: import('node:http').IncomingHttpHeaders) => void} [onSent] -
 *   called when a response has been sent, with the request path, the bytes of its body as sent (after gzip) and
 *   the request's headers; the search benchmark counts what a search fetches
 */

/**
 * Start a server for a build folder on a free port. Unknown paths get the build's `404.html` with
 * status 404; files under `/assets/` (names carry a content hash) are sent as immutable.
 * @param {string} dir - the build folder (absolute or relative to the working directory)
 * @param {ServeOptions} [options]
 * @returns {Promise<{origin: string, close: () => Promise<void>}>} its origin (`http://127.0.0.1:<port>`) and a stop function
 * @throws {Error} when the server cannot listen
 */
export async function serveBuild(dir, {pretty = true, gzip = true, rewrite, onSent} = {}) {
  const compress = gzip ? compression() : undefined;
  /** @type {Parameters<typeof serveHandler>[2]} */
  const config = {
    public: dir,
    cleanUrls: pretty,
    directoryListing: false,
    etag: true,
    headers: [{source: 'assets/**', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]}],
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const target = rewrite?.(url.pathname);
    if (target !== undefined) request.url = `${target}${url.search}`;
    if (onSent) countBody(response, (bytes) => onSent(url.pathname, bytes, request.headers));
    const serve = () => void serveHandler(request, response, config);
    if (compress) compress(/** @type {any} */ (request), /** @type {any} */ (response), serve);
    else serve();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('serve-build: no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Count the body bytes of a response as they go out. Installed before the gzip middleware, which then writes
 * its compressed output through these wrappers.
 * @param {import('node:http').ServerResponse} response - the response
 * @param {(bytes: number) => void} done - called once with the total when the response has finished
 */
function countBody(response, done) {
  let bytes = 0;
  /** @param {unknown} chunk */
  const add = (chunk) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) bytes += chunk.length;
  };
  const write = /** @type {(...args: unknown[]) => boolean} */ (/** @type {unknown} */ (response.write.bind(response)));
  const end = /** @type {(...args: unknown[]) => unknown} */ (/** @type {unknown} */ (response.end.bind(response)));
  response.write = /** @type {typeof response.write} */ (
    /** @type {unknown} */ (
      (/** @type {unknown[]} */ ...args) => {
        add(args[0]);
        return write(...args);
      }
    )
  );
  response.end = /** @type {typeof response.end} */ (
    /** @type {unknown} */ (
      (/** @type {unknown[]} */ ...args) => {
        if (typeof args[0] !== 'function') add(args[0]);
        return end(...args);
      }
    )
  );
  response.once('finish', () => done(bytes));
}
