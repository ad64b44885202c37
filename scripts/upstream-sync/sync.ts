/**
 * Compares and writes the generated data files of the catalogue, and lists the fact-level difference between two
 * sets of charts (what `check:upstream` prints: "the sync would change this").
 *
 * @packageDocumentation
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {isDeepStrictEqual} from 'node:util';

import type {UpstreamChart} from '../../src/data/integrations/upstream';
import {GENERATED_DIR} from './write';

/** One generated file that a sync adds, changes or removes. */
export interface GeneratedChange {
  path: string;
  change: 'added' | 'changed' | 'removed';
  /** One line for the report, e.g. `changed: src/data/integrations/generated/scanners/nmap.ts`. */
  summary: string;
}

/** Every generated file currently in the repository (repository-relative paths). */
function currentGenerated(root: string): string[] {
  const dir = join(root, GENERATED_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${GENERATED_DIR}/${file.split('\\').join('/')}`)
    .sort();
}

/**
 * What writing the files would change.
 * @param root - the website repository
 * @param files - the new generated files by repository-relative path
 */
export function diffGenerated(root: string, files: ReadonlyMap<string, string>): GeneratedChange[] {
  const changes: GeneratedChange[] = [];
  for (const [path, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const full = join(root, path);
    if (!existsSync(full)) changes.push({path, change: 'added', summary: `added: ${path}`});
    else if (readFileSync(full, 'utf8') !== text) changes.push({path, change: 'changed', summary: `changed: ${path}`});
  }
  for (const path of currentGenerated(root)) {
    if (!files.has(path)) changes.push({path, change: 'removed', summary: `removed: ${path}`});
  }
  return changes;
}

/** Writes the generated files and removes the generated files of charts that are gone. */
export function applyGenerated(root: string, files: ReadonlyMap<string, string>): void {
  for (const path of currentGenerated(root)) if (!files.has(path)) rmSync(join(root, path));
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), text);
  }
}

/** A short, stable rendering of a fact for the report. */
function show(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** One fact difference of one chart. */
export interface FactChange {
  /** Chart folder, e.g. `scanners/nmap`, or `charts`. */
  subject: string;
  message: string;
}

/**
 * The facts that differ between the committed charts and the charts a sync would write, chart by chart: charts
 * added or removed, Chart.yaml fields, values (added, removed, default or type changed, read by a template or no
 * longer), ScanTypes, ParseDefinitions, cascading rules and examples.
 * @param before - the committed generated charts
 * @param after - the charts read from upstream
 * @returns the differences in chart-folder order; empty when the sync would change nothing
 */
export function diffCharts(
  before: Readonly<Record<string, UpstreamChart>>,
  after: readonly UpstreamChart[],
): FactChange[] {
  const out: FactChange[] = [];
  const afterDirs = new Set(after.map((chart) => chart.sourceDir));
  for (const dir of Object.keys(before).sort()) {
    if (!afterDirs.has(dir)) out.push({subject: 'charts', message: `${dir}: removed upstream`});
  }
  for (const chart of after) {
    const old = before[chart.sourceDir];
    if (old === undefined) {
      out.push({subject: 'charts', message: `${chart.sourceDir}: new upstream (chart ${chart.name})`});
      continue;
    }
    const add = (message: string): void => {
      out.push({subject: chart.sourceDir, message});
    };
    for (const field of [
      'name',
      'appVersion',
      'kubeVersion',
      'cpuArchitectures',
      'scanTypes',
      'conditionalScanTypes',
      'scanTypeNameFixed',
      'parseDefinitions',
    ] as const) {
      if (!isDeepStrictEqual(old[field], chart[field])) add(`${field}: ${show(old[field])} → ${show(chart[field])}`);
    }
    const oldValues = new Map(old.values.map((row) => [row.key, row]));
    const newValues = new Map(chart.values.map((row) => [row.key, row]));
    for (const [key, row] of newValues) {
      const was = oldValues.get(key);
      if (was === undefined) add(`value ${key}: added, default ${row.default}`);
      else {
        if (was.default !== row.default) add(`value ${key}: default ${was.default} → ${row.default}`);
        if (was.type !== row.type) add(`value ${key}: type ${show(was.type)} → ${show(row.type)}`);
        if (was.read !== row.read)
          add(`value ${key}: ${row.read ? 'now read by a template' : 'no template reads it any more'}`);
      }
    }
    for (const key of oldValues.keys()) if (!newValues.has(key)) add(`value ${key}: removed`);
    const rules = (list: UpstreamChart['cascadingRules']): Map<string, unknown> =>
      new Map(list.map((rule) => [rule.metadata.name, rule]));
    const oldRules = rules(old.cascadingRules);
    const newRules = rules(chart.cascadingRules);
    for (const [name, rule] of newRules) {
      if (!oldRules.has(name)) add(`cascading rule ${name}: added`);
      else if (!isDeepStrictEqual(oldRules.get(name), rule)) add(`cascading rule ${name}: changed`);
    }
    for (const name of oldRules.keys()) if (!newRules.has(name)) add(`cascading rule ${name}: removed`);
    const oldExamples = new Map(old.examples.map((example) => [example.name, example]));
    for (const example of chart.examples) {
      const was = oldExamples.get(example.name);
      if (was === undefined) add(`example ${example.name}: added`);
      else {
        if (was.findings !== example.findings) {
          add(`example ${example.name}: ${show(was.findings)} → ${show(example.findings)} findings`);
        }
        if (!isDeepStrictEqual(was.categories, example.categories)) {
          add(`example ${example.name}: finding categories or attributes changed`);
        }
        if (was.scan !== example.scan) add(`example ${example.name}: scan manifest changed`);
        if (!isDeepStrictEqual(was.sample, example.sample)) add(`example ${example.name}: findings sample changed`);
      }
    }
    for (const name of oldExamples.keys()) {
      if (!chart.examples.some((example) => example.name === name)) add(`example ${name}: removed`);
    }
  }
  return out;
}
