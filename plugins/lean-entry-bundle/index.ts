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
export const CLIENT_MODULE_REPLACEMENTS: ReadonlyArray<{name: string; module: RegExp; replacement: string}> = [
  {
    name: 'prism-include-languages',
    module: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: here('./prism.ts'),
  },
  {
    name: 'nprogress',
    module: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
    replacement: here('./nprogress.ts'),
  },
];

/** Modules whose `require("tslib")` gets only the module-interop helpers. */
const TSLIB_INTEROP_ISSUERS = /@docusaurus[\\/]utils-common[\\/]/;

/** The name of the tslib swap in {@link unmatchedReplacements}. */
export const TSLIB_SWAP = 'tslib';

/**
 * The swaps that never fired in a browser build: each reaches into a private path of a Docusaurus package, so a
 * release that moves the file would otherwise bring the module back into every page, silently.
 * @param fired - names of the swaps that replaced a request during the browser build
 * @returns the names of those that did not, in declaration order; empty when all fired
 */
export function unmatchedReplacements(fired: ReadonlySet<string>): string[] {
  return [...CLIENT_MODULE_REPLACEMENTS.map(({name}) => name), TSLIB_SWAP].filter((name) => !fired.has(name));
}

/**
 * The plugin.
 * @returns the Docusaurus plugin
 * @throws {Error} in `postBuild`, when one of the swaps matched no request of the browser build (see
 *   {@link unmatchedReplacements}); the message names it and the package to compare with
 */
export default function leanEntryBundle(): Plugin {
  const fired = new Set<string>();
  return {
    name: 'lean-entry-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          ...CLIENT_MODULE_REPLACEMENTS.map(
            ({name, module, replacement}) =>
              new NormalModuleReplacementPlugin(module, (resolveData) => {
                fired.add(name);
                resolveData.request = replacement;
              }),
          ),
          new NormalModuleReplacementPlugin(/^tslib$/, (resolveData) => {
            if (!TSLIB_INTEROP_ISSUERS.test(resolveData.contextInfo.issuer)) return;
            fired.add(TSLIB_SWAP);
            resolveData.request = here('./tslib-interop.ts');
          }),
        ],
      };
    },
    postBuild() {
      const unmatched = unmatchedReplacements(fired);
      if (unmatched.length > 0) {
        throw new Error(
          `lean-entry-bundle: ${unmatched.join(', ')} matched no module of the browser build. ` +
            '@docusaurus/theme-classic or @docusaurus/utils-common moved the file it replaces; ' +
            'update plugins/lean-entry-bundle (see UPGRADING.md) before upgrading.',
        );
      }
    },
  };
}
