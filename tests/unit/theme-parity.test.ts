import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * Parity guards of the swizzles that Docusaurus rates unsafe (`docusaurus swizzle <theme> --list`), and of the
 * CodeBlock that re-implements the theme's body. Each row records the SHA-256 of the theme's own source of that
 * component at the pinned release (3.10.2). When an upgrade changes a source, its test fails and names our file
 * and the theme's: read the theme's change, carry it into our file where it applies, then record the new hash.
 * UPGRADING.md ("Swizzles the theme rates unsafe") lists the same files; the last test keeps the two in step.
 */
interface ParityGuard {
  /** Our swizzle, relative to the repository root. */
  ours: string;
  /**
   * `ejected`: a full copy we changed; `wrapped`: renders `@theme-original`; `re-implemented`: copies part of the
   * body (or, for a stylesheet, its rules).
   */
  kind: 'ejected' | 'wrapped' | 're-implemented';
  /** The theme's source of the component, as `<package>/<path inside the package>`. */
  theme: string;
  /** SHA-256 (hex) of that source at the pinned release. */
  sha256: string;
}

const guards: ParityGuard[] = [
  {
    ours: 'src/theme/BlogArchivePage/index.tsx',
    kind: 'ejected',
    theme: '@docusaurus/theme-classic/src/theme/BlogArchivePage/index.tsx',
    sha256: '42fb9f651c21b4f6a6161bb8ee6726ab3a4e3c35779bf278039c4e79c67758d1',
  },
  {
    ours: 'src/theme/BlogListPage/index.tsx',
    kind: 'ejected',
    theme: '@docusaurus/theme-classic/src/theme/BlogListPage/index.tsx',
    sha256: 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
  },
  {
    ours: 'src/theme/BlogPostItem/Header/Info/index.tsx',
    kind: 'ejected',
    theme: '@docusaurus/theme-classic/src/theme/BlogPostItem/Header/Info/index.tsx',
    sha256: '19633d867631820f6577188ec802cb1ac05bfac3855ad1e87b929b0c06450bc3',
  },
  {
    ours: 'src/theme/CodeBlock/Content/String.tsx',
    kind: 'ejected',
    theme: '@docusaurus/theme-classic/src/theme/CodeBlock/Content/String.tsx',
    sha256: '76e8e89a5336d05d474fde11ea8c1f2a3ee43f5313fa34914b395614b93f3d53',
  },
  {
    ours: 'src/theme/LastUpdated/index.tsx',
    kind: 'ejected',
    theme: '@docusaurus/theme-classic/src/theme/LastUpdated/index.tsx',
    sha256: '53ab70761b412f831312428568d9fb5db6b748d97ae714724c7d372c1b4a9f7b',
  },
  {
    ours: 'src/theme/Playground/Provider/index.tsx',
    kind: 'ejected',
    theme: '@docusaurus/theme-live-codeblock/src/theme/Playground/Provider/index.tsx',
    sha256: 'e9641827386b8953f440f143a5371a1620fac15ce2edf1d8516f98c08ad8f3f4',
  },
  {
    ours: 'src/theme/BlogPostItem/Header/index.tsx',
    kind: 'wrapped',
    theme: '@docusaurus/theme-classic/src/theme/BlogPostItem/Header/index.tsx',
    sha256: '7c6892d319de22553157dfaffaef33da24408e37d5adbd086fb01442c062e9d1',
  },
  {
    ours: 'src/theme/CodeBlock/Content/index.tsx',
    kind: 'wrapped',
    theme: '@docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx',
    sha256: 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
  },
  {
    ours: 'src/theme/DocItem/Content/index.tsx',
    kind: 'wrapped',
    theme: '@docusaurus/theme-classic/src/theme/DocItem/Content/index.tsx',
    sha256: 'a60acf97ab953670816c13b7f28c68f9e3d15af00d5b9f8a5e602e8dcc20448b',
  },
  {
    ours: 'src/theme/NotFound/Content/index.tsx',
    kind: 'ejected',
    theme: '@docusaurus/theme-classic/src/theme/NotFound/Content/index.tsx',
    sha256: '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
  },
  {
    ours: 'src/theme/BlogPostItem/Footer/index.tsx',
    kind: 'wrapped',
    theme: '@docusaurus/theme-classic/src/theme/BlogPostItem/Footer/index.tsx',
    sha256: '3ddf4130a2973cc3cfc5ef11af29782e7ebc12d966a30670bf8d43f20ba56e7e',
  },
  {
    ours: 'src/theme/CodeBlock/Buttons/CopyButton/index.tsx',
    kind: 'wrapped',
    theme: '@docusaurus/theme-classic/src/theme/CodeBlock/Buttons/CopyButton/index.tsx',
    sha256: 'ad5b66c0602ce84f747445c06c50387e61eaa4de40291220d14765a0c024790f',
  },
  {
    ours: 'src/theme/LiveCodeBlock/index.tsx',
    kind: 'wrapped',
    theme: '@docusaurus/theme-live-codeblock/src/theme/LiveCodeBlock/index.tsx',
    sha256: '5a726ab53449c1737e7e099884d8b567f2051e3f305057ad67b8386c0d3dc722',
  },
  {
    ours: 'src/theme/Mermaid/index.tsx',
    kind: 'wrapped',
    theme: '@docusaurus/theme-mermaid/src/theme/Mermaid/index.tsx',
    sha256: '5b4b0f1bc7327ce1dc3a485edeb3045a7bd8cfcce3449177fba6112ab453672f',
  },
  {
    ours: 'src/theme/CodeBlock/Content/styles.module.css',
    kind: 're-implemented',
    theme: '@docusaurus/theme-classic/src/theme/CodeBlock/Content/styles.module.css',
    sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  },
  {
    ours: 'src/theme/CodeBlock/Content/index.tsx',
    kind: 're-implemented',
    theme: '@docusaurus/theme-classic/src/theme/CodeBlock/Line/index.tsx',
    sha256: '514e4884af8d1d36007622b6cd9c73d1832355857867d063c22cb7a65dcc51c7',
  },
  {
    ours: 'src/theme/CodeBlock/index.tsx',
    kind: 're-implemented',
    theme: '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
  },
  {
    ours: 'src/theme/CodeBlock/index.tsx',
    kind: 're-implemented',
    theme: '@docusaurus/theme-live-codeblock/src/theme/CodeBlock/index.tsx',
    sha256: '67832983971db9745cfdceded7214dea070da680a47044aa80dbb70fcba87553',
  },
];

const require = createRequire(import.meta.url);

/**
 * Absolute path of a file inside an installed package, `<package>/<path>` (scoped names have two parts). The
 * package's folder is found from its main entry, since not every theme exports its `package.json`.
 */
function packageFile(spec: string): string {
  const parts = spec.split('/');
  const name = parts.slice(0, 2).join('/');
  let root = dirname(require.resolve(name));
  while (!existsSync(join(root, 'package.json')) || !root.endsWith(join('node_modules', name))) {
    const parent = dirname(root);
    if (parent === root) throw new Error(`no folder of ${name} above its main entry`);
    root = parent;
  }
  return join(root, ...parts.slice(2));
}

describe('swizzles the theme rates unsafe match the theme sources they were written against', () => {
  it.each(guards)('$ours ($kind) against $theme', ({ours, theme, sha256}) => {
    expect(existsSync(ours), `${ours} is listed but does not exist`).toBe(true);
    const file = packageFile(theme);
    expect(existsSync(file), `${theme} is gone: re-check ${ours} against the new theme`).toBe(true);
    const actual = createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(actual, `${theme} changed: re-check ${ours} against it, then record the new hash here`).toBe(sha256);
  });

  it('every swizzle in src/theme is guarded, except the ones the theme rates safe', () => {
    // A file of ours is a swizzle when a theme package has a source at the same path under its src/theme.
    const themes = ['theme-classic', 'theme-live-codeblock', 'theme-mermaid'].map((theme) =>
      packageFile(`@docusaurus/${theme}/src/theme`),
    );
    const ours = readdirSync('src/theme', {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join('src/theme', file));
    const swizzles = ours.filter((file) => themes.some((root) => existsSync(join(root, relative('src/theme', file)))));
    const safe = new Set(['src/theme/SearchBar/index.tsx', 'src/theme/MDXComponents.tsx']);
    const guarded = new Set(guards.map((guard) => guard.ours));
    expect(swizzles.length).toBeGreaterThan(10);
    expect(swizzles.filter((file) => !guarded.has(file) && !safe.has(file))).toEqual([]);
  });

  it('UPGRADING.md lists every guarded swizzle', () => {
    const upgrading = readFileSync('UPGRADING.md', 'utf8');
    const missing = [...new Set(guards.map((guard) => guard.ours))].filter(
      (ours) => !upgrading.includes(`\`${ours}\``),
    );
    expect(missing).toEqual([]);
  });
});
