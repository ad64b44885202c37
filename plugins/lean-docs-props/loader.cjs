// @ts-check
/**
 * Rspack/webpack loader for the docs plugin's route props files
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`), used by `./index.ts`. Everything this plugin knows
 * of the docs plugin's private output (the files' path, {@link DOCS_PROPS_FILE}, and the shape of the version
 * props) is in this file, so an upgrade that changes either is fixed here.
 *
 * The props of a docs version (`{version: {docsSidebars, docs, …}}`) carry every doc's front-matter
 * description, and every docs page loads them. The theme reads them only in `DocCard`, the cards of a
 * category's index page. This loader removes the description of every doc not in `keep` (the docs that
 * such a page shows as cards) and leaves every other props file unchanged.
 */

/**
 * The docs plugin's route props files: `.docusaurus/docusaurus-plugin-content-docs/<plugin id>/p/<name>.json`.
 * Not a public API of `@docusaurus/plugin-content-docs`.
 */
const DOCS_PROPS_FILE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Whether a value is a non-null object (not an array).
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the loader did in this process, for the plugin's check after the build (`./index.ts`, `postBuild`): the
 * number of version props files it read (changed or not) and of descriptions it removed, over both bundles.
 * @type {{versionFiles: number, removed: number}}
 */
const stats = {versionFiles: 0, removed: 0};

/**
 * Start a new count in {@link stats}, before a build bundles (a process that builds twice, such as a test, must not
 * see the first build's count in the second).
 * @returns {void}
 */
function resetStats() {
  stats.versionFiles = 0;
  stats.removed = 0;
}

/**
 * The version props with the descriptions of all docs but `keep` removed.
 * @param {string} source - the JSON text of one route props file
 * @param {ReadonlySet<string>} keep - doc IDs whose descriptions stay
 * @returns {string} JSON text; `source` itself when the file holds no version props (objects at
 *   `version.docs` and `version.docsSidebars`) or no description was removed
 * @throws {SyntaxError} when `source` is not JSON
 */
function stripDescriptions(source, keep) {
  const props = /** @type {unknown} */ (JSON.parse(source));
  const version = isRecord(props) ? props.version : undefined;
  if (!isRecord(version) || !isRecord(version.docs) || !isRecord(version.docsSidebars)) return source;
  let removed = 0;
  for (const [id, doc] of Object.entries(version.docs)) {
    if (keep.has(id) || !isRecord(doc) || !('description' in doc)) continue;
    delete doc.description;
    removed += 1;
  }
  stats.versionFiles += 1;
  stats.removed += removed;
  return removed === 0 ? source : JSON.stringify(props);
}

/**
 * The loader: options `{keep: string[]}`.
 * @this {{getOptions(): {keep?: string[]}}}
 * @param {string} source
 * @returns {string}
 */
function leanDocsPropsLoader(source) {
  return stripDescriptions(source, new Set(this.getOptions().keep ?? []));
}

module.exports = leanDocsPropsLoader;
module.exports.stripDescriptions = stripDescriptions;
module.exports.stats = stats;
module.exports.resetStats = resetStats;
module.exports.DOCS_PROPS_FILE = DOCS_PROPS_FILE;
