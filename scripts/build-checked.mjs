#!/usr/bin/env node
// @ts-check
/**
 * Production build that fails on the warnings Docusaurus only reports:
 * broken anchors, broken Markdown links, duplicate routes (and any other
 * `[WARNING]` line). Broken links already fail the build (`onBrokenLinks: 'throw'`).
 *
 * Usage: node scripts/build-checked.mjs [extra docusaurus build args]
 * Writes the full log to .build-logs/build.log and prints the build time.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {findBuildWarnings} from './lib/build-log.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.setEncoding('utf8').on('data', (/** @type {string} */ text) => {
    log += text;
    process.stdout.write(text);
  });
}
child.on('close', (code) => {
  mkdirSync(`${root}.build-logs`, {recursive: true});
  writeFileSync(`${root}.build-logs/build.log`, log);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`build failed with exit code ${code} after ${seconds} s`);
    process.exit(code ?? 1);
  }
  const warnings = findBuildWarnings(log);
  if (warnings.length > 0) {
    console.error(`\nbuild succeeded in ${seconds} s but reported ${warnings.length} warning(s); none may ship:`);
    for (const warning of warnings) console.error(`  ${warning}`);
    process.exit(1);
  }
  console.log(`build-checked: build succeeded in ${seconds} s with no warnings`);
});
