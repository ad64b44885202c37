/**
 * The scan builder's state: everything a reader sets in the form, as plain serialisable data, plus the functions
 * that create it (blank or from a catalogue example) and update it. Manifest and command generation live in
 * `manifest.ts`, the URL form in `url.ts`.
 *
 * Form values are kept as the strings the reader typed (`ttl: '600'`), so that a half-typed value never throws; the
 * manifest generator parses and validates them.
 *
 * @packageDocumentation
 */
import {
  exampleDocuments,
  isRecord,
  isScanDocument,
  type BuilderCatalogue,
  type BuilderScanner,
  type PlainDocument,
} from './catalogue';
import {
  SCOPE_LISTS as SCOPE_COMBINATORS,
  SCOPE_OPERATORS,
  SCOPE_PREFIX as SCOPE_DOMAIN,
  type ScopeList as ScopeCombinator,
  type ScopeOperator,
} from '../../data/cascading-scope';

/** One environment variable of the scanner container: a plain value or a key of a Kubernetes Secret. */
export interface EnvRow {
  /** Variable name, e.g. `WPVULNDB_API_TOKEN`. */
  name: string;
  /** `secret`: `valueFrom.secretKeyRef`; `value`: a literal `value`. */
  from: 'secret' | 'value';
  /** Name of the Secret (for `secret`). */
  secret: string;
  /** Key inside the Secret (for `secret`). */
  key: string;
  /** Literal value (for `value`). */
  value: string;
}

/** CPU and memory requests and limits of the scanner container; empty strings are left out. */
export interface ResourcesState {
  requestsCpu: string;
  requestsMemory: string;
  limitsCpu: string;
  limitsMemory: string;
}

/** The ScheduledScan part. */
export interface ScheduleState {
  /** When `true` the builder writes a ScheduledScan instead of a Scan. */
  enabled: boolean;
  /** Go duration between runs, e.g. `24h`; exclusive with `cron`. */
  interval: string;
  /** Cron expression, e.g. `0 3 * * *`; exclusive with `interval`. */
  cron: string;
  /** `successfulJobsHistoryLimit`, digits or empty. */
  successfulJobsHistoryLimit: string;
  /** `failedJobsHistoryLimit`, digits or empty. */
  failedJobsHistoryLimit: string;
  /** `concurrencyPolicy`; empty leaves the operator's default (`Allow`). */
  concurrencyPolicy: '' | 'Allow' | 'Forbid' | 'Replace';
  /** `retriggerOnScanTypeChange`. */
  retriggerOnScanTypeChange: boolean;
}

/** The inherit flags of `spec.cascades`, in the order the Scan reference lists them. */
export const INHERIT_FLAGS = [
  'inheritLabels',
  'inheritAnnotations',
  'inheritEnv',
  'inheritVolumes',
  'inheritInitContainers',
  'inheritHookSelector',
  'inheritAffinity',
  'inheritTolerations',
] as const;
/** One inherit flag. */
export type InheritFlag = (typeof INHERIT_FLAGS)[number];

/** The operator's defaults of the inherit flags (Scan CRD); only flags that differ are written. */
export const INHERIT_DEFAULTS: Readonly<Record<InheritFlag, boolean>> = {
  inheritLabels: true,
  inheritAnnotations: true,
  inheritEnv: false,
  inheritVolumes: false,
  inheritInitContainers: false,
  inheritHookSelector: false,
  inheritAffinity: true,
  inheritTolerations: true,
};

/**
 * The scope limiter's operators, lists (`SCOPE_COMBINATORS` here) and annotation prefix (`SCOPE_DOMAIN`): one model
 * with the cascading-scans explorer's (src/data/cascading-scope.ts).
 */
export {SCOPE_COMBINATORS, SCOPE_DOMAIN, SCOPE_OPERATORS, type ScopeCombinator, type ScopeOperator};
/** The scope limiter: one requirement plus the scope annotation it reads. */
export interface ScopeState {
  enabled: boolean;
  /** Annotation name after {@link SCOPE_DOMAIN}, e.g. `domain`. */
  key: string;
  /** Annotation value: the scope, e.g. `example.com`. */
  value: string;
  combinator: ScopeCombinator;
  operator: ScopeOperator;
  /**
   * Templated values, one per row, e.g. `{{attributes.hostname}}`. Mustache over the finding, with `$` holding the
   * ParseDefinition's `scopeLimiterAliases` (the cascading-rule helper `$.hostOrIP` does not exist here).
   */
  values: string[];
  validOnMissingRender: boolean;
}

/** Values of the two standard rule labels a selector can ask for; empty means "any". */
export type InvasiveLabel = '' | 'non-invasive' | 'invasive';
/**
 * Values of `securecodebox.io/intensive`; empty means "any". `light-medium` is "up to medium": the selector admits
 * light and medium rules (`matchExpressions` with `In`). `medium` and `high` alone are exact labels, kept for
 * manifests that use them.
 */
export type IntensiveLabel = '' | 'light' | 'light-medium' | 'medium' | 'high';
/** The `matchExpressions` values that {@link IntensiveLabel} `light-medium` stands for. */
export const UP_TO_MEDIUM: readonly string[] = ['light', 'medium'];

/**
 * The cascading part (`spec.cascades`). Ticking the box starts from the safe selection ({@link SAFE_INVASIVE},
 * {@link SAFE_INTENSIVE}); "any" (empty) is only ever the reader's choice or an example's or link's.
 */
export interface CascadeState {
  enabled: boolean;
  /** `matchLabels` value of `securecodebox.io/invasive`; empty selects rules of any value. */
  invasive: InvasiveLabel;
  /** `matchLabels` value of `securecodebox.io/intensive`; empty selects rules of any value. */
  intensive: IntensiveLabel;
  /** Inherit flags; absent flags keep their default. */
  inherit: Partial<Record<InheritFlag, boolean>>;
  scope: ScopeState;
}

/** The invasiveness cascading starts from: rules that only look at the target. */
export const SAFE_INVASIVE: InvasiveLabel = 'non-invasive';
/** The intensity cascading starts from: rules that put little load on the target. */
export const SAFE_INTENSIVE: IntensiveLabel = 'light';
/** The interval a new ScheduledScan starts with, a real value the reader can keep or change. */
export const DEFAULT_INTERVAL = '24h';

/** The whole form. */
export interface BuilderState {
  /** Slug of the scanner, e.g. `nmap`. */
  scanner: string;
  /** Name of the example the reader started from, or `null` for a blank scan. */
  example: string | null;
  scanType: string;
  name: string;
  /** Namespace; empty means the current namespace of kubectl / Helm. */
  namespace: string;
  /** One argument per row, targets included. */
  parameters: string[];
  env: EnvRow[];
  resources: ResourcesState;
  /** `ttlSecondsAfterFinished` as typed; empty leaves it out. */
  ttl: string;
  /**
   * Writes `suspend: true` on the Scan or, when {@link ScheduleState.enabled}, on the ScheduledScan (CRDs since 5.6.0):
   * the operator leaves a suspended Scan alone, and a suspended ScheduledScan creates no Scans, until it is resumed.
   */
  suspend: boolean;
  schedule: ScheduleState;
  cascade: CascadeState;
  /** Slugs of the chosen hooks. */
  hooks: string[];
  /** Whether the operator still has to be installed (adds its Helm command). */
  installOperator: boolean;
  /**
   * What the reader entered for the chosen hooks' charts, by `<hook slug>:<values key>` (e.g.
   * `defectdojo:defectdojo.url`), `<slug>:_choice` for an authentication choice and `<slug>:_channel` for the
   * notification channel type. Never a secret: Secret values stay placeholders in the commands.
   */
  hookConfig: Record<string, string>;
}

/** Parts of an example the form does not edit; written back unchanged so the example keeps its meaning. */
export interface Passthrough {
  /** Documents before the Scan (e.g. the ConfigMap with a ZAP plan). */
  before: PlainDocument[];
  /** Documents after the Scan. */
  after: PlainDocument[];
  /** Metadata fields other than name and namespace (labels, annotations …). */
  metadata: Record<string, unknown>;
  /** Spec fields the form does not edit (volumes, volumeMounts, initContainers, affinity …), in example order. */
  spec: Record<string, unknown>;
  /** `spec.cascades` fields other than the two standard labels and the inherit flags. */
  cascades: Record<string, unknown>;
  /** `matchLabels` entries other than the two standard labels. */
  matchLabels: Record<string, string>;
  /** Env entries the form cannot show (e.g. `valueFrom.fieldRef`). */
  env: unknown[];
  /**
   * Fields of a ScheduledScan's `spec` (beside `scanSpec`) the form does not edit or would write differently, e.g.
   * `suspend: false`; written only when the builder writes a ScheduledScan.
   */
  scheduled: Record<string, unknown>;
}

/** An empty {@link Passthrough}. */
export function emptyPassthrough(): Passthrough {
  return {before: [], after: [], metadata: {}, spec: {}, cascades: {}, matchLabels: {}, env: [], scheduled: {}};
}

/** The default scope limiter settings (disabled). */
export function defaultScope(): ScopeState {
  return {
    enabled: false,
    key: 'domain',
    value: '',
    combinator: 'allOf',
    operator: 'SubdomainOf',
    values: ['{{attributes.hostname}}'],
    validOnMissingRender: false,
  };
}

/**
 * A blank scan for a scanner: its first ScanType, a name derived from it and one empty target row.
 * @param scanner - a scanner entry
 */
export function blankState(scanner: BuilderScanner): BuilderState {
  const scanType = scanner.scanTypes[0] ?? scanner.slug;
  return {
    scanner: scanner.slug,
    example: null,
    scanType,
    name: `${scanType}-scan`,
    namespace: '',
    parameters: [''],
    env: [],
    resources: {requestsCpu: '', requestsMemory: '', limitsCpu: '', limitsMemory: ''},
    ttl: '',
    suspend: false,
    schedule: {
      enabled: false,
      interval: '',
      cron: '',
      successfulJobsHistoryLimit: '',
      failedJobsHistoryLimit: '',
      concurrencyPolicy: '',
      retriggerOnScanTypeChange: false,
    },
    cascade: {enabled: false, invasive: SAFE_INVASIVE, intensive: SAFE_INTENSIVE, inherit: {}, scope: defaultScope()},
    hooks: [],
    installOperator: false,
    hookConfig: {},
  };
}

const MODELED_SPEC = new Set([
  'scanType',
  'parameters',
  'env',
  'resources',
  'ttlSecondsAfterFinished',
  'cascades',
  'hookSelector',
]);
const INVASIVE = 'securecodebox.io/invasive';
const INTENSIVE = 'securecodebox.io/intensive';

function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // A mapping or list where the form expects a scalar: show it as JSON rather than '[object Object]'.
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/** Splits an example's env list into form rows and entries kept as they are. */
function envRows(env: unknown): {rows: EnvRow[]; rest: unknown[]} {
  const rows: EnvRow[] = [];
  const rest: unknown[] = [];
  for (const entry of Array.isArray(env) ? env : []) {
    if (!isRecord(entry) || typeof entry.name !== 'string') {
      rest.push(entry);
      continue;
    }
    const keys = Object.keys(entry).sort().join(',');
    const ref =
      isRecord(entry.valueFrom) && isRecord(entry.valueFrom.secretKeyRef) ? entry.valueFrom.secretKeyRef : undefined;
    if (keys === 'name,value' && typeof entry.value === 'string') {
      rows.push({name: entry.name, from: 'value', secret: '', key: '', value: entry.value});
    } else if (
      keys === 'name,valueFrom' &&
      ref &&
      Object.keys(entry.valueFrom as object).length === 1 &&
      Object.keys(ref).sort().join(',') === 'key,name' &&
      typeof ref.name === 'string' &&
      typeof ref.key === 'string'
    ) {
      rows.push({name: entry.name, from: 'secret', secret: ref.name, key: ref.key, value: ''});
    } else {
      rest.push(entry);
    }
  }
  return {rows, rest};
}

/** Whether a `matchExpressions` entry is the builder's "up to medium": intensive `In` light and medium. */
function isUpToMedium(entry: unknown): boolean {
  return (
    isRecord(entry) &&
    entry.key === INTENSIVE &&
    entry.operator === 'In' &&
    Array.isArray(entry.values) &&
    entry.values.length === UP_TO_MEDIUM.length &&
    UP_TO_MEDIUM.every((label) => (entry.values as unknown[]).includes(label))
  );
}

/** Whether a `cascades` selector sets the intensive label in `matchLabels`. */
function hasIntensiveLabel(cascades: Record<string, unknown>): boolean {
  return isRecord(cascades.matchLabels) && cascades.matchLabels[INTENSIVE] !== undefined;
}

/** A loaded example: the form state and what the form keeps unchanged. */
export interface LoadedExample {
  state: BuilderState;
  passthrough: Passthrough;
}

/**
 * Loads one of a scanner's examples into the form.
 * @param scanner - a scanner entry
 * @param exampleName - the `name` of one of its examples
 * @returns the state and the passthrough, or `undefined` when the scanner has no such example or the example
 *   holds no Scan
 */
export function loadExample(scanner: BuilderScanner, exampleName: string): LoadedExample | undefined {
  const example = scanner.examples.find((candidate) => candidate.name === exampleName);
  if (!example) return undefined;
  const documents = exampleDocuments(example);
  const index = documents.findIndex(isScanDocument);
  if (index < 0) return undefined;
  const loaded = loadDocuments(scanner, documents, index);
  loaded.state.example = example.name;
  return loaded;
}

/** Whether `resources` has only the form's four quantities, as strings: then the form can show it exactly. */
function formResources(resources: Record<string, unknown>): boolean {
  return Object.entries(resources).every(
    ([key, part]) =>
      (key === 'requests' || key === 'limits') &&
      isRecord(part) &&
      Object.entries(part).every(([name, value]) => (name === 'cpu' || name === 'memory') && typeof value === 'string'),
  );
}

/** Fields of a ScheduledScan's `spec` that the schedule options edit (beside `scanSpec`). */
const SCHEDULE_FIELDS = new Set(['interval', 'schedule', 'successfulJobsHistoryLimit', 'failedJobsHistoryLimit']);

/**
 * Loads a Scan or ScheduledScan, and the documents around it, into the form; the loader of the examples and of
 * manifests a reader imports. What the form cannot show is kept in the passthrough, so that the manifest the builder
 * writes back is equal in meaning to the one loaded (values the form would write differently, such as an env list
 * whose form rows would change order or an inherit flag spelt out at its default, are kept as written).
 * @param scanner - the scanner entry whose chart installs the document's ScanType
 * @param documents - every document of the manifest, parsed to plain values
 * @param index - the position of the Scan or ScheduledScan in `documents`
 * @returns the state (`example` is `null`; {@link loadExample} sets it) and the passthrough
 */
export function loadDocuments(
  scanner: BuilderScanner,
  documents: readonly PlainDocument[],
  index: number,
): LoadedExample {
  const doc = documents[index];
  const scheduled = doc.kind === 'ScheduledScan';
  const metadata = isRecord(doc.metadata) ? doc.metadata : {};
  const outer = isRecord(doc.spec) ? doc.spec : {};
  const spec = scheduled ? (isRecord(outer.scanSpec) ? outer.scanSpec : {}) : outer;
  const passthrough = emptyPassthrough();
  passthrough.before = documents.slice(0, index);
  passthrough.after = documents.slice(index + 1);
  for (const [key, value] of Object.entries(metadata)) {
    if (key !== 'name' && key !== 'namespace') passthrough.metadata[key] = value;
  }
  for (const [key, value] of Object.entries(spec)) {
    // `suspend: true` is the checkbox (on a Scan); any other suspend value stays as the manifest wrote it.
    if (!MODELED_SPEC.has(key) && !(key === 'suspend' && value === true && !scheduled)) passthrough.spec[key] = value;
  }
  const state = blankState(scanner);
  state.scanType = asString(spec.scanType) || state.scanType;
  state.name = asString(metadata.name);
  state.namespace = asString(metadata.namespace);
  state.parameters = Array.isArray(spec.parameters) ? spec.parameters.map(asString) : [];
  const env = envRows(spec.env);
  // Form rows come first in the output: when an entry the form cannot show sits before a row, keep the whole list.
  const envList: unknown[] = Array.isArray(spec.env) ? spec.env : [];
  const firstRest = envList.findIndex((entry) => env.rest.includes(entry));
  const rowsFirst = firstRest < 0 || firstRest >= env.rows.length;
  state.env = rowsFirst ? env.rows : [];
  passthrough.env = rowsFirst ? env.rest : [...envList];
  if (isRecord(spec.resources)) {
    if (formResources(spec.resources)) {
      const requests = isRecord(spec.resources.requests) ? spec.resources.requests : {};
      const limits = isRecord(spec.resources.limits) ? spec.resources.limits : {};
      state.resources = {
        requestsCpu: asString(requests.cpu),
        requestsMemory: asString(requests.memory),
        limitsCpu: asString(limits.cpu),
        limitsMemory: asString(limits.memory),
      };
    } else passthrough.spec.resources = spec.resources;
  } else if (spec.resources !== undefined) passthrough.spec.resources = spec.resources;
  if (spec.ttlSecondsAfterFinished !== undefined) state.ttl = asString(spec.ttlSecondsAfterFinished);
  state.suspend = scheduled ? outer.suspend === true : spec.suspend === true;
  if (isRecord(spec.cascades)) {
    // The manifest's selector as written: a label it leaves out selects any value.
    state.cascade = {...state.cascade, enabled: true, invasive: '', intensive: ''};
    for (const [key, value] of Object.entries(spec.cascades)) {
      if (key === 'matchLabels' && isRecord(value)) {
        for (const [label, labelValue] of Object.entries(value)) {
          if (label === INVASIVE && (labelValue === 'non-invasive' || labelValue === 'invasive'))
            state.cascade.invasive = labelValue;
          else if (
            label === INTENSIVE &&
            (labelValue === 'light' || labelValue === 'medium' || labelValue === 'high')
          ) {
            state.cascade.intensive = labelValue;
          } else passthrough.matchLabels[label] = asString(labelValue);
        }
      } else if (key === 'matchExpressions' && Array.isArray(value)) {
        const entries = value as unknown[];
        const upTo = hasIntensiveLabel(spec.cascades) ? -1 : entries.findIndex(isUpToMedium);
        if (upTo >= 0) state.cascade.intensive = 'light-medium';
        const rest = entries.filter((_, at) => at !== upTo);
        if (rest.length > 0) passthrough.cascades[key] = rest;
      } else if ((INHERIT_FLAGS as readonly string[]).includes(key) && typeof value === 'boolean') {
        state.cascade.inherit[key as InheritFlag] = value;
        // The builder writes only flags that differ from the default; one spelt out at its default stays written.
        if (value === INHERIT_DEFAULTS[key as InheritFlag]) passthrough.cascades[key] = value;
      } else {
        passthrough.cascades[key] = value;
      }
    }
  }
  if (spec.hookSelector !== undefined) passthrough.spec.hookSelector = spec.hookSelector;
  if (scheduled) {
    state.schedule = {
      ...state.schedule,
      enabled: true,
      interval: asString(outer.interval),
      cron: asString(outer.schedule),
      successfulJobsHistoryLimit: asString(outer.successfulJobsHistoryLimit),
      failedJobsHistoryLimit: asString(outer.failedJobsHistoryLimit),
    };
    for (const [key, value] of Object.entries(outer)) {
      if (key === 'scanSpec' || SCHEDULE_FIELDS.has(key)) continue;
      if (key === 'concurrencyPolicy' && (value === 'Allow' || value === 'Forbid' || value === 'Replace'))
        state.schedule.concurrencyPolicy = value;
      else if (key === 'retriggerOnScanTypeChange' && value === true) state.schedule.retriggerOnScanTypeChange = true;
      else if (!(key === 'suspend' && value === true)) passthrough.scheduled[key] = value;
    }
  }
  return {state, passthrough};
}

/**
 * Ticks or unticks "Start follow-up scans". Ticking always starts from the safe selection (non-invasive, light), so
 * a wider one is never left over from an earlier choice; unticking keeps the rest of the cascade settings.
 * @param state - a builder state
 * @param enabled - whether the scan cascades
 * @returns a new state
 */
export function withCascade(state: BuilderState, enabled: boolean): BuilderState {
  const selection = enabled ? {invasive: SAFE_INVASIVE, intensive: SAFE_INTENSIVE} : {};
  return {...state, cascade: {...state.cascade, ...selection, enabled}};
}

/**
 * Ticks or unticks "Repeat the scan". Ticking with neither an interval nor a cron schedule set fills in
 * {@link DEFAULT_INTERVAL}, so the new ScheduledScan is valid at once and the field shows a real value.
 * @param state - a builder state
 * @param enabled - whether the builder writes a ScheduledScan
 * @returns a new state
 */
export function withSchedule(state: BuilderState, enabled: boolean): BuilderState {
  const schedule = state.schedule;
  const interval = enabled && schedule.interval === '' && schedule.cron === '' ? DEFAULT_INTERVAL : schedule.interval;
  return {...state, schedule: {...schedule, enabled, interval}};
}

/**
 * The passthrough of a state: re-derived from its example, so that URLs never need to carry the example's
 * unedited parts.
 * @param catalogue - the builder catalogue
 * @param state - a builder state
 */
export function passthroughOf(
  catalogue: BuilderCatalogue,
  state: Pick<BuilderState, 'scanner' | 'example'>,
): Passthrough {
  if (state.example === null) return emptyPassthrough();
  const scanner = catalogue.scanners.find((entry) => entry.slug === state.scanner);
  return (scanner && loadExample(scanner, state.example)?.passthrough) ?? emptyPassthrough();
}

/**
 * The state a scanner starts with: its first example, or a blank scan when it has none.
 * @param scanner - a scanner entry
 */
export function initialStateFor(scanner: BuilderScanner): BuilderState {
  const first = scanner.examples[0];
  return (first && loadExample(scanner, first.name)?.state) ?? blankState(scanner);
}

/** Slug of the scanner the page shows before a reader chooses: Nmap, the scanner of the first-scans guide. */
export const DEFAULT_SCANNER = 'nmap';

/**
 * The page's default state: the first example of {@link DEFAULT_SCANNER} (or of the first scanner).
 * @param catalogue - the builder catalogue
 * @throws {Error} when the catalogue has no scanners
 */
export function defaultState(catalogue: BuilderCatalogue): BuilderState {
  const scanner = catalogue.scanners.find((entry) => entry.slug === DEFAULT_SCANNER) ?? catalogue.scanners[0];
  if (!scanner) throw new Error('the integration catalogue has no scanners');
  return initialStateFor(scanner);
}
