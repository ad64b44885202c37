/**
 * Local Docusaurus plugin that keeps the entry bundle (the JS every page downloads) lean, without
 * changing what the site does. In the browser bundle only (the server bundle is untouched) it swaps:
 *
 * - theme-classic's client module `prism-include-languages`, which imports prism-react-renderer
 *   (Prism and its bundled grammars) and registers `prism.additionalLanguages` on every page
 *   (~30 KB gzip), for an empty module. src/theme/CodeBlock/Content loads Prism and registers the
 *   same languages when a code block is first highlighted.
 * - theme-classic's client module `nprogress` (the progress bar of client-side navigations) for
 *   `nprogress.ts`, which loads the nprogress library when the first navigation starts.
 * - `tslib` as required by @docusaurus/utils-common, whose compiled CommonJS pulls in all of tslib
 *   (~4 KB gzip) for one helper, for `tslib-interop.ts`, which re-exports only tslib's module-interop
 *   helpers (tree-shaken to the ones used).
 *
 * The budgets test (scripts/budgets.mjs) shows the effect; the browser tests show nothing broke.
 * Register it in `docusaurus.config.ts`: `plugins: [..., './plugins/lean-entry-bundle/index.ts']`.
 */
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** A file next to this one, as an absolute path. */
const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** The theme's client modules (as `.docusaurus/client-modules.js` requests them) and their replacements. */
const CLIENT_MODULE_REPLACEMENTS: ReadonlyArray<{module: RegExp; replacement: string}> = [
  {
    module: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: here('./prism.ts'),
  },
  {module: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/, replacement: here('./nprogress.ts')},
];

/** Modules whose `require("tslib")` gets only the module-interop helpers. */
const TSLIB_INTEROP_ISSUERS = /@docusaurus[\\/]utils-common[\\/]/;

/**
 * The plugin.
 * @returns the Docusaurus plugin
 */
export default function leanEntryBundle(): Plugin {
  return {
    name: 'lean-entry-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          ...CLIENT_MODULE_REPLACEMENTS.map(
            ({module, replacement}) => new NormalModuleReplacementPlugin(module, replacement),
          ),
          new NormalModuleReplacementPlugin(/^tslib$/, (resolveData) => {
            if (TSLIB_INTEROP_ISSUERS.test(resolveData.contextInfo.issuer))
              resolveData.request = here('./tslib-interop.ts');
          }),
        ],
      };
    },
  };
}
