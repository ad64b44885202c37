import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  buildRow,
  formatBytes,
  formatMs,
  lighthouseRow,
  median,
  parentPid,
  parseTimeVerbose,
  processTree,
  summarizeLighthouse,
  sumVmRss,
  type LighthouseResultLike,
} from '../../scripts/lib/benchmarks.mjs';
import {
  canonicalProblems,
  canonicalUrls,
  feedLinks,
  llmsLinks,
  llmsTxtProblems,
  metaProperties,
  openGraphProblems,
  pageFile,
  robotsProblems,
  sitemapUrls,
} from '../../scripts/lib/site-files.mjs';

/** A Lighthouse result with the given category scores (0–1) and one failing SEO audit when SEO is below 1. */
function lhr(scores: Record<string, number>): LighthouseResultLike {
  const categories: LighthouseResultLike['categories'] = {};
  for (const [id, score] of Object.entries(scores)) {
    categories[id] = {
      score,
      auditRefs:
        id === 'seo'
          ? [
              {id: 'link-text', weight: 1},
              {id: 'manual', weight: 0},
            ]
          : [],
    };
  }
  return {
    categories,
    audits: {
      'link-text': {score: scores.seo === 1 ? 1 : 0, title: 'Links do not have descriptive text'},
      manual: {score: 0, title: 'Not weighted'},
      'largest-contentful-paint': {score: 0.9, numericValue: 1834.2, title: 'LCP'},
      'total-blocking-time': {score: 1, numericValue: 42.6, title: 'TBT'},
      'cumulative-layout-shift': {score: 1, numericValue: 0.0012, title: 'CLS'},
    },
  };
}

describe('Lighthouse summary', () => {
  const perfect = summarizeLighthouse('/', lhr({performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1}));
  const weakSeo = summarizeLighthouse(
    '/blog',
    lhr({performance: 0.9, accessibility: 1, 'best-practices': 1, seo: 0.92}),
  );

  it('turns scores into 0–100 and keeps LCP, TBT and CLS', () => {
    expect(perfect.scores).toEqual({performance: 97, accessibility: 100, 'best-practices': 100, seo: 100});
    expect([perfect.lcp, perfect.tbt, perfect.cls]).toEqual([1834.2, 42.6, 0.0012]);
  });

  it('names the weighted audits that cost points', () => {
    expect(weakSeo.failing.seo).toEqual(['link-text: Links do not have descriptive text']);
  });

  it('prints a Markdown row per page', () => {
    expect(lighthouseRow(perfect)).toBe('| `/` | 97 | 100 | 100 | 100 | 1.8 s | 43 ms | 0.001 |');
  });
});

describe('benchmark figures', () => {
  it('computes the median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('formats sizes and durations like BENCHMARKS.md', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(419 * 1024)).toBe('419 KB');
    expect(formatBytes(1.94 * 1024 * 1024)).toBe('1.94 MB');
    expect(formatBytes(1.86 * 1024 ** 3)).toBe('1.86 GB');
    expect(formatMs(230.4)).toBe('230 ms');
    expect(formatMs(1949)).toBe('1.9 s');
    expect(formatMs(Number.NaN)).toBe('n/a');
  });

  it('reads peak memory and wall time from GNU time -v', () => {
    const report = [
      '\tCommand being timed: "node build"',
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02.50',
      '\tMaximum resident set size (kbytes): 1950000',
    ].join('\n');
    expect(parseTimeVerbose(report)).toEqual({maxRssKb: 1950000, elapsedSeconds: 62.5});
    expect(parseTimeVerbose('')).toEqual({maxRssKb: undefined, elapsedSeconds: undefined});
  });

  it('sums the RSS of a process tree read from /proc', () => {
    expect(parentPid('123 (node (worker) x) S 45 123 45 0')).toBe(45);
    const parents = new Map([
      [2, 1],
      [3, 2],
      [4, 1],
      [9, 7],
    ]);
    expect(processTree(1, parents)).toEqual([1, 2, 4, 3]);
    expect(sumVmRss(['Name:\tnode\nVmRSS:\t  1000 kB\n', 'VmRSS:\t24 kB', 'Name: zombie'])).toBe(1024);
  });

  it('prints a Markdown row per build', () => {
    expect(buildRow('Cold (clear, then build)', 52.34, 1.5 * 1024 * 1024)).toBe(
      '| Cold (clear, then build) | 52.3 s | 1.50 GB |',
    );
    expect(buildRow('Warm', 40, undefined)).toBe('| Warm | 40.0 s | n/a |');
  });
});

describe('robots.txt, sitemap and canonical URLs', () => {
  const siteUrl = 'https://www.securecodebox.io';

  it('the robots.txt of static/ allows crawling and names the sitemap', () => {
    expect(robotsProblems(readFileSync('static/robots.txt', 'utf8'), siteUrl)).toEqual([]);
  });

  it('flags a robots.txt without sitemap or one that blocks the site', () => {
    expect(robotsProblems('User-agent: *\nDisallow: /\n', siteUrl)).toEqual([
      `robots.txt does not name ${siteUrl}/sitemap.xml (has: none)`,
      'robots.txt disallows the whole site',
    ]);
  });

  it('reads the sitemap URLs and maps them to build files', () => {
    const xml = `<urlset><url><loc>${siteUrl}/docs/a</loc></url><url><loc>${siteUrl}/docs/b/</loc></url><url><loc>${siteUrl}/</loc></url></urlset>`;
    expect(sitemapUrls(xml)).toEqual([`${siteUrl}/docs/a`, `${siteUrl}/docs/b/`, `${siteUrl}/`]);
    expect(sitemapUrls(xml).map((url) => pageFile(url, siteUrl))).toEqual([
      'docs/a/index.html',
      'docs/b/index.html',
      'index.html',
    ]);
    expect(pageFile('https://elsewhere.org/x', siteUrl)).toBeUndefined();
  });

  it('finds canonical links in minified and in ordinary HTML', () => {
    expect(
      canonicalUrls(`<link data-rh=true rel=canonical href=${siteUrl}/docs/a /><link rel=alternate href=/x>`),
    ).toEqual([`${siteUrl}/docs/a`]);
    expect(canonicalUrls(`<link rel="canonical" href="${siteUrl}/">`)).toEqual([`${siteUrl}/`]);
  });

  it('requires exactly one canonical link, the page itself', () => {
    expect(canonicalProblems(`<link rel=canonical href=${siteUrl}/docs/a>`, `${siteUrl}/docs/a`)).toEqual([]);
    expect(canonicalProblems(`<link rel=canonical href=${siteUrl}/>`, `${siteUrl}/docs/a`)).toEqual([
      `${siteUrl}/docs/a: canonical is ${siteUrl}/`,
    ]);
    expect(canonicalProblems('<title>x</title>', `${siteUrl}/docs/a`)).toEqual([
      `${siteUrl}/docs/a: 0 canonical links`,
    ]);
  });

  it('checks the llms.txt shape and that it links to twins on the site', () => {
    const good = `# Site\n\n> Summary.\n\n## Docs\n\n- [A \\[x\\]](${siteUrl}/docs/a.md): About A.\n`;
    expect(llmsLinks(good)).toEqual([`${siteUrl}/docs/a.md`]);
    expect(llmsTxtProblems(good, siteUrl)).toEqual([]);
    expect(llmsTxtProblems('Site\n- [A](https://other.org/a)\n', siteUrl)).toEqual([
      'llms.txt does not start with a `# Title` line',
      'llms.txt must have exactly one `#` heading',
      'llms.txt has no `>` summary',
      'llms.txt has no `##` section',
      `llms.txt links to https://other.org/a, not to a Markdown twin on ${siteUrl}`,
    ]);
  });
});

describe('Open Graph tags and feeds', () => {
  const image = '<meta data-rh=true property=og:image content=https://www.securecodebox.io/img/og-image.png />';
  const type = (value: string): string => `<meta data-rh="true" property="og:type" content="${value}">`;

  it('reads meta properties, quoted or not', () => {
    expect(metaProperties(`${image}${type('website')}`, 'og:image')).toEqual([
      'https://www.securecodebox.io/img/og-image.png',
    ]);
    expect(metaProperties(`${image}${type('website')}`, 'og:type')).toEqual(['website']);
    expect(metaProperties(image, 'og:title')).toEqual([]);
  });

  it('wants one absolute og:image and one og:type, article on posts', () => {
    expect(openGraphProblems(`${image}${type('website')}`, '/a', false)).toEqual([]);
    expect(openGraphProblems(`${image}${type('article')}`, '/p', true)).toEqual([]);
    expect(openGraphProblems(`${image}${image}${type('article')}${type('website')}`, '/p', true)).toEqual([
      '/p: 2 og:image tags',
      '/p: og:type is ["article","website"], expected one "article"',
    ]);
    expect(openGraphProblems('<meta property="og:image" content="/img/x.png">', '/a', false)).toEqual([
      '/a: og:image is not an absolute URL: /img/x.png',
      '/a: og:type is [], expected one "website"',
    ]);
  });

  it('reads the feeds a page names and the paths the sitemap lists', () => {
    const head =
      '<link data-rh=true rel=alternate href=https://example.org/blog hreflang=en />' +
      '<link rel=alternate type=application/rss+xml href=/blog/rss.xml title="RSS Feed">' +
      '<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml">' +
      "<link rel='alternate' type='application/json' href='/blog/feed.json'>" +
      '<link rel=stylesheet type=text/css href=/a.css>';
    expect(feedLinks(head)).toEqual(['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']);
  });
});
