/**
 * The one reader of the secureCodeBox monorepo: every fact the website takes from upstream is read here, through an
 * {@link UpstreamTree} (a folder or a Git ref). Three commands share it:
 *
 * - `npm run sync:upstream` ({@link readCharts} into `src/data/integrations/generated/`, {@link readCrds} into
 *   `src/data/crd-schemas/` through `./crds.ts`);
 * - `npm run check:upstream` (the same, in memory, plus the drift check of `../upstream-drift/check.ts`);
 * - `npm run sync:upstream -- --from <tag>` (`./release-changes.ts`, which compares two trees).
 *
 * It reads chart folders ({@link chartDirs}), Chart.yaml, values.yaml (leaves, types, defaults, helm-docs `@default`
 * annotations), templates (their texts, the objects they create, the `.Values` paths they read), cascading rules,
 * example findings, and the operator's CRDs with their fields. Nothing is copied as a file; files that do not parse
 * read as absent.
 *
 * @packageDocumentation
 */
import {parse as parseYaml, parseAllDocuments} from 'yaml';

import type {CascadingRule, ConfigValueType, CpuArchitecture} from '../../src/data/integrations/types';
import type {UpstreamChart, UpstreamExample, UpstreamValue} from '../../src/data/integrations/upstream';
import {isRecord} from '../../src/lib/isRecord';
import type {UpstreamTree} from '../upstream-drift/tree';
import {readExample} from './examples';

// ---------------------------------------------------------------------------------------------------------------------
// Files and folders: the small readers that the sync, the drift check and the release report share.

/** Parses YAML and returns `undefined` instead of throwing (a file that does not parse counts as absent). */
export function tryYaml(text: string): unknown {
  try {
    return parseYaml(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Text of a scalar fact (string, number or boolean), `null` when absent or not a scalar. */
export function scalarText(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

/** A folder of the monorepo whose charts a reader lists: each `<group>/<x>/Chart.yaml`, or `operator/Chart.yaml`. */
export type ChartGroupFolder = 'scanners' | 'hooks' | 'auto-discovery' | 'operator';

/**
 * The chart folders of a tree (those with a `Chart.yaml`), in path order.
 * @param tree - the source tree
 * @param groups - which folders to list: by default the scanner and hook charts (`scanners/nmap`, `hooks/notification`);
 *   `operator` is the one chart at `operator/`, the others hold one chart per subfolder
 */
export function chartDirs(tree: UpstreamTree, groups: readonly ChartGroupFolder[] = ['scanners', 'hooks']): string[] {
  return tree
    .files()
    .filter((file) => {
      if (file === 'operator/Chart.yaml') return groups.includes('operator');
      const match = /^([^/]+)\/[^/]+\/Chart\.yaml$/.exec(file);
      return match !== null && groups.some((group) => group !== 'operator' && group === match[1]);
    })
    .map((file) => file.slice(0, -'/Chart.yaml'.length));
}

/** The texts of a chart's templates (`<dir>/templates/**`), in path order; an unreadable file reads as empty. */
export function templateTexts(tree: UpstreamTree, dir: string): string[] {
  return tree
    .files()
    .filter((file) => file.startsWith(`${dir}/templates/`))
    .map((file) => tree.read(file) ?? '');
}

/**
 * Every YAML document of a chart's `cascading-rules/*.yaml` files that is a map, in file and document order (not
 * filtered by kind).
 */
export function cascadingRuleDocuments(tree: UpstreamTree, dir: string): Array<Record<string, unknown>> {
  const ruleDir = `${dir}/cascading-rules/`;
  const docs: Array<Record<string, unknown>> = [];
  for (const file of tree.files()) {
    if (!file.startsWith(ruleDir) || !/^[^/]+\.ya?ml$/.test(file.slice(ruleDir.length))) continue;
    for (const doc of parseAllDocuments(tree.read(file) ?? '')) {
      const rule = doc.toJS() as unknown;
      if (isRecord(rule)) docs.push(rule);
    }
  }
  return docs;
}

// ---------------------------------------------------------------------------------------------------------------------
// Values

/**
 * Flattens a values document into its leaves: scalars, empty maps and lists (lists are not descended into).
 * @param values - the parsed values.yaml (or a part of it); anything but a map gives no leaves
 * @param prefix - the dotted path of `values` itself
 * @param sortKeys - visit the keys of each map in sorted order instead of document order
 * @returns dotted key → value
 */
export function flattenValues(values: unknown, prefix = '', sortKeys = false): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isRecord(values)) return out;
  const keys = sortKeys ? Object.keys(values).sort() : Object.keys(values);
  for (const key of keys) {
    const value = values[key];
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isRecord(value) && Object.keys(value).length > 0) {
      for (const [leaf, leafValue] of flattenValues(value, path, sortKeys)) out.set(leaf, leafValue);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/**
 * The `@default -- …` annotations of a values.yaml (helm-docs' way to document a default the templates apply when
 * the value is empty), by dotted key. Read from the comment lines right above each key.
 */
export function documentedDefaults(valuesText: string): Map<string, string> {
  const out = new Map<string, string>();
  const stack: Array<{indent: number; key: string}> = [];
  let pending: string | undefined;
  for (const line of valuesText.split('\n')) {
    const comment = /^\s*#\s*@default\s+--\s*(.*)$/.exec(line);
    if (comment) {
      pending = (comment[1] ?? '').trim().replace(/^`(.*)`$/, '$1');
      continue;
    }
    if (/^\s*(#.*)?$/.test(line)) continue;
    const keyLine = /^(\s*)([A-Za-z0-9_.-]+|"[^"]+"):(?:\s|$)/.exec(line);
    if (!keyLine) {
      pending = undefined;
      continue;
    }
    const indent = (keyLine[1] ?? '').length;
    while (stack.length > 0 && (stack[stack.length - 1]?.indent ?? 0) >= indent) stack.pop();
    stack.push({indent, key: (keyLine[2] ?? '').replace(/"/g, '')});
    if (pending !== undefined) out.set(stack.map((entry) => entry.key).join('.'), pending);
    pending = undefined;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// Templates

/** Whether any chart template reads the value or one of its parents as a whole. */
export function templatesRead(templates: string, key: string): boolean {
  const parts = key.split('.');
  for (let i = parts.length; i >= 1; i -= 1) {
    const path = parts.slice(0, i).join('.').replace(/\./g, '\\.');
    // The full key followed by anything but a further identifier part; a parent only when used as a whole.
    const pattern = i === parts.length ? `\\.Values\\.${path}(?![\\w])` : `\\.Values\\.${path}(?![\\w.])`;
    if (new RegExp(pattern).test(templates)) return true;
  }
  return false;
}

/**
 * Names of the objects of one kind that Helm templates create, sorted, one entry per object (a name two templates
 * create appears twice). The kind may be quoted; template expressions are removed from the name, so
 * `nmap{{ .Values.scanner.nameAppend | default "" }}` reads as `nmap`.
 */
export function templateObjectNames(templates: readonly string[], kind: string): string[] {
  const names: string[] = [];
  for (const text of templates) {
    for (const doc of text.split(/^---\s*$/m)) {
      if (!new RegExp(`^kind:\\s*["']?${kind}["']?\\s*$`, 'm').test(doc)) continue;
      const match = /^metadata:\s*\n(?:[ \t]+.*\n)*?[ \t]+name:\s*(.+)$/m.exec(doc);
      const name = (match?.[1] ?? '')
        .replace(/\{\{.*?\}\}/g, '')
        .replace(/["']/g, '')
        .trim();
      if (name !== '') names.push(name);
    }
  }
  return names.sort();
}

// ---------------------------------------------------------------------------------------------------------------------
// Scanner and hook charts as the sync writes them (UpstreamChart)

/** The type of a values.yaml default as the site's tables name it; `null` for a `null` default. */
export function valueType(value: unknown): ConfigValueType | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'string';
  if (Array.isArray(value)) return 'list';
  if (isRecord(value)) return 'object';
  return 'string';
}

/**
 * A default as YAML flow text, the way the site's tables print it: strings double-quoted, `null`, numbers and
 * booleans bare, lists as `[a, b]`, maps as `{ key: value }` (`{}` and `[]` when empty).
 */
export function formatDefault(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(formatDefault).join(', ')}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (name: string): string => (/^[A-Za-z_][\w-]*$/.test(name) ? name : JSON.stringify(name));
    return `{ ${entries.map(([name, item]) => `${key(name)}: ${formatDefault(item)}`).join(', ')} }`;
  }
  return JSON.stringify(typeof value === 'bigint' ? value.toString() : null);
}

/** Keys whose map the tables document as a whole (a Kubernetes type passed on unchanged), not leaf by leaf. */
const WHOLE_MAPS: ReadonlySet<string> = new Set(['podSecurityContext']);

/**
 * The rows of a values document: the leaves of {@link flattenValues}, except that a map in {@link WHOLE_MAPS} stays
 * one row and a list of Linux capabilities (`…capabilities.drop`) becomes one row per element (`drop[0]`).
 */
export function valueLeaves(values: unknown, prefix = ''): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  if (!isRecord(values)) return out;
  for (const [name, value] of Object.entries(values)) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    if (isRecord(value) && Object.keys(value).length > 0 && !WHOLE_MAPS.has(name)) {
      out.push(...valueLeaves(value, path));
    } else if (Array.isArray(value) && value.length > 0 && prefix.endsWith('capabilities')) {
      value.forEach((item, index) => out.push([`${path}[${index}]`, item]));
    } else {
      out.push([path, value]);
    }
  }
  return out;
}

/**
 * A helm-docs `@default -- …` annotation as a default, when it is a value (`{ requests: … }`, `3`) and not a
 * sentence; `undefined` otherwise.
 */
function appliedDefault(annotation: string | undefined): string | undefined {
  if (annotation === undefined) return undefined;
  const parsed = tryYaml(annotation);
  if (parsed === undefined || parsed === null || (typeof parsed === 'string' && /\s/.test(parsed))) return undefined;
  return formatDefault(parsed);
}

/**
 * The default a template applies to an empty image tag (`{{ .Values.x.image.tag | default .Chart.AppVersion }}`), as
 * the site's tables name it, by values key.
 */
function derivedTagDefaults(templates: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of templates.matchAll(
    /\.Values\.([\w.-]+\.tag)\s*\|\s*default\s+\.Chart\.(AppVersion|Version)\b/g,
  )) {
    out.set(match[1] ?? '', match[2] === 'AppVersion' ? "(the chart's appVersion)" : '(the chart version)');
  }
  return out;
}

/** Every `.Values.<path>` a template names: dotted identifiers, without indices or functions. */
export function templateValuePaths(templates: string): string[] {
  const paths = new Set<string>();
  for (const match of templates.matchAll(/\.Values((?:\.[A-Za-z_][\w-]*)+)/g)) paths.add((match[1] ?? '').slice(1));
  return [...paths].sort();
}

/**
 * The ScanType names of the templates, split into the unconditional ones and those a top-level
 * `{{ if .Values.<key> }}` guards, and whether every name ignores `scanner.nameAppend`.
 */
function scanTypesOf(templates: readonly string[]): {
  scanTypes: string[];
  conditional: Record<string, string>;
  nameFixed: boolean;
} {
  const conditional: Record<string, string> = {};
  const names: string[] = [];
  let appended = false;
  let any = false;
  for (const text of templates) {
    const guards: Array<string | null> = [];
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      const open = /^\{\{-?\s*(if|with|range)\s+(?:\.Values\.([\w.-]+))?.*?-?\}\}\s*$/.exec(line);
      if (open) guards.push(open[1] === 'if' && open[2] !== undefined ? open[2] : null);
      else if (/^\{\{-?\s*end\s*-?\}\}\s*$/.test(line)) guards.pop();
      if (!/^kind:\s*ScanType\s*$/.test(line)) return;
      const nameLine = lines.slice(index + 1, index + 6).find((l) => /^\s+name:/.test(l)) ?? '';
      any = true;
      if (nameLine.includes('nameAppend')) appended = true;
      const guard = [...guards].reverse().find((g) => g !== null);
      const name = nameLine
        .replace(/^\s+name:\s*/, '')
        .replace(/\{\{.*?\}\}/g, '')
        .replace(/["']/g, '')
        .trim();
      if (name !== '') names.push(name);
      if (guard !== undefined && guard !== null && name !== '') conditional[name] = guard;
    });
  }
  const scanTypes = [...new Set(names)].filter((name) => !(name in conditional));
  return {scanTypes, conditional, nameFixed: any && !appended};
}

/** The `supported-platforms` annotation of a parsed Chart.yaml, split at commas; `[]` when there is none. */
export function platformsOf(meta: Record<string, unknown>): CpuArchitecture[] {
  const annotations = isRecord(meta.annotations) ? meta.annotations : {};
  const platforms = annotations['supported-platforms'];
  if (typeof platforms !== 'string') return [];
  return platforms
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '') as CpuArchitecture[];
}

/** The examples of a chart: each folder below `examples/`, sorted by name, with its facts ({@link readExample}). */
function examplesOf(tree: UpstreamTree, dir: string): UpstreamExample[] {
  const prefix = `${dir}/examples/`;
  const names = new Set<string>();
  for (const file of tree.files()) {
    if (!file.startsWith(prefix)) continue;
    const rest = file.slice(prefix.length);
    if (rest.includes('/')) names.add(rest.slice(0, rest.indexOf('/')));
  }
  return [...names].sort().map((name) => readExample(tree, dir, name));
}

/** The cascading rules of a chart, in file and document order. */
function rulesOf(tree: UpstreamTree, dir: string): CascadingRule[] {
  return cascadingRuleDocuments(tree, dir)
    .filter((rule) => rule.kind === 'CascadingRule')
    .map((rule) => rule as unknown as CascadingRule);
}

/**
 * Reads one chart.
 * @param tree - the source tree
 * @param dir - chart folder, e.g. `scanners/nmap`
 * @throws Error when the folder has no readable Chart.yaml
 */
export function readChart(tree: UpstreamTree, dir: string): UpstreamChart {
  const meta = tryYaml(tree.read(`${dir}/Chart.yaml`) ?? '');
  if (!isRecord(meta) || typeof meta.name !== 'string') throw new Error(`${dir}: no readable Chart.yaml`);
  const templates = templateTexts(tree, dir);
  const allTemplates = templates.join('\n');
  const valuesText = tree.read(`${dir}/values.yaml`) ?? '';
  const documented = documentedDefaults(valuesText);
  const derived = derivedTagDefaults(allTemplates);
  const values: UpstreamValue[] = valueLeaves(tryYaml(valuesText)).map(([key, value]) => {
    const empty = value === null || value === '' || (isRecord(value) && Object.keys(value).length === 0);
    const applied = appliedDefault(documented.get(key));
    const row: UpstreamValue = {
      key,
      type: valueType(value),
      default: (empty ? (derived.get(key) ?? applied) : undefined) ?? formatDefault(value),
      read: templatesRead(allTemplates, key.replace(/\[\d+\]$/, '')),
    };
    if (row.type === null && derived.has(key)) row.type = 'string';
    return row;
  });
  // Keys a template reads that values.yaml leaves out: real values whose default is empty.
  const keys = values.map((row) => row.key);
  for (const path of templateValuePaths(allTemplates)) {
    const covered = keys.some((key) => key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`));
    if (!covered) values.push({key: path, type: null, default: '(not set)', read: true});
  }
  const kind = dir.startsWith('scanners/') ? 'scanner' : 'hook';
  const {scanTypes, conditional, nameFixed} =
    kind === 'scanner' ? scanTypesOf(templates) : {scanTypes: [], conditional: {}, nameFixed: false};
  const text = (field: unknown): string | undefined =>
    typeof field === 'string' || typeof field === 'number' ? String(field) : undefined;
  const chart: UpstreamChart = {
    sourceDir: dir,
    kind,
    name: meta.name,
    version: text(meta.version) ?? '',
    kubeVersion: text(meta.kubeVersion) ?? '',
    cpuArchitectures: platformsOf(meta),
    values,
    scanTypes,
    conditionalScanTypes: conditional,
    scanTypeNameFixed: nameFixed,
    parseDefinitions: kind === 'scanner' ? templateObjectNames(templates, 'ParseDefinition') : [],
    cascadingRules: rulesOf(tree, dir),
    examples: examplesOf(tree, dir),
  };
  const appVersion = text(meta.appVersion);
  if (appVersion !== undefined) chart.appVersion = appVersion;
  return chart;
}

/**
 * Reads every scanner and hook chart of a tree, except the ignored folders.
 * @param tree - the source tree
 * @param ignored - chart folders to leave out (e.g. the operator's test scanner)
 * @returns the charts sorted by folder
 */
export function readCharts(tree: UpstreamTree, ignored: Readonly<Record<string, string>>): UpstreamChart[] {
  return chartDirs(tree)
    .filter((dir) => !(dir in ignored))
    .sort()
    .map((dir) => readChart(tree, dir));
}

// ---------------------------------------------------------------------------------------------------------------------
// The operator's CRDs

/** Folders that hold the operator's CRDs, in the order they are tried (`config/crd/bases/` in older releases). */
export const CRD_FOLDERS: readonly string[] = ['operator/crds/', 'operator/config/crd/bases/'];

/** One CustomResourceDefinition of the operator, as {@link readCrds} returns it. */
export interface UpstreamCrd {
  /** `spec.names.kind`, e.g. `ScheduledScan`. */
  kind: string;
  /** `spec.group`, e.g. `execution.securecodebox.io`. */
  group: string;
  /** `spec.scope`: `Namespaced` or `Cluster`. */
  scope: string;
  /** Repository path of the CRD file, e.g. `operator/crds/execution.securecodebox.io_scans.yaml`. */
  file: string;
  /** Name of the version read: `v1` when the CRD has it, else the storage version, else the first. */
  version: string;
  /** That version's `schema.openAPIV3Schema`, as parsed (descriptions included). */
  schema: Record<string, unknown>;
}

/**
 * Reads the operator's CRDs: every `CustomResourceDefinition` of the first folder of {@link CRD_FOLDERS} that has any.
 * A file that does not parse, or lacks a kind or a schema, is left out; of two files with one kind, the first (in path
 * order) counts.
 * @param tree - the source tree
 * @returns the CRDs by kind
 */
export function readCrds(tree: UpstreamTree): Map<string, UpstreamCrd> {
  const out = new Map<string, UpstreamCrd>();
  for (const folder of CRD_FOLDERS) {
    const files = tree
      .files()
      .filter((file) => file.startsWith(folder) && /^[^/]+\.ya?ml$/.test(file.slice(folder.length)));
    for (const file of files) {
      const crd = tryYaml(tree.read(file) ?? '');
      if (!isRecord(crd) || crd.kind !== 'CustomResourceDefinition' || !isRecord(crd.spec)) continue;
      const kind = isRecord(crd.spec.names) ? scalarText(crd.spec.names.kind) : null;
      const versions = Array.isArray(crd.spec.versions) ? (crd.spec.versions as unknown[]).filter(isRecord) : [];
      const version = versions.find((v) => v.name === 'v1') ?? versions.find((v) => v.storage === true) ?? versions[0];
      const schema = isRecord(version?.schema) ? version.schema.openAPIV3Schema : undefined;
      if (kind === null || !isRecord(schema) || out.has(kind)) continue;
      out.set(kind, {
        kind,
        group: scalarText(crd.spec.group) ?? '',
        scope: scalarText(crd.spec.scope) ?? '',
        file,
        version: scalarText(version?.name) ?? '',
        schema,
      });
    }
    if (out.size > 0) break;
  }
  return out;
}

/** A field of a CRD schema: its dotted path (`spec.suspend`, `spec.parameters[]`, `spec.labels.*`) and its type. */
export interface CrdField {
  path: string;
  /** `string`, `integer (int64)`, `array`, `map`, `object`, `int-or-string` … */
  type: string;
  /** Whether its parent lists it under `required`. */
  required: boolean;
}

/** The type of a schema node as reports print it (`integer (int32)`, `map`, `int-or-string`). */
function typeLabel(node: Record<string, unknown>): string {
  if (node['x-kubernetes-int-or-string'] === true) return 'int-or-string';
  const type = typeof node.type === 'string' ? node.type : Array.isArray(node.type) ? node.type.join(' or ') : 'any';
  if (type === 'object' && isRecord(node.additionalProperties) && !isRecord(node.properties)) return 'map';
  return typeof node.format === 'string' ? `${type} (${node.format})` : type;
}

/**
 * Every field below a schema node (an `openAPIV3Schema` or one of our JSON Schemas without `$ref`s), keyed by path:
 * properties by name, list items as `[]`, map values as `.*`.
 * @param node - the schema node
 * @param path - the path of the node itself (`''` for the root)
 * @param out - where to add the fields (a new map by default)
 */
export function crdFields(
  node: Record<string, unknown>,
  path = '',
  out: Map<string, CrdField> = new Map(),
): Map<string, CrdField> {
  const required = new Set(Array.isArray(node.required) ? (node.required as unknown[]).map(String) : []);
  if (isRecord(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (!isRecord(child)) continue;
      const childPath = path === '' ? name : `${path}.${name}`;
      out.set(childPath, {path: childPath, type: typeLabel(child), required: required.has(name)});
      crdFields(child, childPath, out);
    }
  }
  if (isRecord(node.items)) {
    const itemsPath = `${path}[]`;
    if (!isRecord(node.items.properties)) {
      out.set(itemsPath, {path: itemsPath, type: typeLabel(node.items), required: false});
    }
    crdFields(node.items, itemsPath, out);
  }
  if (isRecord(node.additionalProperties)) {
    const valuePath = `${path}.*`;
    out.set(valuePath, {path: valuePath, type: typeLabel(node.additionalProperties), required: false});
    crdFields(node.additionalProperties, valuePath, out);
  }
  return out;
}

/**
 * CRD properties that embed a Kubernetes type (a Job template, container, pod and scheduling fields, object
 * metadata), with the type's name. Our schemas check only their outer shape, the drift check stops there, and the
 * release report counts the changes below them instead of listing them.
 */
export const KUBERNETES_TYPES: ReadonlyMap<string, string> = new Map([
  ['metadata', 'ObjectMeta'],
  ['jobTemplate', 'batch/v1 Job template'],
  ['env', 'EnvVar list'],
  ['volumes', 'Volume list'],
  ['volumeMounts', 'VolumeMount list'],
  ['initContainers', 'Container list'],
  ['affinity', 'Affinity'],
  ['tolerations', 'Toleration list'],
  ['resources', 'ResourceRequirements'],
  ['imagePullSecrets', 'LocalObjectReference list'],
  ['securityContext', 'SecurityContext'],
  ['podSecurityContext', 'PodSecurityContext'],
]);
