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
 */

/**
 * Start a server for a build folder on a free port. Unknown paths get the build's `404.html` with
 * status 404; files under `/assets/` (names carry a content hash) are sent as immutable.
 * @param {string} dir - the build folder (absolute or relative to the working directory)
 * @param {ServeOptions} [options]
 * @returns {Promise<{origin: string, close: () => Promise<void>}>} its origin (`http://127.0.0.1:<port>`) and a stop function
 * @throws {Error} when the server cannot listen
 */
export async function serveBuild(dir, {pretty = true, gzip = true, rewrite} = {}) {
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
