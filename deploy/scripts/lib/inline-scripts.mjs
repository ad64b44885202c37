// @ts-check
/**
 * Find the inline scripts of built HTML pages and compute the CSP source expressions
 * (`'sha256-…'`) that allow exactly them. Pure functions; used by deploy/scripts/lib/build-files.mjs
 * and covered by tests/unit/deploy-inline-scripts.test.ts.
 *
 * The pages are Docusaurus' own minified output, not arbitrary HTML: a small tokenizer that
 * understands comments, quoted attribute values and the raw-text content of `<script>` is
 * enough, and it needs no HTML parser dependency.
 */
import {createHash} from 'node:crypto';

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

/** One attribute of a start tag: name, then a double-quoted, single-quoted or unquoted value. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A start tag with its attributes (quoted values may contain `>`). */
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/)*)\s*>/y;

/**
 * Parse the attribute part of a start tag.
 * @param {string} source - the text between the tag name and `>`, e.g. ` type="module" async`
 * @returns {Map<string, string>} lower-cased attribute names to values (`''` for a bare attribute);
 *   the first occurrence of a name wins, as in browsers
 */
export function parseAttributes(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) {
      attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

/**
 * @typedef {object} StartTag
 * @property {string} name - lower-cased tag name
 * @property {Map<string, string>} attributes - see {@link parseAttributes}
 * @property {string} content - for `script` and `style`: the raw text up to the closing tag; otherwise `''`
 */

/**
 * Walk the start tags of an HTML document, skipping comments and the raw text of
 * `<script>`, `<style>` and `<textarea>`/`<title>` elements (which may contain `<`).
 * @param {string} html - a whole HTML document
 * @returns {Generator<StartTag>} every start tag in document order
 */
export function* startTags(html) {
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) return;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    START_TAG.lastIndex = open;
    const match = START_TAG.exec(html);
    if (!match) {
      index = open + 1;
      continue;
    }
    const name = match[1].toLowerCase();
    const attributes = parseAttributes(match[2]);
    index = START_TAG.lastIndex;
    let content = '';
    if (name === 'script' || name === 'style' || name === 'textarea' || name === 'title') {
      // Raw text ends at the first `</name` followed by whitespace, `/` or `>` (HTML spec).
      const end = new RegExp(`</${name}[\\s/>]`, 'ig');
      end.lastIndex = index;
      const endMatch = end.exec(html);
      const stop = endMatch ? endMatch.index : html.length;
      content = html.slice(index, stop);
      index = stop;
    }
    yield {name, attributes, content};
  }
}

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
 * @returns {string[]} script texts exactly as they appear in the document, in order
 */
export function extractInlineScripts(html) {
  const scripts = [];
  for (const tag of startTags(html)) {
    if (tag.name !== 'script' || tag.attributes.has('src')) continue;
    if (!isExecutedScriptType(tag.attributes.get('type'))) continue;
    if (tag.content.length > 0) scripts.push(tag.content);
  }
  return scripts;
}

/**
 * Event-handler attributes (`onclick=…`, `onload=…`) in a page. A hash in `script-src`
 * cannot allow these without `'unsafe-hashes'`, so the deploy step refuses a build that has any.
 * @param {string} html - a whole HTML document
 * @returns {string[]} `tag[attribute]` for each handler found, e.g. `link[onload]`
 */
export function findEventHandlerAttributes(html) {
  const found = [];
  for (const tag of startTags(html)) {
    for (const name of tag.attributes.keys()) {
      if (/^on[a-z]+$/.test(name)) found.push(`${tag.name}[${name}]`);
    }
  }
  return found;
}

/**
 * The CSP source expression that allows one inline script.
 * @param {string} script - the script text as it appears between `<script>` and `</script>`
 * @returns {string} `'sha256-<base64 of the SHA-256 of the UTF-8 text>'`, quotes included
 */
export function cspHashSource(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
