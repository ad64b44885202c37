/**
 * Joins the generated facts of a chart (`generated/<scanners|hooks>/<chart folder>.ts`, see `upstream.ts`) with the
 * hand-written prose of its entry: the value rows of the Configuration table, and the chart, ScanType, ParseDefinition,
 * architecture and cascading-rule fields of the entry. The prose is keyed by value path; {@link proseProblems} lists
 * every key without a description, every description of a key that no longer exists and every "no effect" note on a
 * key a template reads, and {@link combineValues} refuses to build a table while there is one.
 *
 * @packageDocumentation
 */
import type {
  ConfigValue,
  ConfigValueType,
  FindingSample,
  HookIntegration,
  IntegrationExample,
  ScannerIntegration,
} from './types';
import type {UpstreamChart, UpstreamExample, UpstreamValue} from './upstream';

/** The prose of one value: its description, and the type when the default (`null`) does not show it. */
export interface ValueProse {
  /** What the value does, in our own words (backticks mark inline code). */
  description: string;
  /** Type, needed only when the chart's default is `null` or the key is not in values.yaml. */
  type?: ConfigValueType;
  /**
   * A default described in words, e.g. `(one channel: name \`slack\` …)`, for a long list or map default. Only
   * allowed where the generated default is a non-empty list or map.
   */
  default?: string;
}

/** Prose by value path: a description, or a {@link ValueProse}. */
export type ValueDocs = Readonly<Record<string, string | ValueProse>>;

/** Description of a value that a chart's values.yaml has but none of the chart's templates reads. */
export const NO_EFFECT =
  "Has no effect: the value is in this chart's values.yaml, but none of the chart's templates reads it.";

/** Description of `cascadingRules.enabled` in a chart that ships no cascading rules. */
export const NO_RULES = 'Has no effect: this chart ships no cascading rules for it to install.';

/** Whether a description is a "has no effect" note. */
function isNoEffectNote(description: string): boolean {
  return description.startsWith('Has no effect');
}

function proseOf(entry: string | ValueProse | undefined): ValueProse | undefined {
  return typeof entry === 'string' ? {description: entry} : entry;
}

/** Whether a generated default is a non-empty list or map (which a {@link ValueProse.default} may describe). */
function isCompound(row: UpstreamValue): boolean {
  return /^[[{]/.test(row.default) && row.default !== '[]' && row.default !== '{}';
}

/**
 * What is wrong with the prose of a chart, one sentence per problem.
 * @param chart - the generated facts
 * @param docs - the entry's prose by value path
 * @param common - the prose every chart of the kind shares (`SCANNER_VALUE_DOCS` or `HOOK_VALUE_DOCS`)
 * @returns empty when every read key has a description, every described key exists and no "no effect" note is wrong
 */
export function proseProblems(chart: UpstreamChart, docs: ValueDocs, common: ValueDocs): string[] {
  const problems: string[] = [];
  const keys = new Map(chart.values.map((row) => [row.key, row]));
  for (const row of chart.values) {
    const prose = proseOf(docs[row.key] ?? common[row.key]);
    if (prose === undefined) {
      if (row.read) problems.push(`value ${row.key}: no description (add one to the entry's values)`);
      continue;
    }
    if (row.read && isNoEffectNote(prose.description) && !(row.key === 'cascadingRules.enabled')) {
      problems.push(`value ${row.key}: the entry says it has no effect, but a template of the chart reads it`);
    }
    if (!row.read && docs[row.key] !== undefined && !isNoEffectNote(prose.description)) {
      problems.push(`value ${row.key}: no template of the chart reads it, but the entry describes what it does`);
    }
    if (row.type === null && prose.type === undefined && proseOf(common[row.key])?.type === undefined)
      problems.push(`value ${row.key}: default null, name its type`);
    if (prose.default !== undefined && !isCompound(row)) {
      problems.push(`value ${row.key}: the entry describes its default, but the chart's default is ${row.default}`);
    }
  }
  for (const key of Object.keys(docs)) {
    if (!keys.has(key)) problems.push(`value ${key}: the entry describes it, but the chart has no such key`);
  }
  return problems;
}

/** Top-level keys of the values every chart of a kind shares; the tables list chart-specific keys before them. */
const SHARED_TOP_LEVEL: ReadonlySet<string> = new Set([
  'imagePullSecrets',
  'parser',
  'scanner',
  'cascadingRules',
  'hook',
  'nameOverride',
  'fullnameOverride',
]);

/**
 * The value rows of a chart's Configuration table: chart-specific values first (values.yaml order), then the shared
 * ones in the order of `common` (keys a chart adds to a shared block follow the shared key before them).
 * @param chart - the generated facts
 * @param docs - the entry's prose by value path
 * @param common - the prose every chart of the kind shares
 * @throws {Error} listing every problem of {@link proseProblems}
 */
export function combineValues(chart: UpstreamChart, docs: ValueDocs, common: ValueDocs): ConfigValue[] {
  const problems = proseProblems(chart, docs, common);
  if (problems.length > 0)
    throw new Error(`${chart.sourceDir}: the prose of its entry is out of date:\n- ${problems.join('\n- ')}`);
  const commonOrder = Object.keys(common);
  const specific: ConfigValue[] = [];
  const shared: Array<{rank: number; row: ConfigValue}> = [];
  let rank = -1;
  chart.values.forEach((row, index) => {
    const prose = proseOf(docs[row.key] ?? common[row.key]);
    let description = prose?.description ?? NO_EFFECT;
    if (!row.read && (prose === undefined || docs[row.key] === undefined)) description = NO_EFFECT;
    if (row.key === 'cascadingRules.enabled' && chart.cascadingRules.length === 0) description = NO_RULES;
    const out: ConfigValue = {
      key: row.key,
      type: row.type ?? prose?.type ?? proseOf(common[row.key])?.type ?? 'string',
      default: prose?.default ?? row.default,
      description,
    };
    if (!SHARED_TOP_LEVEL.has(row.key.split('.')[0] ?? '')) {
      specific.push(out);
      return;
    }
    const at = commonOrder.indexOf(row.key);
    rank = at === -1 ? rank + 0.001 : Math.max(at, rank);
    shared.push({rank: at === -1 ? rank : at + index / 1e6, row: out});
  });
  return [...specific, ...shared.sort((a, b) => a.rank - b.rank).map((item) => item.row)];
}

/** The Helm chart fields of an entry, from the generated facts. */
function chartFields(chart: UpstreamChart): ScannerIntegration['chart'] {
  const out: ScannerIntegration['chart'] = {
    name: chart.name,
    kubeVersion: chart.kubeVersion,
    sourceDir: chart.sourceDir,
  };
  if (chart.appVersion !== undefined) out.appVersion = chart.appVersion;
  return out;
}

/** The generated fields of a scanner entry. */
export type ScannerFacts = Pick<
  ScannerIntegration,
  | 'chart'
  | 'installCommand'
  | 'scanTypes'
  | 'parseDefinitions'
  | 'conditionalScanTypes'
  | 'scanTypeNameFixed'
  | 'cpuArchitectures'
  | 'cascadingRules'
>;

/** The generated fields of a hook entry. */
export type HookFacts = Pick<
  HookIntegration,
  'chart' | 'installCommand' | 'scanTypes' | 'cpuArchitectures' | 'cascadingRules'
>;

/**
 * The fact fields of a scanner entry.
 * @param chart - the generated facts
 * @param installCommand - the install command for the chart name (`helmInstall` in `common.ts`)
 */
export function scannerFacts(chart: UpstreamChart, installCommand: (chart: string) => string): ScannerFacts {
  const facts: ScannerFacts = {
    chart: chartFields(chart),
    installCommand: installCommand(chart.name),
    scanTypes: chart.scanTypes,
    parseDefinitions: chart.parseDefinitions,
    cpuArchitectures: chart.cpuArchitectures,
    cascadingRules: chart.cascadingRules,
  };
  if (Object.keys(chart.conditionalScanTypes).length > 0) facts.conditionalScanTypes = chart.conditionalScanTypes;
  if (chart.scanTypeNameFixed) facts.scanTypeNameFixed = true;
  return facts;
}

/**
 * The fact fields of a hook entry.
 * @param chart - the generated facts
 * @param installCommand - the install command for the chart name (`helmInstall` in `common.ts`)
 */
export function hookFacts(chart: UpstreamChart, installCommand: (chart: string) => string): HookFacts {
  return {
    chart: chartFields(chart),
    installCommand: installCommand(chart.name),
    scanTypes: [],
    cpuArchitectures: chart.cpuArchitectures,
    cascadingRules: chart.cascadingRules,
  };
}

/**
 * The prose of one example folder: its description, and the curation choices no rule can make. Everything else
 * (the manifest, the findings sample, the number of findings) comes from the generated facts
 * ({@link UpstreamExample}).
 */
export interface ExampleProse {
  /** What the example shows, in our own words (one or two sentences; backticks mark inline code). */
  description: string;
  /**
   * Our own manifest, shown instead of upstream's: where upstream's is wrong (a flag the scanner lacks, a target that
   * is the scan pod itself, a placeholder token) or needs our comments (what a parameter does, that a scan attacks the
   * target). Every secureCodeBox document must still validate against its CRD schema.
   */
  scan?: string;
  /**
   * Our own findings sample, shown instead of the generated one: findings as this release's parser writes them where
   * upstream's recorded file is older, a choice of findings that shows a category or severity the page names, or
   * findings from the parser's test reports (then set {@link ExampleProse.totalFindings} to `null`).
   */
  findings?: readonly FindingSample[];
  /**
   * The total the page gives instead of the generated count: `null` for none (the sample adds findings from the
   * parser's test reports, or upstream's file keeps only part of the run); a number only where upstream keeps no
   * readable list of findings (e.g. a raw scanner report), counted from that report.
   */
  totalFindings?: number | null;
}

/** Example prose by example folder name: a description, or an {@link ExampleProse}. */
export type ExampleDocs = Readonly<Record<string, string | ExampleProse>>;

function exampleProseOf(entry: string | ExampleProse | undefined): ExampleProse | undefined {
  return typeof entry === 'string' ? {description: entry} : entry;
}

/**
 * What is wrong with the example prose of a chart, one sentence per problem.
 * @param chart - the generated facts
 * @param docs - the entry's example prose by folder name
 * @returns empty when every example folder has a description, every description an example folder, every example a
 *   manifest, and no hand-counted total stands where upstream's findings can be counted
 */
export function exampleProblems(chart: UpstreamChart, docs: ExampleDocs): string[] {
  const problems: string[] = [];
  for (const example of chart.examples) {
    const prose = exampleProseOf(docs[example.name]);
    if (prose === undefined) {
      problems.push(`example ${example.name}: no description (add one to the entry's examples)`);
      continue;
    }
    if (prose.scan === undefined && example.scan === null) {
      problems.push(
        `example ${example.name}: upstream's scan.yaml is missing or not valid YAML; write the entry's scan`,
      );
    }
    if (typeof prose.totalFindings === 'number' && example.findings !== null) {
      problems.push(
        `example ${example.name}: the entry counts ${prose.totalFindings} findings, but upstream's findings can be counted (${example.findings}); remove the entry's totalFindings`,
      );
    }
  }
  const names = new Set(chart.examples.map((example) => example.name));
  for (const name of Object.keys(docs)) {
    if (!names.has(name))
      problems.push(`example ${name}: the entry describes it, but the chart has no such example folder`);
  }
  return problems;
}

/**
 * The examples of a chart's page, in the order of the entry's prose (the page's headings follow it): the generated
 * manifest, findings sample and number of findings,
 * with the entry's description and curation choices ({@link ExampleProse}).
 * @param chart - the generated facts
 * @param docs - the entry's example prose by folder name
 * @throws {Error} naming the chart and listing every problem of {@link exampleProblems}
 */
export function combineExamples(chart: UpstreamChart, docs: ExampleDocs): IntegrationExample[] {
  const problems = exampleProblems(chart, docs);
  if (problems.length > 0)
    throw new Error(`${chart.sourceDir}: the example prose of its entry is out of date:\n- ${problems.join('\n- ')}`);
  const byName = new Map(chart.examples.map((example) => [example.name, example]));
  return Object.keys(docs).map((name) => {
    const prose = exampleProseOf(docs[name]) ?? {description: ''};
    const example: UpstreamExample = byName.get(name) ?? {name, findings: null, categories: {}, scan: null, sample: []};
    const out: IntegrationExample = {
      name: example.name,
      description: prose.description,
      scan: prose.scan ?? example.scan ?? '',
    };
    const total = prose.totalFindings === undefined ? example.findings : prose.totalFindings;
    if (total !== null) out.totalFindings = total;
    const findings = prose.findings ?? example.sample;
    if (findings.length > 0) out.findings = findings;
    return out;
  });
}
