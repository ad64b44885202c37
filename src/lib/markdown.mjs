// @ts-check
/**
 * Reading Markdown and MDX — the one parser that the content check, the fact tests, the manifest and Helm-pin tests
 * and the llms-txt plugin share. It parses a page the way Docusaurus 3 does with this site's config, so that what a
 * check sees is what the site renders:
 *
 * - every `.md` and `.mdx` file as MDX (`markdown.format` is left at its default, `mdx`): `remark-parse` with
 *   `remark-mdx`, `remark-frontmatter` (YAML), `remark-directive` (admonitions), `remark-gfm` (tables) and
 *   `@slorber/remark-comment` (HTML comments, `mdx1Compat.comments`), the plugins Docusaurus' MDX loader uses;
 * - after the same two rewrites of the source that the loader makes for `mdx1Compat`: `{#id}` heading ids escaped
 *   (`escapeMarkdownHeadingIds`) and `:::note Title` turned into `:::note[Title]` (`admonitionTitleToDirectiveLabel`,
 *   with the theme's default admonition keywords), both from `@docusaurus/utils`. Neither adds or removes a line,
 *   so every line number below is the source's. Like Docusaurus, they also apply to a line in a code block that
 *   looks like a heading with an id or an admonition with a title.
 *
 * Plain JavaScript with JSDoc types, so that Node.js scripts import it without a build step; the plugins (jiti) and
 * the tests (Vitest) import it too. Node-only: it is not part of the browser bundle.
 */
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse as parseYaml} from 'yaml';

/** @typedef {import('mdast').Root} Root */
/** @typedef {import('mdast').Nodes} Nodes */
/** @typedef {import('unist').Point} Point */

/**
 * The admonition keywords of `@docusaurus/theme-classic` (the site adds none); `:::<keyword> Title` gets its title as
 * a directive label, as in the MDX loader.
 */
const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment)
  .freeze();

/** A source that is not valid MDX: the reason and where, as the MDX parser reports it. */
export class MarkdownSyntaxError extends Error {
  /**
   * @param {string} reason - the parser's message, e.g. "Unexpected end of file in expression, expected a corresponding closing brace for `{`"
   * @param {number} line - 1-based line of the problem in the source
   * @param {number} column - 1-based column
   */
  constructor(reason, line, column) {
    super(`not valid MDX at line ${line}:${column}: ${reason}`);
    this.name = 'MarkdownSyntaxError';
    this.line = line;
    this.column = column;
  }
}

/**
 * A parsed page.
 * @typedef {object} ParsedMarkdown
 * @property {Root} tree - the mdast tree (with MDX, GFM, directive and front matter nodes), every node positioned
 * @property {string} text - the source after the two `mdx1Compat` rewrites; node offsets index this string
 * @property {string[]} lines - `text` split into lines (at `\n`; a `\r` stays at the end of its line)
 */

/**
 * Parsed sources by text, so that several readers of one page parse it once.
 * @type {Map<string, ParsedMarkdown>}
 */
const cache = new Map();
/** At most this many parsed sources are kept (the site has about 160 pages). */
const CACHE_SIZE = 400;

/**
 * Parses a Markdown/MDX source the way the site's Docusaurus build does (see the module's header).
 * @param {string} source - the full text of a `.md`/`.mdx` file, or a fragment of one
 * @returns {ParsedMarkdown} the tree and the text its positions refer to (the same object for the same source)
 * @throws {MarkdownSyntaxError} when the source is not valid MDX (an unclosed JSX tag, a `{` that opens no valid
 *   expression, `<` before a letter in prose …), which would fail the Docusaurus build as well
 */
export function parseMarkdown(source) {
  const cached = cache.get(source);
  if (cached) return cached;
  const text = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source), ADMONITION_KEYWORDS);
  /** @type {Root} */
  let tree;
  try {
    tree = processor.parse(text);
  } catch (error) {
    const {reason, line, column, message} =
      /** @type {{reason?: string, line?: number, column?: number, message: string}} */ (error);
    throw new MarkdownSyntaxError(reason ?? message, line ?? 1, column ?? 1);
  }
  const parsed = {tree, text, lines: text.split('\n')};
  const oldest = cache.keys().next();
  if (cache.size >= CACHE_SIZE && !oldest.done) cache.delete(oldest.value);
  cache.set(source, parsed);
  return parsed;
}

/**
 * Calls `visit` on every node of a tree below `node`, depth first in document order.
 * @param {Nodes} node - where to start (not visited itself)
 * @param {(node: Nodes, parent: Nodes) => boolean | void} visit - return `false` to skip the node's children
 */
export function walk(node, visit) {
  if (!('children' in node)) return;
  for (const child of node.children) {
    if (visit(child, node) === false) continue;
    walk(child, visit);
  }
}

/**
 * The YAML front matter of a page.
 * @typedef {object} FrontMatter
 * @property {Record<string, unknown>} data - the parsed YAML; `{}` when it is empty or not a mapping
 * @property {string} raw - the YAML between the two `---` lines
 * @property {number} endLine - 1-based line of the closing `---`; the body starts on the next line
 */

/**
 * Reads a page's front matter: a `---` line at the very start, YAML, a `---` line.
 * @param {string} source - the full text of a `.md`/`.mdx` file
 * @returns {FrontMatter | undefined} `undefined` when the page has none
 * @throws {MarkdownSyntaxError} when the page is not valid MDX
 * @throws {Error} from the `yaml` package when the front matter is not valid YAML
 */
export function readFrontMatter(source) {
  const node = parseMarkdown(source).tree.children[0];
  if (node?.type !== 'yaml' || !node.position) return undefined;
  /** @type {unknown} */
  const data = parseYaml(node.value) ?? {};
  return {
    data:
      typeof data === 'object' && data !== null && !Array.isArray(data)
        ? /** @type {Record<string, unknown>} */ (data)
        : {},
    raw: node.value,
    endLine: node.position.end.line,
  };
}

/**
 * A fenced code block.
 * @typedef {object} CodeBlock
 * @property {string} lang - the info string's first word up to a `{`, lower-cased (`yaml`; `js` for
 *   ```` ```js{1,3} ````); `''` when the fence names none
 * @property {string} meta - the rest of the info string, trimmed (`title="scan.yaml"`, `{1,3}`); `''` when none
 * @property {string} value - the content without the fences; lines lose the indentation of the opening fence
 * @property {number} line - 1-based line of the opening fence
 * @property {number} firstLine - 1-based line of the first content line (`line + 1`)
 * @property {number} endLine - 1-based line of the closing fence, or of the last line of an unclosed block
 * @property {boolean} closed - whether a closing fence ends the block; an unclosed one runs to the end of the file
 *   or of the list item, quote or JSX element that holds it
 * @property {{start: Point, end: Point}} position - where the block is, fences included (offsets index
 *   {@link ParsedMarkdown.text})
 */

/**
 * Every fenced code block of a page, at any depth (in list items, admonitions, JSX elements such as `<TabItem>`,
 * quotes), with ``` or ~~~ fences of any length and indentation. A fence inside a longer fence is content.
 * @param {string} source - the full text of a `.md`/`.mdx` file, or a fragment
 * @returns {CodeBlock[]} in document order
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function codeBlocks(source) {
  const {tree, lines} = parseMarkdown(source);
  /** @type {CodeBlock[]} */
  const blocks = [];
  walk(tree, (node) => {
    if (node.type !== 'code' || !node.position) return;
    blocks.push(codeBlockOf(node, lines));
    return false;
  });
  return blocks;
}

/**
 * @param {import('mdast').Code} node - a positioned code node
 * @param {string[]} lines - the parsed text's lines
 * @returns {CodeBlock}
 */
function codeBlockOf(node, lines) {
  const position = /** @type {{start: Point, end: Point}} */ (node.position);
  const info = `${node.lang ?? ''} ${node.meta ?? ''}`.trim();
  const brace = /^[^\s{]*/.exec(info)?.[0] ?? '';
  const opening = (lines[position.start.line - 1] ?? '').slice(position.start.column - 1);
  const marker = /^(`{3,}|~{3,})/.exec(opening)?.[1] ?? '```';
  const closing =
    position.end.line > position.start.line
      ? /^[\s>]*(`{3,}|~{3,})\s*$/.exec(lines[position.end.line - 1] ?? '')
      : null;
  const closed = closing !== null && closing[1]?.[0] === marker[0] && (closing[1]?.length ?? 0) >= marker.length;
  return {
    lang: brace.toLowerCase(),
    meta: info.slice(brace.length).trim(),
    value: node.value,
    line: position.start.line,
    firstLine: position.start.line + 1,
    endLine: position.end.line,
    closed,
    position,
  };
}

/**
 * An inline code span.
 * @typedef {object} InlineCode
 * @property {string} value - the code as CommonMark reads it (one space of padding on both sides removed)
 * @property {number} line - 1-based line where the span starts
 */

/**
 * Every inline code span of a page's Markdown (in paragraphs, headings, list items, table cells, links and the text
 * of JSX elements); not the strings of JSX attributes, comments or front matter.
 * @param {string} source - the full text of a `.md`/`.mdx` file, or a fragment
 * @returns {InlineCode[]} in document order
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function inlineCodes(source) {
  /** @type {InlineCode[]} */
  const spans = [];
  walk(parseMarkdown(source).tree, (node) => {
    if (node.type === 'inlineCode') spans.push({value: node.value, line: node.position?.start.line ?? 0});
  });
  return spans;
}

/**
 * A heading.
 * @typedef {object} Heading
 * @property {number} depth - 1 to 6
 * @property {string} text - plain text (Markdown and an `{#id}` removed)
 * @property {string | undefined} id - the explicit `{#id}`, when the heading has one
 * @property {number} line - 1-based line
 */

/**
 * Every heading of a page (ATX and setext, at any depth).
 * @param {string} source - the full text of a `.md`/`.mdx` file
 * @returns {Heading[]} in document order
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function headings(source) {
  /** @type {Heading[]} */
  const found = [];
  walk(parseMarkdown(source).tree, (node) => {
    if (node.type !== 'heading') return;
    const full = plainText(node).trim();
    const id = /\s*\{#([^}]+)\}$/.exec(full);
    found.push({
      depth: node.depth,
      text: id ? full.slice(0, id.index).trim() : full,
      id: id?.[1],
      line: node.position?.start.line ?? 0,
    });
    return false;
  });
  return found;
}

/**
 * A link or a link reference's definition.
 * @typedef {object} Link
 * @property {string} url - the target as written (`../how-tos/scope.md#x`, `https://…`)
 * @property {string} text - the link's plain text (`''` for a definition)
 * @property {number} line - 1-based line
 */

/**
 * Every Markdown link, autolink and link definition of a page (not `<a href>` JSX, not images).
 * @param {string} source - the full text of a `.md`/`.mdx` file
 * @returns {Link[]} in document order
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function links(source) {
  /** @type {Link[]} */
  const found = [];
  walk(parseMarkdown(source).tree, (node) => {
    if (node.type === 'link' || node.type === 'definition')
      found.push({
        url: node.url,
        text: node.type === 'link' ? plainText(node) : '',
        line: node.position?.start.line ?? 0,
      });
  });
  return found;
}

/**
 * An image: Markdown `![alt](src)` or a JSX `<img>` element.
 * @typedef {object} Image
 * @property {string | undefined} alt - the alternative text; `undefined` when an `<img>` has no `alt`, or its `alt` is
 *   an expression other than one string literal (`alt={name}`)
 * @property {string} markup - the image as written in the source
 * @property {number} line - 1-based line
 */

/**
 * Every image of a page.
 * @param {string} source - the full text of a `.md`/`.mdx` file, or a fragment
 * @returns {Image[]} in document order
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function images(source) {
  const {tree, text} = parseMarkdown(source);
  /** @type {Image[]} */
  const found = [];
  walk(tree, (node) => {
    const markup = text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
    const line = node.position?.start.line ?? 0;
    if (node.type === 'image') found.push({alt: node.alt ?? '', markup, line});
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
      const attribute = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'alt');
      const value = attribute?.value;
      /** @type {string | undefined} */
      let alt;
      if (typeof value === 'string') alt = value;
      else if (value && typeof value === 'object') alt = /^\s*(["'`])([^"'`]*)\1\s*$/.exec(value.value)?.[2];
      found.push({alt, markup, line});
    }
  });
  return found;
}

/**
 * The plain text of a node: its text and inline code, image alt texts, and nothing of code blocks, JSX attributes,
 * expressions, ESM or comments. Blocks are separated by a blank line.
 * @param {Nodes} node - any mdast node
 * @returns {string}
 */
export function plainText(node) {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break') return '\n';
  if (!('children' in node)) return '';
  const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell';
  return node.children.map((child) => plainText(/** @type {Nodes} */ (child))).join(inline ? '' : '\n\n');
}

/**
 * A block of a page's prose, in the order a reader meets it. `text` is the Markdown as written (inline code,
 * emphasis, links and inline JSX kept), each line trimmed and the lines joined with a space.
 * @typedef {{type: 'heading', depth: number, text: string, plain: string, line: number}
 *   | {type: 'paragraph', text: string, plain: string, line: number}
 *   | {type: 'tableRow', text: string, cells: string[], header: boolean, line: number}
 *   | {type: 'code', block: CodeBlock, line: number}
 *   | {type: 'comment', text: string, line: number}} ProseBlock
 *   `plain` is the {@link plainText} of a heading or paragraph with white space collapsed.
 *   `heading`: the heading's content as written (an `{#id}` kept, unescaped); `tableRow`: one row of a GFM table,
 *   its cells as written and trimmed, `header` on a table's first row; `comment`: an MDX comment `{/* … *\/}` (its
 *   text without the delimiters, trimmed).
 */

/**
 * The blocks of a page: headings, paragraphs (a list item's paragraphs each on their own), table rows, code blocks
 * and MDX comments, descending into lists, quotes, admonitions and JSX elements. Front matter, imports and exports,
 * expressions other than comments, HTML comments, thematic breaks and admonition titles are left out.
 * @param {string} source - the full text of a `.md`/`.mdx` file, or a fragment
 * @returns {ProseBlock[]} in document order
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function proseBlocks(source) {
  const {tree, text, lines} = parseMarkdown(source);
  /** @param {{position?: import('unist').Position}} node */
  const written = (node) =>
    text
      .slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join(' ');
  /** @param {Nodes} node */
  const collapsed = (node) => plainText(node).replace(/\s+/g, ' ').trim();
  /** @type {ProseBlock[]} */
  const blocks = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'heading': {
        const first = node.children[0];
        const last = node.children.at(-1);
        const content =
          first && last
            ? written({
                position: {
                  start: /** @type {Point} */ (first.position?.start),
                  end: /** @type {Point} */ (last.position?.end),
                },
              })
            : '';
        blocks.push({
          type: 'heading',
          depth: node.depth,
          text: content.replace(/\\\{#/g, '{#'),
          plain: collapsed(node),
          line,
        });
        return false;
      }
      case 'paragraph':
        if (!node.data || !('directiveLabel' in node.data))
          blocks.push({type: 'paragraph', text: written(node), plain: collapsed(node), line});
        return false;
      case 'table':
        node.children.forEach((row, index) => {
          const cells = row.children.map((cell) => written(cell).replace(/^\|/, '').replace(/\|$/, '').trim());
          blocks.push({
            type: 'tableRow',
            text: written(row),
            cells,
            header: index === 0,
            line: row.position?.start.line ?? 0,
          });
        });
        return false;
      case 'code':
        blocks.push({type: 'code', block: codeBlockOf(node, lines), line});
        return false;
      case 'mdxFlowExpression': {
        const comment = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(node.value);
        if (comment) blocks.push({type: 'comment', text: (comment[1] ?? '').trim(), line});
        return false;
      }
      case 'yaml':
      case 'mdxjsEsm':
      case 'leafDirective':
      case 'thematicBreak':
      case 'definition':
        return false;
      default:
        return undefined;
    }
  });
  return blocks;
}
