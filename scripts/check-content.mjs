#!/usr/bin/env node
// @ts-check
/**
 * Content check: every docs page and blog post has a title and a description,
 * no placeholder words, at least 150 words of prose (category index pages
 * exempt) and alt text on every image.
 *
 * Usage: node scripts/check-content.mjs [--words]   (--words prints every file's word count)
 * Exit code 1 when any file breaks a rule.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkContentFile} from './lib/content.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * All .md/.mdx files below a folder, skipping `_`-prefixed partials and folders.
 * @param {string} dir - absolute path
 * @returns {string[]} absolute paths, sorted
 */
function markdownFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name.startsWith('_')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

const printWords = process.argv.includes('--words');
let failures = 0;
let count = 0;
let totalWords = 0;
for (const [folder, kind] of /** @type {const} */ ([
  ['docs', 'doc'],
  ['blog', 'blog'],
])) {
  for (const file of markdownFiles(join(root, folder))) {
    const path = relative(root, file);
    const {words, problems} = checkContentFile({path, source: readFileSync(file, 'utf8'), kind});
    count += 1;
    totalWords += words;
    if (printWords) console.log(`${String(words).padStart(6)}  ${path}`);
    for (const problem of problems) {
      failures += 1;
      console.error(`${path}: ${problem}`);
    }
  }
}
console.log(`content check: ${count} files, ${totalWords} words of prose, ${failures} problems`);
process.exit(failures > 0 ? 1 : 0);
