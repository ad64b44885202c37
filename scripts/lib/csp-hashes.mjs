// @ts-check
/**
 * The check that the Content-Security-Policy the deploy step writes allows exactly the inline scripts of the built
 * pages. Each page's scripts are read here from its hast tree (src/lib/html.mjs) and hashed with node:crypto, on
 * their own, not through the deploy step's `extractInlineScripts`, so that a script the deploy step misses or a
 * hash it adds for nothing fails the check. Used by scripts/check-csp-hashes.mjs; covered by
 * tests/unit/csp-hashes.test.ts.
 */
import {createHash} from 'node:crypto';
import {attribute, elements, parseHtml, textContent} from '../../src/lib/html.mjs';

/**
 * The `type` values of a script a browser runs (HTML standard, "prepare the script element"): none, a JavaScript MIME
 * type essence, `module`, `importmap` or `speculationrules`. Anything else (`application/ld+json`) is a data block.
 */
const EXECUTED_TYPE =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;

/**
 * The `'sha256-…'` source expressions of the inline scripts of one page that a browser runs, from its hast tree:
 * `<script>` without `src`, of a type a browser runs (see {@link EXECUTED_TYPE}), with some text.
 * @param {string} html - a built page
 * @returns {string[]} one expression per script, in document order
 */
export function pageScriptHashes(html) {
  return elements(parseHtml(html), 'script')
    .filter((script) => attribute(script, 'src') === undefined)
    .filter((script) => EXECUTED_TYPE.test((attribute(script, 'type') ?? '').trim().toLowerCase()))
    .map(textContent)
    .filter((text) => text.length > 0)
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/**
 * The hashes of a policy's `script-src`.
 * @param {string} policy - a `Content-Security-Policy` value
 * @returns {string[]} its `'sha…-…'` source expressions
 */
export function policyScriptHashes(policy) {
  const scriptSrc = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'script-src');
  return (scriptSrc ?? []).slice(1).filter((source) => /^'sha(256|384|512)-/.test(source));
}

/**
 * Compares a policy with the pages it serves.
 * @param {{file: string, html: string}[]} pages - every built page (`docs/x/index.html` and its text)
 * @param {string} policy - the `Content-Security-Policy` value the deploy step writes for them
 * @returns {{problems: string[], scripts: number, hashes: number}} a problem per inline script the policy does not
 *   allow and per hash no page needs; the number of inline scripts and of distinct hashes they need
 */
export function cspHashProblems(pages, policy) {
  const allowed = new Set(policyScriptHashes(policy));
  /** @type {Set<string>} */
  const needed = new Set();
  /** @type {string[]} */
  const problems = [];
  let scripts = 0;
  for (const {file, html} of pages) {
    for (const hash of pageScriptHashes(html)) {
      scripts += 1;
      needed.add(hash);
      if (!allowed.has(hash)) problems.push(`${file}: inline script ${hash} is not in the CSP's script-src`);
    }
  }
  for (const hash of allowed) if (!needed.has(hash)) problems.push(`script-src allows ${hash}, which no page needs`);
  return {problems, scripts, hashes: needed.size};
}
