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
    // CI runs on a busy 2-core machine: rendering every catalogue entry in jsdom or starting vite-node in a child
    // process can take more than the default 5 s there. A slow test is not a wrong one; results do not depend on time.
    testTimeout: 60_000,
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
