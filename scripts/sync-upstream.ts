/**
 * `npm run sync:upstream -- <secureCodeBox checkout or bare Git dir> [--ref <tag>] [--dry-run]`
 * `npm run sync:upstream -- <secureCodeBox checkout or bare Git dir> --from <tag> [--ref <tag>]`
 *
 * Reads every scanner and hook chart of the secureCodeBox monorepo at the ref and writes their facts (Chart.yaml,
 * values with types and defaults, ScanTypes, ParseDefinitions, cascading rules, and each example's manifest, number of
 * findings, their categories and attributes and a trimmed sample) into `src/data/integrations/generated/`, and the CRD
 * schemas of `operator/crds/` into `src/data/crd-schemas/` (`upstream-sync/crds.ts`). Prose stays in the hand-written
 * entries; after a sync, `npx vitest run tests/unit/integrations.test.ts` names every key and example that still needs
 * a description.
 *
 * Without `--ref`, a folder that holds `scanners/` is read as it is on disk, and a bare Git directory at the tag of
 * `src/data/release.ts`. `--dry-run` prints what would change and writes nothing. Exit code 0 on success, 2 on a
 * usage or read error.
 *
 * With `--from <tag>`, it writes nothing and prints the chart and CRD facts that changed between the two tags, grouped
 * by chart, as a starting point for the upgrade guide ({@link releaseChangesCommand}; exit code 1 on bad input).
 *
 * @packageDocumentation
 */
import {resolve} from 'node:path';

import {upstreamCharts} from '../src/data/integrations/generated';
import {RELEASE} from '../src/data/release';
import {IGNORED_CHART_DIRS} from './upstream-drift/site';
import {openTree} from './upstream-drift/tree';
import {releaseChangesCommand} from './upstream-sync/release-changes-cli';
import {syncCrdSchemas} from './upstream-sync/crds';
import {applyGenerated, diffCharts, diffGenerated} from './upstream-sync/sync';
import {readCharts} from './upstream-sync/read';
import {renderGenerated} from './upstream-sync/write';

const USAGE =
  'usage: npm run sync:upstream -- <secureCodeBox checkout or bare Git dir> [--ref <tag>] [--dry-run | --from <tag>]';

async function main(argv: readonly string[]): Promise<number> {
  if (argv.some((arg) => arg === '--from' || arg.startsWith('--from='))) return releaseChangesCommand(argv);
  const dryRun = argv.includes('--dry-run');
  const args = argv.filter((arg) => arg !== '--' && arg !== '--dry-run');
  const refAt = args.indexOf('--ref');
  const ref = refAt === -1 ? undefined : args[refAt + 1];
  const positional = refAt === -1 ? args : args.filter((_, i) => i !== refAt && i !== refAt + 1);
  if (positional.length !== 1 || (refAt !== -1 && (ref === undefined || ref.startsWith('-')))) {
    console.error(USAGE);
    return 2;
  }
  const root = resolve(__dirname, '..');
  let files;
  try {
    const tree = openTree(resolve(positional[0] ?? ''), ref, RELEASE.tag);
    const charts = readCharts(tree, IGNORED_CHART_DIRS);
    const crds = await syncCrdSchemas(tree, root);
    if (crds.errors.length > 0) throw new Error(crds.errors.join('\n'));
    let subject = '';
    for (const change of [...diffCharts(upstreamCharts, charts), ...crds.changes]) {
      if (change.subject !== subject) {
        subject = change.subject;
        console.log(`\n${subject}`);
      }
      console.log(`  - ${change.message}`);
    }
    console.log('');
    files = await renderGenerated(charts, root);
    for (const [path, text] of crds.files) files.set(path, text);
  } catch (error) {
    console.error(`sync:upstream: ${(error as Error).message}`);
    return 2;
  }
  const changes = diffGenerated(root, files);
  for (const change of changes) console.log(change.summary);
  if (!dryRun) applyGenerated(root, files);
  console.log(`${changes.length} generated file(s) ${dryRun ? 'would change' : 'written'}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`sync:upstream: ${(error as Error).message}`);
    process.exitCode = 2;
  },
);
