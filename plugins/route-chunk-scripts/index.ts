/**
 * Local Docusaurus plugin that puts each page's route chunks into its HTML as `<script defer>`, next to
 * `runtime~main` and `main`, so the browser fetches them while it parses the page instead of after `main.js`
 * has run.
 *
 * Why it is needed: the static site generator asks react-loadable which modules a page rendered and looks
 * them up in the client manifest (`<generatedFilesDir>/client-manifest.json`, written by
 * react-loadable-ssr-addon-v5-slorber). The routes report module requests (`@site/docs/x.mdx`,
 * `@generated/…/p/docs-175.json`, as `.docusaurus/registry.js` imports them), but under webpack 5 and Rspack
 * the manifest keys chunks by chunk name (`8a1f…`, from `webpackChunkName`). Nothing matches, so without
 * this plugin every page's HTML names only the entry bundle, and Docusaurus' client `preload` appends one
 * `<script>` per route chunk during the entry bundle's first task (see BENCHMARKS.md, Lighthouse).
 *
 * What it does: after the browser compilation, it adds to the manifest's `origins` one key per module
 * request that maps to the same chunk ids as the chunk that request created. The template then emits the
 * scripts, and webpack's and Rspack's chunk loader adopts a `<script>` already in the document with the
 * same `src` instead of appending a new one. Production builds only; `docusaurus start` has no manifest.
 *
 * Register it in `docusaurus.config.ts`: `plugins: [..., './plugins/route-chunk-scripts/index.ts']`.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The client manifest as react-loadable-ssr-addon writes it (the part this plugin reads and extends). */
export interface ClientManifest {
  /** Entry chunk names (`['main']`). */
  entrypoints: string[];
  /** Chunk name (or id) → the ids of the chunks a page needs when it uses that chunk. */
  origins: Record<string, Array<string | number>>;
  /** Chunk id → its files by extension. */
  assets: Record<string, unknown>;
}

/** One chunk of the compilation's stats (`stats.toJson({chunks: true, chunkOrigins: true})`). */
export interface StatsChunk {
  /** Chunk names; a route chunk has the `webpackChunkName` of its `import()`. */
  names?: string[];
  /** Where the chunk is loaded from: each `import()` that leads to it, with its request string. */
  origins?: Array<{request?: string}>;
}

/** The part of a webpack or Rspack compiler this plugin uses. */
interface DoneHookCompiler {
  hooks: {
    done: {
      tap: (name: string, callback: (stats: {toJson: (options: object) => {chunks?: StatsChunk[]}}) => void) => void;
    };
  };
}

/**
 * The manifest's `origins` with one more key per module request: for every named chunk that exactly one
 * import request loads, `origins[request]` becomes `origins[name]`. A chunk several requests lead to (the
 * shared `styles` chunk, vendor chunks) is skipped, and keys that already exist are kept.
 *
 * @param origins - `ClientManifest.origins` (not modified)
 * @param chunks - the browser compilation's chunks with their origins
 * @returns a new origins record and the number of keys added
 */
export function withRequestOrigins(
  origins: ClientManifest['origins'],
  chunks: readonly StatsChunk[],
): {origins: ClientManifest['origins']; added: number} {
  const result = {...origins};
  let added = 0;
  for (const chunk of chunks) {
    const name = chunk.names?.[0];
    if (name === undefined || !(name in origins)) continue;
    const requests = new Set(chunk.origins?.map((origin) => origin.request));
    if (requests.size !== 1) continue;
    const [request] = requests;
    if (!request || request in result) continue;
    result[request] = origins[name];
    added++;
  }
  return {origins: result, added};
}

/**
 * The plugin.
 * @param context - Docusaurus' load context; the manifest is read from and written to its `generatedFilesDir`
 * @returns the Docusaurus plugin
 * @throws at the end of a production build when the manifest is missing or gains no key (a Docusaurus
 *   upgrade changed how the manifest is written), so the pages never silently lose their scripts
 */
export default function routeChunkScripts(context: LoadContext): Plugin {
  const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: 'route-chunk-scripts',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: DoneHookCompiler) {
          compiler.hooks.done.tap('route-chunk-scripts', (stats) => {
            const {chunks = []} = stats.toJson({all: false, chunks: true, chunkOrigins: true});
            const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
            const {origins, added} = withRequestOrigins(manifest.origins, chunks);
            if (added === 0) throw new Error(`route-chunk-scripts: no route chunk found in ${manifestPath}`);
            writeFileSync(manifestPath, JSON.stringify({...manifest, origins}));
          });
        },
      };
      return {plugins: [plugin]};
    },
  };
}
