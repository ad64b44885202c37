// @ts-check
/**
 * Reading built HTML — the one parser that the deploy step (the CSP hashes of inline scripts), the site-files check,
 * the page-weight budgets, the social cards and llms-txt share. Pages are parsed by `hast-util-from-html` (parse5,
 * the HTML standard's parsing algorithm), so a check sees a page as a browser does: entities decoded, comments,
 * raw text and quoted `>` handled, the first of two attributes with one name kept, CRLF read as LF.
 *
 * Plain JavaScript with JSDoc types, so that Node.js scripts import it without a build step; the plugins (jiti) and
 * the tests (Vitest) import it too. Node-only: it is not part of the browser bundle.
 */
import {fromHtml} from 'hast-util-from-html';
import {find, html as htmlSchema} from 'property-information';

/** @typedef {import('hast').Root} Root */
/** @typedef {import('hast').Element} Element */
/** @typedef {import('hast').Nodes} Nodes */

/**
 * Parsed documents by text: the checks ask several questions of one page in a row. Only the last few are kept
 * (a built page is up to a few hundred kilobytes).
 * @type {Map<string, Root>}
 */
const cache = new Map();
const CACHE_SIZE = 4;

/**
 * Parses an HTML document (or a fragment) the way a browser does. Never throws: like a browser, the parser recovers
 * from any malformed input.
 * @param {string} html - a whole page as the build wrote it, or a fragment such as `<link rel=canonical href=/x>`
 * @returns {Root} the hast tree, every node positioned (line, column and offset into `html`); the same object for
 *   the same text while it is cached, so callers must not change it (see {@link parseHtmlCopy})
 */
export function parseHtml(html) {
  const cached = cache.get(html);
  if (cached) return cached;
  const tree = fromHtml(html);
  const oldest = cache.keys().next();
  if (cache.size >= CACHE_SIZE && !oldest.done) cache.delete(oldest.value);
  cache.set(html, tree);
  return tree;
}

/**
 * Parses HTML into a tree of the caller's own, to change at will (not cached).
 * @param {string} html - a whole page or a fragment
 * @param {{fragment?: boolean}} [options] - `fragment: true` parses without adding `<html>`, `<head>` and `<body>`
 * @returns {Root}
 */
export function parseHtmlCopy(html, options = {}) {
  return fromHtml(html, {fragment: options.fragment ?? false});
}

/**
 * The elements below a node in document order, optionally only those with one tag name. The content of a
 * `<template>` is not part of the document (a browser neither shows nor runs it) and is left out.
 * @param {Nodes} node - a tree or an element
 * @param {string} [tagName] - lower-case tag name, e.g. `script`
 * @returns {Element[]}
 */
export function elements(node, tagName) {
  /** @type {Element[]} */
  const found = [];
  /** @param {Nodes} parent */
  const visit = (parent) => {
    if (parent.type !== 'root' && parent.type !== 'element') return;
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (tagName === undefined || child.tagName === tagName) found.push(child);
      visit(child);
    }
  };
  visit(node);
  return found;
}

/**
 * The value of an attribute as the browser reads it (entities decoded, list attributes such as `rel` and `class`
 * joined with single spaces).
 * @param {Element} element - any element
 * @param {string} name - the attribute's HTML name, case-insensitive: `href`, `http-equiv`, `data-rh`, `nomodule`
 * @returns {string | undefined} `''` for a present boolean attribute (`<script nomodule>`), `undefined` when absent
 */
export function attribute(element, name) {
  const info = find(htmlSchema, name.toLowerCase());
  const value = element.properties[info.property];
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return '';
  if (Array.isArray(value)) return value.join(info.commaSeparated ? ', ' : ' ');
  return String(value);
}

/**
 * The HTML names of an element's attributes, lower-cased (`onclick`, `data-rh`, `http-equiv`).
 * @param {Element} element - any element
 * @returns {string[]} in the element's order
 */
export function attributeNames(element) {
  return Object.keys(element.properties).map((property) => find(htmlSchema, property).attribute.toLowerCase());
}

/**
 * The text of a node: its text nodes joined (for `<script>`, `<style>` and `<title>`, the raw text as the browser
 * reads it).
 * @param {Nodes} node - any hast node
 * @returns {string}
 */
export function textContent(node) {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map(textContent).join('');
  return '';
}
