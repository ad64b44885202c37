/**
 * A remark plugin that writes the documented release into Markdown: it replaces the placeholders of
 * `RELEASE_PLACEHOLDERS` (`%SCB_VERSION%`, `%SCB_MINOR%`, `%SCB_TAG%`, `%SCB_RELEASE_DATE%`) in text, inline code,
 * code blocks and link URLs with the values of `src/data/release.ts`. A page that pins a chart version writes
 * `--version %SCB_VERSION%`, so a release bump is one edit of the data module.
 *
 * An unknown `%SCB_…%` placeholder throws, naming the file, so a typo fails the build instead of reaching a reader.
 *
 * @packageDocumentation
 */
import {RELEASE_PLACEHOLDERS} from '../../src/data/release';

/** The parts of an mdast node this plugin reads or writes. */
interface MdNode {
  type: string;
  value?: unknown;
  url?: unknown;
  children?: MdNode[];
}

const PLACEHOLDER = /%SCB_[A-Z_]+%/g;

/**
 * Replaces every release placeholder in a string.
 * @param text - Markdown text, code or a URL
 * @param where - the file, for the error message
 * @returns the text with each placeholder replaced by its value
 * @throws Error when the text holds a `%SCB_…%` placeholder that `RELEASE_PLACEHOLDERS` does not define
 */
export function fillReleasePlaceholders(text: string, where = 'a Markdown file'): string {
  return text.replace(PLACEHOLDER, (token) => {
    const filled = RELEASE_PLACEHOLDERS[token];
    if (filled === undefined) {
      throw new Error(
        `${where}: unknown release placeholder ${token}; known: ${Object.keys(RELEASE_PLACEHOLDERS).join(', ')}`,
      );
    }
    return filled;
  });
}

function visit(node: MdNode, where: string): void {
  if (typeof node.value === 'string' && node.value.includes('%SCB_')) {
    node.value = fillReleasePlaceholders(node.value, where);
  }
  if (typeof node.url === 'string' && node.url.includes('%SCB_')) {
    node.url = fillReleasePlaceholders(node.url, where);
  }
  node.children?.forEach((child) => {
    visit(child, where);
  });
}

/** The remark plugin: `remarkPlugins: [remarkRelease]` in the docs, blog and pages options. */
export default function remarkRelease() {
  return (tree: MdNode, file: {path?: string}): void => {
    visit(tree, file.path ?? 'a Markdown file');
  };
}
