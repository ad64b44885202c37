#!/usr/bin/env node
// @ts-check
/**
 * Checks what a production build offers to crawlers and tools:
 * - robots.txt allows crawling and names the sitemap;
 * - every sitemap URL has a page, and that page has exactly one `<link rel="canonical">`, its own URL,
 *   one `og:image` (an absolute URL) and one `og:type` (`article` on blog posts, `website` elsewhere);
 * - every page's `og:image` is in the build and a 1200×630 PNG; docs pages, blog posts and the landing page have
 *   a card of their own (plugins/social-cards): not the default image, at most 80 KB, a picture no other page shows;
 * - every page has one `og:image:alt` that describes its image: on a page with its own card, the card's title (and
 *   `Blog` on posts), a text no other page has; never the page's description (the tagline on the landing page);
 * - every feed a page names in its head (`<link rel="alternate">` of type RSS, Atom or JSON Feed) is in the build;
 * - llms.txt has the llmstxt.org shape and every page it lists exists as a Markdown twin;
 * - llms-full.txt exists, and every docs page and blog post of the sitemap has its `.md` twin.
 *
 * Usage: node scripts/check-site-files.mjs [build-dir] [--site-url <origin>]
 *   build-dir           the build folder (default `build`)
 *   --site-url <origin> the production origin (default https://www.securecodebox.io, as in docusaurus.config.ts)
 * Exit code 1 when any check fails.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {
  canonicalProblems,
  feedLinks,
  hasClass,
  imageAltProblems,
  llmsLinks,
  llmsTxtProblems,
  metaProperties,
  titleAndDescription,
  openGraphProblems,
  pageFile,
  robotsProblems,
  sitemapUrls,
  socialImageProblems,
} from './lib/site-files.mjs';

/** The site-wide social image (themeConfig.image of docusaurus.config.ts), for pages without a card of their own. */
const DEFAULT_IMAGE_PATH = '/img/og-image.png';
/** Largest size of a page's own card. */
const MAX_CARD_BYTES = 80 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {'site-url': {type: 'string', default: 'https://www.securecodebox.io'}},
});
const buildDir = resolve(root, positionals[0] ?? 'build');
const siteUrl = (values['site-url'] ?? '').replace(/\/+$/, '');

/**
 * A build file's content, or undefined when it is missing.
 * @param {string} relativePath - path inside the build folder
 */
function read(relativePath) {
  const path = join(buildDir, relativePath);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** @type {string[]} */
const problems = [];
const robots = read('robots.txt');
if (robots === undefined) problems.push('robots.txt is missing');
else problems.push(...robotsProblems(robots, siteUrl));

const sitemap = read('sitemap.xml');
const urls = sitemap === undefined ? [] : sitemapUrls(sitemap);
if (sitemap === undefined) problems.push('sitemap.xml is missing');
else if (urls.length === 0) problems.push('sitemap.xml lists no URLs');

let twins = 0;
/** @type {Map<string, string>} Feeds the pages name, each with the first page that names it. */
const feeds = new Map();
/** @type {import('./lib/site-files.mjs').SocialImage[]} */
const socialImages = [];
/** @type {import('./lib/site-files.mjs').ImageAlt[]} */
const imageAlts = [];
for (const url of urls) {
  const file = pageFile(url, siteUrl);
  const html = file === undefined ? undefined : read(file);
  if (html === undefined) {
    problems.push(`${url}: in the sitemap but no page (${file ?? 'foreign URL'})`);
    continue;
  }
  problems.push(...canonicalProblems(html, url));
  for (const feed of feedLinks(html)) if (!feeds.has(feed)) feeds.set(feed, url);
  const path = url.slice(siteUrl.length).replace(/\/+$/, '');
  const isDoc = path.startsWith('/docs/') && hasClass(html, 'theme-doc-markdown');
  const isPost = /^\/blog\/\d{4}\/\d{2}\/\d{2}\//.test(path);
  problems.push(...openGraphProblems(html, url, isPost));
  const ownCard = path === '' || path.startsWith('/docs') || isPost;
  const page = titleAndDescription(html);
  imageAlts.push({
    url,
    alts: metaProperties(html, 'og:image:alt'),
    title: page.title.replace(/ \| secureCodeBox$/, ''),
    description: page.description,
    ownCard,
    isPost,
  });
  const [image] = metaProperties(html, 'og:image');
  if (image !== undefined) {
    const imagePath = image.startsWith(`${siteUrl}/`) ? decodeURIComponent(image.slice(siteUrl.length)) : undefined;
    const imageFile = imagePath === undefined ? undefined : join(buildDir, imagePath);
    const bytes = imageFile !== undefined && existsSync(imageFile) ? readFileSync(imageFile) : undefined;
    socialImages.push({
      url,
      image,
      bytes,
      hash: bytes ? createHash('sha256').update(bytes).digest('hex') : '',
      ownCard,
    });
  }
  if (isDoc || isPost) {
    twins += 1;
    if (read(`${path}.md`) === undefined) problems.push(`${url}: no Markdown twin ${path}.md`);
  }
}

problems.push(...socialImageProblems(socialImages, `${siteUrl}${DEFAULT_IMAGE_PATH}`, MAX_CARD_BYTES));
problems.push(...imageAltProblems(imageAlts));
const cards = socialImages.filter((page) => page.ownCard).length;

if (feeds.size === 0) problems.push('no page names a feed (<link rel="alternate" type="application/rss+xml">)');
for (const [feed, url] of feeds) {
  const path = feed.startsWith(`${siteUrl}/`) ? feed.slice(siteUrl.length) : feed;
  if (!path.startsWith('/') || read(path) === undefined)
    problems.push(`${url} names the feed ${feed}, which the build lacks`);
}

const llms = read('llms.txt');
if (llms === undefined) {
  problems.push('llms.txt is missing');
} else {
  problems.push(...llmsTxtProblems(llms, siteUrl));
  for (const link of llmsLinks(llms)) {
    if (link.startsWith(siteUrl) && read(link.slice(siteUrl.length)) === undefined)
      problems.push(`llms.txt lists ${link}, which the build lacks`);
  }
}
if (read('llms-full.txt') === undefined) problems.push('llms-full.txt is missing');

if (problems.length > 0) {
  console.error(`check-site-files: ${problems.length} problem(s) in ${buildDir}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `check-site-files: robots.txt, ${urls.length} sitemap URLs with their canonical links and Open Graph tags ` +
    `(${cards} own social cards, each with its own og:image:alt), ` +
    `${feeds.size} feeds, ` +
    `llms.txt (${llms ? llmsLinks(llms).length : 0} pages) and ${twins} Markdown twins are fine`,
);
