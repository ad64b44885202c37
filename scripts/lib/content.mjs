// @ts-check
/**
 * Pure helpers of the content check: parse a Markdown/MDX source file and find
 * the problems the site's content rules forbid. Used by scripts/check-content.mjs
 * and covered by tests/unit/content.test.ts.
 */
import {parse as parseYaml} from 'yaml';

/** Words that mark unfinished content; matched as whole words, case-insensitively. */
const PLACEHOLDER_PATTERN = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;

/** Minimum number of prose words on a docs page or blog post (code blocks and markup excluded). */
const MIN_WORDS = 150;

/**
 * Split a source file into its front matter and body.
 * @param {string} source - file contents
 * @returns {{frontMatter: Record<string, unknown>, body: string, bodyStartLine: number}}
 *   `frontMatter` is `{}` when the file has none; `bodyStartLine` is the 1-based line the body starts at.
 * @throws {Error} when the front matter is not valid YAML
 */
export function splitFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) {
    return {frontMatter: {}, body: source, bodyStartLine: 1};
  }
  /** @type {unknown} */
  const data = parseYaml(match[1]) ?? {};
  return {
    frontMatter:
      typeof data === 'object' && data !== null && !Array.isArray(data)
        ? /** @type {Record<string, unknown>} */ (data)
        : {},
    body: source.slice(match[0].length),
    bodyStartLine: match[0].split('\n').length,
  };
}

/**
 * The prose of a Markdown/MDX body: fenced code blocks, import/export lines, JSX/HTML tags,
 * MDX comments, link targets and Markdown punctuation removed.
 * @param {string} body - Markdown without front matter
 * @returns {string}
 */
function proseOf(body) {
  return body
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/^(import|export)\s[^\n]*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/[#*_>|`[\]-]+/g, ' ');
}

/**
 * Count the prose words of a body (see {@link proseOf}): tokens that contain a letter or digit.
 * @param {string} body
 * @returns {number}
 */
export function countWords(body) {
  return proseOf(body)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Images without a meaningful alternative text: Markdown `![](x)` with empty alt, and
 * `<img>` tags with no `alt` attribute or an empty one.
 * @param {string} body
 * @returns {string[]} the offending snippets
 */
export function imagesWithoutAlt(body) {
  const problems = [];
  for (const match of body.matchAll(/!\[([^\]]*)\]\([^)]*\)/g)) {
    if (match[1].trim() === '') problems.push(match[0]);
  }
  for (const match of body.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|\{['"`]([^'"`]*)['"`]\})/i.exec(match[0]);
    if (!alt || (alt[1] ?? alt[2] ?? alt[3] ?? '').trim() === '') problems.push(match[0]);
  }
  return problems;
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
 * @property {number} line - 1-based line of the opening fence in the body
 * @property {string} language - the info string's first word ('' without one)
 * @property {string} meta - the rest of the info string, e.g. `title="Output"`
 * @property {string} code - the block's content
 * @property {string} before - the body text between the previous block (or the start) and this one
 */

/**
 * The fenced code blocks of a Markdown/MDX body (``` or ~~~ fences, indented up to three spaces, as inside a list).
 * @param {string} body - Markdown without front matter
 * @returns {FencedBlock[]} in document order
 */
export function fencedBlocks(body) {
  /** @type {FencedBlock[]} */
  const blocks = [];
  const lines = body.split('\n');
  let textStart = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, fence = '```', language = '', meta = ''] = open;
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(lines[end] ?? ''))
      end += 1;
    blocks.push({
      line: i + 1,
      language: language.toLowerCase(),
      meta: meta.trim(),
      code: lines.slice(i + 1, end).join('\n'),
      before: lines.slice(textStart, i).join('\n'),
    });
    textStart = end + 1;
    i = end;
  }
  return blocks;
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
 * @param {string} body - Markdown without front matter
 * @param {number} [firstLine] - the file line the body starts at, for the messages (default 1)
 * @returns {string[]} human-readable problems
 */
export function outputBlockProblems(body, firstLine = 1) {
  /** @type {string[]} */
  const problems = [];
  const blocks = fencedBlocks(body).map((block) => ({...block, line: block.line + firstLine - 1}));
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
 * @returns {{words: number, problems: string[]}} the prose word count and human-readable problems (empty when fine)
 */
export function checkContentFile({path, source, kind}) {
  const problems = [];
  let parsed;
  try {
    parsed = splitFrontMatter(source);
  } catch (error) {
    return {words: 0, problems: [`front matter is not valid YAML: ${/** @type {Error} */ (error).message}`]};
  }
  const {frontMatter, body, bodyStartLine} = parsed;
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
  const words = countWords(body);
  const isIndex = kind === 'doc' && /(^|\/)index\.mdx?$/.test(path);
  if (!isIndex && words < MIN_WORDS) {
    problems.push(`only ${words} words of prose (at least ${MIN_WORDS} required)`);
  }
  for (const image of imagesWithoutAlt(body)) {
    problems.push(`image without alt text: ${image}`);
  }
  problems.push(...outputBlockProblems(body, bodyStartLine));
  return {words, problems};
}
