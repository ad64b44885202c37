#!/usr/bin/env node
// @ts-check
/**
 * CSP check of a production build: the Content-Security-Policy the deploy step writes (deploy/scripts/postbuild.mjs,
 * from `scanInlineScripts` and `securityHeaders`) allows exactly the inline scripts of every built page, as each
 * page's hast tree holds them (scripts/lib/csp-hashes.mjs). When the build has been post-processed (`_headers`
 * present), the policy written there is checked too. Part of `npm run test:site-files`.
 *
 * Usage: node scripts/check-csp-hashes.mjs [buildDir]   (default: build; relative to the repository root)
 * Exit code 1 on any mismatch, 2 when there is no build.
 */
import {existsSync, readFileSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {scanInlineScripts} from '../deploy/scripts/lib/build-files.mjs';
import {securityHeaders} from '../deploy/scripts/lib/headers.mjs';
import {cspHashProblems} from './lib/csp-hashes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = resolve(root, process.argv[2] ?? 'build');
if (!existsSync(join(buildDir, 'index.html'))) {
  console.error(`check-csp-hashes: ${buildDir} holds no built site; run npm run build first`);
  process.exit(2);
}

const files = (await readdir(buildDir, {recursive: true})).filter((file) => file.endsWith('.html')).sort();
const pages = files.map((file) => ({file, html: readFileSync(join(buildDir, file), 'utf8')}));

const scan = await scanInlineScripts(buildDir);
const policy = new Map(securityHeaders({scriptHashes: scan.hashes})).get('Content-Security-Policy') ?? '';
/** @type {Array<[string, string]>} */
const policies = [['the deploy step', policy]];
const netlifyHeaders = join(buildDir, '_headers');
if (existsSync(netlifyHeaders)) {
  const written = /Content-Security-Policy:\s*(.+)/.exec(readFileSync(netlifyHeaders, 'utf8'))?.[1]?.trim() ?? '';
  policies.push([relative(root, netlifyHeaders), written]);
}

let failed = false;
for (const [source, value] of policies) {
  const {problems, scripts, hashes} = cspHashProblems(pages, value);
  for (const problem of problems) console.error(`CSP of ${source}: ${problem}`);
  failed ||= problems.length > 0;
  console.log(
    `CSP hashes (${source}): ${pages.length} pages, ${scripts} inline scripts, ${hashes} distinct hashes from the hast trees; ` +
      `${problems.length} problems`,
  );
}
process.exit(failed ? 1 : 0);
