// @ts-check
/**
 * Checks of the files a production build offers to crawlers and tools: robots.txt, the sitemap,
 * one canonical URL per page, llms.txt and the Markdown twins. Pure functions over file contents;
 * scripts/check-site-files.mjs reads the build and reports.
 */

import {attribute, elements, parseHtml, textContent} from '../../src/lib/html.mjs';

export {sitemapPaths, sitemapUrls} from '../../src/lib/sitemap.mjs';

/**
 * The `<link>` elements of a page whose `rel` holds a token.
 * @param {string} html - the page
 * @param {string} rel - e.g. `canonical`
 */
function linksWithRel(html, rel) {
  return elements(parseHtml(html), 'link').filter((link) =>
    (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/).includes(rel),
  );
}

/** A blog post's path: `/blog/YYYY/MM/DD/<slug>`. */
export const POST_PATH = /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/]/;

/**
 * The `href` of every `<link rel="canonical">` of an HTML page (minified or not).
 * @param {string} html - the page
 * @returns {string[]} the hrefs in document order, entities decoded
 */
export function canonicalUrls(html) {
  return linksWithRel(html, 'canonical').flatMap((link) => {
    const href = attribute(link, 'href');
    return href === undefined ? [] : [href];
  });
}

/**
 * Problems of a robots.txt for a site: it must allow crawling and name the site's sitemap.
 * @param {string} text - robots.txt
 * @param {string} siteUrl - origin, e.g. `https://www.securecodebox.io`
 * @returns {string[]} problems; [] when fine
 */
export function robotsProblems(text, siteUrl) {
  const problems = [];
  const lines = text.split('\n').map((line) => line.replace(/#.*/, '').trim());
  const sitemaps = lines.filter((line) => /^sitemap:/i.test(line)).map((line) => line.slice('sitemap:'.length).trim());
  if (!sitemaps.includes(`${siteUrl}/sitemap.xml`))
    problems.push(`robots.txt does not name ${siteUrl}/sitemap.xml (has: ${sitemaps.join(', ') || 'none'})`);
  if (!lines.some((line) => /^user-agent:\s*\*$/i.test(line))) problems.push('robots.txt has no `User-agent: *` group');
  if (lines.some((line) => /^disallow:\s*\/\s*$/i.test(line))) problems.push('robots.txt disallows the whole site');
  return problems;
}

/**
 * The build file of a site URL: `https://site/docs/x` → `docs/x/index.html`.
 * @param {string} url - absolute URL of a page
 * @param {string} siteUrl - origin of the site
 * @returns {string | undefined} path relative to the build folder, or undefined for a foreign URL
 */
export function pageFile(url, siteUrl) {
  if (!url.startsWith(siteUrl)) return undefined;
  const path = decodeURIComponent(url.slice(siteUrl.length).split(/[?#]/)[0]).replace(/^\/+|\/+$/g, '');
  return path === '' ? 'index.html' : `${path}/index.html`;
}

/**
 * Problems with a page's canonical URL: there must be exactly one, and it must be the page's own URL.
 * @param {string} html - the page
 * @param {string} url - the page's URL as the sitemap gives it
 * @returns {string[]} problems; [] when fine
 */
export function canonicalProblems(html, url) {
  const canonicals = canonicalUrls(html);
  if (canonicals.length !== 1) return [`${url}: ${canonicals.length} canonical links`];
  return canonicals[0] === url ? [] : [`${url}: canonical is ${canonicals[0]}`];
}

/**
 * The URLs of the Markdown links in an llms.txt.
 * @param {string} text - llms.txt
 * @returns {string[]} link targets in order
 */
export function llmsLinks(text) {
  return [...text.matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)/gm)].map((match) => match[1]);
}

/**
 * Problems of an llms.txt: the llmstxt.org shape (one `#` title, a `>` summary, `##` sections of
 * link lists) and links that point into the site.
 * @param {string} text - llms.txt
 * @param {string} siteUrl - origin of the site
 * @returns {string[]} problems; [] when fine
 */
export function llmsTxtProblems(text, siteUrl) {
  const problems = [];
  const lines = text.split('\n');
  if (!/^# \S/.test(lines[0] ?? '')) problems.push('llms.txt does not start with a `# Title` line');
  if (lines.filter((line) => /^# /.test(line)).length !== 1)
    problems.push('llms.txt must have exactly one `#` heading');
  if (!lines.some((line) => /^> \S/.test(line))) problems.push('llms.txt has no `>` summary');
  if (!lines.some((line) => /^## \S/.test(line))) problems.push('llms.txt has no `##` section');
  const links = llmsLinks(text);
  if (links.length === 0) problems.push('llms.txt lists no pages');
  for (const link of links) {
    if (!link.startsWith(`${siteUrl}/`) || !link.endsWith('.md'))
      problems.push(`llms.txt links to ${link}, not to a Markdown twin on ${siteUrl}`);
  }
  return problems;
}

/**
 * The `content` of every `<meta property="…">` tag with the given property (minified or not).
 * @param {string} html - the page
 * @param {string} property - e.g. `og:image`
 * @returns {string[]} the contents in document order, entities decoded
 */
export function metaProperties(html, property) {
  return elements(parseHtml(html), 'meta')
    .filter((meta) => attribute(meta, 'property') === property)
    .map((meta) => attribute(meta, 'content') ?? '');
}

/**
 * Whether an element of a page has a class.
 * @param {string} html - the page
 * @param {string} name - a class name, e.g. `theme-doc-markdown`
 */
export function hasClass(html, name) {
  return elements(parseHtml(html)).some((element) => (attribute(element, 'class') ?? '').split(' ').includes(name));
}

/**
 * The text of a page's `<title>` and the `content` of its `<meta name="description">`, as a browser reads them.
 * @param {string} html - the page
 * @returns {{title: string, description: string}} `''` for a missing one
 */
export function titleAndDescription(html) {
  const tree = parseHtml(html);
  const [title] = elements(tree, 'title');
  const description = elements(tree, 'meta').find((meta) => attribute(meta, 'name')?.toLowerCase() === 'description');
  return {
    title: title ? textContent(title) : '',
    description: description ? (attribute(description, 'content') ?? '') : '',
  };
}

/**
 * Problems with a page's Open Graph tags: exactly one `og:image`, an absolute http(s) URL, and exactly
 * one `og:type`, `article` on a blog post and `website` on every other page.
 * @param {string} html - the page
 * @param {string} url - the page's URL as the sitemap gives it (for the messages)
 * @param {boolean} isPost - whether the page is a blog post
 * @returns {string[]} problems; [] when fine
 */
export function openGraphProblems(html, url, isPost) {
  /** @type {string[]} */
  const problems = [];
  const images = metaProperties(html, 'og:image');
  if (images.length !== 1) problems.push(`${url}: ${images.length} og:image tags`);
  for (const image of images) {
    if (!/^https?:\/\/[^/]+\//.test(image)) problems.push(`${url}: og:image is not an absolute URL: ${image}`);
  }
  const types = metaProperties(html, 'og:type');
  const expected = isPost ? 'article' : 'website';
  if (types.length !== 1 || types[0] !== expected) {
    problems.push(`${url}: og:type is ${JSON.stringify(types)}, expected one "${expected}"`);
  }
  return problems;
}

/**
 * The feeds a page names in its head: the `href` of every `<link rel="alternate">` whose `type` is RSS, Atom or JSON
 * Feed (the blog plugin adds them to every page).
 * @param {string} html - the page
 * @returns {string[]} the hrefs in document order, e.g. `/blog/rss.xml`
 */
export function feedLinks(html) {
  return linksWithRel(html, 'alternate').flatMap((link) => {
    const type = (attribute(link, 'type') ?? '').trim().toLowerCase();
    const href = attribute(link, 'href');
    return /^application\/(rss\+xml|atom\+xml|(feed\+)?json)$/.test(type) && href !== undefined
      ? [href.replace(/\/+$/, '')]
      : [];
  });
}

/**
 * Width and height of a PNG, read from its IHDR chunk (the first chunk, right after the 8-byte signature).
 * @param {Uint8Array} bytes - the file
 * @returns {{width: number, height: number} | undefined} pixels, or undefined when the bytes are no PNG
 */
export function pngDimensions(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return undefined;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {width: view.getUint32(16), height: view.getUint32(20)};
}

/**
 * @typedef {object} SocialImage
 * @property {string} url - the page's URL (for the messages)
 * @property {string} image - the page's `og:image` URL
 * @property {Uint8Array | undefined} bytes - the image file from the build, undefined when it is missing
 * @property {string} hash - a digest of the bytes ('' when missing), to find pages that share one picture
 * @property {boolean} ownCard - whether the page must have a card of its own (docs pages, posts, the landing page)
 */

/**
 * Problems with the pages' social images (`og:image`): every image must be in the build and a 1200×630 PNG; a page
 * that needs its own card must not use the default image, its card must be at most `maxBytes` and no other page may
 * show the same picture (same content hash).
 * @param {SocialImage[]} pages - one entry per sitemap page
 * @param {string} defaultImage - the site-wide `og:image` URL (themeConfig.image)
 * @param {number} maxBytes - largest card size in bytes
 * @returns {string[]} problems; [] when fine
 */
export function socialImageProblems(pages, defaultImage, maxBytes) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string>} */
  const firstWithHash = new Map();
  for (const page of pages) {
    if (page.bytes === undefined) {
      problems.push(`${page.url}: og:image ${page.image} is not in the build`);
      continue;
    }
    const size = pngDimensions(page.bytes);
    if (!size || size.width !== 1200 || size.height !== 630) {
      const found = size ? `${size.width}×${size.height}` : 'not a PNG';
      problems.push(`${page.url}: og:image ${page.image} is ${found}, expected a 1200×630 PNG`);
    }
    if (!page.ownCard) continue;
    if (page.image === defaultImage) {
      problems.push(
        `${page.url}: uses the default og:image; docs pages, posts and the landing page get their own card`,
      );
      continue;
    }
    if (page.bytes.length > maxBytes) {
      problems.push(`${page.url}: og:image ${page.image} has ${page.bytes.length} bytes, more than ${maxBytes}`);
    }
    const other = firstWithHash.get(page.hash);
    if (other !== undefined) problems.push(`${page.url}: og:image shows the same picture as the one of ${other}`);
    else firstWithHash.set(page.hash, page.url);
  }
  return problems;
}

/**
 * Whether `text` contains `phrase` as a whole: not as part of a longer word (`B` is not in `secureCodeBox`).
 * @param {string} text - e.g. `Scanners: Nmap — secureCodeBox`
 * @param {string} phrase - e.g. `Nmap`
 */
function containsPhrase(text, phrase) {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text.slice(0, at);
    const after = text.slice(at + phrase.length);
    if (!/[\p{L}\p{N}]$/u.test(before) && !/^[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

/**
 * @typedef {object} ImageAlt
 * @property {string} url - the page's URL (for the messages)
 * @property {string[]} alts - the decoded content of every `og:image:alt` of the page
 * @property {string} title - the page's own title (its `<title>` without ` | <site name>`), decoded
 * @property {string} description - the page's `<meta name="description">`, decoded ('' without one)
 * @property {boolean} ownCard - whether the page has a card of its own (docs pages, posts, the landing page)
 * @property {boolean} isPost - whether the page is a blog post (its card's section line is `Blog · <date>`)
 */

/**
 * Problems with the pages' `og:image:alt`, which must describe the picture the page's `og:image` shows: exactly one,
 * not empty, never the page's description (the site's tagline on the landing page). A page with its own card names
 * what the card shows: its title (and `Blog` on a post, whose section line is `Blog · <date>`), so no two cards share
 * a text and none uses the text of the site-wide image. The pages that show the site-wide image share one text.
 * @param {ImageAlt[]} pages - one entry per sitemap page
 * @returns {string[]} problems; [] when fine
 */
export function imageAltProblems(pages) {
  /** @type {string[]} */
  const problems = [];
  const defaultAlts = new Set(pages.filter((page) => !page.ownCard && page.alts.length === 1).map((p) => p.alts[0]));
  if (defaultAlts.size > 1) {
    problems.push(`pages with the site-wide image have ${defaultAlts.size} different og:image:alt texts`);
  }
  /** @type {Map<string, string>} */
  const firstWithAlt = new Map();
  for (const page of pages) {
    if (page.alts.length !== 1) {
      problems.push(`${page.url}: ${page.alts.length} og:image:alt tags`);
      continue;
    }
    const alt = page.alts[0] ?? '';
    if (alt.trim() === '') {
      problems.push(`${page.url}: og:image:alt is empty`);
      continue;
    }
    if (page.description !== '' && alt === page.description) {
      problems.push(`${page.url}: og:image:alt is the page's description, not a text for its image: "${alt}"`);
    }
    if (!page.ownCard) continue;
    if (defaultAlts.has(alt)) {
      problems.push(`${page.url}: og:image:alt describes the site-wide image, not the page's card: "${alt}"`);
    }
    if (!containsPhrase(alt, page.title)) {
      problems.push(`${page.url}: og:image:alt "${alt}" does not name the title on its card, "${page.title}"`);
    }
    if (page.isPost && !alt.includes('Blog')) {
      problems.push(`${page.url}: og:image:alt "${alt}" does not name the section on its card, "Blog"`);
    }
    const other = firstWithAlt.get(alt);
    if (other !== undefined) problems.push(`${page.url}: og:image:alt is the same as the one of ${other}`);
    else firstWithAlt.set(alt, page.url);
  }
  return problems;
}
