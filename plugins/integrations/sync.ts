/**
 * Brings every integration reference page in line with the catalogue: rewrites the front matter and the
 * generated regions (see `template.ts`) and creates a skeleton page for a new catalogue entry. It touches no other page:
 * the sidebar orders the pages from the catalogue (`sidebar.ts`). The hand-written pages
 * of removed integrations (`REMOVED_INTEGRATION_PAGES`) have no entry and are left alone.
 *
 * Usage: `npx vite-node plugins/integrations/sync.ts` (add `--check` to only report outdated pages;
 * exit code 1 when any page is outdated).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {hooks, integrations, scanners} from '../../src/data/integrations';
import {REMOVED_INTEGRATION_PAGES, newPage, pagePath, syncPage} from './template';

const root = resolve(__dirname, '../..');
const check = process.argv.includes('--check');
let outdated = 0;

// A removed integration's page must not come back as a generated page: an entry with its slug is a mistake.
for (const entry of integrations) {
  if (REMOVED_INTEGRATION_PAGES.includes(pagePath(entry))) {
    throw new Error(`${pagePath(entry)} is a hand-written page of a removed integration but has a catalogue entry`);
  }
}

for (const list of [scanners, hooks]) {
  list.forEach((entry) => {
    const path = join(root, pagePath(entry));
    if (!existsSync(path)) {
      outdated += 1;
      console.log(`${check ? 'missing' : 'created'}: ${pagePath(entry)}`);
      if (!check) writeFileSync(path, newPage(entry));
      return;
    }
    const source = readFileSync(path, 'utf8');
    const updated = syncPage(source, entry);
    if (updated !== source) {
      outdated += 1;
      console.log(`${check ? 'outdated' : 'updated'}: ${pagePath(entry)}`);
      if (!check) writeFileSync(path, updated);
    }
  });
}
console.log(`${outdated} page(s) ${check ? 'out of date' : 'written'}`);
process.exit(check && outdated > 0 ? 1 : 0);
