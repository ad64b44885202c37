import {describe, expect, it} from 'vitest';
import leanEntryBundle, {
  CLIENT_MODULE_REPLACEMENTS,
  TSLIB_SWAP,
  unmatchedReplacements,
} from '../../plugins/lean-entry-bundle';

/** A stand-in for the bundler's NormalModuleReplacementPlugin that keeps what the plugin passes it. */
class Replacement {
  constructor(
    readonly module: RegExp,
    readonly replace: (data: {request: string; contextInfo: {issuer: string}}) => void,
  ) {}
}

/** The plugin's browser-build replacements, created with {@link Replacement}. */
function replacements(plugin: ReturnType<typeof leanEntryBundle>): Replacement[] {
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}} as never;
  const config = plugin.configureWebpack?.({}, false, utils, {}) as unknown as {plugins: Replacement[]};
  return config.plugins;
}

describe('lean-entry-bundle', () => {
  it("matches the theme's client modules as client-modules.js requests them, on POSIX and Windows paths", () => {
    const [prism, nprogress] = CLIENT_MODULE_REPLACEMENTS;
    expect(prism?.module.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js')).toBe(
      true,
    );
    expect(nprogress?.module.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\nprogress')).toBe(true);
    expect(prism?.module.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/index.js')).toBe(false);
  });

  it('changes nothing in the server bundle', () => {
    expect(leanEntryBundle().configureWebpack?.({}, true, {} as never, {})).toEqual({});
  });

  it('swaps each request and stops the build after it when one swap never fired', () => {
    const plugin = leanEntryBundle();
    const [prism, nprogress, tslib] = replacements(plugin);
    const request = {request: '@docusaurus/theme-classic/lib/prism-include-languages', contextInfo: {issuer: ''}};
    prism?.replace(request);
    expect(request.request).toMatch(/lean-entry-bundle[\\/]prism\.ts$/);
    // tslib is swapped only for @docusaurus/utils-common.
    const other = {request: 'tslib', contextInfo: {issuer: '/site/node_modules/react-live/dist/index.js'}};
    tslib?.replace(other);
    expect(other.request).toBe('tslib');
    expect(() => plugin.postBuild?.({} as never)).toThrow(/nprogress, tslib matched no module/);

    nprogress?.replace({request: '@docusaurus/theme-classic/lib/nprogress', contextInfo: {issuer: ''}});
    const utils = {request: 'tslib', contextInfo: {issuer: '/site/node_modules/@docusaurus/utils-common/lib/index.js'}};
    tslib?.replace(utils);
    expect(utils.request).toMatch(/tslib-interop\.ts$/);
    expect(() => plugin.postBuild?.({} as never)).not.toThrow();
  });

  it('names every swap that did not fire', () => {
    expect(unmatchedReplacements(new Set())).toEqual(['prism-include-languages', 'nprogress', TSLIB_SWAP]);
    expect(unmatchedReplacements(new Set(['nprogress', 'prism-include-languages', TSLIB_SWAP]))).toEqual([]);
  });
});
