// @ts-check
/**
 * HTTP checks of the nginx deployment, with real requests to a running nginx that serves
 * deploy/nginx/site.conf. scripts/test-deploy.mjs starts nginx and runs this file with
 * `node --test`; it sets:
 *
 * - DEPLOY_BASE_URL  the server, e.g. http://127.0.0.1:41234
 * - DEPLOY_SITE_DIR  the directory nginx serves (the build after deploy/scripts/postbuild.mjs)
 * - DEPLOY_BROTLI    `1` when nginx has brotli_static (then .br twins must be served)
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import {join} from 'node:path';
import {before, describe, it} from 'node:test';
import {listFiles, scanInlineScripts} from '../../deploy/scripts/lib/build-files.mjs';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SCHEMA_CORS,
  parseContentSecurityPolicy,
  securityHeaders,
} from '../../deploy/scripts/lib/headers.mjs';
import {cspHashSource, extractInlineScripts} from '../../deploy/scripts/lib/inline-scripts.mjs';
import {sitemapPaths} from '../../src/lib/sitemap.mjs';

const baseUrl = process.env.DEPLOY_BASE_URL;
const siteDir = process.env.DEPLOY_SITE_DIR;
if (!baseUrl || !siteDir) {
  throw new Error('run through scripts/test-deploy.mjs, which sets DEPLOY_BASE_URL and DEPLOY_SITE_DIR');
}
const base = new URL(baseUrl);
const brotli = process.env.DEPLOY_BROTLI === '1';
const agent = new http.Agent({keepAlive: true, maxSockets: 8});

/**
 * @typedef {object} Reply
 * @property {number} status
 * @property {http.IncomingHttpHeaders} headers
 * @property {Buffer} body - raw bytes as sent (still compressed when Content-Encoding is set)
 */

/**
 * Send one request with the path exactly as given (no normalisation, no decompression,
 * no redirects followed).
 * @param {string} path - request target, e.g. `/docs/foo/index.html`
 * @param {{method?: string, headers?: Record<string, string>}} [options]
 * @returns {Promise<Reply>}
 */
function request(path, {method = 'GET', headers = {}} = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({host: base.hostname, port: base.port, path, method, headers, agent}, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A file of the served site.
 * @param {string} relativePath - path below the site directory, without leading `/`
 * @returns {Buffer}
 */
const siteFile = (relativePath) => readFileSync(join(siteDir, relativePath));

/** The security headers nginx must send, computed from the served build like the post-build step does. */
/** @type {Array<[string, string]>} */
let expectedSecurityHeaders = [];
/** Page paths from the served sitemap.xml, e.g. `/`, `/blog`, `/docs/hooks/`. */
/** @type {string[]} */
let pages = [];
/** Every file of the served site, relative, with `/` separators. */
/** @type {string[]} */
let files = [];

before(async () => {
  expectedSecurityHeaders = securityHeaders({scriptHashes: (await scanInlineScripts(siteDir)).hashes});
  files = await listFiles(siteDir);
  const sitemap = await request('/sitemap.xml');
  assert.equal(sitemap.status, 200, 'sitemap.xml is served');
  pages = sitemapPaths(sitemap.body.toString('utf8'));
  assert.ok(pages.length > 50, `sitemap.xml lists the site's pages (found ${pages.length})`);
});

/**
 * Assert the security headers and the Cache-Control of a response.
 * @param {Reply} reply
 * @param {string} cacheControl - expected Cache-Control
 * @param {string} what - names the response in failure messages
 */
function assertHeaders(reply, cacheControl, what) {
  for (const [name, value] of expectedSecurityHeaders) {
    assert.equal(reply.headers[name.toLowerCase()], value, `${name} of ${what}`);
  }
  assert.equal(reply.headers['cache-control'], cacheControl, `Cache-Control of ${what}`);
}

/**
 * The file a page path is built to: `/a/b` and `/a/b/` → `a/b/index.html`, `/` → `index.html`.
 * @param {string} page
 */
const pageFile = (page) => `${page.replace(/^\/|\/$/g, '')}/index.html`.replace(/^\//, '');

describe('pages', () => {
  it('every sitemap page answers 200 at /path and /path/ with its index.html', async () => {
    for (const page of pages) {
      const stem = page.replace(/\/$/, '');
      const expected = siteFile(pageFile(page));
      for (const variant of stem === '' ? ['/'] : [stem, `${stem}/`]) {
        const reply = await request(variant);
        assert.equal(reply.status, 200, `status of ${variant}`);
        assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8', `Content-Type of ${variant}`);
        assert.equal(reply.headers['content-encoding'], undefined, `no encoding without Accept-Encoding: ${variant}`);
        assert.ok(reply.body.equals(expected), `${variant} serves ${pageFile(page)}`);
        assertHeaders(reply, CACHE_REVALIDATE, variant);
      }
    }
  });

  it('every sitemap page redirects (301, relative) from /path.html to /path and from /path/index.html to /path/', async () => {
    for (const page of pages) {
      const stem = page.replace(/\/$/, '');
      /** @type {Array<[string, string]>} */
      const redirects = [[`${stem}/index.html`, `${stem}/`]];
      if (stem !== '') redirects.push([`${stem}.html`, stem]);
      for (const [from, to] of redirects) {
        const reply = await request(from);
        assert.equal(reply.status, 301, `status of ${from}`);
        assert.equal(reply.headers.location, to, `Location of ${from}`);
        assertHeaders(reply, CACHE_REVALIDATE, from);
        assert.equal((await request(to)).status, 200, `${from} → ${to} serves the page`);
      }
    }
  });

  it('the redirect from an .html URL keeps the query string', async () => {
    const reply = await request('/docs/hooks.html?docusaurus-theme=dark');
    assert.equal(reply.status, 301);
    assert.equal(reply.headers.location, '/docs/hooks?docusaurus-theme=dark');
    const index = await request('/blog/index.html?a=1&b=2');
    assert.equal(index.headers.location, '/blog/?a=1&b=2');
  });

  it('real .html files are served as they are', async () => {
    const reply = await request('/404.html');
    assert.equal(reply.status, 200);
    assert.ok(reply.body.equals(siteFile('404.html')));
  });

  it('HEAD of a page answers 200 without a body', async () => {
    const reply = await request('/docs/hooks/', {method: 'HEAD'});
    assert.equal(reply.status, 200);
    assert.equal(reply.body.length, 0);
    assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8');
  });

  it('a page is revalidated: its ETag and Last-Modified give 304 Not Modified', async () => {
    for (const encoding of ['', 'gzip', ...(brotli ? ['br'] : [])]) {
      /** @type {Record<string, string>} */
      const headers = encoding ? {'Accept-Encoding': encoding} : {};
      const first = await request('/blog', {headers});
      const etag = first.headers.etag;
      const lastModified = first.headers['last-modified'];
      assert.ok(etag, `ETag (${encoding || 'identity'})`);
      assert.ok(lastModified, `Last-Modified (${encoding || 'identity'})`);
      const byEtag = await request('/blog', {headers: {...headers, 'If-None-Match': etag}});
      assert.equal(byEtag.status, 304, `If-None-Match (${encoding || 'identity'})`);
      const byDate = await request('/blog', {headers: {...headers, 'If-Modified-Since': lastModified}});
      assert.equal(byDate.status, 304, `If-Modified-Since (${encoding || 'identity'})`);
    }
  });

  it('the server does not reveal its version', async () => {
    const reply = await request('/');
    assert.equal(reply.headers.server, 'nginx');
  });
});

describe('unknown paths', () => {
  const unknown = [
    '/does-not-exist',
    '/does-not-exist/',
    '/does-not-exist.html',
    '/does-not-exist/index.html',
    '/img/index.html',
    '/docs/hooks/does-not-exist',
    '/assets/js/does-not-exist.js',
    '/assets/',
    '/assets/js',
    '/img/',
    '/img',
    '/_headers',
    '/_redirects',
  ];
  for (const path of unknown) {
    it(`${path} answers 404 with the site's 404 page and the security headers`, async () => {
      const reply = await request(path);
      assert.equal(reply.status, 404);
      assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8');
      assert.ok(reply.body.equals(siteFile('404.html')), 'body is 404.html');
      assertHeaders(reply, CACHE_REVALIDATE, path);
    });
  }

  it('the 404 page is served precompressed too', async () => {
    const reply = await request('/does-not-exist', {headers: {'Accept-Encoding': 'gzip'}});
    assert.equal(reply.status, 404);
    assert.equal(reply.headers['content-encoding'], 'gzip');
    assert.ok(reply.body.equals(siteFile('404.html.gz')));
  });
});

describe('precompressed files', () => {
  /** @type {Array<[string, string, (file: string) => boolean]>} extension, Content-Type, file filter */
  const types = [
    ['html', 'text/html; charset=utf-8', (file) => file.startsWith('docs/')],
    ['js', 'application/javascript; charset=utf-8', (file) => file.startsWith('assets/js/main.')],
    ['css', 'text/css; charset=utf-8', (file) => file.startsWith('assets/css/')],
    ['json', 'application/json; charset=utf-8', (file) => file.startsWith('pagefind/')],
    ['svg', 'image/svg+xml; charset=utf-8', (file) => file.startsWith('img/')],
  ];
  for (const [extension, contentType, filter] of types) {
    it(`.${extension} files are served from their .gz${brotli ? ' and .br' : ''} twins`, () => {
      const candidates = files.filter(
        (file) => file.endsWith(`.${extension}`) && filter(file) && existsSync(join(siteDir, `${file}.gz`)),
      );
      assert.ok(candidates.length > 0, `a .${extension} file with a .gz twin exists`);
      return (async () => {
        for (const file of candidates.slice(0, 3)) {
          // Pages are requested by their URL (`/docs/x/`): `/docs/x/index.html` redirects there.
          const path = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
          const original = siteFile(file);

          const identity = await request(path);
          assert.equal(identity.status, 200, path);
          assert.equal(identity.headers['content-type'], contentType, `Content-Type of ${path}`);
          assert.equal(identity.headers['content-encoding'], undefined);
          assert.ok(identity.body.equals(original), `${path} without Accept-Encoding is the original`);

          const gzipped = await request(path, {headers: {'Accept-Encoding': 'gzip'}});
          assert.equal(gzipped.headers['content-encoding'], 'gzip', `gzip for ${path}`);
          assert.equal(gzipped.headers['content-type'], contentType);
          assert.match(String(gzipped.headers.vary), /Accept-Encoding/i, `Vary of ${path}`);
          assert.equal(Number(gzipped.headers['content-length']), statSync(join(siteDir, `${file}.gz`)).size);
          assert.ok(gzipped.body.equals(siteFile(`${file}.gz`)), `${path} with gzip is ${file}.gz byte for byte`);

          if (brotli) {
            assert.ok(existsSync(join(siteDir, `${file}.br`)), `${file}.br exists`);
            const brotlied = await request(path, {headers: {'Accept-Encoding': 'br'}});
            assert.equal(brotlied.headers['content-encoding'], 'br', `br for ${path}`);
            assert.match(String(brotlied.headers.vary), /Accept-Encoding/i, `Vary of ${path} (br)`);
            assert.ok(brotlied.body.equals(siteFile(`${file}.br`)), `${path} with br is ${file}.br byte for byte`);
            const browser = await request(path, {headers: {'Accept-Encoding': 'gzip, deflate, br, zstd'}});
            assert.equal(browser.headers['content-encoding'], 'br', `a browser that accepts both gets br: ${path}`);
          }
        }
      })();
    });
  }

  it('a page requested by its URL is served from the .gz and .br twins of its index.html', async () => {
    const gzipped = await request('/docs/hooks', {headers: {'Accept-Encoding': 'gzip'}});
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.ok(gzipped.body.equals(siteFile('docs/hooks/index.html.gz')));
    if (brotli) {
      const brotlied = await request('/docs/hooks/', {headers: {'Accept-Encoding': 'br'}});
      assert.equal(brotlied.headers['content-encoding'], 'br');
      assert.ok(brotlied.body.equals(siteFile('docs/hooks/index.html.br')));
    }
  });

  it('every compressible file has a .gz twin and, when served with brotli, a .br twin', () => {
    const compressible = files.filter((file) => /\.(html|js|css|json|svg|xml|txt|md)$/.test(file));
    const missing = compressible.filter(
      (file) => !files.includes(`${file}.gz`) && statSync(join(siteDir, file)).size > 1024,
    );
    assert.deepEqual(missing, [], 'files over 1 KB without .gz');
    if (brotli) {
      const missingBr = compressible.filter(
        (file) => !files.includes(`${file}.br`) && statSync(join(siteDir, file)).size > 1024,
      );
      assert.deepEqual(missingBr, [], 'files over 1 KB without .br');
    }
  });
});

describe('text files', () => {
  it('sitemap, feeds, robots.txt, llms.txt and Markdown twins are served as UTF-8 text of their type', async () => {
    /** @type {Array<[RegExp, string]>} */
    const expectations = [
      [/^sitemap\.xml$/, 'text/xml; charset=utf-8'],
      [/^blog\/rss\.xml$/, 'text/xml; charset=utf-8'],
      [/^blog\/feed\.json$/, 'application/json; charset=utf-8'],
      [/^[^/]+\.txt$/, 'text/plain; charset=utf-8'],
      [/\.md$/, 'text/markdown; charset=utf-8'],
    ];
    for (const [pattern, contentType] of expectations) {
      for (const file of files.filter((name) => pattern.test(name)).slice(0, 3)) {
        for (const encoding of ['', 'gzip']) {
          const reply = await request(`/${file}`, {headers: encoding ? {'Accept-Encoding': encoding} : {}});
          assert.equal(reply.status, 200, file);
          assert.equal(reply.headers['content-type'], contentType, `Content-Type of ${file}`);
          assertHeaders(reply, CACHE_REVALIDATE, file);
          if (encoding && existsSync(join(siteDir, `${file}.gz`)))
            assert.equal(reply.headers['content-encoding'], 'gzip', file);
        }
      }
    }
  });
});

describe('published schemas', () => {
  it('are served as JSON that any origin may read, with the security headers', async () => {
    const schemas = files.filter((file) => /^schemas\/.+\.json$/.test(file));
    assert.ok(schemas.length >= 2 * 37 + 1, `published schemas in the build: ${schemas.length}`);
    for (const file of [
      'schemas/index.json',
      ...schemas.filter((name) => /\/(scan_v1|values\.schema)\.json$/.test(name)).slice(0, 4),
    ]) {
      for (const encoding of ['', 'gzip']) {
        const reply = await request(`/${file}`, {
          headers: {Origin: 'vscode-file://vscode-app', ...(encoding ? {'Accept-Encoding': encoding} : {})},
        });
        assert.equal(reply.status, 200, file);
        assert.equal(reply.headers['content-type'], 'application/json; charset=utf-8', `Content-Type of ${file}`);
        assert.equal(reply.headers[SCHEMA_CORS[0].toLowerCase()], SCHEMA_CORS[1], `${SCHEMA_CORS[0]} of ${file}`);
        assertHeaders(reply, CACHE_REVALIDATE, file);
      }
    }
  });

  it('answers a missing schema with 404', async () => {
    const reply = await request('/schemas/v0.0.0/execution.securecodebox.io/scan_v1.json');
    assert.equal(reply.status, 404);
  });
});

describe('caching', () => {
  it('files under /assets/ are cached for a year and immutable', async () => {
    const assets = files.filter((file) => /^assets\/(js|css)\/[^/]+\.(js|css)$/.test(file)).slice(0, 10);
    assert.ok(assets.length > 0);
    for (const file of assets) {
      const reply = await request(`/${file}`, {headers: {'Accept-Encoding': 'gzip'}});
      assert.equal(reply.status, 200, file);
      assertHeaders(reply, CACHE_IMMUTABLE, file);
    }
  });

  it('everything outside /assets/ is revalidated', async () => {
    for (const path of [
      '/',
      '/blog/rss.xml',
      '/sitemap.xml',
      '/img/favicon.svg',
      '/img/og-image.png',
      '/pagefind/pagefind-entry.json',
    ]) {
      const reply = await request(path);
      assert.equal(reply.status, 200, path);
      assertHeaders(reply, CACHE_REVALIDATE, path);
    }
  });
});

describe('Content-Security-Policy', () => {
  it('allows only the own origin, no unsafe-eval, and scripts only from self or by hash', async () => {
    const reply = await request('/');
    const policy = String(reply.headers['content-security-policy']);
    const directives = parseContentSecurityPolicy(policy);
    assert.ok(!policy.split(/[\s;]+/).includes("'unsafe-eval'"), 'no unsafe-eval');
    assert.doesNotMatch(policy, /https?:|\*/, 'no origin other than self');
    assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(directives.get('object-src'), ["'none'"]);
    const scriptSrc = directives.get('script-src') ?? [];
    assert.equal(scriptSrc[0], "'self'");
    // The search engine's WebAssembly; allows no JavaScript eval.
    assert.equal(scriptSrc[1], "'wasm-unsafe-eval'");
    for (const source of scriptSrc.slice(2)) assert.match(source, /^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('the hashes in script-src allow every inline script of every served page', async () => {
    const policy = String((await request('/')).headers['content-security-policy']);
    const allowed = new Set(parseContentSecurityPolicy(policy).get('script-src'));
    let scripts = 0;
    for (const page of [...pages, '/404.html']) {
      const html = (await request(page)).body.toString('utf8');
      for (const script of extractInlineScripts(html)) {
        assert.ok(allowed.has(cspHashSource(script)), `inline script of ${page} is allowed: ${script.slice(0, 80)}…`);
        scripts += 1;
      }
    }
    assert.ok(scripts >= pages.length, `every page has its colour-mode script (${scripts} scripts checked)`);
  });

  it('other security headers have the required values', async () => {
    const reply = await request('/docs/hooks/');
    assert.match(String(reply.headers['strict-transport-security']), /^max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(reply.headers['strict-transport-security']))?.[1]);
    assert.ok(maxAge >= 31536000, 'HSTS for at least a year');
    assert.equal(reply.headers['x-content-type-options'], 'nosniff');
    assert.equal(reply.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(reply.headers['x-frame-options'], 'DENY');
    const permissions = String(reply.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)`), `Permissions-Policy denies ${feature}`);
    }
    assert.doesNotMatch(permissions, /clipboard-write/, 'the copy button keeps clipboard-write');
  });
});
