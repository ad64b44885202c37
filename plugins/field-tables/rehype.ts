/**
 * A rehype plugin that lays out reference tables so that no column hides off screen.
 *
 * A Markdown *field table* is a table whose first column names a field, key, flag or value, whose header has a
 * description column (`Description`, `Meaning`, `Notes` or `What it does`) and at least one of the columns `Type`,
 * `Required` and `Default`. Such a table has five columns of very different widths: on a 700 px column its long keys
 * and type names push the description off screen, and on a phone only the first column is visible. This plugin turns
 * every field table into a stacked field list, the layout of the Kubernetes API reference:
 *
 * ```html
 * <dl class="field-list">
 *   <div class="field-list__item">
 *     <dt><span class="field-list__key"><code>spec.<wbr>scanType</code></span>
 *         <span class="field-list__type">string</span> <span class="field-list__flag">required</span></dt>
 *     <dd class="field-list__meta"><span class="field-list__label">Default:</span> <code>namespaceLocal</code></dd>
 *     <dd class="field-list__description">Name of the ScanType …</dd>
 *   </div>
 * </dl>
 * ```
 *
 * The key, type, "required" and default share the first line (wrapping as a whole on a phone) and the
 * description runs below at the full width of the column. A `Required` cell of `yes` becomes the flag "required", `no`
 * is left out, anything else is shown as `Required: …`; a `Default` of `–` (no default) is left out; any other column
 * is shown as `Header: value`. The styles are in `field-list.css`, added to every page by `./index.ts`.
 *
 * In every table, field table or not, inline code gets a `<wbr>` after each `.`, `/`, `,` and `=`, so a long key,
 * path or image name wraps at its joints (`spec.cascades.` / `scopeLimiter`) instead of widening its column or
 * breaking inside a word. The text content is unchanged, so search and copy see the same words.
 *
 * Register it in `docusaurus.config.ts` as `rehypePlugins: [rehypeFieldTables]` of the docs and the blog.
 *
 * @packageDocumentation
 */
import type {Element, ElementContent, Root, RootContent, Text} from 'hast';

/** What a column of a field table holds, from its header text. */
export type ColumnRole = 'key' | 'type' | 'required' | 'default' | 'description' | 'other';

/** Header texts (lower case) of the column that describes each field. */
const DESCRIPTION_HEADERS = new Set(['description', 'meaning', 'notes', 'what it does']);

/** Header texts (lower case) of the columns that make a table a field table, with their role. */
const META_HEADERS: Readonly<Record<string, ColumnRole>> = {type: 'type', required: 'required', default: 'default'};

/** Cell texts that mean "no value" (no default, not required). */
const EMPTY_CELL = /^\s*(?:[–—-]|no|)\s*$/i;

/** Cell texts that mean "required". */
const YES_CELL = /^\s*yes\s*$/i;

/** Where a `<wbr>` goes in inline code: after each of these characters. */
const JOINT = /(?<=[./,=])/;

const isElement = (node: RootContent | ElementContent | Root, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || node.tagName === tagName);

/** The element children of a node with the given tag name. */
function childElements(node: Element | Root, tagName: string): Element[] {
  return (node.children as Array<RootContent | ElementContent>).filter((child): child is Element =>
    isElement(child, tagName),
  );
}

/**
 * The text of a hast node and its descendants, as a reader would read it.
 * @param node - any hast node
 * @returns the concatenated text values
 */
export function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as Array<RootContent | ElementContent>).map(textOf).join('');
  return '';
}

/**
 * The role of each column of a table, or `null` when the table is not a field table (see the module comment).
 * @param headers - the header cells' texts, in order
 * @returns one role per header, the first being `key`; `null` for any other table
 */
export function fieldTableColumns(headers: readonly string[]): ColumnRole[] | null {
  if (headers.length < 3) return null;
  const normalised = headers.map((header) => header.trim().toLowerCase());
  let description = -1;
  normalised.forEach((header, index) => {
    if (index > 0 && DESCRIPTION_HEADERS.has(header)) description = index;
  });
  if (description < 0) return null;
  const roles = normalised.map((header, index): ColumnRole => {
    if (index === 0) return 'key';
    if (index === description) return 'description';
    return META_HEADERS[header] ?? 'other';
  });
  return roles.some((role) => role === 'type' || role === 'required' || role === 'default') ? roles : null;
}

const element = (tagName: string, className: string | null, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: className ? {className: [className]} : {},
  children,
});

const text = (value: string): Text => ({type: 'text', value});

/**
 * Adds a `<wbr>` after each `.`, `/`, `,` and `=` in the text of an inline `<code>` element, in place.
 *
 * MDX renders a Markdown `code` element through the theme's `code` component, which takes a `code` whose children are
 * not all strings for a code block and draws a `<pre>`. A `code` that gets a `<wbr>` is therefore marked as explicit
 * JSX (`data._mdxExplicitJsx`, the flag MDX itself sets on `<code>` written as JSX in a page), so MDX renders it as
 * the plain `<code>` element that the theme renders for inline code anyway.
 * @param code - a `code` element; only its direct text children are split
 */
export function addWordBreaks(code: Element): void {
  let added = false;
  code.children = code.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text') return [child];
    const parts = child.value.split(JOINT);
    if (parts.length > 1) added = true;
    return parts.flatMap((part, index) => (index === 0 ? [text(part)] : [element('wbr', null, []), text(part)]));
  });
  if (added) code.data = {...code.data, _mdxExplicitJsx: true} as Element['data'];
}

/** Applies {@link addWordBreaks} to every `code` element below a node that is not inside a `pre`. */
function breakCodeBelow(node: Element): void {
  for (const child of node.children) {
    if (!isElement(child) || child.tagName === 'pre') continue;
    if (child.tagName === 'code') addWordBreaks(child);
    else breakCodeBelow(child);
  }
}

/** The cells (`th` or `td`) of a row. */
const cellsOf = (row: Element): Element[] =>
  row.children.filter((child): child is Element => isElement(child, 'td') || isElement(child, 'th'));

/** The body rows of a table: the rows of its `tbody` elements, or its direct rows when it has none. */
function bodyRows(table: Element): Element[] {
  const bodies = childElements(table, 'tbody');
  return bodies.length > 0 ? bodies.flatMap((body) => childElements(body, 'tr')) : childElements(table, 'tr');
}

/** The header cells of a table: the cells of the first row of its `thead`, else `null`. */
function headerCells(table: Element): Element[] | null {
  const head = childElements(table, 'thead')[0];
  const row = head ? childElements(head, 'tr')[0] : undefined;
  return row ? cellsOf(row) : null;
}

/** A labelled line of the first row: `<dd class="field-list__meta"><span>Label:</span> value</dd>`. */
const metaLine = (label: string, cell: Element): Element =>
  element('dd', 'field-list__meta', [
    element('span', 'field-list__label', [text(`${label}:`)]),
    text(' '),
    ...cell.children,
  ]);

/**
 * Turns one field table into a field list.
 * @param headers - the table's header cells
 * @param roles - the role of each column, from {@link fieldTableColumns}
 * @param rows - the table's body rows
 * @returns the `<dl class="field-list">` element
 */
export function fieldList(
  headers: readonly Element[],
  roles: readonly ColumnRole[],
  rows: readonly Element[],
): Element {
  const items = rows.map((row) => {
    const cells = cellsOf(row);
    const cellOf = (role: ColumnRole): Element | undefined => cells[roles.indexOf(role)];
    const term: ElementContent[] = [element('span', 'field-list__key', cellOf('key')?.children ?? [])];
    const type = cellOf('type');
    if (type && !EMPTY_CELL.test(textOf(type)))
      term.push(text(' '), element('span', 'field-list__type', type.children));
    const details: Element[] = [];
    const required = cellOf('required');
    if (required && YES_CELL.test(textOf(required))) {
      term.push(text(' '), element('span', 'field-list__flag', [text('required')]));
    } else if (required && !EMPTY_CELL.test(textOf(required))) {
      details.push(metaLine('Required', required));
    }
    const fallback = cellOf('default');
    if (fallback && !EMPTY_CELL.test(textOf(fallback))) details.push(metaLine('Default', fallback));
    roles.forEach((role, index) => {
      const cell = cells[index];
      const header = headers[index];
      if (role === 'other' && cell && header && textOf(cell).trim() !== '') {
        details.push(metaLine(textOf(header).trim(), cell));
      }
    });
    const description = cellOf('description');
    if (description) details.push(element('dd', 'field-list__description', description.children));
    return element('div', 'field-list__item', [element('dt', null, term), ...details]);
  });
  return element('dl', 'field-list', items);
}

/** A node with children: an element, the root, or an MDX JSX element such as an admonition or a tab. */
interface Parent {
  children: Array<RootContent | ElementContent>;
}

const hasChildren = (node: object): node is Parent => Array.isArray((node as Partial<Parent>).children);

/** Rewrites the tables among a node's descendants, in place. */
function transformChildren(parent: Parent): void {
  parent.children.forEach((child, index) => {
    if (!isElement(child, 'table')) {
      if (hasChildren(child)) transformChildren(child);
      return;
    }
    breakCodeBelow(child);
    const headers = headerCells(child);
    const roles = headers ? fieldTableColumns(headers.map(textOf)) : null;
    if (headers && roles) parent.children[index] = fieldList(headers, roles, bodyRows(child));
  });
}

/**
 * The rehype plugin (see the module comment).
 * @returns a transformer that rewrites the tables of a page's hast in place
 */
export default function rehypeFieldTables(): (tree: Root) => void {
  return (tree) => {
    transformChildren(tree);
  };
}
