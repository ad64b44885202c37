// @ts-check
/**
 * Reading a sitemap (`sitemap.xml`, written by the classic preset's sitemap plugin) — the one parser the site,
 * its scripts and its tests share: the not-found page's suggestion fetches the sitemap in the browser, the
 * site-files check and the browser and deploy tests read it from the build or the server. Plain JavaScript with
 * JSDoc types, so that Node.js scripts import it without a build step.
 */

/** The five predefined XML entities, by name. */
const ENTITIES = /** @type {Readonly<Record<string, string>>} */ ({amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"});

/**
 * The URL of every `<loc>` of a sitemap, with surrounding whitespace trimmed and XML entities decoded.
 * @param {string} xml - the sitemap's text (`<urlset><url><loc>https://…/docs/x</loc></url>…`); anything else
 *   yields no URL
 * @returns {string[]} the URLs in document order, as written (not checked to be absolute)
 */
export function sitemapUrls(xml) {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map(([, loc = '']) =>
    loc.replace(/&(amp|lt|gt|quot|apos);/g, (_entity, /** @type {string} */ name) => ENTITIES[name] ?? ''),
  );
}

/**
 * The page paths of a sitemap: path plus query of each `<loc>` URL (`https://www.securecodebox.io/docs/` →
 * `/docs/`). A `<loc>` that is not an absolute URL is skipped, so a malformed sitemap gives fewer paths, never an
 * exception.
 * @param {string} xml - the sitemap's text
 * @returns {string[]} paths such as `/docs/scanners/nmap`, in document order
 */
export function sitemapPaths(xml) {
  /** @type {string[]} */
  const paths = [];
  for (const url of sitemapUrls(xml)) {
    try {
      const {pathname, search} = new URL(url);
      paths.push(`${pathname}${search}`);
    } catch {
      // Not an absolute URL: not a page of this sitemap.
    }
  }
  return paths;
}
