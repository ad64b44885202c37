/**
 * Assembles `llms.txt` (the index, in the format of https://llmstxt.org) and `llms-full.txt`
 * (every docs page in sidebar order) from the pages the plugin converted, and maps routes to the
 * addresses of their Markdown twins (`markdownPath` of `src/lib/markdownPath.ts`, which the "Copy page"
 * button shares).
 */
import {markdownPath} from '../../src/lib/markdownPath';

/** One page with a Markdown twin. */
export interface LlmsPage {
  /** Route of the HTML page, e.g. `/docs/scanners/nmap` or `/docs/scanners/`. */
  permalink: string;
  title: string;
  /** The page's meta description ('' when it has none). */
  description: string;
  /** The converted page; see `htmlToMarkdown`. */
  markdown: string;
  /** Publication date `YYYY-MM-DD` of a blog post; undefined for docs. */
  date?: string;
}

/** A `##` section of `llms.txt`. */
export interface LlmsSection {
  /** Heading; a nested sidebar category is written as `Parent › Child`. */
  title: string;
  pages: LlmsPage[];
}

/** The part of a Docusaurus sidebar item this module reads (see `@docusaurus/plugin-content-docs`). */
export type SidebarNode =
  | {type: 'doc' | 'ref'; id: string}
  | {
      type: 'category';
      label: string;
      items: SidebarNode[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'};
    }
  | {type: 'link' | 'html'};

/**
 * Groups the docs by sidebar category, in sidebar order. Top-level categories and nested ones each
 * get a section (`API Reference › Custom Resource Definitions`); a category's own page comes first in
 * its section; docs directly at the top level go to a last section named `More`. Docs that the sidebar
 * lists twice appear once; docs it does not list are left out.
 * @param sidebar - the processed sidebar (`loadedVersions[0].sidebars.<id>`)
 * @param pagesById - converted docs by doc id
 * @returns the non-empty sections
 */
export function sidebarSections(sidebar: SidebarNode[], pagesById: ReadonlyMap<string, LlmsPage>): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const loose: LlmsPage[] = [];
  const seen = new Set<string>();
  const take = (id: string): LlmsPage[] => {
    const page = pagesById.get(id);
    if (!page || seen.has(id)) return [];
    seen.add(id);
    return [page];
  };
  const visitCategory = (category: Extract<SidebarNode, {type: 'category'}>, path: string[]): void => {
    const section: LlmsSection = {title: [...path, category.label].join(' › '), pages: []};
    sections.push(section);
    if (category.link?.type === 'doc') section.pages.push(...take(category.link.id));
    for (const item of category.items) {
      if (item.type === 'doc' || item.type === 'ref') section.pages.push(...take(item.id));
      else if (item.type === 'category') visitCategory(item, [...path, category.label]);
    }
  };
  for (const item of sidebar) {
    if (item.type === 'doc' || item.type === 'ref') loose.push(...take(item.id));
    else if (item.type === 'category') visitCategory(item, []);
  }
  if (loose.length > 0) sections.push({title: 'More', pages: loose});
  return sections.filter((section) => section.pages.length > 0);
}

/**
 * One list entry of `llms.txt`: `- [Title](https://…/x.md): description`.
 * @param page - the page
 * @param siteUrl - origin without trailing slash
 */
function entry(page: LlmsPage, siteUrl: string): string {
  const title = page.title.replace(/([[\]])/g, '\\$1');
  const notes = [page.date ? `Blog post of ${page.date}.` : '', page.description].filter(Boolean).join(' ');
  return `- [${title}](${siteUrl}${markdownPath(page.permalink)})${notes ? `: ${notes}` : ''}`;
}

/** Input of {@link buildLlmsTxt}. */
export interface LlmsTxtInput {
  /** Site name, the `#` heading. */
  title: string;
  /** One or two sentences: the `>` summary. */
  summary: string;
  /** Origin without trailing slash, e.g. `https://www.securecodebox.io`. */
  siteUrl: string;
  /** Docs sections, in order. */
  sections: LlmsSection[];
  /** Pages listed under `## Optional` (the blog), newest first. */
  optional: LlmsPage[];
}

/**
 * The text of `llms.txt`: heading, summary, how to read the links, then one section per sidebar
 * category and an `Optional` section (the part a tool may skip when its context is short).
 * @param input - site facts and sections
 * @returns the file content, ending with a newline
 */
export function buildLlmsTxt(input: LlmsTxtInput): string {
  const lines = [
    `# ${input.title}`,
    '',
    `> ${input.summary}`,
    '',
    `Every link below points to the Markdown version of a page; the HTML page has the same address without \`.md\`. ` +
      `All docs pages in one file, in this order: ${input.siteUrl}/llms-full.txt`,
  ];
  for (const section of input.sections) {
    lines.push('', `## ${section.title}`, '', ...section.pages.map((page) => entry(page, input.siteUrl)));
  }
  if (input.optional.length > 0) {
    lines.push('', '## Optional', '', ...input.optional.map((page) => entry(page, input.siteUrl)));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The text of `llms-full.txt`: the summary, then every docs page's Markdown in section order,
 * each introduced by its canonical address.
 * @param input - site facts and sections (the optional pages are not included)
 * @returns the file content, ending with a newline
 */
export function buildLlmsFullTxt(input: Omit<LlmsTxtInput, 'optional'>): string {
  const parts = [`# ${input.title}\n\n> ${input.summary}\n`];
  for (const section of input.sections) {
    for (const page of section.pages) parts.push(page.markdown.trim() + '\n');
  }
  return parts.join('\n');
}

/**
 * The Markdown twin's text: the converted page with a line that names its canonical HTML address
 * and its description below the title.
 * @param page - the converted page
 * @param siteUrl - origin without trailing slash
 * @returns the file content, ending with a newline
 */
export function twinMarkdown(page: Omit<LlmsPage, 'markdown'> & {body: string}, siteUrl: string): string {
  const url = `${siteUrl}${page.permalink}`;
  const intro = [
    page.description ? `> ${page.description}` : '',
    `Source: ${url}${page.date ? ` (published ${page.date})` : ''}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = page.body.trim();
  const match = /^# .*\n/.exec(body);
  if (!match) return `# ${page.title}\n\n${intro}\n\n${body}\n`;
  return `${match[0]}\n${intro}\n\n${body.slice(match[0].length).trim()}\n`;
}
