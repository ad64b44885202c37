/**
 * Local Docusaurus plugin that gives every docs page, blog post and the landing page its own social card: a
 * 1200×630 PNG with the page title, its section (sidebar category, or `Blog · <date>`) and the brand, rendered
 * after the build with satori and resvg (see README.md for how the pages point at their cards).
 *
 * - {@link socialCardFrontMatter} is the site's `markdown.parseFrontMatter`: it sets `image` of every docs page and
 *   post to the card's address (`/img/social/docs/scanners/nmap.png`) unless the front matter sets its own.
 * - `postBuild` renders the card of every page whose `image` is such an address, and of the `pages` option's
 *   routes, into the build, and sets that page's `og:image:alt` to what its card shows (section and title). Cards are
 *   cached by content hash in `node_modules/.cache/social-cards`.
 *
 * Register it in `docusaurus.config.ts`: `plugins: [..., ['./plugins/social-cards/index.ts', {pages: [...]}]]`.
 */
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, ParseFrontMatter, Plugin, Props} from '@docusaurus/types';
import {
  blogSectionLine,
  cardUrlForSource,
  CARD_URL_PREFIX,
  pageTitleFromHtml,
  sidebarGeneratedIndices,
  sidebarSectionLines,
  withImageAlt,
  type SidebarNode,
} from './pages';
import {renderCardPng} from './render';
import {cardAltText, cardContent, cardHash, type CardContent} from './template';
import {isRecord} from '../../src/lib/isRecord';

/** A page outside the docs and blog that gets a card (the landing page). */
export interface SocialCardPage {
  /** The route, e.g. `/`; its title is read from the built page's `<title>`. */
  route: string;
  /** The card's address, which the page's metadata must name, e.g. `/img/social/index.png`. */
  image: string;
  /** The line above the title. */
  section: string;
}

/** Options of the plugin. */
export interface SocialCardsOptions {
  /** Pages other than docs and posts that get a card; default none. */
  pages?: SocialCardPage[];
  /** Cache folder, relative to the site folder; default `node_modules/.cache/social-cards`. */
  cacheDir?: string;
}

/** The top-level content folders whose pages get cards. */
const CONTENT_DIRS = ['docs', 'blog'] as const;

/**
 * The site's `markdown.parseFrontMatter`: Docusaurus' parser, plus `image: /img/social/<source path>.png` on every
 * docs page and post (not on partials, not when the front matter names an image of its own). The docs and blog
 * plugins and the MDX loader all read front matter through it, so the theme's `<PageMetadata>` emits the card as
 * `og:image` and `twitter:image`.
 * @param siteDir - absolute site folder (the folder of `docusaurus.config.ts`)
 * @returns the parser for `markdown.parseFrontMatter`
 */
export function socialCardFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const image = cardUrlForSource(siteDir, params.filePath, CONTENT_DIRS);
    if (image === undefined || result.frontMatter.image !== undefined) return result;
    return {...result, frontMatter: {...result.frontMatter, image}};
  };
}

/** One card to write. */
interface CardJob {
  /** The card's address, e.g. `/img/social/docs/scanners/nmap.png`. */
  url: string;
  content: CardContent;
  /** The route of its page, for messages. */
  route: string;
}

/**
 * The loaded content of a default content plugin.
 * @param plugins - all loaded plugins (`props.plugins`)
 * @param name - e.g. `docusaurus-plugin-content-docs`
 */
function pluginContent(plugins: Props['plugins'], name: string): unknown {
  return plugins.find((plugin) => plugin.name === name && (plugin.options.id ?? 'default') === 'default')?.content;
}

/**
 * The card of a page if its image is a card address: `image` must start with {@link CARD_URL_PREFIX}.
 * @param image - the page's image (front matter or category link)
 */
function cardUrl(image: unknown): string | undefined {
  return typeof image === 'string' && image.startsWith(CARD_URL_PREFIX) && !image.includes('..') ? image : undefined;
}

/**
 * The cards of the docs: every doc and generated category index of the first (current) version whose image is a
 * card address. A generated index without a card is reported as a warning (which fails the checked build).
 * @param content - content of `docusaurus-plugin-content-docs`
 * @throws when the content is not where Docusaurus 3 puts it
 */
function docsJobs(content: unknown): CardJob[] {
  const version =
    isRecord(content) && Array.isArray(content.loadedVersions) ? (content.loadedVersions[0] as unknown) : undefined;
  if (!isRecord(version) || !Array.isArray(version.docs) || !isRecord(version.sidebars)) {
    throw new Error('social-cards: found no docs content (docusaurus-plugin-content-docs, version 0)');
  }
  const sidebars = Object.values(version.sidebars) as SidebarNode[][];
  // The first sidebar that lists a page names its section (a Map keeps the last value of a key).
  const lines = new Map([...sidebars].reverse().flatMap((sidebar) => [...sidebarSectionLines(sidebar, 'Docs')]));
  const jobs: CardJob[] = [];
  for (const doc of version.docs as unknown[]) {
    if (!isRecord(doc) || !isRecord(doc.frontMatter) || typeof doc.permalink !== 'string') continue;
    const url = cardUrl(doc.frontMatter.image);
    if (url === undefined) continue;
    const section = lines.get(`doc:${String(doc.id)}`) ?? 'Docs';
    jobs.push({url, route: doc.permalink, content: cardContent({title: doc.title, section})});
  }
  const seen = new Set<string>();
  for (const index of sidebars.flatMap((sidebar) => sidebarGeneratedIndices(sidebar))) {
    if (seen.has(index.permalink)) continue;
    seen.add(index.permalink);
    const url = cardUrl(index.image);
    if (url === undefined) {
      console.warn(
        `[WARNING] social-cards: the generated index ${index.permalink} has no card; add "image": ` +
          `"${CARD_URL_PREFIX}docs/<folder>/_category_.png" to the link of its _category_.json`,
      );
      continue;
    }
    const section = lines.get(`index:${index.permalink}`) ?? 'Docs';
    jobs.push({url, route: index.permalink, content: cardContent({title: index.title, section})});
  }
  return jobs;
}

/**
 * The cards of the blog posts whose image is a card address.
 * @param content - content of `docusaurus-plugin-content-blog`, or undefined without a blog
 */
function blogJobs(content: unknown): CardJob[] {
  if (!isRecord(content) || !Array.isArray(content.blogPosts)) return [];
  return (content.blogPosts as unknown[]).flatMap((post) => {
    const metadata = isRecord(post) ? post.metadata : undefined;
    if (!isRecord(metadata) || !isRecord(metadata.frontMatter) || typeof metadata.permalink !== 'string') return [];
    const url = cardUrl(metadata.frontMatter.image);
    if (url === undefined) return [];
    const dateLabel = typeof metadata.dateLabel === 'string' ? metadata.dateLabel : undefined;
    const section = blogSectionLine(dateLabel, metadata.date as Date | string);
    return [{url, route: metadata.permalink, content: cardContent({title: metadata.title, section})}];
  });
}

/**
 * The built HTML file of a route, `<route>/index.html` or `<route>.html`, with its text.
 * @param outDir - build folder
 * @param route - route relative to the base URL
 * @throws when neither file exists
 */
async function readBuiltPage(outDir: string, route: string): Promise<{file: string; html: string}> {
  const path = route.replace(/^\/+|\/+$/g, '');
  const nested = join(outDir, path, 'index.html');
  try {
    return {file: nested, html: await readFile(nested, 'utf8')};
  } catch {
    const flat = join(outDir, `${path}.html`);
    return {file: flat, html: await readFile(flat, 'utf8')};
  }
}

/**
 * Sets the `og:image:alt` of a built page to the text alternative of its card (the site-wide value of
 * `themeConfig.metadata` describes the default image). Written under a temporary name and renamed, so the search and
 * llms-txt plugins, whose `postBuild` runs at the same time, never read a half-written page. Crawlers read this tag
 * from the HTML; after a client-side navigation the head keeps the site-wide value, which no crawler sees.
 * @param outDir - build folder
 * @param job - the page's card
 * @throws when the page is missing or has not exactly one `og:image:alt` tag
 */
async function writeImageAlt(outDir: string, job: CardJob): Promise<void> {
  const {file, html} = await readBuiltPage(outDir, job.route);
  let updated: string;
  try {
    updated = withImageAlt(html, cardAltText(job.content));
  } catch (error) {
    throw new Error(`social-cards: ${job.route}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const partial = `${file}.${process.pid}.alt.tmp`;
  await writeFile(partial, updated);
  await rename(partial, file);
}

/**
 * What the look of a card depends on besides its text: the template and renderer sources and the installed versions
 * of satori, resvg and the font package. Part of every card's hash, so changing any of them renders the cards anew.
 * @param siteDir - site folder, to resolve the packages
 * @returns 16 hex digits
 */
async function templateKey(siteDir: string): Promise<string> {
  const require = createRequire(join(siteDir, 'package.json'));
  const parts = await Promise.all([
    readFile(new URL('./template.ts', import.meta.url), 'utf8'),
    readFile(new URL('./render.ts', import.meta.url), 'utf8'),
    ...['satori', '@resvg/resvg-js', '@fontsource/dejavu-sans'].map(async (name) => {
      const manifest = JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as {
        version?: string;
      };
      return `${name}@${manifest.version ?? '?'}`;
    }),
  ]);
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);
}

/**
 * The plugin. See the module comment.
 * @param context - Docusaurus load context
 * @param options - see {@link SocialCardsOptions}
 */
export default function pluginSocialCards(context: LoadContext, options: SocialCardsOptions = {}): Plugin {
  const cacheDir = join(context.siteDir, options.cacheDir ?? 'node_modules/.cache/social-cards');
  return {
    name: 'social-cards',

    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const jobs = [
        ...docsJobs(pluginContent(plugins, 'docusaurus-plugin-content-docs')),
        ...blogJobs(pluginContent(plugins, 'docusaurus-plugin-content-blog')),
      ];
      for (const page of options.pages ?? []) {
        const url = cardUrl(page.image);
        if (url === undefined) throw new Error(`social-cards: ${page.image} is not under ${CARD_URL_PREFIX}`);
        const title = pageTitleFromHtml((await readBuiltPage(outDir, page.route)).html, context.siteConfig.title);
        jobs.push({url, route: page.route, content: cardContent({title, section: page.section})});
      }

      const owners = new Map<string, string>();
      for (const job of jobs) {
        const owner = owners.get(job.url);
        if (owner !== undefined) throw new Error(`social-cards: ${job.route} and ${owner} share the card ${job.url}`);
        owners.set(job.url, job.route);
      }

      await mkdir(cacheDir, {recursive: true});
      const key = await templateKey(context.siteDir);
      let rendered = 0;
      let temporaryFiles = 0;
      const write = async (job: CardJob): Promise<void> => {
        await writeImageAlt(outDir, job);
        const cached = join(cacheDir, `${cardHash(job.content, key)}.png`);
        const target = join(outDir, job.url);
        await mkdir(dirname(target), {recursive: true});
        try {
          await copyFile(cached, target);
          return;
        } catch {
          // not cached yet
        }
        const png = await renderCardPng(job.content, context.siteDir);
        // Written under a temporary name first, so an interrupted build never leaves a truncated card in the cache.
        const partial = `${cached}.${process.pid}.${(temporaryFiles += 1)}.tmp`;
        await writeFile(partial, png);
        await rename(partial, cached);
        await writeFile(target, png);
        rendered += 1;
      };
      // Three cards at a time: one is laid out (satori, this thread) while others are rasterised (resvg, thread pool).
      const queue = [...jobs];
      await Promise.all(
        Array.from({length: 3}, async () => {
          for (let job = queue.shift(); job !== undefined; job = queue.shift()) await write(job);
        }),
      );
      console.log(
        `[INFO] social-cards: ${jobs.length} cards (${rendered} rendered, ${jobs.length - rendered} from the cache) ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
