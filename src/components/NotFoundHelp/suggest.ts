/**
 * The "Did you mean …?" of the not-found page: the site's page most likely meant by a path that has no page. Each
 * segment of the path is corrected with the search's own typo corrector (`correctWord` of
 * `src/theme/SearchBar/engine.ts`: Levenshtein distance with adjacent transpositions, at most 1 edit for up to 4
 * characters and 2 above, the most frequent word on a tie) against a vocabulary made of the segments of the site's
 * routes, so `/docs/scanners/nmapp` leads to `/docs/scanners/nmap` as a search for `nmapp` leads to Nmap.
 *
 * Pure and bounded: any string is accepted, a path longer than {@link MAX_PATH_LENGTH} characters is cut, one with
 * more than {@link MAX_SEGMENTS} segments is cut too, and malformed percent-escapes are read as typed.
 */
import {correctWord} from '@site/src/theme/SearchBar/engine';

/** Characters of a path read at most; the rest is ignored (the longest route of the site has about 90). */
export const MAX_PATH_LENGTH = 300;
/** Path segments read at most (the deepest route of the site has 5). */
export const MAX_SEGMENTS = 8;

/**
 * The lower-case segments of a path: percent-escapes decoded (left as typed when malformed), `.html`, `.md` and a
 * final `index.html` dropped, empty segments skipped.
 * @param path - a URL path such as `/docs/scanners/nmapp/` (a query or hash is not expected; it stays in the text)
 */
export function pathSegments(path: string): string[] {
  const cut = path.slice(0, MAX_PATH_LENGTH);
  let decoded = cut;
  try {
    decoded = decodeURIComponent(cut);
  } catch {
    // A malformed escape (`%E0%A4%A`): read the path as typed.
  }
  return decoded
    .toLowerCase()
    .replace(/\/index\.html$/, '')
    .replace(/\.(html|md)$/, '')
    .split('/')
    .filter(Boolean)
    .slice(0, MAX_SEGMENTS);
}

/** A route of the site, as its segments and as the path to link to. */
interface Route {
  path: string;
  segments: string[];
  key: string;
}

/**
 * The route a path most likely meant, or `null` when none is close enough. In this order:
 * 1. the path with every segment corrected (`/docs/scaners/nmapp` → `/docs/scanners/nmap`), which also catches a
 *    path that differs from a route only in case, escapes, a trailing slash or an `.html` ending;
 * 2. a route whose last segment is the corrected last segment: the one that has the most of the path's corrected
 *    segments, then the shortest (`/docs/nmapp` and `/scanners/nmapp` → `/docs/scanners/nmap`, not a blog tag);
 * 3. the longest route of at least two segments that the corrected path starts with
 *    (`/docs/scanners/nmap/extra` → `/docs/scanners/nmap`).
 *
 * The path itself is never suggested.
 * @param path - the path that has no page, e.g. `location.pathname`
 * @param routes - the site's page routes (`/docs/scanners/nmap`, `/docs/api/crds/`), e.g. from the sitemap
 * @returns one of `routes`, as given, or `null`
 */
export function suggestRoute(path: string, routes: readonly string[]): string | null {
  const segments = pathSegments(path);
  if (segments.length === 0) return null;
  const known: Route[] = [];
  const vocabulary = new Map<string, number>();
  for (const route of routes) {
    const routeSegments = route.toLowerCase().split('/').filter(Boolean);
    if (routeSegments.length === 0) continue;
    known.push({path: route, segments: routeSegments, key: routeSegments.join('/')});
    for (const segment of routeSegments) vocabulary.set(segment, (vocabulary.get(segment) ?? 0) + 1);
  }
  const own = path.slice(0, MAX_PATH_LENGTH);
  const pick = (route: Route | undefined): string | null => (route && route.path !== own ? route.path : null);

  const corrected = segments.map((segment) => correctWord(segment, vocabulary));
  const key = corrected.join('/');
  const exact = known.find((route) => route.key === key);
  if (exact) return pick(exact);

  const last = corrected[corrected.length - 1] ?? '';
  const shared = (route: Route): number => corrected.filter((segment) => route.segments.includes(segment)).length;
  const byLast = known
    .filter((route) => route.segments[route.segments.length - 1] === last)
    .sort((a, b) => shared(b) - shared(a) || a.segments.length - b.segments.length);
  if (byLast.length > 0) return pick(byLast[0]);

  for (let length = corrected.length - 1; length >= 2; length -= 1) {
    const prefix = corrected.slice(0, length).join('/');
    const route = known.find((candidate) => candidate.key === prefix);
    if (route) return pick(route);
  }
  return null;
}

/**
 * The words of a path to search for when no route is suggested: the last segment's words
 * (`/docs/cascading-rulez` → `cascading rulez`), at most 64 characters.
 * @param path - the path that has no page
 * @returns the words, or an empty string when the path has none
 */
export function searchWords(path: string): string {
  const segments = pathSegments(path);
  const last = segments[segments.length - 1] ?? '';
  return last
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')
    .slice(0, 64)
    .trim();
}
