// @ts-check
/**
 * Pure helpers of the content check: find the problems the site's content rules
 * forbid in a Markdown/MDX source file, read through the site's one Markdown
 * parser (src/lib/markdown.mjs). Used by scripts/check-content.mjs
 * and covered by tests/unit/content.test.ts.
 */
import {
  MarkdownSyntaxError,
  codeBlocks,
  images,
  parseMarkdown,
  readFrontMatter,
  walk,
} from '../../src/lib/markdown.mjs';

/** Words that mark unfinished content; matched as whole words, case-insensitively. */
const PLACEHOLDER_PATTERN = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;

/** Minimum number of prose words on a docs page or blog post (code blocks and markup excluded). */
const MIN_WORDS = 150;

/**
 * The prose of a page as text: the text of its Markdown (inline code and image alt texts included), without code
 * blocks, front matter, imports and exports, expressions and comments, JSX attributes, link targets and admonition
 * titles. Every text node is followed by a space, so that emphasis or a link inside a word splits it, as Markdown
 * punctuation between two words does.
 * @param {string} source - a page's Markdown/MDX, with or without front matter
 * @returns {string}
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
function proseOf(source) {
  /** @type {string[]} */
  const parts = [];
  walk(parseMarkdown(source).tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
    else if (node.type === 'image') parts.push(node.alt ?? '');
    else if (node.type === 'paragraph' && node.data && 'directiveLabel' in node.data) return false;
    return undefined;
  });
  return parts.join(' ');
}

/**
 * Count the prose words of a page (see {@link proseOf}): tokens that contain a letter or digit, where Markdown
 * punctuation (`#*_>|` backticks, brackets, hyphens) separates tokens.
 * @param {string} source - a page's Markdown/MDX, with or without front matter
 * @returns {number}
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function countWords(source) {
  return proseOf(source)
    .replace(/[#*_>|`[\]-]+/g, ' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Images without a meaningful alternative text: Markdown `![](x)` with an empty alt, and `<img>` elements with no
 * `alt` attribute, an empty one or one that is not a string.
 * @param {string} source - a page's Markdown/MDX
 * @returns {string[]} the offending images as written
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function imagesWithoutAlt(source) {
  return images(source)
    .filter((image) => (image.alt ?? '').trim() === '')
    .map((image) => image.markup);
}

/**
 * The one way a block of a command's printed output is marked: the code block title `Output`
 * (```` ```text title="Output" ````). `src/theme/CodeBlock` gives such a block the class `code-block-output`
 * and no copy button. Keep in sync with `OUTPUT_TITLE` of src/theme/CodeBlock/output.ts.
 */
export const OUTPUT_TITLE = 'Output';

/** Languages of blocks that may hold printed output (plain text, no highlighting). */
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plaintext', 'console', 'log', 'output']);
/** Languages of blocks with commands to run. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'powershell', 'console']);
/** A column header as kubectl, nmap and similar tools print it: two or more upper-case words, 2+ spaces apart. */
const COLUMN_HEADER = /^[A-Z][A-Z0-9_-]*(?: [A-Z][A-Z0-9_-]*)?(?: {2,}[A-Z][A-Z0-9_-]*(?: [A-Z][A-Z0-9_-]*)?)+\s*$/;
/** The first line of `kubectl describe`: `Name:` and the value, aligned with spaces. */
const DESCRIBE_HEADER = /^Name: {2,}\S/;
/** A line of `kubectl … --output=name` or `kubectl apply`: `kind.group/name`, maybe with what was done. */
const RESOURCE_LINE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/[a-z0-9.-]+(?: (?:created|configured|unchanged|deleted))?$/;
/** A sentence that introduces what a command prints, ending in a colon. */
const INTRODUCES_OUTPUT = /\b(?:prints?|output|shows?|returns?|answers?|reports?)\b[^\n]*:\s*$/i;

/**
 * @typedef {object} FencedBlock
 * @property {number} line - 1-based line of the opening fence in the file
 * @property {string} language - the info string's first word ('' without one), lower-cased
 * @property {string} meta - the rest of the info string, e.g. `title="Output"`
 * @property {string} code - the block's content
 * @property {string} before - the source lines between the previous block (or the front matter, or the start) and
 *   this one
 */

/**
 * The fenced code blocks of a page (`codeBlocks` of src/lib/markdown.mjs: ``` or ~~~ fences at any depth, in lists,
 * admonitions and JSX elements), with the text before each.
 * @param {string} source - a page's Markdown/MDX, with or without front matter
 * @returns {FencedBlock[]} in document order
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function fencedBlocks(source) {
  const lines = source.split('\n');
  let textStart = readFrontMatter(source)?.endLine ?? 0;
  return codeBlocks(source).map((block) => {
    const before = lines.slice(textStart, block.line - 1).join('\n');
    textStart = block.endLine;
    return {line: block.line, language: block.lang, meta: block.meta, code: block.value, before};
  });
}

/**
 * Whether a block is marked as output: its title is exactly {@link OUTPUT_TITLE}.
 * @param {string} meta - the block's meta string, e.g. `title="Output"`
 */
export function isOutputMeta(meta) {
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return (title?.[1] ?? title?.[2]) === OUTPUT_TITLE;
}

/**
 * Why a plain-text block looks like a command's printed output, or `undefined` when it does not: it follows a shell
 * block with nothing but blank lines between, its first line is a column header (`NAME   TYPE   STATE`) or the
 * `Name:` line of `kubectl describe`, every line names a Kubernetes resource (`kind.group/name`), or the sentence
 * before it says that something prints or shows it (`… prints:`).
 * @param {FencedBlock} block - a block of the page
 * @param {FencedBlock | undefined} previous - the block before it on the page
 * @returns {string | undefined}
 */
export function outputLooks(block, previous) {
  if (!PLAIN_LANGUAGES.has(block.language)) return undefined;
  const lines = block.code.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return undefined;
  if (previous !== undefined && SHELL_LANGUAGES.has(previous.language) && block.before.trim() === '')
    return `it follows the ${previous.language} block of line ${previous.line} directly`;
  const first = lines[0] ?? '';
  if (COLUMN_HEADER.test(first)) return `its first line is a column header ("${first.trim().slice(0, 40)}")`;
  if (DESCRIBE_HEADER.test(first)) return 'it starts like kubectl describe ("Name: …")';
  if (lines.every((line) => RESOURCE_LINE.test(line.trim()))) return 'every line names a Kubernetes resource';
  const sentence = block.before.trim().split('\n').at(-1) ?? '';
  if (INTRODUCES_OUTPUT.test(sentence)) return `the sentence before it introduces output ("…${sentence.slice(-40)}")`;
  return undefined;
}

/**
 * Blocks of command output that are not marked as such (see {@link OUTPUT_TITLE}, {@link outputLooks}), and blocks
 * marked as output that are highlighted as a language.
 * @param {string} source - a page's Markdown/MDX, with or without front matter
 * @returns {string[]} human-readable problems naming the file line of each block
 * @throws {MarkdownSyntaxError} when the source is not valid MDX
 */
export function outputBlockProblems(source) {
  /** @type {string[]} */
  const problems = [];
  const blocks = fencedBlocks(source);
  blocks.forEach((block, index) => {
    const {line} = block;
    if (isOutputMeta(block.meta)) {
      if (!PLAIN_LANGUAGES.has(block.language))
        problems.push(`line ${line}: an output block is plain text, not \`${block.language}\`; use \`\`\`text`);
      return;
    }
    const why = outputLooks(block, blocks[index - 1]);
    if (why !== undefined)
      problems.push(`line ${line}: looks like command output (${why}); mark it \`\`\`text title="${OUTPUT_TITLE}"`);
  });
  return problems;
}

/**
 * Check one content file against the site's rules.
 * @param {object} file
 * @param {string} file.path - repository-relative path, e.g. `docs/how-tos/scope.md`
 * @param {string} file.source - file contents
 * @param {'doc' | 'blog'} file.kind - docs page or blog post
 * @returns {{words: number, problems: string[]}} the prose word count and human-readable problems (empty when fine);
 *   a file that is not valid MDX, or whose front matter is not valid YAML, gets that one problem and 0 words
 */
export function checkContentFile({path, source, kind}) {
  const problems = [];
  let frontMatter;
  try {
    frontMatter = readFrontMatter(source)?.data ?? {};
  } catch (error) {
    if (error instanceof MarkdownSyntaxError) return {words: 0, problems: [error.message]};
    return {words: 0, problems: [`front matter is not valid YAML: ${/** @type {Error} */ (error).message}`]};
  }
  const title = frontMatter.title;
  if (typeof title !== 'string' || title.trim() === '') {
    problems.push('no `title` in front matter');
  }
  const description = frontMatter.description;
  if (typeof description !== 'string' || description.trim() === '') {
    problems.push('no `description` in front matter');
  }
  const placeholder = PLACEHOLDER_PATTERN.exec(source);
  if (placeholder) {
    const line = source.slice(0, placeholder.index).split('\n').length;
    problems.push(`placeholder word "${placeholder[0]}" on line ${line}`);
  }
  const words = countWords(source);
  const isIndex = kind === 'doc' && /(^|\/)index\.mdx?$/.test(path);
  if (!isIndex && words < MIN_WORDS) {
    problems.push(`only ${words} words of prose (at least ${MIN_WORDS} required)`);
  }
  for (const image of imagesWithoutAlt(source)) {
    problems.push(`image without alt text: ${image}`);
  }
  problems.push(...outputBlockProblems(source));
  return {words, problems};
}
