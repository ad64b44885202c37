import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {measuredPath} from '../../scripts/lib/measured-pages.cjs';
import {serveBuild} from '../../scripts/lib/serve-build.mjs';
import {test, expect, openHydrated, openNotFound} from './fixtures';

/**
 * The build on a plain static host that redirects nothing (GitHub Pages, S3, `python3 -m http.server`,
 * Netlify without our `_redirects`): `/x/index.html` and `/x.html` are answered with the page's file
 * and status 200. Each page type must still render once (one navbar, main and footer), hydrate
 * without a console error (React #418) and end up at its pretty URL (plugins/pretty-url).
 *
 * The server is serve-handler without clean URLs (scripts/lib/serve-build.mjs, `pretty: false`)
 * over the local build folder (`BUILD_DIR`, default `build`), whatever server `BASE_URL` names.
 * `/x.html` is answered with `x/index.html`, as hosts that map `.html` do.
 */
const buildDir = resolve(process.env.BUILD_DIR ?? 'build');

/** `/a/b.html` → `/a/b/index.html` when the build has that file and no `a/b.html`. */
const htmlToIndex = (pathname: string): string | undefined => {
  const match = /^(.+)\.html$/.exec(pathname);
  if (!match || existsSync(join(buildDir, pathname))) return undefined;
  return existsSync(join(buildDir, match[1], 'index.html')) ? `${match[1]}/index.html` : undefined;
};

const post = measuredPath('blog post');
const docs = measuredPath('docs page');

/** Requested path, the path the page must end up at, and the expected status. */
const cases: Array<{type: string; path: string; pretty: string; status: number}> = [
  {type: 'landing', path: '/index.html', pretty: '/', status: 200},
  {type: 'docs', path: `${docs}/index.html`, pretty: `${docs}/`, status: 200},
  {type: 'docs', path: `${docs}.html`, pretty: docs, status: 200},
  {type: 'docs category', path: '/docs/scbctl/index.html', pretty: '/docs/scbctl/', status: 200},
  {type: 'blog list', path: '/blog/index.html', pretty: '/blog/', status: 200},
  {type: 'blog post', path: `${post}/index.html`, pretty: `${post}/`, status: 200},
  {type: 'blog post', path: `${post}.html`, pretty: post, status: 200},
  {type: 'tags', path: '/blog/tags/index.html', pretty: '/blog/tags/', status: 200},
  {type: 'tag', path: '/blog/tags/architecture/index.html', pretty: '/blog/tags/architecture/', status: 200},
  {type: '404', path: '/404.html', pretty: '/404.html', status: 200},
  {type: '404', path: '/no-such-page', pretty: '/no-such-page', status: 404},
];

let server: Awaited<ReturnType<typeof serveBuild>> | undefined;
test.beforeAll(async () => {
  test.skip(!existsSync(join(buildDir, 'index.html')), `no build in ${buildDir}`);
  server = await serveBuild(buildDir, {pretty: false, rewrite: htmlToIndex});
});
test.afterAll(async () => server?.close());

for (const {type, path, pretty, status} of cases) {
  test(`${type} at ${path} on a host without redirects renders once, at ${pretty}`, async ({page, problems}) => {
    const origin = server?.origin ?? '';
    const response = await page.request.get(`${origin}${path}`, {maxRedirects: 0});
    expect(response.status(), `status of ${path} (no redirect)`).toBe(status);
    // On a 404, Chromium logs the document's own 404 once; any further one (a missing asset) stays a failure.
    if (status === 404) await openNotFound(page, `${origin}${path}`, problems);
    else await openHydrated(page, `${origin}${path}`);
    expect(new URL(page.url()).pathname, 'URL after hydration').toBe(pretty);
    await expect(page.locator('h1').first()).toBeVisible();
    for (const selector of ['nav.navbar', 'main', 'footer.footer']) {
      expect(await page.locator(selector).count(), `${selector} elements`).toBe(1);
    }
  });
}
