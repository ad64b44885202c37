import {defineConfig} from 'vitest/config';
import {fileURLToPath} from 'node:url';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Unit tests: Node by default; component tests opt into jsdom with a
 * `// @vitest-environment jsdom` comment. Docusaurus' virtual modules
 * (`@docusaurus/*`, `@theme/*`) are replaced by small stand-ins in tests/unit/stubs.
 */
export default defineConfig({
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: here('./$1')},
      {find: '@docusaurus/Link', replacement: here('./tests/unit/stubs/Link.tsx')},
      {find: '@docusaurus/useDocusaurusContext', replacement: here('./tests/unit/stubs/useDocusaurusContext.ts')},
      {find: '@docusaurus/useBaseUrl', replacement: here('./tests/unit/stubs/useBaseUrl.ts')},
      {find: '@docusaurus/router', replacement: here('./tests/unit/stubs/router.ts')},
      // CodeBlock, Tabs and TabItem, which the integration reference pages use.
      {find: /^@theme\/(.*)$/, replacement: here('./tests/unit/stubs/theme/$1.tsx')},
    ],
  },
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
    // Tests check results, not speed: a busy CI machine may take many seconds to start a child process or
    // render a large component, so the per-test limit only catches hangs.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
