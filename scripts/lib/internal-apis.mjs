// @ts-check
/**
 * What counts as a framework internal in the site's own code, and which files may use one. Read by
 * `eslint.config.mjs` (the rule that fails lint on an internal anywhere else) and by `tests/unit/internal-apis.test.ts`.
 *
 * The allowed files are the ones `UPGRADING.md` names in the first column of its table "Framework internals the site
 * still uses", so the list a maintainer reads and the list lint enforces are one list.
 */

/** Import paths that are not public APIs: private `lib/` folders, theme-common's `internal` entry, core's route data. */
export const INTERNAL_IMPORT_PATTERNS = [
  '@docusaurus/*/lib/**',
  '@docusaurus/theme-common/internal',
  '@generated/routes',
  '@generated/routesChunkNames',
  '@generated/registry',
];

/**
 * Strings that name an internal when they appear in code (`require()` paths, module-replacement tests, Pagefind's
 * undocumented worker and file names). An esquery regular expression: no character classes, `/` escaped.
 */
export const INTERNAL_STRING =
  '@docusaurus\\/[a-z-]+\\/lib\\/|theme-common\\/internal|@generated\\/routes|pagefind-worker|pagefind_dcd|PAGEFIND_UNSTABLE';

/** The most product files that may use internals (issue 34: "at most 4 product files on internals"). */
export const MAX_INTERNAL_FILES = 4;

/**
 * The files `UPGRADING.md` lists as using internals: every backticked path in the first column of the table under
 * "## Framework internals the site still uses" that names a file of the repository (has a `/` and an extension).
 * @param {string} upgrading - the text of UPGRADING.md
 * @returns {string[]} repository-relative paths, in table order
 * @throws {Error} when the section or its table is missing
 */
export function listedInternalFiles(upgrading) {
  const start = upgrading.indexOf('\n## Framework internals the site still uses');
  if (start < 0) throw new Error('UPGRADING.md has no section "## Framework internals the site still uses"');
  const rest = upgrading.slice(start + 1);
  const next = rest.indexOf('\n## ');
  const section = next < 0 ? rest : rest.slice(0, next);
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
  if (rows.length < 2) throw new Error('UPGRADING.md: the internals section has no table');
  const files = [];
  for (const row of rows.slice(1)) {
    const firstCell = row.split(' | ')[0] ?? '';
    for (const match of firstCell.matchAll(/`([^`]+)`/g)) {
      const path = match[1] ?? '';
      if (/^[\w.-]+(\/[\w.-]+)+\.[a-z]+$/.test(path)) files.push(path);
    }
  }
  return files;
}

/**
 * What the lint config needs from UPGRADING.md: the files allowed to use internals ({@link listedInternalFiles}),
 * held to {@link MAX_INTERNAL_FILES}, and the message of the two internals rules. With more files than that, no file
 * is allowed: every internal in every listed file fails `npm run lint` with a message that names the limit, so the
 * table cannot grow past it by adding a row (the unit test that reads the real UPGRADING.md fails too).
 * @param {string} upgrading - the text of UPGRADING.md
 * @returns {{allowed: string[], message: string, overLimit: boolean}} the files to leave out of the rules, in table
 *   order, the rules' message, and whether the table is over the limit
 * @throws {Error} when the section or its table is missing
 */
export function internalsLintSettings(upgrading) {
  const files = listedInternalFiles(upgrading);
  if (files.length <= MAX_INTERNAL_FILES) {
    return {
      allowed: files,
      message:
        'A Docusaurus or Pagefind internal outside the files UPGRADING.md lists: use a public API, or measure that it pays and list the file there.',
      overLimit: false,
    };
  }
  return {
    allowed: [],
    message:
      `UPGRADING.md lists ${files.length} files that use framework internals, at most ${MAX_INTERNAL_FILES} are ` +
      `allowed (MAX_INTERNAL_FILES in scripts/lib/internal-apis.mjs): ${files.join(', ')}. Move one to a public API.`,
    overLimit: true,
  };
}
