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
  const {frontMatter, body} = parsed;
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
  return {words, problems};
}
