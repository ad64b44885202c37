#!/usr/bin/env node
// @ts-check
/**
 * Post-build step for the static hosts (see deploy/README.md). Run it after every
 * `docusaurus build`, on the build directory:
 *
 *   node deploy/scripts/postbuild.mjs [buildDir] [--nginx-dir DIR] [--no-precompress]
 *
 * 1. Hashes every inline `<script>` of every page (SHA-256) and builds the Content-Security-Policy;
 *    fails if a page has an event-handler attribute, which no hash can allow.
 * 2. Writes `DIR/security-headers.conf` for nginx (default DIR: deploy/nginx/generated).
 * 3. Writes Netlify's `_headers` and `_redirects` into the build directory.
 * 4. Unless `--no-precompress` (Netlify compresses by itself): writes `.gz` and `.br` twins of
 *    the HTML, JS, CSS, JSON, SVG, XML, TXT and Markdown files for nginx's gzip_static and brotli_static.
 *
 * buildDir defaults to `build`; relative paths are resolved against the working directory.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {precompressBuild, scanInlineScripts} from './lib/build-files.mjs';
import {securityHeaders} from './lib/headers.mjs';
import {renderNetlifyHeaders, renderNetlifyRedirects} from './lib/netlify.mjs';
import {renderNginxHeaders} from './lib/nginx.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    'nginx-dir': {type: 'string', default: join(root, 'deploy/nginx/generated')},
    'no-precompress': {type: 'boolean', default: false},
  },
});
if (positionals.length > 1) {
  console.error('usage: node deploy/scripts/postbuild.mjs [buildDir] [--nginx-dir DIR] [--no-precompress]');
  process.exit(2);
}
const buildDir = resolve(positionals[0] ?? 'build');
const nginxDir = resolve(values['nginx-dir'] ?? '');
const started = Date.now();

const scan = await scanInlineScripts(buildDir);
if (scan.eventHandlers.length > 0) {
  console.error('postbuild: event-handler attributes found; the CSP cannot allow them without unsafe-inline:');
  for (const handler of scan.eventHandlers) console.error(`  ${handler}`);
  process.exit(1);
}
const headers = securityHeaders({scriptHashes: scan.hashes});
await mkdir(nginxDir, {recursive: true});
await writeFile(join(nginxDir, 'security-headers.conf'), renderNginxHeaders(headers));
await writeFile(join(buildDir, '_headers'), renderNetlifyHeaders(headers));
await writeFile(join(buildDir, '_redirects'), renderNetlifyRedirects());
console.log(
  `postbuild: ${scan.pages} pages, ${scan.scripts} inline scripts, ${scan.hashes.length} distinct hashes in script-src; ` +
    `wrote ${join(nginxDir, 'security-headers.conf')}, _headers and _redirects`,
);

if (!values['no-precompress']) {
  const summary = await precompressBuild(buildDir);
  const mb = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(1);
  console.log(
    `postbuild: precompressed ${summary.files} files (${mb(summary.bytes)} MB): ${summary.gzip} .gz (${mb(summary.gzipBytes)} MB), ` +
      `${summary.brotli} .br (${mb(summary.brotliBytes)} MB)`,
  );
}
console.log(`postbuild: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
