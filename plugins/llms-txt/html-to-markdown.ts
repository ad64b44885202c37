/**
 * Turns the built HTML of a docs page or blog post into Markdown.
 *
 * The twin is made from the rendered page, not from the MDX source: the scanner and hook pages
 * build their facts, Helm values, scan types and examples with React components, which only the
 * HTML contains. The one thing the HTML lacks is the definition of Mermaid diagrams (rendered in the
 * browser only); {@link extractMermaidDiagrams} reads those from the source and {@link htmlToMarkdown}
 * puts them back in place.
 */
import type {Element, ElementContent, Nodes, Parents, Properties, Root, RootContent} from 'hast';
import type {Code} from 'mdast';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

import {parseHtmlCopy} from '../../src/lib/html.mjs';
import {proseBlocks} from '../../src/lib/markdown.mjs';

/** A Mermaid diagram of a page's source and the prose around it, used to find its place in the HTML. */
export interface MermaidDiagram {
  /** The diagram definition, without the fence. */
  code: string;
  /** Plain text (Markdown syntax removed) of the paragraph or heading right after the fence, or ''. */
  textAfter: string;
  /** Plain text of the paragraph or heading right before the fence, or ''. */
  textBefore: string;
}

/** What {@link htmlToMarkdown} needs to know about the page. */
export interface PageContext {
  /** Absolute canonical URL of the page, e.g. `https://www.securecodebox.io/docs/scanners/nmap`. */
  pageUrl: string;
  /** Origin of the site without a trailing slash, e.g. `https://www.securecodebox.io`. */
  siteUrl: string;
  /** Title for a `#` heading when the content has no `h1` of its own (blog posts keep theirs outside the content). */
  title: string;
  /** Diagrams to restore; see {@link extractMermaidDiagrams}. */
  diagrams?: MermaidDiagram[];
}

/** Result of {@link htmlToMarkdown}. */
export interface ConvertedPage {
  /** The Markdown, ending with one newline. */
  markdown: string;
  /** Diagrams of the source that found no place in the page (they are appended under "Diagrams"). */
  unplacedDiagrams: number;
}

/** Tag of the intermediate element that carries a finished code block to the Markdown handler. */
const CODE_TAG = 'llms-code';

/** Elements that never carry content a reader of the Markdown needs. */
const DROPPED_TAGS = new Set([
  'svg',
  'button',
  'script',
  'style',
  'noscript',
  'template',
  'input',
  'select',
  'textarea',
  'form',
  'nav',
]);

/** Class names of page chrome inside the content area (hash links, the mobile table of contents, copy buttons). */
const DROPPED_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'buttonGroup', 'theme-edit-this-page'];

/**
 * The class list of an element.
 * @param node - any hast element
 * @returns its class names ([] when it has none)
 */
function classList(node: Element): string[] {
  const value = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : String(value).split(/\s+/);
}

/**
 * Whether an element has a class, matched exactly or, for CSS-module classes like `codeBlockTitle_OeMC`, by prefix.
 * @param node - element to test
 * @param name - class name, or the part of a CSS-module class before the `_hash`
 */
function hasClass(node: Element, name: string): boolean {
  return classList(node).some((value) => value === name || value.startsWith(`${name}_`));
}

/**
 * The first element below (or at) a node that satisfies a predicate, depth first in document order.
 * @param node - where to start
 * @param test - predicate
 */
function findElement(node: Nodes, test: (element: Element) => boolean): Element | undefined {
  if (node.type === 'element' && test(node)) return node;
  if (node.type !== 'element' && node.type !== 'root') return undefined;
  for (const child of node.children) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * All elements below a node that satisfy a predicate (not descending into matches).
 * @param node - where to start
 * @param test - predicate
 */
function findElements(node: Nodes, test: (element: Element) => boolean): Element[] {
  if (node.type === 'element' && test(node)) return [node];
  if (node.type !== 'element' && node.type !== 'root') return [];
  return node.children.flatMap((child) => findElements(child, test));
}

/**
 * Plain text of a node: text nodes joined, `<br>` as a newline.
 * @param node - any hast node
 */
function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if (node.type === 'element' || node.type === 'root') return node.children.map(textOf).join('');
  return '';
}

/**
 * Collapses whitespace so texts from the source and from the HTML compare equal.
 * @param text - any text
 */
function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A block of a Markdown source as far as placing diagrams needs it. */
type SourceBlock = {kind: 'fence'; lang: string; code: string} | {kind: 'text'; text: string};

/**
 * Splits a Markdown/MDX source into fenced code blocks and text blocks (paragraphs, list items and headings) through
 * the site's Markdown parser (`proseBlocks` of `src/lib/markdown.mjs`); front matter, imports, JSX tags, comments,
 * tables and admonition titles are not blocks.
 * @param source - file content
 */
function sourceBlocks(source: string): SourceBlock[] {
  return proseBlocks(source).flatMap((block): SourceBlock[] => {
    if (block.type === 'code') return [{kind: 'fence', lang: block.block.lang, code: block.block.value}];
    if (block.type === 'paragraph' || block.type === 'heading') return [{kind: 'text', text: block.plain}];
    return [];
  });
}

/**
 * Finds the Mermaid diagrams in a Markdown/MDX source, with the text blocks right around each one.
 * @param source - the page's source file content
 * @returns the diagrams in source order
 */
export function extractMermaidDiagrams(source: string): MermaidDiagram[] {
  const blocks = sourceBlocks(source);
  const textOfBlock = (block: SourceBlock | undefined): string => (block?.kind === 'text' ? block.text : '');
  return blocks.flatMap((block, index) =>
    block.kind === 'fence' && block.lang === 'mermaid'
      ? [{code: block.code, textBefore: textOfBlock(blocks[index - 1]), textAfter: textOfBlock(blocks[index + 1])}]
      : [],
  );
}

/**
 * Makes a link or image address absolute: `#x` points into the page, `/x` into the site.
 * @param href - the attribute value
 * @param context - page and site URL
 */
export function absoluteUrl(href: string, context: Pick<PageContext, 'pageUrl' | 'siteUrl'>): string {
  if (href.startsWith('#')) return `${context.pageUrl}${href}`;
  if (href.startsWith('/') && !href.startsWith('//')) return `${context.siteUrl}${href}`;
  return href;
}

/**
 * A code element for the Markdown handler.
 * @param lang - language, or '' for none
 * @param meta - fence meta such as `title="scan.yaml"`, or ''
 * @param value - the code
 */
function codeElement(lang: string, meta: string, value: string): Element {
  return {
    type: 'element',
    tagName: CODE_TAG,
    properties: {dataLang: lang, dataMeta: meta, dataValue: value},
    children: [],
  };
}

/**
 * An element with the given tag and children.
 * @param tagName - HTML tag
 * @param children - content
 * @param properties - attributes
 */
function element(tagName: string, children: ElementContent[], properties: Properties = {}): Element {
  return {type: 'element', tagName, properties, children};
}

/**
 * A paragraph with one bold text, used as the label of a tab, an admonition or a `<details>` summary.
 * @param children - label content
 */
function label(children: ElementContent[]): Element {
  return element('p', [element('strong', children)]);
}

/**
 * The Markdown-friendly replacement of one element of Docusaurus' rendered page, or `undefined` to keep it.
 * @param node - element to look at
 * @returns the nodes to put in its place
 */
function replacement(node: Element): ElementContent[] | undefined {
  if (DROPPED_TAGS.has(node.tagName) || DROPPED_CLASSES.some((name) => hasClass(node, name))) return [];

  // Code block: container div with `language-x`, optional title, lines as `.token-line` divs.
  // A live code block (`playgroundContainer`) keeps only its editor's code, not the rendered result.
  const playground = node.tagName === 'div' && hasClass(node, 'playgroundContainer');
  if (playground || (node.tagName === 'div' && hasClass(node, 'theme-code-block'))) {
    const languageHolder = playground ? findElement(node, (child) => child.tagName === 'pre') : node;
    const lang =
      (languageHolder ? classList(languageHolder) : [])
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length) ?? '';
    const title = playground ? undefined : findElement(node, (child) => hasClass(child, 'codeBlockTitle'));
    const code = findElement(node, (child) => child.tagName === (playground ? 'pre' : 'code'));
    const lines = code ? findElements(code, (child) => hasClass(child, 'token-line')) : [];
    const value =
      lines.length > 0 ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n') : code ? textOf(code) : '';
    const meta = title ? `title=${JSON.stringify(normalizeText(textOf(title)))}` : '';
    return [codeElement(lang === 'text' ? '' : lang, meta, value.replace(/\n+$/, ''))];
  }

  // Tabs: every panel (the hidden ones too), each under its tab's label.
  if (node.tagName === 'div' && hasClass(node, 'tabs-container')) {
    const tabs = findElements(node, (child) => child.properties.role === 'tab');
    const panels = findElements(node, (child) => child.properties.role === 'tabpanel');
    return panels.flatMap((panel, index) => [label(tabs[index]?.children ?? []), ...panel.children]);
  }

  // Admonition: a quote that starts with its heading in bold.
  if (node.tagName === 'div' && hasClass(node, 'theme-admonition')) {
    const heading = findElement(node, (child) => hasClass(child, 'admonitionHeading'));
    const content = findElement(node, (child) => hasClass(child, 'admonitionContent'));
    const headingText = heading ? normalizeText(textOf(heading)) : '';
    const title = headingText.charAt(0).toUpperCase() + headingText.slice(1);
    return [element('blockquote', [label([{type: 'text', value: title}]), ...(content?.children ?? [])])];
  }

  // Collapsible details: the summary as a bold label, then the content.
  if (node.tagName === 'details') {
    const summary = node.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'summary',
    );
    const rest = node.children.filter((child) => child !== summary);
    return [label(summary?.children ?? []), ...rest];
  }

  // Definition list (the fact panels of scanner and hook pages): a bullet list of `**term:** definition`.
  if (node.tagName === 'dl') {
    const items: Element[] = [];
    for (const part of findElements(node, (child) => child.tagName === 'dt' || child.tagName === 'dd')) {
      if (part.tagName === 'dt' || items.length === 0) {
        items.push(element('li', [element('strong', [...part.children, {type: 'text', value: ':'}])]));
      } else {
        const item = items[items.length - 1];
        item.children.push({type: 'text', value: ' '}, ...part.children);
      }
    }
    return [element('ul', items)];
  }

  // Table captions would be dropped by the table conversion: keep them as a paragraph above the table.
  if (node.tagName === 'table') {
    const caption = node.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'caption',
    );
    if (caption) {
      return [element('p', caption.children), {...node, children: node.children.filter((child) => child !== caption)}];
    }
  }
  return undefined;
}

/**
 * Rewrites the content tree in place: page chrome removed, Docusaurus widgets turned into plain
 * HTML that has a Markdown equivalent, addresses made absolute.
 * @param parent - element or root to rewrite
 * @param context - page and site URL
 */
function simplify(parent: Parents, context: PageContext): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    const replaced = replacement(child);
    if (replaced === undefined) {
      for (const attribute of ['href', 'src'] as const) {
        const value = child.properties[attribute];
        if (typeof value === 'string') child.properties[attribute] = absoluteUrl(value, context);
      }
      simplify(child, context);
      children.push(child);
    } else {
      const wrapper: Root = {type: 'root', children: replaced};
      simplify(wrapper, context);
      children.push(...wrapper.children);
    }
  }
  parent.children = children;
}

/** Elements a diagram's neighbouring source text can turn into. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Puts each diagram back: into the theme's empty diagram wrappers when there is one per diagram,
 * otherwise before the paragraph the source has after it (or after the one before it).
 * @param content - the simplified content tree
 * @param diagrams - diagrams from {@link extractMermaidDiagrams}
 * @returns the diagrams that found no place
 */
function placeDiagrams(content: Element, diagrams: MermaidDiagram[]): MermaidDiagram[] {
  // When the theme renders an empty wrapper where each diagram goes (src/theme/Mermaid), fill them in order.
  const slots = findElements(content, (node) => hasClass(node, 'mermaid-diagram'));
  if (slots.length > 0 && slots.length === diagrams.length) {
    slots.forEach((slot, index) => {
      slot.tagName = CODE_TAG;
      slot.properties = codeElement('mermaid', '', diagrams[index].code).properties;
      slot.children = [];
    });
    return [];
  }
  const unplaced: MermaidDiagram[] = [];
  const startsWith = (node: Element, text: string): boolean =>
    text !== '' && normalizeText(textOf(node)).startsWith(text.slice(0, 80));
  for (const diagram of diagrams) {
    const code = codeElement('mermaid', '', diagram.code);
    const after = findParentOf(content, (node) => TEXT_BLOCKS.has(node.tagName) && startsWith(node, diagram.textAfter));
    if (after) {
      after.parent.children.splice(after.index, 0, code);
      continue;
    }
    const before = findParentOf(
      content,
      (node) => TEXT_BLOCKS.has(node.tagName) && startsWith(node, diagram.textBefore),
    );
    if (before) {
      before.parent.children.splice(before.index + 1, 0, code);
      continue;
    }
    unplaced.push(diagram);
  }
  return unplaced;
}

/**
 * The parent and position of the first element that satisfies a predicate.
 * @param node - where to start
 * @param test - predicate
 */
function findParentOf(
  node: Element,
  test: (element: Element) => boolean,
): {parent: Element; index: number} | undefined {
  for (let index = 0; index < node.children.length; index += 1) {
    const child = node.children[index];
    if (child.type !== 'element') continue;
    if (test(child)) return {parent: node, index};
    const found = findParentOf(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Turns the intermediate code element into an mdast code block. */
const handleCode: Handle = (_state, node): Code => ({
  type: 'code',
  lang: String(node.properties.dataLang ?? '') || null,
  meta: String(node.properties.dataMeta ?? '') || null,
  value: String(node.properties.dataValue ?? ''),
});

/**
 * The content element of a built Docusaurus page: the Markdown body of a doc or blog post.
 * @param tree - the parsed page
 * @returns the `.markdown` element, or `undefined` when the page has none
 */
function findContent(tree: Root): Element | undefined {
  return findElement(tree, (node) => hasClass(node, 'markdown'));
}

/**
 * Converts the built HTML of one page into Markdown.
 * @param html - the page's `index.html` as Docusaurus wrote it
 * @param context - URLs, title and diagrams of the page
 * @returns the Markdown, or `undefined` when the page has no `.markdown` content element
 */
export function htmlToMarkdown(html: string, context: PageContext): ConvertedPage | undefined {
  // Only the article when there is one: the navbar, sidebar and footer are not content.
  const tree = parseHtmlCopy(html);
  const article = findElement(tree, (node) => node.tagName === 'article');
  const content = findContent(article ? {type: 'root', children: [article]} : tree);
  if (!content) return undefined;
  simplify(content, context);
  const unplaced = placeDiagrams(content, context.diagrams ?? []);
  if (!findElement(content, (node) => node.tagName === 'h1')) {
    content.children.unshift(element('h1', [{type: 'text', value: context.title}]));
  }
  if (unplaced.length > 0) {
    content.children.push(
      element('h2', [{type: 'text', value: 'Diagrams'}]),
      ...unplaced.map((diagram) => codeElement('mermaid', '', diagram.code)),
    );
  }
  const mdast = toMdast(content, {handlers: {[CODE_TAG]: handleCode}});
  const markdown = toMarkdown(mdast, {
    // Unpadded table columns: the Helm value tables would otherwise double in size.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    resourceLink: true,
  });
  return {markdown: `${markdown.trim()}\n`, unplacedDiagrams: unplaced.length};
}
