import {describe, expect, it} from 'vitest';
import {sitemapPaths, sitemapUrls} from '@site/src/lib/sitemap.mjs';

const site = 'https://www.securecodebox.io';
const xml =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  `<url><loc>${site}/docs/scanners/nmap</loc><changefreq>weekly</changefreq></url>` +
  `<url><loc> ${site}/docs/api/crds/ </loc></url>` +
  `<url><loc>${site}/blog/tags/a&amp;b?x=&lt;1&gt;&amp;y=&quot;&apos;</loc></url>` +
  '<url><loc>/relative</loc></url></urlset>';

describe('sitemapUrls', () => {
  it('gives every <loc> in document order, trimmed, with the five XML entities decoded', () => {
    expect(sitemapUrls(xml)).toEqual([
      `${site}/docs/scanners/nmap`,
      `${site}/docs/api/crds/`,
      `${site}/blog/tags/a&b?x=<1>&y="'`,
      '/relative',
    ]);
  });
});

describe('sitemapPaths', () => {
  it('gives path and query of each absolute URL and skips the rest', () => {
    expect(sitemapPaths(xml)).toEqual(['/docs/scanners/nmap', '/docs/api/crds/', '/blog/tags/a&b?x=%3C1%3E&y=%22%27']);
  });

  it('gives no path for text that is not a sitemap, and does not throw', () => {
    expect(sitemapPaths('not xml at all')).toEqual([]);
    expect(sitemapPaths('<loc>http://[bad</loc><loc></loc>')).toEqual([]);
  });
});
