/**
 * Which page gets which card: the card address of a Markdown source (the rule the front matter parser and the
 * `_category_.json` files follow), and the section line of docs pages (from the sidebar) and blog posts (from the
 * date). Pure functions, no I/O.
 */
import {posix, relative, sep} from 'node:path';

import {attribute, elements, parseHtml, textContent} from '../../src/lib/html.mjs';

/** Folder of the build (and URL path) the cards are written to. */
export const CARD_URL_PREFIX = '/img/social/';

/** Separator of nested sidebar categories in a section line: `Architecture › Architecture decisions`. */
export const SECTION_SEPARATOR = ' › ';

/**
 * The card address of a Markdown source: `<siteDir>/docs/scanners/nmap.mdx` → `/img/social/docs/scanners/nmap.png`.
 * Only sources in `contentDirs` get one; partials (a file or folder whose name starts with `_`) and files outside
 * the site folder do not.
 * @param siteDir - absolute site folder
 * @param filePath - absolute path of the Markdown or MDX file
 * @param contentDirs - top-level folders whose pages get cards, e.g. `['docs', 'blog']`
 * @returns the site-relative URL path of the card, or undefined
 */
export function cardUrlForSource(
  siteDir: string,
  filePath: string,
  contentDirs: readonly string[],
): string | undefined {
  const parts = relative(siteDir, filePath).split(sep);
  if (parts.length < 2 || !contentDirs.includes(parts[0])) return undefined;
  if (parts.some((part) => part.startsWith('_') || part === '..')) return undefined;
  const file = parts.pop() ?? '';
  if (!/\.mdx?$/.test(file)) return undefined;
  return `${CARD_URL_PREFIX}${posix.join(...parts, file.replace(/\.mdx?$/, ''))}.png`;
}

/** The part of a processed Docusaurus sidebar item this module reads (see `@docusaurus/plugin-content-docs`). */
export type SidebarNode =
  | {type: 'doc' | 'ref'; id: string}
  | {
      type: 'category';
      label: string;
      items: SidebarNode[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; image?: string};
    }
  | {type: 'link' | 'html'};

/**
 * The section line of every docs page of a sidebar: the labels of the categories around it, outermost first,
 * joined by {@link SECTION_SEPARATOR}. A category's own page (its index doc or generated index) gets the categories
 * around that category; a page outside every category gets `fallback`.
 * @param sidebar - the processed sidebar (`loadedVersions[0].sidebars.<id>`)
 * @param fallback - the section of top-level pages, e.g. `Docs`
 * @returns keys `doc:<doc id>` and `index:<permalink of a generated index>` → section line
 */
export function sidebarSectionLines(sidebar: readonly SidebarNode[], fallback: string): Map<string, string> {
  const lines = new Map<string, string>();
  const line = (path: readonly string[]): string => (path.length > 0 ? path.join(SECTION_SEPARATOR) : fallback);
  const visit = (items: readonly SidebarNode[], path: readonly string[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        if (!lines.has(`doc:${item.id}`)) lines.set(`doc:${item.id}`, line(path));
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') lines.set(`doc:${item.link.id}`, line(path));
        if (item.link?.type === 'generated-index') lines.set(`index:${item.link.permalink}`, line(path));
        visit(item.items, [...path, item.label]);
      }
    }
  };
  visit(sidebar, []);
  return lines;
}

/** A category's generated index page, as its sidebar link describes it. */
export interface GeneratedIndexInfo {
  /** Route, e.g. `/docs/getting-started`. */
  permalink: string;
  /** The link's `title`, or the category's label. */
  title: string;
  /** The link's `image` (`_category_.json`), if any. */
  image?: string;
}

/**
 * The generated index pages of a sidebar's categories (the docs plugin's content does not list them; it derives
 * them from the sidebar the same way).
 * @param sidebar - the processed sidebar
 */
export function sidebarGeneratedIndices(sidebar: readonly SidebarNode[]): GeneratedIndexInfo[] {
  return sidebar.flatMap((item): GeneratedIndexInfo[] => {
    if (item.type !== 'category') return [];
    const own: GeneratedIndexInfo[] =
      item.link?.type === 'generated-index'
        ? [{permalink: item.link.permalink, title: item.link.title ?? item.label, image: item.link.image}]
        : [];
    return [...own, ...sidebarGeneratedIndices(item.items)];
  });
}

/**
 * The section line of a blog post: `Blog · July 20, 2021`.
 * @param dateLabel - the post's date as the site shows it (`dateLabel` of `src/lib/blogPostDate.ts`), if any
 * @param date - the post's date, used as `YYYY-MM-DD` when there is no label
 */
export function blogSectionLine(dateLabel: string | undefined, date: Date | string): string {
  if (dateLabel) return `Blog · ${dateLabel}`;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? 'Blog' : `Blog · ${parsed.toISOString().slice(0, 10)}`;
}

/**
 * The page's own title from a built page's `<title>`, read with the site's HTML parser (`src/lib/html.mjs`): the text
 * before the site-name suffix (`nmap | secureCodeBox` → `nmap`), entities decoded.
 * @param html - the built page
 * @param siteTitle - the site's title, e.g. `secureCodeBox`
 * @returns the title, or '' when the page has none
 */
export function pageTitleFromHtml(html: string, siteTitle: string): string {
  const [title] = elements(parseHtml(html), 'title');
  const text = title ? textContent(title) : '';
  const suffix = ` | ${siteTitle}`;
  return text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}

/**
 * Text escaped for a double-quoted HTML attribute value.
 * @param text - any text
 */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A built page with its `og:image:alt` set to `alt`: the one `<meta property="og:image:alt">` tag (the site-wide one
 * of `themeConfig.metadata`) is replaced by one that describes the page's own card; its other attributes stay.
 * @param html - the built page
 * @param alt - the text alternative of the page's card (see `cardAltText` of `template.ts`)
 * @returns the page with the new tag
 * @throws {Error} when the page has no `og:image:alt` tag or more than one
 */
export function withImageAlt(html: string, alt: string): string {
  const tags = elements(parseHtml(html), 'meta').filter((meta) => attribute(meta, 'property') === 'og:image:alt');
  const [tag] = tags;
  if (tags.length !== 1 || tag?.position?.start.offset === undefined || tag.position.end.offset === undefined)
    throw new Error(`expected one og:image:alt meta tag, found ${tags.length}`);
  const {start, end} = {start: tag.position.start.offset, end: tag.position.end.offset};
  // The tag as written: its `content` value is replaced (or added), every other attribute stays as the theme wrote it.
  const written = html.slice(start, end);
  const content = `content="${escapeAttribute(alt)}"`;
  const replaced = /\scontent\s*=/i.test(written)
    ? written.replace(/\scontent\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, () => ` ${content}`)
    : written.replace(/\s*\/?>$/, ` ${content}>`);
  return html.slice(0, start) + replaced + html.slice(end);
}
