// @ts-check
/**
 * File-system steps over a finished build directory: list its files, collect the hashes of
 * the inline scripts of its pages, write precompressed `.gz` and `.br` twins.
 * Used by deploy/scripts/postbuild.mjs; the decisions are pure functions covered by
 * tests/unit/deploy-build-files.test.ts.
 */
import {readdir, readFile, stat, utimes, writeFile, rm} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {cspHashSource, extractInlineScripts, findEventHandlerAttributes} from './inline-scripts.mjs';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Extensions of the text files served precompressed (HTML, JS, CSS, JSON, SVG, and XML/TXT/Markdown data files). */
const PRECOMPRESSED_EXTENSIONS = ['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.webmanifest'];

/**
 * Whether a build file gets `.gz` and `.br` twins.
 * @param {string} path - file path or URL path
 * @returns {boolean} true for the extensions in {@link PRECOMPRESSED_EXTENSIONS} (case-insensitive)
 */
export function shouldPrecompress(path) {
  const lower = path.toLowerCase();
  return PRECOMPRESSED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * Whether a compressed twin is worth serving: only when it is smaller than the original.
 * @param {number} originalSize - bytes
 * @param {number} compressedSize - bytes
 * @returns {boolean}
 */
export function isWorthServing(originalSize, compressedSize) {
  return compressedSize < originalSize;
}

/**
 * Every regular file below a directory.
 * @param {string} dir
 * @returns {Promise<string[]>} paths relative to `dir`, with `/` separators, sorted
 */
export async function listFiles(dir) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} subdir - relative to `dir`, `''` for `dir` itself */
  const walk = async (subdir) => {
    for (const entry of await readdir(join(dir, subdir), {withFileTypes: true})) {
      const path = subdir ? `${subdir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(path);
    }
  };
  await walk('');
  return found.sort();
}

/**
 * @typedef {object} InlineScriptScan
 * @property {string[]} hashes - distinct CSP hash sources of the inline scripts, sorted
 * @property {number} pages - number of HTML files read
 * @property {number} scripts - number of inline scripts found (all pages, duplicates counted)
 * @property {string[]} eventHandlers - `file: tag[attribute]` for each event-handler attribute found
 */

/**
 * Read every HTML file of a build and collect what its `script-src` must allow.
 * @param {string} buildDir
 * @returns {Promise<InlineScriptScan>}
 * @throws {Error} when the directory has no HTML file (not a build)
 */
export async function scanInlineScripts(buildDir) {
  const files = (await listFiles(buildDir)).filter((file) => file.endsWith('.html'));
  if (files.length === 0) throw new Error(`${buildDir} contains no HTML file; build the site first`);
  /** @type {Set<string>} */
  const hashes = new Set();
  const eventHandlers = [];
  let scripts = 0;
  for (const file of files) {
    const html = await readFile(join(buildDir, file), 'utf8');
    for (const script of extractInlineScripts(html)) {
      hashes.add(cspHashSource(script));
      scripts += 1;
    }
    eventHandlers.push(...findEventHandlerAttributes(html).map((handler) => `${file}: ${handler}`));
  }
  return {hashes: [...hashes].sort(), pages: files.length, scripts, eventHandlers};
}

/**
 * @typedef {object} PrecompressSummary
 * @property {number} files - files considered (matching {@link PRECOMPRESSED_EXTENSIONS})
 * @property {number} gzip - `.gz` twins written
 * @property {number} brotli - `.br` twins written
 * @property {number} bytes - total size of the originals
 * @property {number} gzipBytes - total size of the originals, counting each one as its `.gz` where written
 * @property {number} brotliBytes - the same for `.br`
 */

/**
 * Write `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality 11, text mode) next to each
 * compressible file, keeping a twin only when it is smaller ({@link isWorthServing}). Twins get
 * the original's modification time, so `Last-Modified` is the same whichever encoding is served.
 * nginx serves them with `gzip_static` and `brotli_static`.
 * @param {string} buildDir
 * @param {{concurrency?: number}} [options] - files compressed at once (default 4, libuv's thread pool size)
 * @returns {Promise<PrecompressSummary>}
 */
export async function precompressBuild(buildDir, {concurrency = 4} = {}) {
  const files = (await listFiles(buildDir)).filter(shouldPrecompress);
  /** @type {PrecompressSummary} */
  const summary = {files: files.length, gzip: 0, brotli: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0};
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = join(buildDir, files[next]);
      next += 1;
      const [data, info] = await Promise.all([readFile(path), stat(path)]);
      const [gzipped, brotlied] = await Promise.all([
        gzipAsync(data, {level: 9}),
        brotliAsync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      ]);
      summary.bytes += data.length;
      for (const [suffix, compressed, key] of /** @type {const} */ ([
        ['.gz', gzipped, 'gzip'],
        ['.br', brotlied, 'brotli'],
      ])) {
        const twin = `${path}${suffix}`;
        if (isWorthServing(data.length, compressed.length)) {
          await writeFile(twin, compressed);
          await utimes(twin, info.atimeMs / 1000, info.mtimeMs / 1000);
          summary[key] += 1;
          summary[key === 'gzip' ? 'gzipBytes' : 'brotliBytes'] += compressed.length;
        } else {
          await rm(twin, {force: true});
          summary[key === 'gzip' ? 'gzipBytes' : 'brotliBytes'] += data.length;
        }
      }
    }
  };
  await Promise.all(Array.from({length: Math.max(1, concurrency)}, worker));
  return summary;
}
