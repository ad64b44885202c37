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

/**
 * The routes of the docs pages and blog posts as Docusaurus spells them, from the Markdown files alone:
 * `docs/how-tos/scope.md` → `/docs/how-tos/scope`, a folder's `index.md(x)` → `/docs/<folder>/` (trailing slash),
 * `blog/2021-07-20-slug.md` → `/blog/2021/07/20/slug`; partials (`_name.md`) have no route. Pages that set a `slug`
 * other than the index page's own are not mapped (the docs have none).
 * @returns routes, sorted by file
 */
export function pageRoutes(): string[] {
  const docs = markdownFiles('docs')
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('_')))
    .map((file) => `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`);
  const posts = markdownFiles('blog').flatMap((file) => {
    const match = /^blog\/(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file);
    return match ? [`/blog/${match[1]}/${match[2]}/${match[3]}/${match[4]}`] : [];
  });
  return [...docs, ...posts];
}
