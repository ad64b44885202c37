import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveBuild} from '../../scripts/lib/serve-build.mjs';

/** A tiny build: pages as Docusaurus writes them (`x/index.html`), a 404 page and a hashed asset. */
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>home</title>',
  'docs/a/index.html': '<!doctype html><title>docs a</title>',
  '404.html': '<!doctype html><title>not found</title>',
  'assets/js/main.0123abcd.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'docs/a.md': '# A\n',
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'serve-build-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** Start a server, run the checks, always stop it. */
async function withServer(
  options: Parameters<typeof serveBuild>[1],
  run: (origin: string) => Promise<void>,
): Promise<void> {
  const server = await serveBuild(dir, options);
  try {
    await run(server.origin);
  } finally {
    await server.close();
  }
}

describe('serveBuild', () => {
  it('serves pages like the production host: pretty URLs, 404 page, gzip, immutable assets', () =>
    withServer({}, async (origin) => {
      const page = await fetch(`${origin}/docs/a`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('docs a');
      expect((await fetch(`${origin}/`)).status).toBe(200);
      const twin = await fetch(`${origin}/docs/a.md`);
      expect([twin.status, await twin.text()]).toEqual([200, '# A\n']);

      const missing = await fetch(`${origin}/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('not found');

      const redirect = await fetch(`${origin}/docs/a.html`, {redirect: 'manual'});
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/docs/a');

      const asset = await fetch(`${origin}/assets/js/main.0123abcd.js`, {headers: {'accept-encoding': 'gzip'}});
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await asset.text()).length).toBe(files['assets/js/main.0123abcd.js'].length);
    }));

  it('as a plain file host answers /x/index.html and a rewritten /x.html without redirecting', () =>
    withServer(
      {pretty: false, rewrite: (path) => (path === '/docs/a.html' ? '/docs/a/index.html' : undefined)},
      async (origin) => {
        for (const path of ['/docs/a/index.html', '/docs/a.html', '/index.html']) {
          const response = await fetch(`${origin}${path}`, {redirect: 'manual'});
          expect(response.status, path).toBe(200);
        }
        expect(await (await fetch(`${origin}/docs/a.html`)).text()).toContain('docs a');
      },
    ));

  it('never leaves the build folder', () =>
    withServer({}, async (origin) => {
      for (const path of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
        const response = await fetch(`${origin}${path}`);
        expect(await response.text(), path).not.toContain('root:');
      }
    }));
});
