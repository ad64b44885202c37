/**
 * The not-found page's suggestion for a path against this site's routes (`@generated/routes`). Imported on demand by
 * NotFoundHelp, so the typo corrector (and the search engine module it comes from) loads only when a reader hits a
 * missing page: the theme renders the not-found content from the docs layout too, which every docs page loads.
 */
import routes from '@generated/routes';
import {pagePaths, searchWords, suggestRoute} from './suggest';

let allPaths: string[] | undefined;

/** What the not-found page offers for a path: a route to link, or words to search for. */
export interface Suggestion {
  /** The page the path most likely meant, as the route list spells it; `null` when none is close. */
  route: string | null;
  /** The last segment's words, for a search link when there is no route (may be empty). */
  words: string;
}

/**
 * The suggestion for a path (see {@link suggestRoute} and {@link searchWords}).
 * @param pathname - the path that has no page, e.g. `location.pathname`
 */
export function suggestionFor(pathname: string): Suggestion {
  allPaths ??= pagePaths(routes);
  return {route: suggestRoute(pathname, allPaths), words: searchWords(pathname)};
}
