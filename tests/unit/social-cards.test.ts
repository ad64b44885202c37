import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  blogSectionLine,
  cardUrlForSource,
  pageTitleFromHtml,
  sidebarGeneratedIndices,
  sidebarSectionLines,
  withImageAlt,
  type SidebarNode,
} from '../../plugins/social-cards/pages';
import {socialCardFrontMatter} from '../../plugins/social-cards';
import {renderCardPng, renderCardSvg} from '../../plugins/social-cards/render';
import {imageAltProblems, metaProperties, pngDimensions, socialImageProblems} from '../../scripts/lib/site-files.mjs';
import {
  CARD_COLOURS,
  CARD_HEIGHT,
  CARD_WIDTH,
  MAX_TEXT_LENGTH,
  TEXT_WIDTH,
  cardAltText,
  cardContent,
  cardHash,
  normaliseText,
  titleFontSize,
} from '../../plugins/social-cards/template';

const siteDir = join(__dirname, '..', '..');

/** The glyph outlines of one text colour in a card's SVG, as the points of their path data. */
function glyphPoints(svg: string, fill: string): {x: number; y: number}[] {
  const points: {x: number; y: number}[] = [];
  for (const match of svg.matchAll(/<path fill="([^"]+)" d="([^"]+)"/g)) {
    if (match[1] !== fill) continue;
    const numbers = match[2].match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
    for (let i = 0; i + 1 < numbers.length; i += 2) points.push({x: numbers[i], y: numbers[i + 1]});
  }
  return points;
}

/** The title's glyphs: white outlines below the brand line (the word mark is white too, at the top). */
async function titleGlyphs(title: string): Promise<{x: number; y: number}[]> {
  const svg = await renderCardSvg(cardContent({title, section: 'Scanners'}), siteDir);
  return glyphPoints(svg, CARD_COLOURS.text).filter((point) => point.y > 150);
}

describe('social card text', () => {
  it('normalises whitespace, drops control and format characters and caps the length', () => {
    expect(normaliseText('  Scanning\n\tnetworks \u200b with\u0000 nmap ')).toBe('Scanning networks with nmap');
    expect(normaliseText(undefined)).toBe('');
    expect(normaliseText(42)).toBe('');
    const long = normaliseText('x'.repeat(5000));
    expect(Array.from(long)).toHaveLength(MAX_TEXT_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    // The cut never splits a surrogate pair.
    expect(normaliseText('😀'.repeat(300)).slice(-2, -1)).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('falls back to the brand and "Docs" for empty texts', () => {
    expect(cardContent({title: ' \n ', section: null})).toEqual({title: 'secureCodeBox', section: 'Docs'});
  });

  it('picks a smaller title size for longer titles', () => {
    const sizes = [8, 40, 80, 120].map((length) => titleFontSize('x'.repeat(length)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(4);
  });
});

describe('social card hash', () => {
  const base = cardContent({title: 'nmap', section: 'Scanners'});

  it('is stable for the same content and changes with the title or the section', () => {
    expect(cardHash(base)).toMatch(/^[0-9a-f]{16}$/);
    expect(cardHash(cardContent({title: 'nmap', section: 'Scanners'}))).toBe(cardHash(base));
    expect(cardHash({...base, title: 'nmap '.trim() + 's'})).not.toBe(cardHash(base));
    expect(cardHash({...base, section: 'Hooks'})).not.toBe(cardHash(base));
  });

  it('changes with the template key', () => {
    expect(cardHash(base, 'a')).not.toBe(cardHash(base, 'b'));
  });

  it('does not confuse a title/section split with another one', () => {
    expect(cardHash({title: 'a b', section: 'c'})).not.toBe(cardHash({title: 'a', section: 'b c'}));
  });
});

describe('social card addresses and sections', () => {
  it('maps docs and blog sources to card addresses, and nothing else', () => {
    const at = (path: string): string | undefined => cardUrlForSource('/site', `/site/${path}`, ['docs', 'blog']);
    expect(at('docs/scanners/nmap.mdx')).toBe('/img/social/docs/scanners/nmap.png');
    expect(at('docs/index.md')).toBe('/img/social/docs/index.png');
    expect(at('blog/2022-01-18-log4shell.md')).toBe('/img/social/blog/2022-01-18-log4shell.png');
    expect(at('docs/_partials/intro.md')).toBeUndefined();
    expect(at('docs/how-tos/_snippet.mdx')).toBeUndefined();
    expect(at('src/pages/about.md')).toBeUndefined();
    expect(at('docs/data.json')).toBeUndefined();
    expect(cardUrlForSource('/site', '/elsewhere/docs/x.md', ['docs'])).toBeUndefined();
  });

  it('adds the card to the front matter of docs and posts, keeping an image of their own', async () => {
    const parse = socialCardFrontMatter('/site');
    const run = (filePath: string, frontMatter: Record<string, unknown>) =>
      parse({
        filePath,
        fileContent: 'text',
        defaultParseFrontMatter: () => Promise.resolve({frontMatter, content: 'text'}),
      });
    expect((await run('/site/docs/scanners/nmap.mdx', {title: 'nmap'})).frontMatter).toEqual({
      title: 'nmap',
      image: '/img/social/docs/scanners/nmap.png',
    });
    expect((await run('/site/blog/2022-01-18-log4shell.md', {image: '/img/own.png'})).frontMatter).toEqual({
      image: '/img/own.png',
    });
    // Partials must stay without front matter (Docusaurus warns about front matter in a partial).
    expect((await run('/site/docs/_partial.mdx', {})).frontMatter).toEqual({});
  });

  it('names the categories around a page, outermost first', () => {
    const sidebar: SidebarNode[] = [
      {type: 'doc', id: 'index'},
      {
        type: 'category',
        label: 'Architecture',
        link: {type: 'doc', id: 'architecture/index'},
        items: [
          {type: 'doc', id: 'architecture/concepts'},
          {
            type: 'category',
            label: 'Architecture Decisions',
            link: {type: 'doc', id: 'architecture/adr/index'},
            items: [{type: 'doc', id: 'architecture/adr/adr_0001'}],
          },
        ],
      },
      {
        type: 'category',
        label: 'Getting Started',
        link: {type: 'generated-index', permalink: '/docs/getting-started'},
        items: [{type: 'doc', id: 'getting-started/installation'}, {type: 'link'}],
      },
    ];
    const lines = sidebarSectionLines(sidebar, 'Docs');
    expect(lines.get('doc:index')).toBe('Docs');
    expect(lines.get('doc:architecture/index')).toBe('Docs');
    expect(lines.get('doc:architecture/concepts')).toBe('Architecture');
    expect(lines.get('doc:architecture/adr/index')).toBe('Architecture');
    expect(lines.get('doc:architecture/adr/adr_0001')).toBe('Architecture › Architecture Decisions');
    expect(lines.get('index:/docs/getting-started')).toBe('Docs');
    expect(lines.get('doc:getting-started/installation')).toBe('Getting Started');
    expect(sidebarGeneratedIndices(sidebar)).toEqual([
      {permalink: '/docs/getting-started', title: 'Getting Started', image: undefined},
    ]);
  });

  it('gives posts "Blog" and their date', () => {
    expect(blogSectionLine('July 20, 2021', new Date('2021-07-20'))).toBe('Blog · July 20, 2021');
    expect(blogSectionLine(undefined, '2021-07-20T00:00:00Z')).toBe('Blog · 2021-07-20');
    expect(blogSectionLine(undefined, 'not a date')).toBe('Blog');
  });

  it('reads a page title without the site name and with entities decoded', () => {
    const page = (title: string): string => `<html><head><title data-rh="true">${title}</title></head></html>`;
    expect(pageTitleFromHtml(page('Automated Security Testing Tool | secureCodeBox'), 'secureCodeBox')).toBe(
      'Automated Security Testing Tool',
    );
    expect(pageTitleFromHtml(page('Q&amp;A &lt;ops&gt; &#39;x&#x27; | secureCodeBox'), 'secureCodeBox')).toBe(
      "Q&A <ops> 'x'",
    );
    // A reference to no code point reads as U+FFFD, as in the browser's tab.
    expect(pageTitleFromHtml(page('&#9999999; | secureCodeBox'), 'secureCodeBox')).toBe('\uFFFD');
    expect(pageTitleFromHtml(page('&#x110000;'), 'secureCodeBox')).toBe('\uFFFD');
    expect(pageTitleFromHtml('<html></html>', 'secureCodeBox')).toBe('');
  });
});

describe('social images of the site-files check', () => {
  const png = (width: number, height: number, extra = 0): Uint8Array => {
    const bytes = new Uint8Array(33 + extra);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
  };
  const page = (url: string, image: string, bytes: Uint8Array | undefined, hash: string, ownCard = true) => ({
    url,
    image,
    bytes,
    hash,
    ownCard,
  });

  it('reads the size of a PNG from its IHDR chunk', () => {
    expect(pngDimensions(png(1200, 630))).toEqual({width: 1200, height: 630});
    expect(pngDimensions(new TextEncoder().encode('<html>not a png</html>'))).toBeUndefined();
  });

  it('accepts own cards and the default image on pages without a card', () => {
    const problems = socialImageProblems(
      [
        page('/docs/a', '/img/social/a.png', png(1200, 630), 'a'),
        page('/docs/b', '/img/social/b.png', png(1200, 630), 'b'),
        page('/blog/tags/x', '/img/og-image.png', png(1200, 630, 300_000), 'og', false),
        page('/blog/tags/y', '/img/og-image.png', png(1200, 630, 300_000), 'og', false),
      ],
      '/img/og-image.png',
      80 * 1024,
    );
    expect(problems).toEqual([]);
  });

  it('reports missing, wrongly sized, too large, shared and default cards', () => {
    const problems = socialImageProblems(
      [
        page('/docs/missing', '/img/social/m.png', undefined, ''),
        page('/docs/small', '/img/social/s.png', png(600, 315), 's'),
        page('/docs/large', '/img/social/l.png', png(1200, 630, 90 * 1024), 'l'),
        page('/docs/a', '/img/social/a.png', png(1200, 630), 'same'),
        page('/docs/b', '/img/social/b.png', png(1200, 630), 'same'),
        page('/', '/img/og-image.png', png(1200, 630), 'og'),
      ],
      '/img/og-image.png',
      80 * 1024,
    );
    expect(problems).toEqual([
      '/docs/missing: og:image /img/social/m.png is not in the build',
      '/docs/small: og:image /img/social/s.png is 600×315, expected a 1200×630 PNG',
      `/docs/large: og:image /img/social/l.png has ${33 + 90 * 1024} bytes, more than 81920`,
      '/docs/b: og:image shows the same picture as the one of /docs/a',
      '/: uses the default og:image; docs pages, posts and the landing page get their own card',
    ]);
  });
});

describe('the text alternative of a card (og:image:alt)', () => {
  const head = (alt: string) =>
    `<head><meta data-rh=true property=og:image content=https://x/img/a.png /><meta data-rh=true property=og:image:alt content="${alt}"/><title>Nmap | secureCodeBox</title></head>`;

  it('names the section line and the title the card shows', () => {
    expect(cardAltText(cardContent({title: 'Nmap', section: 'Scanners'}))).toBe('Scanners: Nmap — secureCodeBox');
    expect(cardAltText(cardContent({title: 'Log4Shell', section: 'Blog · January 18, 2022'}))).toBe(
      'Blog · January 18, 2022: Log4Shell — secureCodeBox',
    );
  });

  it("replaces the site-wide og:image:alt of a built page, escaped, and keeps the tag's other attributes", () => {
    const alt = cardAltText(cardContent({title: 'Say "hi" & <b>$1</b>', section: 'Docs'}));
    const html = withImageAlt(head('The secureCodeBox logo'), alt);
    expect(metaProperties(html, 'og:image:alt')).toEqual(['Docs: Say "hi" & <b>$1</b> — secureCodeBox']);
    expect(html).toContain('<meta data-rh=true property=og:image:alt content="Docs: Say &quot;hi&quot; &amp; ');
    expect(html).not.toContain('The secureCodeBox logo');
    expect(withImageAlt('<meta property="og:image:alt">', 'A')).toBe('<meta property="og:image:alt" content="A">');
  });

  it('fails on a page without the tag or with two', () => {
    expect(() => withImageAlt('<head></head>', 'A')).toThrow('expected one og:image:alt meta tag, found 0');
    expect(() => withImageAlt(head('a') + head('b'), 'A')).toThrow('found 2');
  });

  const alt = (url: string, alts: string[], title: string, ownCard = true, isPost = false, description = '') => ({
    url,
    alts,
    title,
    description,
    ownCard,
    isPost,
  });

  it('the site-files check accepts a text per card and one text for the site-wide image', () => {
    expect(
      imageAltProblems([
        alt('/docs/nmap', ['Scanners: Nmap — secureCodeBox'], 'Nmap'),
        alt('/blog/2022/01/18/x', ['Blog · January 18, 2022: X — secureCodeBox'], 'X', true, true),
        alt('/blog/tags/a', ['The logo'], 'Tag a', false),
        alt('/blog/tags/b', ['The logo'], 'Tag b', false),
      ]),
    ).toEqual([]);
  });

  it('the site-files check reports the tagline, the site-wide text on a card, a missing title and shared texts', () => {
    const tagline = 'Automated security testing on Kubernetes';
    expect(
      imageAltProblems([
        alt('/', [tagline], 'secureCodeBox', true, false, tagline),
        alt('/docs/a', ['The logo'], 'A'),
        alt('/docs/b', ['Docs: Something else — secureCodeBox'], 'B'),
        alt('/docs/c', ['Docs: C — secureCodeBox'], 'C'),
        alt('/docs/c/', ['Docs: C — secureCodeBox'], 'C'),
        alt('/blog/2022/01/18/x', ['Docs: X — secureCodeBox'], 'X', true, true),
        alt('/docs/none', [], 'None'),
        alt('/blog/tags/a', ['The logo'], 'Tag a', false),
        alt('/blog/tags/b', ['Another logo'], 'Tag b', false),
      ]),
    ).toEqual([
      'pages with the site-wide image have 2 different og:image:alt texts',
      `/: og:image:alt is the page's description, not a text for its image: "${tagline}"`,
      `/: og:image:alt "${tagline}" does not name the title on its card, "secureCodeBox"`,
      '/docs/a: og:image:alt describes the site-wide image, not the page\'s card: "The logo"',
      '/docs/a: og:image:alt "The logo" does not name the title on its card, "A"',
      '/docs/b: og:image:alt "Docs: Something else — secureCodeBox" does not name the title on its card, "B"',
      '/docs/c/: og:image:alt is the same as the one of /docs/c',
      '/blog/2022/01/18/x: og:image:alt "Docs: X — secureCodeBox" does not name the section on its card, "Blog"',
      '/docs/none: 0 og:image:alt tags',
    ]);
  });
});

describe('social card rendering', () => {
  it('keeps a long title inside the text column, in at most four lines', async () => {
    const points = await titleGlyphs(
      'ADR-0003: How can we introduce a mechanism to start specialized scans on the results of previous scans, ' +
        'and what should the CascadingRule custom resource look like in every possible detail?',
    );
    expect(points.length).toBeGreaterThan(0);
    const left = Math.min(...points.map((p) => p.x));
    const right = Math.max(...points.map((p) => p.x));
    expect(left).toBeGreaterThanOrEqual(80 - 1);
    expect(right).toBeLessThanOrEqual(80 + TEXT_WIDTH + 1);
    // Four lines of 46 px at a line height of 1.18 are 217 px; the glyphs stay above the host name line (y 530).
    const top = Math.min(...points.map((p) => p.y));
    const bottom = Math.max(...points.map((p) => p.y));
    expect(bottom - top).toBeLessThan(4 * 46 * 1.18);
    expect(bottom).toBeLessThan(530);
  });

  it('cuts a title too long for four lines at the fourth line', async () => {
    // Letters without ascenders or descenders, so the lines' glyphs are separated by clear gaps.
    const lines = (points: {y: number}[]): number => {
      const ys = points.map((p) => p.y).sort((a, b) => a - b);
      return ys.filter((y, i) => i === 0 || y - ys[i - 1] > 10).length;
    };
    expect(lines(await titleGlyphs('ooo '.repeat(4)))).toBe(1);
    const cut = await titleGlyphs('ooo '.repeat(200));
    expect(lines(cut)).toBe(4);
    expect(Math.max(...cut.map((p) => p.x))).toBeLessThanOrEqual(80 + TEXT_WIDTH + 1);
  });

  it('renders a 1200×630 PNG under 80 KB', async () => {
    const png = await renderCardPng(
      cardContent({title: 'How We Used the secureCodeBox In Our Log4Shell Incident Response', section: 'Blog'}),
      siteDir,
    );
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(CARD_WIDTH);
    expect(png.readUInt32BE(20)).toBe(CARD_HEIGHT);
    expect(png.length).toBeLessThanOrEqual(80 * 1024);
  });
});
