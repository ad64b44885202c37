/**
 * The not-found page's suggestion for a path against this site's pages, as the build's sitemap lists them
 * (`/sitemap.xml`, written by the classic preset's sitemap plugin). Imported on demand by NotFoundHelp, so the typo
 * corrector (and the search engine module it comes from) loads only when a reader hits a missing page: the theme
 * renders the not-found content from the docs layout too, which every docs page loads.
 */
import {sitemapPaths} from '@site/src/lib/sitemap.mjs';
import {searchWords, suggestRoute} from './suggest';

/** The site's page paths, once the sitemap has been read; a failed read is tried again on the next call. */
let allPaths: Promise<string[]> | undefined;

/** What the not-found page offers for a path: a route to link, or words to search for. */
export interface Suggestion {
  /** The page the path most likely meant, as the sitemap spells it; `null` when none is close or the sitemap failed. */
  route: string | null;
  /** That page's title (its `<title>` without the site name); `null` without a route or when it could not be read. */
  title: string | null;
  /** The last segment's words, for a search link when there is no route (may be empty). */
  words: string;
}

/**
 * The site's page paths from the sitemap at `sitemapUrl`, fetched once per page session.
 * @throws {Error} when the sitemap cannot be fetched or lists no page
 */
async function sitePaths(sitemapUrl: string): Promise<string[]> {
  const response = await fetch(sitemapUrl);
  if (!response.ok) throw new Error(`sitemap: HTTP ${response.status}`);
  const paths = sitemapPaths(await response.text());
  if (paths.length === 0) throw new Error('sitemap: no page listed');
  return paths;
}

/** Characters of a page title shown at most; a longer one is cut with an ellipsis. */
const MAX_TITLE_LENGTH = 120;

/**
 * The title of one of the site's pages, read from its served HTML: the document's `<title>` without the
 * ` | secureCodeBox` the theme appends (the landing page's title is the site name alone).
 * @param route - a path of the site, e.g. `/docs/scanners/nmap`
 * @returns the title, or `null` when the page cannot be fetched or has no title
 */
async function pageTitle(route: string): Promise<string | null> {
  try {
    const response = await fetch(route);
    if (!response.ok) return null;
    const html = new DOMParser().parseFromString(await response.text(), 'text/html');
    const title = (html.querySelector('head > title')?.textContent ?? '').replace(/\s+\|\s+secureCodeBox$/, '').trim();
    if (title === '') return null;
    return title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1)}…` : title;
  } catch {
    return null;
  }
}

/**
 * The suggestion for a path (see {@link suggestRoute} and {@link searchWords}) with the suggested page's title.
 * When the sitemap cannot be read, there is no route to suggest and only the search words are offered; when the
 * suggested page's title cannot be read, the suggestion is shown by its path alone.
 * @param pathname - the path that has no page, e.g. `location.pathname`
 * @param sitemapUrl - where the build's sitemap is served, e.g. `useBaseUrl('/sitemap.xml')`
 */
export async function suggestionFor(pathname: string, sitemapUrl: string): Promise<Suggestion> {
  const words = searchWords(pathname);
  try {
    allPaths ??= sitePaths(sitemapUrl);
    const route = suggestRoute(pathname, await allPaths);
    return {route, title: route === null ? null : await pageTitle(route), words};
  } catch {
    allPaths = undefined;
    return {route: null, title: null, words};
  }
}
