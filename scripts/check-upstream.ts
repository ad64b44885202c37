/**
 * `npm run check:upstream -- <secureCodeBox checkout or bare Git dir> [--ref <tag>]`
 *
 * "Would `npm run sync:upstream` change anything?" It reads every scanner and hook chart of the secureCodeBox monorepo
 * in memory, as the sync does, and prints the facts that differ from the generated data in
 * `src/data/integrations/generated/` (charts added or removed, Chart.yaml fields, values, ScanTypes, ParseDefinitions,
 * cascading rules, examples) and the fields of the CRD schemas in `src/data/crd-schemas/`. It also compares what the
 * prose adds (the findings the entries show, by category and attribute) and the links into the repository (they must
 * point at the documented tag and at paths that exist there).
 *
 * Without `--ref`, a folder that holds `scanners/` is read as it is on disk, and a bare Git directory at the tag of
 * `src/data/release.ts`. Prints every difference and exits 1 on any, 2 on a usage or read error, 0 when there is none.
 * Nothing is copied from upstream: the files are read at run time.
 *
 * @packageDocumentation
 */
import {resolve} from 'node:path';

import {RELEASE} from '../src/data/release';
import {upstreamCharts} from '../src/data/integrations/generated';
import {checkUpstreamDrift, type Drift} from './upstream-drift/check';
import {IGNORED_CHART_DIRS, collectSiteData} from './upstream-drift/site';
import {openTree} from './upstream-drift/tree';
import {readCharts} from './upstream-sync/read';
import {syncCrdSchemas} from './upstream-sync/crds';
import {diffCharts} from './upstream-sync/sync';

const USAGE = 'usage: npm run check:upstream -- <secureCodeBox checkout or bare Git dir> [--ref <tag>]';

async function main(argv: readonly string[]): Promise<number> {
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
  let drifts: Drift[];
  try {
    const {changes: crdChanges} = await syncCrdSchemas(tree, resolve(__dirname, '..'));
    const charts = readCharts(tree, IGNORED_CHART_DIRS);
    const facts = [...diffCharts(upstreamCharts, charts), ...crdChanges].map((change) => ({
      subject:
        change.subject === 'charts'
          ? 'charts (npm run sync:upstream would change)'
          : `${change.subject} (npm run sync:upstream would change)`,
      message: change.message,
    }));
    drifts = [...facts, ...checkUpstreamDrift(tree, site, {facts: false})];
  } catch (error) {
    console.error(`check:upstream: ${(error as Error).message}`);
    return 2;
  }
  console.log(`Comparing the site (documents ${RELEASE.tag}) with ${tree.label}`);
  console.log(
    `Checked ${Object.keys(upstreamCharts).length} generated charts, the examples of ${site.charts.length} entries, ${Object.keys(site.crdSchemas).length} CRD schemas, ${site.platform ? site.platform.PLATFORM_KEYS.length + site.platform.PLATFORM_KEY_PREFIXES.length : 0} platform keys and ${site.links.length} links into the repository.`,
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`check:upstream: ${(error as Error).message}`);
    process.exitCode = 2;
  },
);
