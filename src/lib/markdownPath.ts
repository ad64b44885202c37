/**
 * The address of a page's Markdown twin, the one rule shared by the build and the browser: `plugins/llms-txt` writes
 * each twin there and lists it in `llms.txt`; the "Copy page" button (`src/components/CopyPageButton`) fetches it.
 * `/docs/x` and `/docs/x/` both become `/docs/x.md`, `/` becomes `/index.md`.
 *
 * Build plugins load this module in Node through jiti, where the `@site` alias does not resolve: it imports nothing.
 * @param permalink - route of the HTML page, with or without the base URL (the result keeps whatever prefix it has)
 * @returns the route of the `.md` file
 */
export function markdownPath(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
