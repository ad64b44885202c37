/**
 * The drift check of the platform keys (`src/data/platform-keys.ts`): every annotation, label and finalizer key (and
 * key prefix) occurs in the monorepo file its entry names as the source, and every value of a platform chart
 * (`operator`, `auto-discovery-kubernetes`, `juice-shop`) exists in that chart's values.yaml. Called by
 * `checkUpstreamDrift` (check.ts) with the data `collectSiteData` (site.ts) reads, so `npm run check:upstream` reports
 * these with the other differences.
 *
 * @packageDocumentation
 */
import {parse as parseYaml} from 'yaml';

import type {PlatformChart, PlatformKey, PlatformKeyPrefix} from '../../src/data/platform-keys';
import {isRecord} from '../../src/lib/isRecord';
import type {Drift} from './check';
import type {UpstreamTree} from './tree';

const SUBJECT = 'platform keys (src/data/platform-keys.ts)';

/** What the check reads of `src/data/platform-keys.ts` (the module itself fits: `import * as platform`). */
export interface PlatformData {
  PLATFORM_KEYS: readonly PlatformKey[];
  TEST_FIXTURE_KEYS: readonly PlatformKey[];
  PLATFORM_KEY_PREFIXES: readonly PlatformKeyPrefix[];
  PLATFORM_CHARTS: readonly PlatformChart[];
}

/**
 * Whether a dotted values path exists in a values document. `[]` after a part stands for the items of a list: the
 * path exists when the rest of it exists in at least one item.
 * @param values - the parsed values.yaml (or a part of it)
 * @param parts - the path split at dots, e.g. `['config', 'scanConfigs[]', 'name']`
 */
function hasPath(values: unknown, parts: readonly string[]): boolean {
  const [part, ...rest] = parts;
  if (part === undefined) return true;
  const list = part.endsWith('[]');
  const name = list ? part.slice(0, -2) : part;
  if (!isRecord(values) || !(name in values)) return false;
  const value = values[name];
  if (!list) return hasPath(value, rest);
  return Array.isArray(value) && value.some((item) => hasPath(item, rest));
}

/**
 * Checks the platform keys and platform chart values against the monorepo.
 * @param tree - the monorepo at the documented release
 * @param platform - the platform keys, key prefixes, test-fixture keys and platform charts
 * @returns one drift per key missing from its source file, per source file the tree lacks, and per chart value
 *   missing from its values.yaml
 */
export function checkPlatformKeys(
  tree: UpstreamTree,
  {PLATFORM_KEYS, TEST_FIXTURE_KEYS, PLATFORM_KEY_PREFIXES, PLATFORM_CHARTS}: PlatformData,
): Drift[] {
  const drifts: Drift[] = [];
  const keys = [
    ...[...PLATFORM_KEYS, ...TEST_FIXTURE_KEYS].map(({key, kind, source}) => ({key, kind, source})),
    ...PLATFORM_KEY_PREFIXES.map(({prefix, kind, source}) => ({key: prefix, kind: `${kind} prefix`, source})),
  ];
  for (const {key, kind, source} of keys) {
    const text = tree.read(source);
    if (text === null) drifts.push({subject: SUBJECT, message: `${kind} ${key}: ${source} does not exist upstream`});
    else if (!text.includes(key)) drifts.push({subject: SUBJECT, message: `${kind} ${key}: not in ${source}`});
  }
  for (const chart of PLATFORM_CHARTS) {
    const text = tree.read(chart.source);
    if (text === null) {
      drifts.push({subject: SUBJECT, message: `chart ${chart.name}: ${chart.source} does not exist upstream`});
      continue;
    }
    let values: unknown;
    try {
      values = parseYaml(text);
    } catch (error) {
      drifts.push({
        subject: SUBJECT,
        message: `chart ${chart.name}: ${chart.source} is not YAML: ${(error as Error).message}`,
      });
      continue;
    }
    for (const value of chart.values) {
      if (!hasPath(values, value.key.split('.')))
        drifts.push({subject: SUBJECT, message: `chart ${chart.name}: value ${value.key} is not in ${chart.source}`});
    }
  }
  return drifts;
}
