/**
 * Local Docusaurus plugin that builds the site search after the production build: one Pagefind
 * index (https://pagefind.app) over the docs pages, the blog posts and the landing page, written to
 * `build/pagefind/`, and the typo-correction vocabulary `build/pagefind/vocabulary.txt`.
 *
 * Pages are handed to Pagefind's Node API (`addHTMLFile`) after {@link markUpForIndex} has marked
 * their article as the indexed body and added the front matter description, keywords and blog
 * tags with a weight; the files on disk are not changed. Which pages are results, and why, is in
 * `prepare.ts`. The build fails when Pagefind reports an error or indexes fewer pages than expected.
 *
 * `npm start` runs no `postBuild`: there the search panel says that search needs `npm run preview`.
 * Register it in `docusaurus.config.ts`: `plugins: [..., './plugins/search/index.ts']`.
 */
import {existsSync, readFileSync} from 'node:fs';
import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  EXCLUDE_SELECTORS,
  bodyText,
  headingText,
  markUpForIndex,
  pageKind,
  sharedValueKeys,
  valueKeys,
  vocabularyFile,
  vocabularyWords,
} from './prepare';

/**
 * Word occurrences per index chunk, passed to Pagefind's binary as `PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE` (an
 * undocumented build setting, listed in UPGRADING.md). Pagefind's default (about 20,000) writes chunks of about 30 KB
 * gzip, and a query fetches the chunk of each of its words, so a two-word query crossed the first-search limit of
 * 165 KB (178 KB for "scheduled scan"). With 2,500 a chunk is a few KB. The browser side is unaffected: it uses
 * Pagefind's documented API only.
 */
export const INDEX_CHUNK_SIZE = 2500;

/**
 * The largest index chunk (bytes as written, gzip) that {@link INDEX_CHUNK_SIZE} allows; a bigger one means Pagefind
 * ignored the setting, and the build stops (see UPGRADING.md).
 */
export const MAX_INDEX_CHUNK_BYTES = 20_000;

/**
 * Checks the chunk files Pagefind wrote against {@link MAX_INDEX_CHUNK_BYTES}.
 * @param sizes - byte size of every `index/*.pf_index` file
 * @throws {Error} naming the setting when a chunk is bigger, or when there is no chunk at all
 */
export function checkChunkSizes(sizes: readonly number[]): void {
  if (sizes.length === 0) throw new Error('search: Pagefind wrote no index chunk');
  const largest = Math.max(...sizes);
  if (largest > MAX_INDEX_CHUNK_BYTES) {
    throw new Error(
      `search: the largest index chunk is ${largest} bytes (limit ${MAX_INDEX_CHUNK_BYTES}): Pagefind no longer reads ` +
        'PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE. See UPGRADING.md, "Framework internals the site still uses".',
    );
  }
}

/** Where the index goes, under the build folder; the browser imports `/pagefind/pagefind.js`. */
export const OUTPUT_SUBDIR = 'pagefind';

/**
 * Files Pagefind writes for its own UIs and highlighter, which this site does not use (its UI is src/theme/SearchBar).
 * Pagefind's worker script stays in the build as Pagefind wrote it: the browser runs the search API on the main thread
 * (`noWorker`, see engine.ts) and never requests it, and the site names no file of Pagefind's worker protocol (lint's
 * internals rule refuses that name outside the files UPGRADING.md lists).
 */
const UNUSED_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/**
 * The built HTML file of a route: `docs/x/index.html` or `docs/x.html`.
 * @param outDir - the build folder
 * @param route - a route path such as `/docs/scanners/nmap`
 */
function htmlFile(outDir: string, route: string): string | undefined {
  const base = join(outDir, route);
  return [join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`].find((file) => existsSync(file));
}

/**
 * The file of Pagefind's Node API. Pagefind is an ES module with only an `import` export, and
 * Docusaurus loads this plugin through jiti, which turns `import('pagefind')` into a `require` that
 * the package's exports refuse; its entry file itself loads fine.
 * @param siteDir - the site folder, where node_modules is looked up from
 * @throws when the `pagefind` package is not installed
 */
function pagefindEntry(siteDir: string): string {
  const require = createRequire(join(siteDir, 'package.json'));
  for (const dir of require.resolve.paths('pagefind') ?? []) {
    const manifest = join(dir, 'pagefind', 'package.json');
    if (!existsSync(manifest)) continue;
    const {main} = JSON.parse(readFileSync(manifest, 'utf8')) as {main?: string};
    return join(dir, 'pagefind', main ?? 'lib/index.js');
  }
  throw new Error('search: the pagefind package is not installed (npm ci)');
}

/**
 * The plugin: no content, only a `postBuild` step.
 * @param context - Docusaurus' load context (`siteDir`)
 */
export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const metadata = (siteConfig.themeConfig as {metadata?: {name?: string; content?: string}[]}).metadata ?? [];
      const siteKeywords = metadata.find((entry) => entry.name === 'keywords')?.content ?? '';
      // Pagefind's Node API is an ES module that starts the platform binary of @pagefind/<os>-<arch>.
      const pagefind = (await import(pagefindEntry(context.siteDir))) as typeof import('pagefind');
      // The binary reads its chunk size from the environment it starts with (by createIndex).
      const chunkSizeBefore = process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE;
      process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(INDEX_CHUNK_SIZE);
      let created;
      try {
        created = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: EXCLUDE_SELECTORS});
      } finally {
        if (chunkSizeBefore === undefined) delete process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE;
        else process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = chunkSizeBefore;
      }
      const {index, errors} = created;
      if (!index) throw new Error(`search: Pagefind could not create an index: ${errors.join('; ')}`);
      const counts = new Map<string, number>();
      const headingWords = new Set<string>();
      let pages = 0;
      try {
        const marked: {route: string; html: string; kind: Exclude<ReturnType<typeof pageKind>, null>}[] = [];
        for (const route of [...new Set(routesPaths)].sort()) {
          const file = htmlFile(outDir, route);
          if (!file) continue;
          const html = await readFile(file, 'utf8');
          const kind = pageKind(html, route);
          if (kind) marked.push({route, html, kind});
        }
        const sharedValues = sharedValueKeys(marked.map(({html}) => valueKeys(html)));
        for (const {route, html, kind} of marked) {
          const content = markUpForIndex(html, kind, siteKeywords, sharedValues);
          const added = await index.addHTMLFile({url: route, content});
          if (added.errors.length > 0)
            throw new Error(`search: Pagefind rejected ${route}: ${added.errors.join('; ')}`);
          pages += 1;
          for (const word of vocabularyWords(bodyText(content))) counts.set(word, (counts.get(word) ?? 0) + 1);
          for (const word of vocabularyWords(headingText(content))) headingWords.add(word);
        }
        if (pages < 10) throw new Error(`search: only ${pages} pages indexed; the theme's markup may have changed`);
        const written = await index.writeFiles({outputPath: join(outDir, OUTPUT_SUBDIR)});
        if (written.errors.length > 0)
          throw new Error(`search: Pagefind could not write the index: ${written.errors.join('; ')}`);
        const chunkDir = join(outDir, OUTPUT_SUBDIR, 'index');
        const chunks = (await readdir(chunkDir)).filter((name) => name.endsWith('.pf_index'));
        checkChunkSizes(await Promise.all(chunks.map(async (name) => (await stat(join(chunkDir, name))).size)));
        await writeFile(join(outDir, OUTPUT_SUBDIR, 'vocabulary.txt'), vocabularyFile(counts, headingWords));
        for (const unused of UNUSED_FILES) await rm(join(outDir, OUTPUT_SUBDIR, unused), {force: true});
      } finally {
        await pagefind.close();
      }
      console.log(`[search] Pagefind indexed ${pages} pages, vocabulary of ${counts.size} words`);
    },
  };
}
