import {readFileSync} from 'node:fs';
import {ESLint, Linter} from 'eslint';
import {describe, expect, it} from 'vitest';
import {MAX_INTERNAL_FILES, internalsLintSettings, listedInternalFiles} from '../../scripts/lib/internal-apis.mjs';

/**
 * The lint rule that keeps framework internals in the files UPGRADING.md lists (eslint.config.mjs with
 * scripts/lib/internal-apis.mjs): the config puts the rule on every other file of the site's own code, and the rule
 * reports the ways an internal gets in (static and dynamic imports, `require` strings, `__webpack_require__`).
 */
const eslint = new ESLint();
const listed = listedInternalFiles(readFileSync('UPGRADING.md', 'utf8'));

/** The two internals rules as the config sets them for `file` (undefined where the config leaves them off). */
async function internalsRules(file: string): Promise<Linter.RulesRecord> {
  const config = (await eslint.calculateConfigForFile(file)) as {rules: Linter.RulesRecord};
  const pick: Linter.RulesRecord = {};
  for (const rule of ['no-restricted-imports', 'no-restricted-syntax']) {
    const setting = config.rules[rule];
    if (setting !== undefined) pick[rule] = setting;
  }
  return pick;
}

/** The internals messages the rules give for `code`, as `rule: line`. */
function reported(code: string, rules: Linter.RulesRecord): string[] {
  const linter = new Linter({configType: 'flat'});
  return linter
    .verify(code, [{languageOptions: {ecmaVersion: 'latest', sourceType: 'module'}, rules}], 'probe.js')
    .map((message) => `${message.ruleId ?? 'parse'}: ${message.line}`);
}

describe('framework internals stay in the files UPGRADING.md lists', () => {
  it('reads the list from UPGRADING.md', () => {
    expect(listed).toContain('src/clientModules/prefetchWhenIdle.ts');
    expect(listed.every((file) => !file.startsWith('tests/'))).toBe(true);
  });

  it(`UPGRADING.md lists at most ${MAX_INTERNAL_FILES} product files, and a longer table allows none`, () => {
    expect(listed.length).toBeLessThanOrEqual(MAX_INTERNAL_FILES);
    expect(internalsLintSettings(readFileSync('UPGRADING.md', 'utf8')).allowed).toEqual(listed);
    const table = (files: string[]): string =>
      [
        '# Upgrading',
        '',
        '## Framework internals the site still uses',
        '',
        '| Piece | Internal it uses |',
        '| --- | --- |',
        ...files.map((file) => `| \`${file}\` | x |`),
        '',
        '## Next section',
      ].join('\n');
    const five = ['a/one.ts', 'a/two.ts', 'a/three.ts', 'a/four.ts', 'a/five.ts'];
    expect(internalsLintSettings(table(five.slice(0, 4)))).toMatchObject({allowed: five.slice(0, 4), overLimit: false});
    const over = internalsLintSettings(table(five));
    expect(over).toMatchObject({allowed: [], overLimit: true});
    expect(over.message).toMatch(/lists 5 files .* at most 4 .*a\/five\.ts/);
  });

  it('a fifth file that imports an internal fails lint, with the message that points to UPGRADING.md', async () => {
    // An existing file that UPGRADING.md does not list, linted with the code of a new internal import.
    const fifth = 'src/hooks/useNearViewport.ts';
    expect(listed).not.toContain(fifth);
    const code =
      "import {useCodeBlockContext} from '@docusaurus/theme-common/internal';\nexport {useCodeBlockContext};\n";
    // The project's config, run for the two internals rules only and without type information (which they do not
    // use), so the check does not build the TypeScript program.
    const lint = new ESLint({
      overrideConfig: {languageOptions: {parserOptions: {projectService: false}}},
      ruleFilter: ({ruleId}) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax',
    });
    const [result] = await lint.lintText(code, {filePath: fifth});
    const internals = (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
    expect(internals.map((message) => message.message)).toEqual([
      expect.stringContaining('outside the files UPGRADING.md lists'),
    ]);
    expect(result?.errorCount).toBeGreaterThan(0);
  });

  it('an unlisted file of the site gets the rules, and they report every way an internal comes in', async () => {
    const rules = await internalsRules('src/components/NewFeature/index.tsx');
    expect(Object.keys(rules).sort()).toEqual(['no-restricted-imports', 'no-restricted-syntax']);
    const code = [
      "import {useCodeBlockContext} from '@docusaurus/theme-common/internal';",
      "import routes from '@generated/routes';",
      "import css from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';",
      "const template = require.resolve('@docusaurus/core/lib/ssg/ssgTemplate.html.js');",
      "const later = import('@docusaurus/theme-common/internal');",
      'const chunk = __webpack_require__.gca("x");',
      "const worker = new Worker('/pagefind/pagefind-worker.js');",
      "import {useColorMode} from '@docusaurus/theme-common';",
      'export {useCodeBlockContext, routes, css, template, later, chunk, worker, useColorMode};',
    ].join('\n');
    expect(reported(code, rules)).toEqual([
      'no-restricted-imports: 1',
      'no-restricted-imports: 2',
      'no-restricted-imports: 3',
      'no-restricted-syntax: 4',
      'no-restricted-syntax: 5',
      'no-restricted-syntax: 6',
      'no-restricted-syntax: 7',
    ]);
  });

  it('plugins and the site config get the rules too; listed files and tests do not', async () => {
    expect(Object.keys(await internalsRules('plugins/new-plugin/index.ts'))).toHaveLength(2);
    expect(Object.keys(await internalsRules('docusaurus.config.ts'))).toHaveLength(2);
    for (const file of listed) expect(await internalsRules(file), file).toEqual({});
    expect(await internalsRules('tests/unit/idle-prefetch.test.ts')).toEqual({});
  });

  it('search in the browser is not on the list: its engine gets the rules, so Pagefind is used through its documented API', async () => {
    expect(listed).not.toContain('src/theme/SearchBar/engine.ts');
    expect(Object.keys(await internalsRules('src/theme/SearchBar/engine.ts'))).toHaveLength(2);
    expect(listed).toContain('plugins/search/index.ts');
  });
});
