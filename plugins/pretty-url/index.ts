/**
 * Local Docusaurus plugin that lets the build work on any static host, including hosts that serve
 * `/x/index.html` and `/x.html` as plain files without redirecting them to `/x/` and `/x`
 * (GitHub Pages, S3, `python3 -m http.server`, Netlify without our `_redirects`).
 *
 * Docusaurus' client router maps those URLs to the same route, but React's hydration does not
 * agree with the server HTML there: pages outside the docs render a second copy of the whole app
 * (two navbars, mains and footers) and docs pages log React error #418 (facebook/docusaurus#9871,
 * #10053; upstream closed them as "configure redirects on your host"). This plugin adds one inline
 * script to the `<head>` of every page that rewrites such a URL in place, with
 * `history.replaceState` and without a reload, before the deferred app bundle runs; React then
 * hydrates at the URL the page was rendered for. Query and hash are kept.
 *
 * The script is inline so it runs before any bundle; the deploy post-build step hashes it into the
 * CSP like every other inline script (deploy/scripts/lib/inline-scripts.mjs).
 * Register it in `docusaurus.config.ts`: `plugins: [..., './plugins/pretty-url/index.ts']`.
 */
import type {Plugin} from '@docusaurus/types';

/**
 * The pretty form of a path that a static host served as a file, as our nginx redirects it
 * (deploy/nginx/site.conf): `/x/index.html` → `/x/`, `/index.html` → `/`, `/x.html` → `/x`.
 * Other paths are returned unchanged. `/404.html` is left alone: it is the not-found page itself.
 * @param pathname - `location.pathname`, percent-encoded as the browser gives it
 * @returns the path React should hydrate at
 */
export function prettyPath(pathname: string): string {
  if (pathname === '/404.html') return pathname;
  return pathname.replace(/\/index\.html$/, '/').replace(/(.)\.html$/, '$1');
}

/**
 * The inline script: {@link prettyPath} applied to `location`, written out as plain ES5 so it runs
 * as it is in every browser (it is not bundled). Kept in sync with {@link prettyPath} by
 * tests/unit/pretty-url.test.ts, which runs this very text.
 */
export const PRETTY_URL_SCRIPT =
  "(function(){var l=location,p=l.pathname;if(p==='/404.html')return;" +
  "var q=p.replace(/\\/index\\.html$/,'/').replace(/(.)\\.html$/,'$1');" +
  "if(q!==p)history.replaceState(history.state,'',q+l.search+l.hash)})()";

/**
 * The plugin.
 * @returns a Docusaurus plugin that adds {@link PRETTY_URL_SCRIPT} as the first script of every page's `<head>`
 */
export default function prettyUrl(): Plugin {
  return {
    name: 'pretty-url',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: PRETTY_URL_SCRIPT}]};
    },
  };
}
