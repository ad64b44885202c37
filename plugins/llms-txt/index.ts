/**
 * Local Docusaurus plugin that writes, after the production build:
 *
 * - a Markdown twin of every docs page and blog post next to its HTML (`/docs/scanners/nmap` →
 *   `/docs/scanners/nmap.md`), converted from the built page (see `html-to-markdown.ts` for why);
 * - `llms.txt`, the index of those twins by sidebar category (https://llmstxt.org), blog posts
 *   under `## Optional`;
 * - `llms-full.txt`, every docs page's Markdown in sidebar order.
 *
 * Pages marked `noindex`, unlisted pages and drafts get no twin. The build fails when a docs page's
 * HTML is missing or has no Markdown content element, so a theme change cannot silently empty the files.
 *
 * Register it in `docusaurus.config.ts`: `plugins: [..., './plugins/llms-txt/index.ts']`.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {extractMermaidDiagrams, htmlToMarkdown} from './html-to-markdown';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  sidebarSections,
  twinMarkdown,
  type LlmsPage,
  type SidebarNode,
} from './llms-index';
import {isRecord} from '../../src/lib/isRecord';
import {markdownPath} from '../../src/lib/markdownPath';

/** Options of the plugin; every field has a default taken from the site config. */
export interface LlmsTxtOptions {
  /** The `>` summary of `llms.txt`; default: `<title> — <tagline>` (see {@link defaultSummary}). */
  summary?: string;
  /** Id of the docs sidebar to follow; default: the first sidebar. */
  sidebarId?: string;
}

/** The fields of a doc's metadata the plugin reads (`DocMetadata` of `@docusaurus/plugin-content-docs`). */
interface DocInfo {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** `@site/docs/…` */
  source: string;
  unlisted?: boolean;
  draft?: boolean;
}

/** The fields of a blog post's metadata the plugin reads (`BlogPostMetadata` of `@docusaurus/plugin-content-blog`). */
interface PostInfo {
  title: string;
  description: string;
  permalink: string;
  source: string;
  date: Date | string;
  unlisted?: boolean;
}

/**
 * Whether a value has the doc metadata fields the plugin reads.
 * @param value - an element of `loadedVersions[].docs`
 */
function isDocInfo(value: unknown): value is DocInfo {
  return isRecord(value) && ['id', 'title', 'permalink', 'source'].every((key) => typeof value[key] === 'string');
}

/**
 * The loaded content of the default docs plugin: docs of the first version and its sidebars.
 * @param plugins - all loaded plugins (`props.plugins`)
 * @throws when the docs plugin or its content is not where Docusaurus 3 puts it
 */
function docsContent(plugins: Props['plugins']): {docs: DocInfo[]; sidebars: Record<string, SidebarNode[]>} {
  const plugin = plugins.find(
    (candidate) =>
      candidate.name === 'docusaurus-plugin-content-docs' && (candidate.options.id ?? 'default') === 'default',
  );
  const content = plugin?.content;
  const version =
    isRecord(content) && Array.isArray(content.loadedVersions) ? (content.loadedVersions[0] as unknown) : undefined;
  if (!isRecord(version) || !Array.isArray(version.docs) || !isRecord(version.sidebars)) {
    throw new Error('llms-txt: found no docs content (docusaurus-plugin-content-docs, version 0)');
  }
  return {docs: version.docs.filter(isDocInfo), sidebars: version.sidebars as Record<string, SidebarNode[]>};
}

/**
 * The loaded blog posts of the default blog plugin, or [] when there is no blog.
 * @param plugins - all loaded plugins (`props.plugins`)
 */
function blogPosts(plugins: Props['plugins']): PostInfo[] {
  const plugin = plugins.find(
    (candidate) =>
      candidate.name === 'docusaurus-plugin-content-blog' && (candidate.options.id ?? 'default') === 'default',
  );
  const content = plugin?.content;
  if (!isRecord(content) || !Array.isArray(content.blogPosts)) return [];
  return content.blogPosts.flatMap((post: unknown) => {
    const metadata = isRecord(post) ? post.metadata : undefined;
    return isRecord(metadata) && typeof metadata.permalink === 'string' && typeof metadata.title === 'string'
      ? [metadata as unknown as PostInfo]
      : [];
  });
}

/**
 * Reads the built HTML of a route: `<route>/index.html`, or `<route>.html` when trailing slashes are off.
 * @param outDir - build folder
 * @param permalink - route
 * @returns the HTML, or undefined when neither file exists
 */
async function readBuiltPage(outDir: string, permalink: string): Promise<string | undefined> {
  const route = permalink.replace(/^\/+|\/+$/g, '');
  for (const file of [join(outDir, route, 'index.html'), join(outDir, `${route}.html`)]) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // try the next layout
    }
  }
  return undefined;
}

/**
 * Resolves `@site/…` source paths of the content plugins.
 * @param siteDir - the site folder
 * @param source - e.g. `@site/docs/hooks/cascading-scans.mdx`
 */
function sourcePath(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? join(siteDir, source.slice('@site/'.length)) : source;
}

/**
 * The summary of `llms.txt` made from the site's title and tagline: `secureCodeBox — automated, scalable …`.
 * The tagline's first letter is lowercased unless the first word looks like a name or an acronym.
 * @param title - site title
 * @param tagline - site tagline, possibly ''
 */
export function defaultSummary(title: string, tagline: string): string {
  if (!tagline) return title;
  const firstWord = tagline.split(/\s/)[0];
  const lower = /^[A-Z][a-z]/.test(firstWord) && firstWord.slice(1) === firstWord.slice(1).toLowerCase();
  return `${title} — ${lower ? tagline.charAt(0).toLowerCase() + tagline.slice(1) : tagline}`;
}

/**
 * The plugin. See the module comment for what it writes.
 * @param context - Docusaurus load context
 * @param options - see {@link LlmsTxtOptions}
 */
export default function pluginLlmsTxt(context: LoadContext, options: LlmsTxtOptions = {}): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const baseUrl = context.siteConfig.baseUrl.replace(/\/+$/, '');
  const origin = `${siteUrl}${baseUrl}`;
  return {
    name: 'llms-txt',

    async postBuild({outDir, siteDir, plugins, routesBuildMetadata}) {
      const started = Date.now();
      const indexable = (permalink: string, unlisted?: boolean, draft?: boolean): boolean =>
        !unlisted && !draft && !routesBuildMetadata[permalink]?.noIndex;

      /** Converts one page and writes its twin; returns the page for the index files. */
      const convert = async (info: {
        title: string;
        description: string;
        permalink: string;
        source: string;
        date?: string;
      }): Promise<LlmsPage> => {
        const html = await readBuiltPage(outDir, info.permalink.slice(baseUrl.length));
        if (html === undefined) throw new Error(`llms-txt: no built HTML for ${info.permalink}`);
        let source = '';
        try {
          source = await readFile(sourcePath(siteDir, info.source), 'utf8');
        } catch {
          // no source file: no diagrams to restore
        }
        const converted = htmlToMarkdown(html, {
          pageUrl: `${siteUrl}${info.permalink}`,
          siteUrl: origin,
          title: info.title,
          diagrams: source.includes('mermaid') ? extractMermaidDiagrams(source) : [],
        });
        if (!converted) throw new Error(`llms-txt: ${info.permalink} has no .markdown content element`);
        if (converted.unplacedDiagrams > 0) {
          console.log(
            `[INFO] llms-txt: ${converted.unplacedDiagrams} diagram(s) of ${info.permalink} moved to its end`,
          );
        }
        const page = {title: info.title, description: info.description, permalink: info.permalink, date: info.date};
        const markdown = twinMarkdown({...page, body: converted.markdown}, siteUrl);
        const file = join(outDir, markdownPath(info.permalink.slice(baseUrl.length)));
        await mkdir(dirname(file), {recursive: true});
        await writeFile(file, markdown);
        return {...page, markdown};
      };

      const {docs, sidebars} = docsContent(plugins);
      const docPages = new Map<string, LlmsPage>();
      for (const doc of docs.filter((candidate) =>
        indexable(candidate.permalink, candidate.unlisted, candidate.draft),
      )) {
        docPages.set(doc.id, await convert(doc));
      }
      const posts: LlmsPage[] = [];
      const sortedPosts = blogPosts(plugins)
        .filter((post) => indexable(post.permalink, post.unlisted))
        .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
      for (const post of sortedPosts) {
        posts.push(await convert({...post, date: new Date(post.date).toISOString().slice(0, 10)}));
      }

      const sidebar = sidebars[options.sidebarId ?? Object.keys(sidebars)[0] ?? ''] ?? [];
      const sections = sidebarSections(sidebar, docPages);
      const {title, tagline} = context.siteConfig;
      const summary = options.summary ?? defaultSummary(title, tagline);
      const llmsTxt = buildLlmsTxt({title, summary, siteUrl: origin, sections, optional: posts});
      const llmsFull = buildLlmsFullTxt({title, summary, siteUrl: origin, sections});
      await writeFile(join(outDir, 'llms.txt'), llmsTxt);
      await writeFile(join(outDir, 'llms-full.txt'), llmsFull);
      const kb = (text: string): string => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
      console.log(
        `[INFO] llms-txt: ${docPages.size + posts.length} Markdown twins, llms.txt (${kb(llmsTxt)}), ` +
          `llms-full.txt (${kb(llmsFull)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
