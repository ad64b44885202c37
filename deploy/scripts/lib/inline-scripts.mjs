// @ts-check
/**
 * Find the inline scripts of built HTML pages and compute the CSP source expressions
 * (`'sha256-…'`) that allow exactly them. Pure functions; used by deploy/scripts/lib/build-files.mjs
 * and covered by tests/unit/deploy-inline-scripts.test.ts.
 *
 * Pages are read through the site's one HTML parser (src/lib/html.mjs, hast), so a script's
 * text is the text the browser hashes when it checks the policy.
 */
import {createHash} from 'node:crypto';
import {attribute, attributeNames, elements, parseHtml, textContent} from '../../../src/lib/html.mjs';

/**
 * `type` values (trimmed, lower-cased) for which a browser runs an inline `<script>`, and so
 * for which `script-src` must allow it: classic scripts (no type or a JavaScript MIME type),
 * modules, import maps and speculation rules. Data blocks such as `application/ld+json`
 * are never run and need no hash.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether a browser runs a `<script>` with this `type` attribute.
 * @param {string | undefined} type - the attribute value; `undefined` when absent
 * @returns {boolean}
 */
export function isExecutedScriptType(type) {
  return EXECUTED_TYPES.has((type ?? '').trim().toLowerCase());
}

/**
 * The inline scripts of a page that a browser would run: `<script>` elements without
 * `src`, with an executed type ({@link isExecutedScriptType}) and non-empty content.
 * @param {string} html - a whole HTML document
 * @returns {string[]} script texts as the browser reads them (as written, line ends as LF), in order
 */
export function extractInlineScripts(html) {
  return elements(parseHtml(html), 'script')
    .filter((script) => attribute(script, 'src') === undefined && isExecutedScriptType(attribute(script, 'type')))
    .map(textContent)
    .filter((text) => text.length > 0);
}

/**
 * Event-handler attributes (`onclick=…`, `onload=…`) in a page. A hash in `script-src`
 * cannot allow these without `'unsafe-hashes'`, so the deploy step refuses a build that has any.
 * @param {string} html - a whole HTML document
 * @returns {string[]} `tag[attribute]` for each handler found, e.g. `link[onload]`
 */
export function findEventHandlerAttributes(html) {
  return elements(parseHtml(html)).flatMap((element) =>
    attributeNames(element)
      .filter((name) => /^on[a-z]+$/.test(name))
      .map((name) => `${element.tagName}[${name}]`),
  );
}

/**
 * The CSP source expression that allows one inline script.
 * @param {string} script - the script text as it appears between `<script>` and `</script>`
 * @returns {string} `'sha256-<base64 of the SHA-256 of the UTF-8 text>'`, quotes included
 */
export function cspHashSource(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
