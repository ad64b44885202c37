// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';
import {pageRoutes} from '../lib/docs-files';
import {MAX_PATH_LENGTH, pathSegments, searchWords, suggestRoute} from '@site/src/components/NotFoundHelp/suggest';
import {suggestionFor} from '@site/src/components/NotFoundHelp/siteSuggestion';

/** The site's routes: every docs page and post (index pages with their trailing slash), and the blog's own pages. */
const routes = [...pageRoutes(), '/blog', '/blog/archive', '/blog/tags', '/blog/tags/trivy', '/blog/tags/nmap'];

describe('suggestRoute, the "Did you mean" of the not-found page', () => {
  it.each([
    ['a letter too many', '/docs/scanners/nmapp', '/docs/scanners/nmap'],
    ['swapped letters in two segments', '/docs/scanenrs/nmpa', '/docs/scanners/nmap'],
    ['typos in a long path', '/docs/getting-startd/instalation', '/docs/getting-started/installation'],
    ['a missing folder', '/docs/nmapp', '/docs/scanners/nmap'],
    ['a missing /docs prefix', '/scanners/trivy', '/docs/scanners/trivy'],
    ['a segment too many', '/docs/scanners/nmap/extra', '/docs/scanners/nmap'],
    ['capitals, .html and a trailing slash', '/Docs/Scanners/Nmap.html', '/docs/scanners/nmap'],
    [
      'percent-escaped umlauts',
      `/docs/${encodeURIComponent('scänners')}/${encodeURIComponent('nmäp')}`,
      '/docs/scanners/nmap',
    ],
    ['an unknown page in a known folder', '/docs/scanners/no-such-scanner-here', '/docs/scanners/'],
  ])('corrects %s: %s → %s', (_name, path, expected) => {
    expect(suggestRoute(path, routes)).toBe(expected);
  });

  it('links a route as the route list spells it (trailing slash kept)', () => {
    expect(suggestRoute('/docs/api/crdz', routes)).toBe('/docs/api/crds/');
  });

  it('suggests nothing for a path with no close page', () => {
    expect(suggestRoute('/qwertyuiop/zxcvbnm', routes)).toBeNull();
    expect(suggestRoute('/', routes)).toBeNull();
    expect(suggestRoute('', routes)).toBeNull();
  });

  it('never suggests the path itself', () => {
    expect(suggestRoute('/docs/scanners/nmap', routes)).toBeNull();
  });

  it('handles hostile paths without throwing, within the length limit', () => {
    const long = `/docs/${'a'.repeat(20_000)}`;
    const started = performance.now();
    expect(suggestRoute(long, routes)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(suggestRoute('/docs/%E0%A4%A', routes)).toBeNull();
    expect(suggestRoute(`/${encodeURIComponent('<script>alert(1)</script>')}`, routes)).toBeNull();
    expect(suggestRoute('/'.repeat(5000), routes)).toBeNull();
    expect(suggestRoute('/docs/scanners/nmapp', [])).toBeNull();
  });
});

describe('pathSegments', () => {
  it('decodes, lower-cases and drops .html, .md and index.html', () => {
    expect(pathSegments('/Docs/Scanners/Nmap/index.html')).toEqual(['docs', 'scanners', 'nmap']);
    expect(pathSegments('/docs/scanners/nmap.md')).toEqual(['docs', 'scanners', 'nmap']);
    expect(pathSegments('/docs/%E2%9C%93')).toEqual(['docs', '✓']);
  });

  it('keeps a malformed escape as typed and cuts long paths', () => {
    expect(pathSegments('/docs/%E0%A4%A')).toEqual(['docs', '%e0%a4%a']);
    expect(pathSegments(`/${'x'.repeat(MAX_PATH_LENGTH * 2)}`)[0]).toHaveLength(MAX_PATH_LENGTH - 1);
    expect(pathSegments('/a/b/c/d/e/f/g/h/i/j/k')).toHaveLength(8);
  });
});

describe('searchWords', () => {
  it('turns the last segment into words to search for', () => {
    expect(searchWords('/docs/cascading-rulez')).toBe('cascading rulez');
    expect(searchWords(`/docs/${encodeURIComponent('<script>alert(1)')}`)).toBe('script alert 1');
    expect(searchWords(`/${encodeURIComponent('<script>alert(1)</script>')}`)).toBe('script');
    expect(searchWords('/')).toBe('');
    expect(searchWords(`/${'word-'.repeat(100)}`).length).toBeLessThanOrEqual(64);
  });
});

describe('the site paths of the suggestion, from the sitemap', () => {
  it('offers the search words only when the sitemap cannot be read, and tries again on the next call', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('gone', {status: 404}))
      .mockResolvedValueOnce(new Response('<urlset><url><loc>https://x.test/docs/scanners/nmap</loc></url></urlset>'))
      .mockResolvedValueOnce(new Response('<html><head><title>Nmap &amp; more | secureCodeBox</title></head></html>'))
      .mockResolvedValueOnce(new Response('gone', {status: 404}));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(suggestionFor('/docs/scanners/nmapp', '/sitemap.xml')).resolves.toEqual({
        route: null,
        title: null,
        words: 'nmapp',
      });
      // The suggested page's title comes from its own HTML, without the site name.
      await expect(suggestionFor('/docs/scanners/nmapp', '/sitemap.xml')).resolves.toEqual({
        route: '/docs/scanners/nmap',
        title: 'Nmap & more',
        words: 'nmapp',
      });
      expect(fetchMock).toHaveBeenNthCalledWith(3, '/docs/scanners/nmap');
      // Read once it worked: the next suggestion needs no sitemap request, only the page; without its title, the
      // suggestion stands on its path alone.
      await expect(suggestionFor('/docs/scanners/nmappp', '/sitemap.xml')).resolves.toEqual({
        route: '/docs/scanners/nmap',
        title: null,
        words: 'nmappp',
      });
      expect(fetchMock).toHaveBeenCalledTimes(4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
