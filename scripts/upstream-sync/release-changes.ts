/**
 * What changed between two secureCodeBox releases, as facts read from the charts and CRDs of both tags: the starting
 * point for a hand-written section of the upgrade guide (`docs/getting-started/upgrading.md`), never its text.
 *
 * Compared per chart folder (`scanners/*`, `hooks/*`, `operator`, `auto-discovery/*`; demo targets and the new-scanner
 * template are left out): charts added or removed; `name`, `version`, `appVersion`, `kubeVersion`, the
 * `supported-platforms` annotation and the dependencies of `Chart.yaml`; values keys added, removed or with a changed
 * default (`values.yaml`); and the ScanTypes and ParseDefinitions the templates create, a single removal plus a single
 * addition in one chart counting as a rename. Per CRD kind (`operator/crds/*.yaml`, or `operator/config/crd/bases/`
 * in releases that have no `crds/` folder): kinds added or removed, and the fields of the `openAPIV3Schema` added,
 * removed, with another type, or newly (no longer) required. Changes inside embedded Kubernetes types (a Job
 * template, container and pod fields) are counted, not listed: they follow the Kubernetes API the CRDs were generated
 * for.
 *
 * Upstream is read through {@link UpstreamTree} (`../upstream-drift/tree.ts`) with the readers the sync and the drift
 * check use (`./read.ts`: chart folders, values leaves, template object names, CRD schemas and their fields).
 *
 * @packageDocumentation
 */
import {existsSync, statSync} from 'node:fs';
import {isDeepStrictEqual} from 'node:util';

import {isRecord} from '../../src/lib/isRecord';
import {isGitRepository, preloadedGitTree, type UpstreamTree} from '../upstream-drift/tree';
import {
  CRD_FOLDERS,
  KUBERNETES_TYPES,
  chartDirs,
  crdFields,
  flattenValues,
  readCrds as readUpstreamCrds,
  scalarText,
  templateObjectNames,
  templateTexts,
  tryYaml,
  type CrdField,
} from './read';

export type {CrdField} from './read';

/** The groups the report is ordered by; charts of each group are sorted by folder. */
export const CHART_GROUPS = ['scanners', 'hooks', 'operator', 'auto-discovery'] as const;

/** One of {@link CHART_GROUPS}. */
export type ChartGroup = (typeof CHART_GROUPS)[number];

/** A `Chart.yaml` fact the report compares, in the order it prints them. */
export const CHART_FIELDS = [
  'name',
  'version',
  'appVersion',
  'kubeVersion',
  'supported-platforms',
  'dependencies',
] as const;

/** One of {@link CHART_FIELDS}. `supported-platforms` is the annotation; `dependencies` lists `name version`. */
export type ChartField = (typeof CHART_FIELDS)[number];

/** A changed `Chart.yaml` fact; `null` where the chart does not state it (or does not exist on that side). */
export interface ChartFieldChange {
  field: ChartField;
  from: string | null;
  to: string | null;
}

/** A values key with its default: a dotted path to a leaf (a scalar, a list or an empty map) and its value. */
export interface ValueEntry {
  key: string;
  value: unknown;
}

/** A values key whose default differs between the two releases. */
export interface DefaultChange {
  key: string;
  from: unknown;
  to: unknown;
}

/** Names of one object kind a chart's templates create, compared between the two releases. */
export interface NameChanges {
  added: string[];
  removed: string[];
  /** One removal and one addition in the same chart; such a pair is not listed under `added`/`removed`. */
  renamed: Array<{from: string; to: string}>;
}

/** What changed in one chart folder. */
export interface ChartChanges {
  /** Folder in the monorepo, e.g. `scanners/nmap` or `operator`. */
  dir: string;
  group: ChartGroup;
  /** `name` of the chart's `Chart.yaml` (the newer one when both exist), or the folder name when it has none. */
  name: string;
  status: 'added' | 'removed' | 'changed';
  chart: ChartFieldChange[];
  /** Keys only the newer release has (for an added chart: all of its keys), sorted. */
  valuesAdded: ValueEntry[];
  /** Keys only the older release has (for a removed chart: all of its keys), sorted. */
  valuesRemoved: ValueEntry[];
  defaultsChanged: DefaultChange[];
  scanTypes: NameChanges;
  parseDefinitions: NameChanges;
  /** Files the comparison could not read, e.g. `values.yaml at v5.7.0 is not valid YAML`. */
  notes: string[];
}

/** What changed in one CRD kind. */
export interface CrdChanges {
  /** `spec.names.kind`, e.g. `ScheduledScan`. */
  kind: string;
  /** The CRD file (the newer one when both exist). */
  file: string;
  status: 'added' | 'removed' | 'changed';
  /** The schema version compared (`v1` when the CRD has it); `from`/`to` differ when the CRD moved on. */
  version: {from: string | null; to: string | null};
  fieldsAdded: CrdField[];
  fieldsRemoved: CrdField[];
  typesChanged: Array<{path: string; from: string; to: string}>;
  requiredChanged: Array<{path: string; required: boolean}>;
  /** Changes below the embedded Kubernetes types ({@link EMBEDDED_KUBERNETES_FIELDS}), counted. */
  embedded: {added: number; removed: number; changed: number; under: string[]};
}

/** Everything that changed between two releases, in report order. */
export interface ReleaseChanges {
  /** The older ref, e.g. `v5.7.0`. */
  from: string;
  /** The newer ref, e.g. `v5.8.0`. */
  to: string;
  /** Only the charts with a change: by {@link CHART_GROUPS} order, then by folder. */
  charts: ChartChanges[];
  /** Per group, how many charts exist in both releases without a change. */
  unchangedCharts: Record<ChartGroup, number>;
  /** Only the kinds with a change, sorted by kind. */
  crds: CrdChanges[];
  unchangedCrds: number;
}

/**
 * CRD properties that embed a Kubernetes type (a Job template, container, pod and scheduling fields, object metadata).
 * The property itself is compared like any field; what lies below it is only counted.
 */
export const EMBEDDED_KUBERNETES_FIELDS: ReadonlySet<string> = new Set(KUBERNETES_TYPES.keys());

/** The group of a chart folder, or `undefined` for a folder the report leaves out. */
function groupOf(dir: string): ChartGroup | undefined {
  if (dir === 'operator') return 'operator';
  const top = dir.split('/')[0];
  return CHART_GROUPS.find((group) => group === top);
}

/** Chart folders (those with a `Chart.yaml`) of the compared groups. */
function releaseChartDirs(tree: UpstreamTree): string[] {
  return chartDirs(tree, CHART_GROUPS);
}

/** The compared facts of a parsed `Chart.yaml`. */
function chartFacts(meta: Record<string, unknown>): Record<ChartField, string | null> {
  const annotations = isRecord(meta.annotations) ? meta.annotations : {};
  const dependencies = Array.isArray(meta.dependencies)
    ? (meta.dependencies as unknown[])
        .filter(isRecord)
        .map((dep) => [scalarText(dep.name), scalarText(dep.version)].filter((part) => part !== null).join(' '))
        .sort()
    : [];
  return {
    name: scalarText(meta.name),
    version: scalarText(meta.version),
    appVersion: scalarText(meta.appVersion),
    kubeVersion: scalarText(meta.kubeVersion),
    'supported-platforms': scalarText(annotations['supported-platforms']),
    dependencies: dependencies.length === 0 ? null : dependencies.join(', '),
  };
}

/** Every leaf of a values subtree (scalars, lists and empty maps; lists are not descended into), sorted by key. */
function leaves(value: unknown, path: string): ValueEntry[] {
  if (!isRecord(value) || Object.keys(value).length === 0) return [{key: path, value}];
  return [...flattenValues(value, path, true)].map(([key, leaf]) => ({key, value: leaf}));
}

/**
 * Compares two values documents key by key. Maps with keys are descended into; a key only one side has is listed
 * with every leaf below it; a leaf whose value differs (including a map that gained its first key) is a changed
 * default.
 */
function diffValues(
  older: unknown,
  newer: unknown,
  path: string,
  out: {added: ValueEntry[]; removed: ValueEntry[]; changed: DefaultChange[]},
): void {
  const branch = (value: unknown): value is Record<string, unknown> => isRecord(value) && Object.keys(value).length > 0;
  if (branch(older) && branch(newer)) {
    for (const key of [...new Set([...Object.keys(older), ...Object.keys(newer)])].sort()) {
      const child = path === '' ? key : `${path}.${key}`;
      if (!(key in newer)) out.removed.push(...leaves(older[key], child));
      else if (!(key in older)) out.added.push(...leaves(newer[key], child));
      else diffValues(older[key], newer[key], child, out);
    }
  } else if (!isDeepStrictEqual(older ?? null, newer ?? null)) {
    out.changed.push({key: path, from: older ?? null, to: newer ?? null});
  }
}

/** Compares two name lists; one removal with one addition is a rename. */
function diffNames(older: readonly string[], newer: readonly string[]): NameChanges {
  const added = newer.filter((name) => !older.includes(name));
  const removed = older.filter((name) => !newer.includes(name));
  if (added.length === 1 && removed.length === 1) {
    return {added: [], removed: [], renamed: [{from: removed[0] ?? '', to: added[0] ?? ''}]};
  }
  return {added, removed, renamed: []};
}

/** What one release has of a chart folder. */
interface ChartSide {
  facts: Record<ChartField, string | null>;
  values: unknown;
  scanTypes: string[];
  parseDefinitions: string[];
  notes: string[];
}

/** Reads a chart folder of one release. */
function readChart(tree: UpstreamTree, dir: string, ref: string): ChartSide {
  const notes: string[] = [];
  const meta = tryYaml(tree.read(`${dir}/Chart.yaml`) ?? '');
  if (!isRecord(meta)) notes.push(`Chart.yaml at ${ref} is not valid YAML`);
  const valuesText = tree.read(`${dir}/values.yaml`);
  let values: unknown = {};
  if (valuesText !== null) {
    values = tryYaml(valuesText);
    if (values === undefined) notes.push(`values.yaml at ${ref} is not valid YAML`);
  }
  const templates = templateTexts(tree, dir);
  const names = (kind: string): string[] => [...new Set(templateObjectNames(templates, kind))];
  return {
    facts: chartFacts(isRecord(meta) ? meta : {}),
    values: isRecord(values) ? values : {},
    scanTypes: names('ScanType'),
    parseDefinitions: names('ParseDefinition'),
    notes,
  };
}

const NO_SIDE: ChartSide = {
  facts: {
    name: null,
    version: null,
    appVersion: null,
    kubeVersion: null,
    'supported-platforms': null,
    dependencies: null,
  },
  values: {},
  scanTypes: [],
  parseDefinitions: [],
  notes: [],
};

/** Compares one chart folder; `undefined` when nothing changed. */
function diffChart(dir: string, older: ChartSide | undefined, newer: ChartSide | undefined): ChartChanges | undefined {
  const group = groupOf(dir) ?? 'scanners';
  const from = older ?? NO_SIDE;
  const to = newer ?? NO_SIDE;
  const values = {added: [] as ValueEntry[], removed: [] as ValueEntry[], changed: [] as DefaultChange[]};
  if (older === undefined) values.added.push(...leaves(to.values, '').filter((entry) => entry.key !== ''));
  else if (newer === undefined) values.removed.push(...leaves(from.values, '').filter((entry) => entry.key !== ''));
  else diffValues(from.values, to.values, '', values);
  const changes: ChartChanges = {
    dir,
    group,
    name: to.facts.name ?? from.facts.name ?? dir.split('/').pop() ?? dir,
    status: older === undefined ? 'added' : newer === undefined ? 'removed' : 'changed',
    chart: CHART_FIELDS.filter((field) => from.facts[field] !== to.facts[field]).map((field) => ({
      field,
      from: from.facts[field],
      to: to.facts[field],
    })),
    valuesAdded: values.added,
    valuesRemoved: values.removed,
    defaultsChanged: values.changed,
    scanTypes: diffNames(from.scanTypes, to.scanTypes),
    parseDefinitions: diffNames(from.parseDefinitions, to.parseDefinitions),
    notes: [...from.notes, ...to.notes],
  };
  const nothing =
    changes.status === 'changed' &&
    changes.chart.length === 0 &&
    values.added.length + values.removed.length + values.changed.length === 0 &&
    [changes.scanTypes, changes.parseDefinitions].every(
      (names) => names.added.length + names.removed.length + names.renamed.length === 0,
    ) &&
    changes.notes.length === 0;
  return nothing ? undefined : changes;
}

/** A CRD kind as one release defines it. */
interface CrdSide {
  file: string;
  version: string;
  fields: Map<string, CrdField>;
}

/** The CRD kinds of one release, by kind, with their fields. */
function readCrds(tree: UpstreamTree): Map<string, CrdSide> {
  return new Map(
    [...readUpstreamCrds(tree)].map(([kind, crd]) => [
      kind,
      {file: crd.file, version: crd.version, fields: crdFields(crd.schema)},
    ]),
  );
}

/** The embedded Kubernetes type a field lies below (`spec.volumes` for `spec.volumes[].name`), if any. */
function embeddedRoot(path: string): string | undefined {
  const parts = path.split('.');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const part = (parts[i] ?? '').replace(/\[\]$/, '');
    if (EMBEDDED_KUBERNETES_FIELDS.has(part))
      return parts
        .slice(0, i + 1)
        .join('.')
        .replace(/\[\]$/, '');
  }
  const last = parts[parts.length - 1] ?? '';
  // `spec.volumes[]` is the item type of an embedded list: below it, too.
  if (last.endsWith('[]') && EMBEDDED_KUBERNETES_FIELDS.has(last.slice(0, -2))) return path.slice(0, -2);
  return undefined;
}

/** Compares one CRD kind; `undefined` when nothing changed. */
function diffCrd(kind: string, older: CrdSide | undefined, newer: CrdSide | undefined): CrdChanges | undefined {
  const from = older?.fields ?? new Map<string, CrdField>();
  const to = newer?.fields ?? new Map<string, CrdField>();
  const changes: CrdChanges = {
    kind,
    file: newer?.file ?? older?.file ?? '',
    status: older === undefined ? 'added' : newer === undefined ? 'removed' : 'changed',
    version: {from: older?.version ?? null, to: newer?.version ?? null},
    fieldsAdded: [],
    fieldsRemoved: [],
    typesChanged: [],
    requiredChanged: [],
    embedded: {added: 0, removed: 0, changed: 0, under: []},
  };
  const under = new Set<string>();
  const paths = [...new Set([...from.keys(), ...to.keys()])].sort();
  for (const path of paths) {
    const before = from.get(path);
    const after = to.get(path);
    const root = embeddedRoot(path);
    if (root !== undefined) {
      const counter =
        before === undefined
          ? 'added'
          : after === undefined
            ? 'removed'
            : before.type !== after.type
              ? 'changed'
              : null;
      if (counter !== null) {
        changes.embedded[counter] += 1;
        under.add(root);
      }
      continue;
    }
    if (before === undefined && after !== undefined) changes.fieldsAdded.push(after);
    else if (after === undefined && before !== undefined) changes.fieldsRemoved.push(before);
    else if (before !== undefined && after !== undefined) {
      if (before.type !== after.type) changes.typesChanged.push({path, from: before.type, to: after.type});
      if (before.required !== after.required) changes.requiredChanged.push({path, required: after.required});
    }
  }
  changes.embedded.under = [...under].sort();
  // An added or removed kind is reported as such; its fields are not listed one by one.
  if (changes.status !== 'changed') {
    changes.fieldsAdded = [];
    changes.fieldsRemoved = [];
    changes.embedded = {added: 0, removed: 0, changed: 0, under: []};
    return changes;
  }
  const nothing =
    changes.version.from === changes.version.to &&
    changes.fieldsAdded.length +
      changes.fieldsRemoved.length +
      changes.typesChanged.length +
      changes.requiredChanged.length +
      changes.embedded.added +
      changes.embedded.removed +
      changes.embedded.changed ===
      0;
  return nothing ? undefined : changes;
}

/**
 * Compares two source trees of the monorepo.
 * @param older - the tree at the older release
 * @param newer - the tree at the newer release
 * @param refs - the names the report gives the two releases
 * @returns the changes, in report order (see {@link ReleaseChanges})
 */
export function compareTrees(
  older: UpstreamTree,
  newer: UpstreamTree,
  refs: {from: string; to: string},
): ReleaseChanges {
  const olderDirs = releaseChartDirs(older);
  const newerDirs = releaseChartDirs(newer);
  const dirs = [...new Set([...olderDirs, ...newerDirs])].sort((a, b) => {
    const byGroup = CHART_GROUPS.indexOf(groupOf(a) ?? 'scanners') - CHART_GROUPS.indexOf(groupOf(b) ?? 'scanners');
    return byGroup !== 0 ? byGroup : a < b ? -1 : a > b ? 1 : 0;
  });
  const unchangedCharts: Record<ChartGroup, number> = {scanners: 0, hooks: 0, operator: 0, 'auto-discovery': 0};
  const charts: ChartChanges[] = [];
  for (const dir of dirs) {
    const before = olderDirs.includes(dir) ? readChart(older, dir, refs.from) : undefined;
    const after = newerDirs.includes(dir) ? readChart(newer, dir, refs.to) : undefined;
    const changes = diffChart(dir, before, after);
    if (changes === undefined) unchangedCharts[groupOf(dir) ?? 'scanners'] += 1;
    else charts.push(changes);
  }
  const olderCrds = readCrds(older);
  const newerCrds = readCrds(newer);
  const crds: CrdChanges[] = [];
  let unchangedCrds = 0;
  for (const kind of [...new Set([...olderCrds.keys(), ...newerCrds.keys()])].sort()) {
    const changes = diffCrd(kind, olderCrds.get(kind), newerCrds.get(kind));
    if (changes === undefined) unchangedCrds += 1;
    else crds.push(changes);
  }
  return {from: refs.from, to: refs.to, charts, unchangedCharts, crds, unchangedCrds};
}

/** Whether the comparison reads a file: a chart's `Chart.yaml`, `values.yaml` and templates, and the CRD files. */
function isComparedFile(path: string): boolean {
  return (
    /^(?:(?:scanners|hooks|auto-discovery)\/[^/]+\/|operator\/)(?:Chart\.yaml|values\.yaml|templates\/.+)$/.test(
      path,
    ) || CRD_FOLDERS.some((folder) => path.startsWith(folder))
  );
}

/**
 * What changed in the secureCodeBox charts and CRDs between two refs of a Git repository of the monorepo.
 * @param source - a checkout or a bare clone of the monorepo
 * @param fromRef - the older tag, branch or commit, e.g. `v5.7.0`
 * @param toRef - the newer one, e.g. `v5.8.0`
 * @returns the changes, in report order
 * @throws Error with a message for the user when the folder does not exist, is no Git repository, or Git cannot
 *   resolve a ref in it
 */
export function releaseChanges(source: string, fromRef: string, toRef: string): ReleaseChanges {
  if (!existsSync(source) || !statSync(source).isDirectory()) throw new Error(`${source}: no such folder`);
  if (!isGitRepository(source)) {
    throw new Error(`${source}: not a Git repository (give a checkout or a bare clone of secureCodeBox)`);
  }
  return compareTrees(
    preloadedGitTree(source, fromRef, isComparedFile),
    preloadedGitTree(source, toRef, isComparedFile),
    {
      from: fromRef,
      to: toRef,
    },
  );
}

/** Longest value text the report prints before cutting it. */
const MAX_VALUE_LENGTH = 120;

/** A value as compact JSON in backticks, cut at {@link MAX_VALUE_LENGTH} characters. */
function showValue(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  return `\`${text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text}\``;
}

/** A chart fact in backticks, or "(none)". */
function showFact(value: string | null): string {
  return value === null ? '(none)' : `\`${value}\``;
}

function code(text: string): string {
  return `\`${text}\``;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const GROUP_TITLES: Record<ChartGroup, string> = {
  scanners: 'Scanners',
  hooks: 'Hooks',
  operator: 'Operator',
  'auto-discovery': 'Auto-discovery',
};

const CHART_NOUNS: Record<ChartGroup, [string, string]> = {
  scanners: ['scanner chart', 'scanner charts'],
  hooks: ['hook chart', 'hook charts'],
  operator: ['operator chart', 'operator charts'],
  'auto-discovery': ['auto-discovery chart', 'auto-discovery charts'],
};

/** The lines of one object kind's name changes (`ScanType`, `ParseDefinition`). */
function nameLines(label: string, names: NameChanges): string[] {
  const lines = names.renamed.map((pair) => `- ${label} renamed: ${code(pair.from)} → ${code(pair.to)}`);
  if (names.added.length > 0) lines.push(`- ${label}s added: ${names.added.map(code).join(', ')}`);
  if (names.removed.length > 0) lines.push(`- ${label}s removed: ${names.removed.map(code).join(', ')}`);
  return lines;
}

/** The section of one chart. */
function chartSection(chart: ChartChanges): string[] {
  const status = chart.status === 'changed' ? '' : ` (${chart.status})`;
  const lines = [`### ${chart.name}${status}`, '', `Folder ${code(chart.dir)}.`, ''];
  if (chart.status === 'added') {
    for (const fact of chart.chart) lines.push(`- ${fact.field}: ${showFact(fact.to)}`);
    lines.push(...nameLines('ScanType', chart.scanTypes), ...nameLines('ParseDefinition', chart.parseDefinitions));
    lines.push(`- ${plural(chart.valuesAdded.length, 'values key', 'values keys')}`);
  } else if (chart.status === 'removed') {
    for (const fact of chart.chart) lines.push(`- ${fact.field} was ${showFact(fact.from)}`);
    lines.push(...nameLines('ScanType', chart.scanTypes), ...nameLines('ParseDefinition', chart.parseDefinitions));
    lines.push(`- ${plural(chart.valuesRemoved.length, 'values key', 'values keys')} gone with it`);
  } else {
    for (const fact of chart.chart) lines.push(`- ${fact.field}: ${showFact(fact.from)} → ${showFact(fact.to)}`);
    lines.push(...nameLines('ScanType', chart.scanTypes), ...nameLines('ParseDefinition', chart.parseDefinitions));
    const list = (title: string, entries: string[]): void => {
      if (entries.length === 0) return;
      lines.push(`- ${title}:`, ...entries.map((entry) => `  - ${entry}`));
    };
    list(
      'Values added',
      chart.valuesAdded.map((entry) => `${code(entry.key)}: ${showValue(entry.value)}`),
    );
    list(
      'Values removed',
      chart.valuesRemoved.map((entry) => `${code(entry.key)} (was ${showValue(entry.value)})`),
    );
    list(
      'Defaults changed',
      chart.defaultsChanged.map((entry) => `${code(entry.key)}: ${showValue(entry.from)} → ${showValue(entry.to)}`),
    );
  }
  for (const note of chart.notes) lines.push(`- Not compared: ${note}`);
  lines.push('');
  return lines;
}

/** The section of one CRD kind. */
function crdSection(crd: CrdChanges): string[] {
  const status = crd.status === 'changed' ? '' : ` (${crd.status})`;
  const lines = [`### ${crd.kind}${status}`, '', `File ${code(crd.file)}.`, ''];
  if (crd.status !== 'changed') {
    lines.push(`- schema version ${showFact(crd.status === 'added' ? crd.version.to : crd.version.from)}`, '');
    return lines;
  }
  const field = (entry: CrdField): string => `${code(entry.path)} (${entry.type}${entry.required ? ', required' : ''})`;
  if (crd.version.from !== crd.version.to) {
    lines.push(`- schema version compared: ${showFact(crd.version.from)} → ${showFact(crd.version.to)}`);
  }
  const list = (title: string, entries: string[]): void => {
    if (entries.length === 0) return;
    lines.push(`- ${title}:`, ...entries.map((entry) => `  - ${entry}`));
  };
  list('Fields added', crd.fieldsAdded.map(field));
  list('Fields removed', crd.fieldsRemoved.map(field));
  list(
    'Types changed',
    crd.typesChanged.map((entry) => `${code(entry.path)}: ${entry.from} → ${entry.to}`),
  );
  list(
    'Required changed',
    crd.requiredChanged.map(
      (entry) => `${code(entry.path)}: ${entry.required ? 'now required' : 'no longer required'}`,
    ),
  );
  const {added, removed, changed, under} = crd.embedded;
  if (added + removed + changed > 0) {
    lines.push(
      `- Embedded Kubernetes types: ${plural(added, 'field', 'fields')} added, ${removed} removed, ${changed} with another type, below ${under.map(code).join(', ')}`,
    );
  }
  lines.push('');
  return lines;
}

/**
 * The changes as a Markdown report: one section per chart group (scanners, hooks, operator, auto-discovery) and one
 * for the CRDs, each chart or kind a subsection, in the stable order of {@link ReleaseChanges}. Values are shown as
 * compact JSON, cut after 120 characters.
 * @param changes - the result of {@link releaseChanges} or {@link compareTrees}
 * @returns the report, ending in a newline
 */
export function formatReleaseChanges(changes: ReleaseChanges): string {
  const lines = [
    `# Changes from ${changes.from} to ${changes.to}`,
    '',
    'Facts read from the charts (Chart.yaml, values.yaml, templates) and the CRDs of both releases: a starting point for the upgrade guide, which says what they mean for an installation.',
    '',
  ];
  for (const group of CHART_GROUPS) {
    const charts = changes.charts.filter((chart) => chart.group === group);
    const unchanged = changes.unchangedCharts[group];
    if (charts.length === 0 && unchanged === 0) continue;
    lines.push(`## ${GROUP_TITLES[group]}`, '');
    for (const chart of charts) lines.push(...chartSection(chart));
    const [one, many] = CHART_NOUNS[group];
    if (charts.length === 0)
      lines.push(`No change in the ${unchanged === 1 ? one : plural(unchanged, one, many)}.`, '');
    else if (unchanged > 0) lines.push(`${plural(unchanged, one, many)} without a change.`, '');
  }
  lines.push('## CRDs', '');
  for (const crd of changes.crds) lines.push(...crdSection(crd));
  if (changes.crds.length === 0) lines.push(`No change in the ${plural(changes.unchangedCrds, 'CRD', 'CRDs')}.`, '');
  else if (changes.unchangedCrds > 0)
    lines.push(`${plural(changes.unchangedCrds, 'CRD', 'CRDs')} without a change.`, '');
  const count = (status: ChartChanges['status']): number =>
    changes.charts.filter((chart) => chart.status === status).length;
  lines.push(
    `Summary: ${plural(count('changed'), 'chart', 'charts')} changed, ${count('added')} added, ${count('removed')} removed; ${plural(changes.crds.length, 'CRD', 'CRDs')} changed.`,
  );
  return `${lines.join('\n')}\n`;
}
