/**
 * The Markdown sources whose manifests readers apply: every docs page and blog post. Shared by the manifest tests
 * (`manifests.test.ts`) and the scan builder's import tests (`scan-import.test.ts`).
 */
import {readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

/** The repository root. */
export const repoRoot = resolve(__dirname, '../..');

/**
 * Every Markdown/MDX file below a folder.
 * @param dir - a folder relative to the repository root, e.g. `docs`
 * @returns repo-relative paths with `/` separators, sorted; empty when the folder does not exist
 */
export function markdownFiles(dir: string): string[] {
  const absolute = join(repoRoot, dir);
  let entries: string[];
  try {
    entries = readdirSync(absolute, {recursive: true, encoding: 'utf8'});
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /\.mdx?$/.test(entry))
    .map((entry) => relative(repoRoot, join(absolute, entry)).split('\\').join('/'))
    .sort();
}

/** The docs pages and the blog posts (repo-relative paths): readers apply the manifests of both. */
export function docsFiles(): string[] {
  return [...markdownFiles('docs'), ...markdownFiles('blog')];
}
