/**
 * The drift check: compares what the site states about the secureCodeBox platform (its integration catalogue, CRD
 * schemas and links into the repository) with an upstream source tree, and lists every difference.
 *
 * The check only reads upstream (through {@link UpstreamTree}); it never copies a file. It runs on the real monorepo
 * (`npm run check:upstream`) and, in unit tests, on small fixture trees the tests write.
 *
 * @packageDocumentation
 */
import {isDeepStrictEqual} from 'node:util';

import {checkPlatformKeys, type PlatformData} from './platform-keys';
import type {UpstreamTree} from './tree';
import {isRecord} from '../../src/lib/isRecord';
import {
  KUBERNETES_TYPES,
  cascadingRuleDocuments,
  chartDirs,
  documentedDefaults,
  flattenValues,
  platformsOf,
  readCrds,
  templateObjectNames,
  templateTexts,
  templatesRead,
  tryYaml,
} from '../upstream-sync/read';
import {exampleFindings} from '../upstream-sync/examples';

/** One Helm value row the site documents. */
export interface SiteValue {
  /** Dotted key, e.g. `scanner.image.repository`. */
  key: string;
  /**
   * The default as the site prints it: YAML flow text (`"docker.io/x"`, `[]`, `null`, `3`) or one of
   * {@link DERIVED_DEFAULTS}, which stand for an empty upstream value that the templates fill in.
   */
  default: string;
  /** Whether the site says that setting the value has no effect (no template reads it). */
  noEffect: boolean;
}

/** A trimmed example finding as the site shows it. */
export interface SiteFinding {
  category: string;
  attributes?: Record<string, unknown>;
}

/** An example of a chart as the site shows it. */
export interface SiteExample {
  /** Folder name below the chart's `examples/`. */
  name: string;
  findings?: readonly SiteFinding[];
  /** Number of findings the whole example produces, when the site states it. */
  totalFindings?: number;
}

/** A scanner or hook chart as the site documents it. */
export interface SiteChart {
  /** Catalogue slug, for the report. */
  slug: string;
  kind: 'scanner' | 'hook';
  /** Chart folder in the monorepo, e.g. `scanners/nmap`. */
  sourceDir: string;
  /** `name` of the chart's Chart.yaml. */
  chartName: string;
  /** `appVersion` of the chart; `undefined` when the site states none. */
  appVersion?: string;
  /** CPU architectures, as the chart's `supported-platforms` annotation lists them. */
  cpuArchitectures: readonly string[];
  /** ScanType names the chart installs (scanners), those it installs only when a value is set included. */
  scanTypes: readonly string[];
  /** ParseDefinition names the chart installs (scanners). */
  parseDefinitions: readonly string[];
  values: readonly SiteValue[];
  /** The chart's cascading rules, in CRD shape. */
  cascadingRules: readonly unknown[];
  examples: readonly SiteExample[];
}

/** A link from a page into the monorepo. */
export interface SiteLink {
  /** Where the site has it, e.g. `docs/how-tos/scope.md`. */
  file: string;
  /** The full URL. */
  url: string;
}

/** Everything the check compares. */
export interface SiteData {
  /** The documented tag; links into the repository must point at it. */
  tag: string;
  charts: readonly SiteChart[];
  /** Chart folders upstream that the site deliberately leaves out, with the reason (e.g. a test scanner). */
  ignoredChartDirs: Readonly<Record<string, string>>;
  /** The site's JSON Schema of each CRD kind, by kind (`Scan`, `ScanType` …). */
  crdSchemas: Readonly<Record<string, unknown>>;
  links: readonly SiteLink[];
  /** The platform keys and platform chart values (`src/data/platform-keys.ts`); not checked when absent. */
  platform?: PlatformData;
}

/** Options of {@link checkUpstreamDrift}. */
export interface DriftOptions {
  /** Whether to compare the generated facts too (default `true`); `check:upstream` diffs them through the sync. */
  facts?: boolean;
}

/** One difference. */
export interface Drift {
  /** What it concerns: `charts`, a chart folder, `crd/<Kind>` or a site file. */
  subject: string;
  message: string;
}

/**
 * Site defaults that stand for an empty upstream value the chart's templates fill in (image tags default to the chart
 * version or appVersion). Upstream must hold `null` or `""` there.
 */
export const DERIVED_DEFAULTS: ReadonlySet<string> = new Set([
  '(the chart version)',
  "(the chart's appVersion)",
  '(the chart version, e.g. 5.8.0)',
]);

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** The value at a dotted path (`a.b`, `a.list[0]`), and whether the path exists. */
export function valueAt(values: unknown, key: string): {found: boolean; value: unknown} {
  let node: unknown = values;
  for (const part of key.split('.')) {
    const match = /^(.*?)((?:\[\d+\])*)$/.exec(part);
    const name = match?.[1] ?? part;
    if (!isRecord(node) || !(name in node)) return {found: false, value: undefined};
    node = node[name];
    for (const index of (match?.[2] ?? '').match(/\d+/g) ?? []) {
      if (!Array.isArray(node) || Number(index) >= node.length) return {found: false, value: undefined};
      node = (node as unknown[])[Number(index)];
    }
  }
  return {found: true, value: node};
}

/**
 * Whether the site describes a default in words instead of giving it as YAML (`(one channel: name \`slack\` …)`):
 * text in parentheses with a space in it. Such a default is not compared; its key still has to exist upstream.
 */
export function isDescribedDefault(siteDefault: string): boolean {
  return /^\(.*\s.*\)$/s.test(siteDefault) && !DERIVED_DEFAULTS.has(siteDefault);
}

/** Whether a site default (YAML flow text or a derived marker) states the upstream value. */
export function defaultMatches(siteDefault: string, upstream: unknown): boolean {
  if (DERIVED_DEFAULTS.has(siteDefault)) return upstream === null || upstream === '' || upstream === undefined;
  if (isDescribedDefault(siteDefault)) return true;
  const parsed = tryYaml(siteDefault);
  if (parsed === undefined && siteDefault.trim() !== '') return false;
  return isDeepStrictEqual(parsed ?? null, upstream ?? null);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return isDeepStrictEqual([...new Set(a)].sort(), [...new Set(b)].sort());
}

function describeSet(values: readonly string[]): string {
  return values.length === 0 ? '(none)' : [...values].sort().join(', ');
}

/** Whether a source text names a word or phrase as a whole (not as part of a longer identifier). */
export function mentions(source: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(source);
}

/** Compares one chart. */
function checkChart(tree: UpstreamTree, chart: SiteChart, drifts: Drift[]): void {
  const subject = chart.sourceDir;
  const add = (message: string): void => {
    drifts.push({subject, message});
  };
  const chartYaml = tree.read(`${chart.sourceDir}/Chart.yaml`);
  const meta = chartYaml === null ? undefined : tryYaml(chartYaml);
  if (!isRecord(meta)) {
    add('upstream has no readable Chart.yaml');
    return;
  }
  if (meta.name !== chart.chartName) add(`chart name: site "${chart.chartName}", upstream "${String(meta.name)}"`);
  const upstreamApp =
    typeof meta.appVersion === 'string' || typeof meta.appVersion === 'number' ? String(meta.appVersion) : undefined;
  if (upstreamApp !== chart.appVersion) {
    add(`appVersion: site ${chart.appVersion ?? '(none)'}, upstream ${upstreamApp ?? '(none)'}`);
  }
  const upstreamArch = platformsOf(meta);
  if (upstreamArch.length > 0 && !sameSet(upstreamArch, chart.cpuArchitectures)) {
    add(
      `CPU architectures: site ${describeSet(chart.cpuArchitectures)}, upstream ${describeSet(upstreamArch)} (supported-platforms)`,
    );
  }

  const templates = templateTexts(tree, chart.sourceDir);
  const allTemplates = templates.join('\n');
  if (chart.kind === 'scanner') {
    const scanTypes = templateObjectNames(templates, 'ScanType');
    if (!sameSet(scanTypes, chart.scanTypes)) {
      add(`ScanTypes: site ${describeSet(chart.scanTypes)}, upstream ${describeSet(scanTypes)}`);
    }
    const parseDefinitions = templateObjectNames(templates, 'ParseDefinition');
    if (!sameSet(parseDefinitions, chart.parseDefinitions)) {
      add(`ParseDefinitions: site ${describeSet(chart.parseDefinitions)}, upstream ${describeSet(parseDefinitions)}`);
    }
  }

  // Values: every site row exists upstream with the same default; every upstream leaf is covered by a site row.
  const valuesText = tree.read(`${chart.sourceDir}/values.yaml`);
  const values = valuesText === null ? undefined : tryYaml(valuesText);
  if (values === undefined) {
    if (chart.values.length > 0) add('upstream has no readable values.yaml');
  } else {
    const documentedDefaultsByKey = documentedDefaults(valuesText ?? '');
    for (const row of chart.values) {
      const lookupKey = row.key.replace(/\[\]$/, '');
      const {found, value} = valueAt(values, lookupKey);
      const read = templatesRead(allTemplates, lookupKey);
      if (!found) {
        // A key that values.yaml leaves out but a template reads is real; its default is then empty.
        if (!read) add(`value ${row.key}: the site documents it, neither upstream's values.yaml nor a template has it`);
        else if (!defaultMatches(row.default, null) && !['[]', '{}', '""'].includes(row.default)) {
          add(`value ${row.key}: not in upstream's values.yaml, so its default is empty, not ${row.default}`);
        }
        continue;
      }
      const documented = documentedDefaultsByKey.get(lookupKey);
      const matches =
        defaultMatches(row.default, value) ||
        (documented !== undefined && (documented === row.default || defaultMatches(row.default, tryYaml(documented))));
      if (!matches) {
        add(`value ${row.key}: site default ${row.default}, upstream ${JSON.stringify(value ?? null)}`);
      }
      if (row.noEffect && read) add(`value ${row.key}: the site says it has no effect, but a template reads it`);
    }
    const siteKeys = chart.values.map((row) => row.key.replace(/\[\]$/, '').replace(/\[\d+\]/g, ''));
    for (const leaf of flattenValues(values).keys()) {
      const covered = siteKeys.some((key) => leaf === key || leaf.startsWith(`${key}.`));
      if (!covered) add(`value ${leaf}: in upstream's values.yaml, not documented by the site`);
    }
  }

  // Cascading rules, by name.
  const upstreamRules = new Map<string, unknown>();
  for (const rule of cascadingRuleDocuments(tree, chart.sourceDir)) {
    if (isRecord(rule.metadata) && typeof rule.metadata.name === 'string') upstreamRules.set(rule.metadata.name, rule);
  }
  const siteRules = new Map<string, unknown>();
  for (const rule of chart.cascadingRules) {
    if (isRecord(rule) && isRecord(rule.metadata) && typeof rule.metadata.name === 'string') {
      siteRules.set(rule.metadata.name, rule);
    }
  }
  for (const [name, rule] of upstreamRules) {
    const site = siteRules.get(name);
    if (site === undefined) add(`cascading rule ${name}: upstream ships it, the site does not list it`);
    else if (!isDeepStrictEqual(JSON.parse(JSON.stringify(site)) as Json, rule)) {
      add(`cascading rule ${name}: differs from upstream's cascading-rules/ file`);
    }
  }
  for (const name of siteRules.keys()) {
    if (!upstreamRules.has(name)) add(`cascading rule ${name}: the site lists it, upstream ships no such rule`);
  }

  checkExamples(tree, chart, drifts);
}

/** Compares the examples a chart's entry shows with upstream: folders, and the categories and attributes of the samples. */
function checkExamples(tree: UpstreamTree, chart: SiteChart, drifts: Drift[]): void {
  const add = (message: string): void => {
    drifts.push({subject: chart.sourceDir, message});
  };
  // Example findings: categories and attribute names the parser really writes.
  const parserSource = tree
    .files()
    // The parser's code, tests, snapshots and test reports: what the parser writes, as its own tests show it.
    .filter((file) => file.startsWith(`${chart.sourceDir}/parser/`) && !/package(-lock)?\.json/.test(file))
    .map((file) => tree.read(file) ?? '')
    .join('\n');
  for (const example of chart.examples) {
    const folder = `${chart.sourceDir}/examples/${example.name}`;
    if (!tree.exists(folder)) {
      add(`example ${example.name}: upstream has no such example folder`);
      continue;
    }
    // The number of findings is generated (readExample), so the sync's diff reports a changed count; this check
    // compares what generation cannot: the categories and attributes of the samples an entry curates.
    const list = exampleFindings(tree, folder) ?? [];
    for (const finding of example.findings ?? []) {
      const sameCategory = list.filter((f) => f.category === finding.category);
      const inParser = mentions(parserSource, finding.category);
      if (sameCategory.length === 0 && !inParser) {
        add(`example ${example.name}: category "${finding.category}" is neither in the example nor in the parser`);
        continue;
      }
      const upstreamAttributes = new Set(
        sameCategory.flatMap((f) => (isRecord(f.attributes) ? Object.keys(f.attributes) : [])),
      );
      for (const attribute of Object.keys(finding.attributes ?? {})) {
        if (!upstreamAttributes.has(attribute) && !mentions(parserSource, attribute)) {
          add(
            `example ${example.name}: attribute "${attribute}" of "${finding.category}" is not written by the parser`,
          );
        }
      }
    }
  }
}

/** The property tree of a JSON Schema node, with local `$ref`s resolved. */
function resolveRef(root: Record<string, unknown>, node: unknown): Record<string, unknown> | undefined {
  let current = node;
  for (let depth = 0; depth < 20 && isRecord(current) && typeof current.$ref === 'string'; depth += 1) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    let target: unknown = root;
    for (const part of path) target = isRecord(target) ? target[part] : undefined;
    current = target;
  }
  return isRecord(current) ? current : undefined;
}

/** Properties of an object schema node, or `undefined` for an opaque node (no `properties`). */
function propertiesOf(root: Record<string, unknown>, node: unknown): Record<string, unknown> | undefined {
  const resolved = resolveRef(root, node);
  if (resolved === undefined) return undefined;
  if (isRecord(resolved.properties)) return resolved.properties;
  // Arrays of objects: compare their items.
  if (resolved.type === 'array' && resolved.items !== undefined) return propertiesOf(root, resolved.items);
  return undefined;
}

/**
 * Properties that embed Kubernetes types (a Job template, container fields, scheduling, metadata). The site's schemas
 * check only their outer shape (see `src/data/crd-schemas/README.md`), so the comparison stops there.
 */
export const KUBERNETES_TYPED_PROPERTIES: ReadonlySet<string> = new Set(KUBERNETES_TYPES.keys());

/** Compares two schema trees where both describe properties; opaque nodes on either side end the walk. */
function compareSchemas(
  kind: string,
  siteRoot: Record<string, unknown>,
  site: unknown,
  upstream: unknown,
  path: string,
  drifts: Drift[],
): void {
  const siteProps = propertiesOf(siteRoot, site);
  const upstreamNode = isRecord(upstream) ? upstream : undefined;
  const upstreamProps = propertiesOf(upstreamNode ?? {}, upstreamNode);
  if (siteProps === undefined || upstreamProps === undefined) return;
  for (const name of Object.keys(upstreamProps)) {
    if (!(name in siteProps)) {
      drifts.push({subject: `crd/${kind}`, message: `${path}${name}: in the CRD, missing from the site's schema`});
    } else if (!KUBERNETES_TYPED_PROPERTIES.has(name)) {
      compareSchemas(kind, siteRoot, siteProps[name], upstreamProps[name], `${path}${name}.`, drifts);
    }
  }
  for (const name of Object.keys(siteProps)) {
    if (!(name in upstreamProps)) {
      drifts.push({subject: `crd/${kind}`, message: `${path}${name}: in the site's schema, not in the CRD`});
    }
  }
}

/** Compares the site's CRD schemas with the operator's CRDs (`operator/crds/*.yaml`). */
function checkCrds(tree: UpstreamTree, site: SiteData, drifts: Drift[]): void {
  const upstream = new Map([...readCrds(tree)].map(([kind, crd]) => [kind, crd.schema]));
  for (const kind of upstream.keys()) {
    if (!(kind in site.crdSchemas))
      drifts.push({subject: `crd/${kind}`, message: 'upstream defines it, the site has no schema'});
  }
  for (const [kind, schema] of Object.entries(site.crdSchemas)) {
    const upstreamSchema = upstream.get(kind);
    if (upstreamSchema === undefined) {
      drifts.push({subject: `crd/${kind}`, message: 'the site has a schema, upstream defines no such kind'});
      continue;
    }
    if (isRecord(schema)) compareSchemas(kind, schema, schema, upstreamSchema, '', drifts);
  }
}

/** Matches links into the monorepo: `…/secureCodeBox/secureCodeBox/(blob|tree|raw)/<ref>[/<path>]`. */
const REPO_LINK = /^https:\/\/github\.com\/secureCodeBox\/secureCodeBox\/(blob|tree|raw)\/([^/?#]+)(?:\/([^?#]*))?/;

/**
 * Checks that links into the repository point at the documented tag and at paths that exist there. A link pinned to a
 * full commit SHA is an immutable permalink (a page quoting a file as it stood then, or the work of a pull request
 * that never reached a release) and is accepted as it is. A link to any branch is reported: branches move or are
 * deleted (the `pingcastle` branch the Windows scanner page once linked to no longer exists upstream).
 */
function checkLinks(tree: UpstreamTree, site: SiteData, drifts: Drift[]): void {
  for (const link of site.links) {
    const match = REPO_LINK.exec(link.url);
    if (!match) continue;
    const [, , ref = '', rawPath = ''] = match;
    const path = decodeURIComponent(rawPath).replace(/\/+$/, '');
    if (ref !== site.tag && !/^[0-9a-f]{40}$/.test(ref)) {
      drifts.push({subject: link.file, message: `link points at "${ref}", not at ${site.tag}: ${link.url}`});
    } else if (ref === site.tag && path !== '' && !tree.exists(path)) {
      drifts.push({subject: link.file, message: `link to a path that does not exist at ${site.tag}: ${link.url}`});
    }
  }
}

/**
 * Compares the site's data with an upstream tree.
 * @param tree - the monorepo at the release to compare with
 * @param site - what the site states
 * @param options - `facts: false` leaves out what `npm run sync:upstream` generates (Chart.yaml fields, values, ScanTypes,
 *   ParseDefinitions, cascading rules, the chart set, the CRD schemas) and compares only the examples the entries show
 *   and the links
 * @returns every difference, in a stable order (empty when the site is current)
 */
export function checkUpstreamDrift(tree: UpstreamTree, site: SiteData, options: DriftOptions = {}): Drift[] {
  const drifts: Drift[] = [];
  if (options.facts === false) {
    // The facts come from the generated data; only what the prose adds to them is compared here.
    const upstreamDirs = new Set(chartDirs(tree));
    // The CRD schemas are generated too (`scripts/upstream-sync/crds.ts`): `check:upstream` diffs them through the sync.
    for (const chart of site.charts) if (upstreamDirs.has(chart.sourceDir)) checkExamples(tree, chart, drifts);
    checkLinks(tree, site, drifts);
    return drifts;
  }
  const siteDirs = new Set(site.charts.map((chart) => chart.sourceDir));
  const upstreamDirs = chartDirs(tree);
  for (const dir of upstreamDirs) {
    if (!siteDirs.has(dir) && !(dir in site.ignoredChartDirs)) {
      drifts.push({subject: 'charts', message: `${dir}: upstream has this chart, the site's catalogue does not`});
    }
  }
  for (const dir of siteDirs) {
    if (!upstreamDirs.includes(dir)) {
      drifts.push({subject: 'charts', message: `${dir}: in the site's catalogue, upstream has no such chart`});
    }
  }
  for (const chart of site.charts) {
    if (upstreamDirs.includes(chart.sourceDir)) checkChart(tree, chart, drifts);
  }
  checkCrds(tree, site, drifts);
  checkLinks(tree, site, drifts);
  if (site.platform) drifts.push(...checkPlatformKeys(tree, site.platform));
  return drifts;
}
