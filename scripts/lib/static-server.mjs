// @ts-check
/**
 * A small static server for a Docusaurus build, for the benchmark scripts. It resolves routes the
 * way the production host does (`/x` → `x/index.html` or `x.html`, unknown paths → `404.html` with
 * status 404) and gzips text responses, so that Lighthouse measures transfer sizes like those of
 * the real site rather than the uncompressed ones of `docusaurus serve`.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, normalize, sep} from 'node:path';
import {createGzip} from 'node:zlib';

/** Content types by file extension. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

/** Extensions of responses worth compressing. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.svg', '.webmanifest']);

/**
 * The file of a build that answers a request path, or undefined when none does.
 * Pure apart from the `isFile` callback, so tests can pass a fake file system.
 * @param {string} pathname - URL path, e.g. `/docs/scanners/nmap` (percent-encoded)
 * @param {(relativePath: string) => boolean} isFile - whether a path relative to the build folder is a file
 * @returns {string | undefined} path relative to the build folder, with `/` separators
 */
export function resolveRoute(pathname, isFile) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const clean = normalize(path).split(sep).join('/').replace(/^\/+/, '');
  if (clean.startsWith('..')) return undefined;
  const trimmed = clean.replace(/\/+$/, '');
  const candidates = trimmed === '' ? ['index.html'] : [trimmed, `${trimmed}/index.html`, `${trimmed}.html`];
  return candidates.find((candidate) => isFile(candidate));
}

/**
 * Starts the server on 127.0.0.1 and a free port.
 * @param {string} dir - the build folder
 * @returns {Promise<{origin: string, close: () => Promise<void>}>} its origin (`http://127.0.0.1:<port>`) and a stop function
 */
export async function serveBuild(dir) {
  const isFile = (/** @type {string} */ relativePath) => {
    const full = join(dir, relativePath);
    return existsSync(full) && statSync(full).isFile();
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const found = resolveRoute(url.pathname, isFile);
    const file = found ?? (isFile('404.html') ? '404.html' : undefined);
    if (!file) {
      response.writeHead(404, {'content-type': 'text/plain'}).end('not found');
      return;
    }
    const extension = extname(file);
    /** @type {Record<string, string>} */
    const headers = {
      'content-type': CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extension)] ?? 'application/octet-stream',
      'cache-control': file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test((request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['content-encoding'] = 'gzip';
    response.writeHead(found ? 200 : 404, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(join(dir, file));
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server: no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
