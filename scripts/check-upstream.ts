/**
 * `npm run check:upstream -- <secureCodeBox checkout or bare Git dir> [--ref <tag>]`
 *
 * Compares the site's data with the secureCodeBox monorepo: the scanner and hook charts, ScanType and ParseDefinition
 * names, every values key with its default and the keys the site marks as having no effect, appVersion and CPU
 * architectures, cascading rules, example findings' categories and attributes, the CRD schemas' properties, and the
 * links into the repository (they must point at the documented tag and at paths that exist there).
 *
 * Without `--ref`, a folder that holds `scanners/` is read as it is on disk, and a bare Git directory at the tag of
 * `src/data/release.ts`. Prints every difference and exits 1 on any, 2 on a usage or read error, 0 when there is none.
 * Nothing is copied from upstream: the files are read at run time.
 *
 * @packageDocumentation
 */
import {resolve} from 'node:path';

import {RELEASE} from '../src/data/release';
import {checkUpstreamDrift} from './upstream-drift/check';
import {collectSiteData} from './upstream-drift/site';
import {openTree} from './upstream-drift/tree';

const USAGE = 'usage: npm run check:upstream -- <secureCodeBox checkout or bare Git dir> [--ref <tag>]';

function main(argv: readonly string[]): number {
  const args = argv.filter((arg) => arg !== '--');
  const refAt = args.indexOf('--ref');
  const ref = refAt === -1 ? undefined : args[refAt + 1];
  const positional = refAt === -1 ? args : args.filter((_, i) => i !== refAt && i !== refAt + 1);
  if (positional.length !== 1 || (refAt !== -1 && (ref === undefined || ref.startsWith('-')))) {
    console.error(USAGE);
    return 2;
  }
  const [source = ''] = positional;
  let tree;
  try {
    tree = openTree(resolve(source), ref, RELEASE.tag);
  } catch (error) {
    console.error(`check:upstream: ${(error as Error).message}`);
    return 2;
  }
  const site = collectSiteData(resolve(__dirname, '..'));
  const drifts = checkUpstreamDrift(tree, site);
  console.log(`Comparing the site (documents ${RELEASE.tag}) with ${tree.label}`);
  console.log(
    `Checked ${site.charts.length} charts, ${Object.keys(site.crdSchemas).length} CRD schemas and ${site.links.length} links into the repository.`,
  );
  if (drifts.length === 0) {
    console.log('No drift.');
    return 0;
  }
  let subject = '';
  for (const drift of drifts) {
    if (drift.subject !== subject) {
      subject = drift.subject;
      console.log(`\n${subject}`);
    }
    console.log(`  - ${drift.message}`);
  }
  console.log(`\n${drifts.length} difference(s).`);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
