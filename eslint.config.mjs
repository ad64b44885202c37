// @ts-check
/**
 * ESLint flat config: typescript-eslint's strict, type-aware rules over every TypeScript and JavaScript file the
 * project owns, the React hooks rules over components and swizzles, and import-x's `no-extraneous-dependencies`,
 * which fails on any import of a package that package.json does not declare. Formatting is Prettier's job
 * (`npm run format:check`), so no stylistic rules here.
 */
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import {readFileSync} from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {INTERNAL_IMPORT_PATTERNS, INTERNAL_STRING, internalsLintSettings} from './scripts/lib/internal-apis.mjs';

// Framework internals are allowed only in the files UPGRADING.md lists (its internals table), at most
// MAX_INTERNAL_FILES of them; anywhere else in the site's own code, an import or a string naming one fails lint. A
// longer table allows none, and the message says why.
const {allowed: internalsAllowed, message: internalsMessage} = internalsLintSettings(
  readFileSync(new URL('UPGRADING.md', import.meta.url), 'utf8'),
);

export default defineConfig(
  globalIgnores(['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', '.build-logs/']),
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.node, ...globals.browser},
    },
    plugins: {'import-x': importX},
    rules: {
      // Every imported package must be declared; devDependencies are fine everywhere except in the site's own code.
      'import-x/no-extraneous-dependencies': ['error', {devDependencies: true, includeTypes: true}],
      // Template literals print numbers and booleans as intended.
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true, allowBoolean: true}],
      // `() => setOpen(true)` is the idiom for callbacks; a void result in other expressions stays an error.
      // `_name` marks a deliberately unused parameter; rest siblings drop a property from an object.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
      // Without `noUncheckedIndexedAccess` the type checker treats `list[i]` and regex groups as always defined, so
      // this rule would ask to delete the `?? fallback` that guards them at run time.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // node:test's `test()` and `describe()` return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite']}]},
      ],
    },
  },
  {
    // The browser bundle may only import runtime dependencies (type-only imports excepted).
    files: ['src/**/*.{ts,tsx}', 'plugins/lean-entry-bundle/*.ts'],
    rules: {'import-x/no-extraneous-dependencies': ['error', {devDependencies: false, includeTypes: false}]},
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs,cjs}', 'plugins/**/*.{ts,tsx,js,mjs,cjs}', 'docusaurus.config.ts', 'sidebars.ts'],
    ignores: internalsAllowed,
    rules: {
      'no-restricted-imports': ['error', {patterns: [{group: INTERNAL_IMPORT_PATTERNS, message: internalsMessage}]}],
      'no-restricted-syntax': [
        'error',
        {selector: `:not(ImportDeclaration) > Literal[value=/${INTERNAL_STRING}/]`, message: internalsMessage},
        {selector: `TemplateElement[value.raw=/${INTERNAL_STRING}/]`, message: internalsMessage},
        {selector: 'Identifier[name="__webpack_require__"]', message: internalsMessage},
      ],
    },
  },
  {
    // One home per feature: build plugins take what they share with components from src/data or src/lib, never from a
    // component folder (everything a plugin loads also runs in Node through jiti).
    files: ['plugins/**/*.{ts,tsx,js,mjs,cjs}', 'src/data/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/components/|^(\\.\\./)+components/',
              message:
                'Build-time and shared code does not import from src/components: move the shared part to src/data or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components, pages and swizzles run in the browser: they do not import build plugins (types of the data a plugin
    // writes excepted).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', 'src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)plugins/',
              allowTypeImports: true,
              message: 'Site code does not import from plugins/: put the shared part in src/lib or src/data.',
            },
          ],
        },
      ],
    },
  },
  {
    // The classic hook rules. The React Compiler rules of the plugin's `recommended` preset are left out: the site is
    // not compiled with the React Compiler.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    // `void problems;` asks Playwright for a fixture that checks the page while the test runs.
    files: ['tests/e2e/**/*.ts'],
    rules: {'@typescript-eslint/no-meaningless-void-operator': 'off'},
  },
  {
    // Checks that `new Function` is refused under --disallow-code-generation-from-strings.
    files: ['tests/unit/fixtures/live-code-without-eval.ts'],
    rules: {'@typescript-eslint/no-implied-eval': 'off'},
  },
  {
    // Config files outside the TypeScript program (tsconfig.json): linted without type information.
    files: ['eslint.config.mjs', 'lighthouserc.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
