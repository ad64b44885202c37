/**
 * Local Docusaurus plugin that keeps the docs' descriptions out of the JavaScript of every docs page.
 *
 * The docs plugin passes each version's metadata to its root route as props: the sidebars and, per doc,
 * its ID, title, sidebar and description. Every docs page loads that file (11.1 KB gzip on this site,
 * 6.2 KB of it descriptions). The theme shows a doc's description from it only in `DocCard`, the cards
 * of a category index page (a `generated-index` category link, or a doc that renders `<DocCardList />`),
 * and there only for the category's direct doc items (or a doc's siblings). The page's own description is
 * in its HTML head and in the doc's own metadata, not in these props.
 *
 * After all content is loaded, this plugin collects the docs shown as such cards; `./loader.cjs` then
 * removes every other doc's description from the version props, in the browser and the server bundle
 * alike (so hydration sees the same props). Register it in `docusaurus.config.ts`:
 * `plugins: [..., './plugins/lean-docs-props/index.ts']`.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** A file next to this one, as an absolute path. */
const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/**
 * The loader (`./loader.cjs`), which holds all this plugin knows of the docs plugin's private output: which files
 * are route props ({@link DOCS_PROPS_FILE}) and how version props are shaped. `stats` is what it changed since
 * `resetStats()`.
 */
const loader = createRequire(import.meta.url)('./loader.cjs') as {
  DOCS_PROPS_FILE: RegExp;
  stats: {readonly versionFiles: number; readonly removed: number};
  resetStats: () => void;
};

/** The docs plugin's route props files, which the loader reads (see `./loader.cjs`). */
export const DOCS_PROPS_FILE: RegExp = loader.DOCS_PROPS_FILE;

/** The fields of a sidebar item (as the docs plugin loads it, before its props normalise it) read here. */
interface SidebarItem {
  type: string;
  id?: string;
  link?: {type: string; id?: string};
  items?: readonly SidebarItem[];
}

/** One loaded docs version, reduced to what {@link cardDocIds} and the plugin read. */
export interface VersionForCards {
  docs: ReadonlyArray<{id: string; source: string; description?: string}>;
  sidebars: Record<string, readonly SidebarItem[]>;
}

/**
 * The IDs of the docs that a page may show as cards (`DocCard`, which reads their descriptions): the direct
 * `doc` and `ref` items of every category whose link is a generated index or a doc whose source mentions
 * `DocCardList`, and the items next to any other doc that mentions it (`<DocCardList />` without items
 * shows the current doc's siblings), at the top of a sidebar too.
 * @param versions - the docs plugin's loaded versions
 * @param readSource - reads a doc's source file; `source` is the docs plugin's `@site/`-prefixed path
 * @returns doc IDs, each once
 */
export function cardDocIds(versions: readonly VersionForCards[], readSource: (source: string) => string): string[] {
  const ids = new Set<string>();
  for (const version of versions) {
    const sourceOf = new Map(version.docs.map((doc) => [doc.id, doc.source]));
    const rendersCards = (id: string | undefined): boolean => {
      const source = id === undefined ? undefined : sourceOf.get(id);
      return source !== undefined && readSource(source).includes('DocCardList');
    };
    const isDoc = (item: SidebarItem): boolean => item.type === 'doc' || item.type === 'ref';
    const walk = (items: readonly SidebarItem[], linkShowsCards: boolean): void => {
      if (linkShowsCards || items.some((item) => isDoc(item) && rendersCards(item.id))) {
        for (const item of items) if (isDoc(item) && item.id) ids.add(item.id);
      }
      for (const item of items) {
        if (item.type !== 'category') continue;
        const link = item.link;
        walk(item.items ?? [], link?.type === 'generated-index' || (link?.type === 'doc' && rendersCards(link.id)));
      }
    };
    for (const sidebar of Object.values(version.sidebars)) walk(sidebar, false);
  }
  return [...ids];
}

/**
 * Why the build must stop after the loader ran: it is tied to the docs plugin's generated props (their path and
 * shape are not a public API), so a release that changes either would silently put every description back into
 * every docs page.
 * @param expected - descriptions the loader should have removed (docs with a description that are not shown as cards)
 * @param stats - what the loader did: version props files seen and descriptions removed, over both bundles
 * @returns the problem in one sentence, or `undefined` when the loader removed descriptions as expected
 */
export function strippedNothing(
  expected: number,
  stats: {readonly versionFiles: number; readonly removed: number},
): string | undefined {
  if (expected === 0 || stats.removed > 0) return undefined;
  return stats.versionFiles === 0
    ? `lean-docs-props: no file matched ${String(DOCS_PROPS_FILE)} with version props; the docs plugin moved or reshaped them`
    : `lean-docs-props: the loader saw ${stats.versionFiles} version props files but removed none of ${expected} descriptions`;
}

/**
 * The plugin.
 * @param context - Docusaurus' context; `siteDir` resolves the docs' `@site/` source paths
 * @returns the Docusaurus plugin
 */
export default function leanDocsProps(context: {siteDir: string}): Plugin {
  let keep: string[] = [];
  let expected = 0;
  const readSource = (source: string): string =>
    readFileSync(source.replace(/^@site(?=[\\/])/, context.siteDir), 'utf8');
  return {
    name: 'lean-docs-props',
    allContentLoaded({allContent}) {
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const versions = Object.values(instances).flatMap((content): VersionForCards[] => content.loadedVersions);
      keep = cardDocIds(versions, readSource);
      loader.resetStats();
      const kept = new Set(keep);
      expected = versions
        .flatMap((version) => version.docs)
        .filter((doc) => doc.description && !kept.has(doc.id)).length;
    },
    configureWebpack() {
      return {
        module: {rules: [{test: DOCS_PROPS_FILE, use: [{loader: here('./loader.cjs'), options: {keep}}]}]},
      };
    },
    postBuild() {
      const problem = strippedNothing(expected, loader.stats);
      if (problem) throw new Error(`${problem}. Update plugins/lean-docs-props (see UPGRADING.md) before upgrading.`);
    },
  };
}
