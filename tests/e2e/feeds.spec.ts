import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {test, expect} from '@playwright/test';
import {POST_PATH, sitemapPaths} from '../../scripts/lib/site-files.mjs';

/**
 * The blog posts of the build's sitemap (`BUILD_DIR`, default `build`), e.g.
 * `/blog/2021/01/27/drop-support-of-k8s-1.16`: every feed must carry each of them.
 */
const sitemapFile = join(resolve(process.env.BUILD_DIR ?? 'build'), 'sitemap.xml');
const postRoutes = (existsSync(sitemapFile) ? sitemapPaths(readFileSync(sitemapFile, 'utf8')) : [])
  .filter((path) => POST_PATH.test(path))
  .map((path) => path.replace(/\/+$/, ''));

/**
 * Parse XML with the browser's own parser.
 * @returns the `<parsererror>` text, or an empty string when the document is well-formed
 */
async function xmlError(page: import('@playwright/test').Page, xml: string): Promise<string> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return doc.getElementsByTagName('parsererror')[0]?.textContent ?? '';
  }, xml);
}

/**
 * Fetch a feed, expect status 200 and a well-formed XML document.
 * @returns the feed's XML text
 */
async function fetchWellFormedXml(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
  path: string,
): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `status of ${path}`).toBe(200);
  const xml = await response.text();
  expect(await xmlError(page, xml), `XML parser error in ${path}`).toBe('');
  return xml;
}

test.describe('blog feeds', () => {
  test('the RSS feed is well-formed RSS 2.0 in English with every post', async ({page, request}) => {
    const xml = await fetchWellFormedXml(page, request, '/blog/rss.xml');
    const summary = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        language: doc.querySelector('channel > language')?.textContent,
        links: Array.from(doc.querySelectorAll('item > link')).map((link) => new URL(link.textContent ?? '').pathname),
      };
    }, xml);
    expect(summary.root).toBe('rss');
    expect(summary.version).toBe('2.0');
    expect(summary.title).toBe('The secureCodeBox Developer Blog');
    expect(summary.language).toBe('en');
    expect(postRoutes.length, `blog posts in ${sitemapFile}`).toBeGreaterThan(0);
    expect(summary.links.sort()).toEqual([...postRoutes].sort());
  });

  test('the Atom feed is well-formed Atom with every post', async ({page, request}) => {
    const xml = await fetchWellFormedXml(page, request, '/blog/atom.xml');
    const summary = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        entries: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry').length,
      };
    }, xml);
    expect(summary.root).toBe('feed');
    expect(summary.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(summary.entries).toBe(postRoutes.length);
  });

  test('the JSON feed parses and follows JSON Feed 1.x with every post', async ({request}) => {
    const response = await request.get('/blog/feed.json');
    expect(response.status()).toBe(200);
    const feed = JSON.parse(await response.text()) as {
      version: string;
      title: string;
      items: Array<{url: string; title: string}>;
    };
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    expect(feed.title).toBe('The secureCodeBox Developer Blog');
    expect(feed.items.map((item) => new URL(item.url).pathname).sort()).toEqual([...postRoutes].sort());
    for (const item of feed.items) expect(item.title.length).toBeGreaterThan(0);
  });

  test('the blog list pages and a post show visible links to the RSS and Atom feeds, which serve the feeds', async ({
    page,
    request,
  }) => {
    expect(postRoutes.length, `blog posts in ${sitemapFile}`).toBeGreaterThan(0);
    const newest = [...postRoutes].sort().at(-1) ?? '';
    // The list's first page, a later page and a post's own page (where the links end the article).
    for (const [path, where] of [
      ['/blog', 'main header'],
      ['/blog/page/2', 'main header'],
      [newest, 'main article footer'],
    ] as const) {
      await page.goto(path);
      const links = page.locator(where).getByTestId('feed-links');
      await expect(links, `feed links on ${path}`).toBeVisible();
      await expect(links.getByRole('link', {name: 'RSS feed'})).toHaveAttribute('href', '/blog/rss.xml');
      await expect(links.getByRole('link', {name: 'Atom feed'})).toHaveAttribute('href', '/blog/atom.xml');
    }
    // Each link leads to its feed: RSS 2.0 and Atom.
    for (const [name, root] of [
      ['RSS feed', 'rss'],
      ['Atom feed', 'feed'],
    ] as const) {
      const href = (await page.getByTestId('feed-links').getByRole('link', {name}).getAttribute('href')) ?? '';
      const xml = await fetchWellFormedXml(page, request, href);
      expect(
        await page.evaluate(
          (text) => new DOMParser().parseFromString(text, 'application/xml').documentElement.localName,
          xml,
        ),
      ).toBe(root);
    }
    // In the blog's lists, a post's summary has no feed links of its own: one pair per page.
    await page.goto('/blog');
    await expect(page.getByTestId('feed-links')).toHaveCount(1);
  });

  test('the XML parser check rejects a broken feed', async ({page}) => {
    expect(await xmlError(page, '<rss><channel><title>x</channel></rss>')).not.toBe('');
  });
});
