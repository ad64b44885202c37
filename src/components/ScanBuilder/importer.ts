/**
 * "Import and check" of the scan builder: reads the YAML a reader pastes or drops (one or more documents), checks
 * every secureCodeBox Scan, ScheduledScan, CascadingRule and ScanCompletionHook against the site's CRD schemas
 * (`src/data/crd-schemas/`, compiled ahead of time by `plugins/scan-builder`), points every error and hint at its line
 * and column, and turns the first Scan or ScheduledScan into a form state when it is valid.
 *
 * The page loads this module with `import()` the first time a reader checks a manifest, so the builder's first load
 * does not carry it. Everything runs in the browser: nothing here makes a request.
 *
 * Hostile input gets a message, never a freeze: text over {@link MAX_IMPORT_BYTES} is refused before parsing, at most
 * {@link MAX_DOCUMENTS} documents are checked, and an alias that expands too often (a "billion laughs" bomb) stops
 * the conversion to plain values at {@link MAX_ALIAS_COUNT} (the `yaml` package's `maxAliasCount`).
 *
 * @packageDocumentation
 */
import type {ErrorObject} from 'ajv';
import {isAlias, isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document} from 'yaml';
import {RELEASE} from '@site/src/data/release';
import {
  cascadePlan,
  installableHooks,
  isRecord,
  labelSelectorMatches,
  releaseOf,
  INVASIVE_LABEL,
  INTENSIVE_LABEL,
  type BuilderCatalogue,
  type BuilderHook,
  type BuilderScanner,
  type CatalogueRule,
  type LabelSelector,
  type LabelSelectorRequirement,
  type PlainDocument,
} from './catalogue';
import {joinsArguments} from './manifest';
import {loadDocuments, type BuilderState, type Passthrough} from './model';
import type {ImportValidators, StandaloneValidate} from './validators';

/** Largest text the import reads, in bytes of UTF-8 (256 KiB); longer text is refused before it is parsed. */
export const MAX_IMPORT_BYTES = 256 * 1024;
/** Most documents checked in one import; further documents are reported and left unchecked. */
export const MAX_DOCUMENTS = 20;
/**
 * Most alias expansions allowed while a document becomes plain values (`maxAliasCount` of the `yaml` package): plenty
 * for anchors in real manifests, far below what an alias bomb needs.
 */
export const MAX_ALIAS_COUNT = 100;

/** A position in the pasted text, 1-based like an editor shows it. */
export interface TextPosition {
  line: number;
  column: number;
}

/** One error or hint of a document, at the position it concerns. */
export interface ImportMessage extends TextPosition {
  /** What is wrong and what to do, in one or two sentences. */
  text: string;
  /** A page of the site that explains the fix, e.g. `/docs/scanners/amass`. */
  link?: {to: string; label: string};
  /**
   * `true` for a hint that means the scan does not run as written although the schema accepts it (a removed or
   * unknown ScanType): the document is then shown as a warning, not as valid.
   */
  blocking?: boolean;
}

/** The check of one document. */
export interface CheckedDocument extends TextPosition {
  /** 1-based position of the document in the text. */
  number: number;
  /** `kind` of the document, or `null` when it has none. */
  kind: string | null;
  /** `metadata.name`, or `null`. */
  name: string | null;
  /**
   * `valid`: the schema accepts it; `warning`: the schema accepts it, but a hint says it does not run as written (a
   * ScanType 5.0.0 removed, such as `amass`); `invalid`: see `errors`; `unchecked`: not a kind the import checks (a
   * ConfigMap, a Secret …), kept as it is.
   */
  status: 'valid' | 'warning' | 'invalid' | 'unchecked';
  /** YAML and schema errors; the API server would reject the document. */
  errors: ImportMessage[];
  /** Mistakes the API server accepts but that make the scan do something else than meant. */
  hints: ImportMessage[];
}

/** The manifest loaded into the form. */
export interface ImportedScan {
  state: BuilderState;
  /** What the form does not show and writes back unchanged. */
  passthrough: Passthrough;
  /** 1-based number of the loaded document. */
  number: number;
  /** The fields and documents the form keeps as written, e.g. `spec.volumes`, `the ConfigMap zap-plan`. */
  kept: string[];
}

/** The result of {@link checkManifests}. */
export interface ImportReport {
  /** A message about the whole text (too long, no documents, too many documents); `null` when there is none. */
  notice: string | null;
  /** Whether the text was read at all; `false` when {@link notice} explains why not. */
  read: boolean;
  /** Every document checked, in order. */
  documents: CheckedDocument[];
  /** The Scan or ScheduledScan loaded into the form, or `null`. */
  loaded: ImportedScan | null;
  /** Why nothing was loaded into the form, when the text has a Scan or ScheduledScan; else `null`. */
  notLoaded: string | null;
}

/** A hint's text and the page that explains the fix. */
interface Advice {
  text: string;
  link: {to: string; label: string};
}

const UPGRADE_GUIDE = {
  to: '/docs/getting-started/upgrading#removed-and-replaced-scantypes',
  label: 'Removed ScanTypes',
};
const ZAP_MIGRATION = {
  to: '/docs/scanners/zap-automation-framework#migrate-from-the-zap-and-zap-advanced-scanners',
  label: 'Move ZAP scans to the Automation Framework',
};

/** Advice for a ScanType of the removed zap and zap-advanced charts. */
function zapAdvice(scanType: string, chart: string): Advice {
  return {
    text: `secureCodeBox 5.0.0 removed the ScanType ${scanType} with the ${chart} chart. Describe the scan as a ZAP automation plan and use scanType "zap-automation-framework".`,
    link: ZAP_MIGRATION,
  };
}

/**
 * The ten ScanTypes secureCodeBox 5.0.0 removed, with what replaces them (the upgrade guide's table and the migration
 * pages of the site).
 */
export const REMOVED_SCAN_TYPES: Readonly<Record<string, Advice>> = {
  amass: {
    text: 'secureCodeBox 5.0.0 removed the ScanType amass. Find subdomains with subfinder instead: use scanType "subfinder" and translate the parameters (-d stays, -timeout becomes -max-time).',
    link: {to: '/docs/scanners/amass', label: 'Move from Amass to subfinder'},
  },
  cmseek: {
    text: 'secureCodeBox 5.0.0 removed the ScanType cmseek. Check Joomla sites with Nuclei\'s Joomla templates instead: use scanType "nuclei" with the parameters -u <full URL>, -tags, joomla.',
    link: {to: '/docs/scanners/cmseek', label: 'Move from CMSeeK to Nuclei'},
  },
  typo3scan: {
    text: 'secureCodeBox 5.0.0 removed the ScanType typo3scan, whose tool is no longer maintained. Nuclei (scanType "nuclei") covers some TYPO3 checks.',
    link: UPGRADE_GUIDE,
  },
  kubeaudit: {
    text: 'secureCodeBox 5.0.0 removed the ScanType kubeaudit, whose tool is deprecated. Scan the cluster with Trivy in k8s mode: scanType "trivy-k8s".',
    link: UPGRADE_GUIDE,
  },
  doggo: {
    text: 'secureCodeBox 5.0.0 removed the ScanType doggo. Use Nuclei\'s DNS checks or Nuclei templates of your own (scanType "nuclei").',
    link: UPGRADE_GUIDE,
  },
  'zap-baseline-scan': zapAdvice('zap-baseline-scan', 'zap'),
  'zap-api-scan': zapAdvice('zap-api-scan', 'zap'),
  'zap-full-scan': zapAdvice('zap-full-scan', 'zap'),
  'zap-automation-scan': zapAdvice('zap-automation-scan', 'zap'),
  'zap-advanced-scan': zapAdvice('zap-advanced-scan', 'zap-advanced'),
};

/**
 * ScanTypes a scanner chart installs only when a value asks for it, so the catalogue's ScanType lists leave them
 * out (`scanners/trivy/templates/trivy-scan-type.yaml` at the tag).
 */
export const OPTIONAL_SCAN_TYPES: Readonly<Record<string, string>> = {
  'trivy-image-autodiscovery':
    'The Trivy chart installs the ScanType trivy-image-autodiscovery, which the container AutoDiscovery uses, only with the value createAutoDiscoveryScanType: true; without it the scan ends with the state Errored.',
};

/**
 * Labels the hook charts of the release give their ScanCompletionHook beside the standard chart labels
 * (`hooks/<chart>/templates/*.yaml` at the tag), by chart name.
 */
const EXTRA_HOOK_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'cascading-scans': {'securecodebox.io/internal': 'true'},
  'persistence-azure-monitor': {type: 'Structured'},
  'persistence-defectdojo': {type: 'Unstructured'},
  'persistence-dependencytrack': {type: 'Structured'},
  'persistence-elastic': {type: 'Structured'},
};

/**
 * The labels of the ScanCompletionHook a hook chart installs with its default values: the chart's name and release
 * (`app.kubernetes.io/name`, `app.kubernetes.io/instance`, the release of the catalogue's install command), the
 * `helm.sh/chart` label of the documented release and the chart's own extra labels.
 * @param hook - a hook entry with a chart
 */
export function hookLabels(hook: BuilderHook): Record<string, string> {
  const chart = hook.chart?.name ?? hook.slug;
  return {
    'app.kubernetes.io/name': chart,
    'app.kubernetes.io/instance': releaseOf(hook.installCommand ?? ''),
    'helm.sh/chart': `${chart}-${RELEASE.version}`,
    ...EXTRA_HOOK_LABELS[chart],
  };
}

/** Kinds whose schema the import checks, by API group. */
const CHECKED_KINDS: Readonly<Record<string, Readonly<Record<string, keyof ImportValidators>>>> = {
  'execution.securecodebox.io': {
    Scan: 'scan',
    ScheduledScan: 'scheduledScan',
    ScanCompletionHook: 'scanCompletionHook',
  },
  'cascading.securecodebox.io': {CascadingRule: 'cascadingRule'},
};

/** Thrown by {@link toPlain} when a document's aliases expand too often. */
class AliasBombError extends Error {}

/** UTF-8 length of a text, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** A size in KiB for messages, e.g. `1,024 KB`. */
export function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;
}

/** The plain value of a document; throws {@link AliasBombError} for an alias bomb. */
function toPlain(document: Document.Parsed): unknown {
  try {
    return document.toJS({maxAliasCount: MAX_ALIAS_COUNT});
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) throw new AliasBombError(error.message);
    throw error;
  }
}

/** The JSON pointer of an Ajv error as path segments (`/spec/env/0` → `spec`, `env`, `0`). */
function segmentsOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A dotted path for messages (`spec.parameters[0]`); `the document` for the root. */
function dotted(segments: readonly string[]): string {
  if (segments.length === 0) return 'the document';
  return segments.reduce(
    (path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`),
    '',
  );
}

/** Where a node of the YAML tree sits: its value, or with `key`, the key of that field in the mapping found. */
interface Located {
  offset: number;
}

/**
 * The offset of the node a path leads to, as far as the document has it: the value at the path, the key `key` of
 * the mapping at the path, or else the deepest node on the way (a missing field points at the mapping that lacks it).
 */
function locate(document: Document.Parsed, segments: readonly string[], key?: string): Located {
  let node: unknown = document.contents;
  let offset = document.contents?.range[0] ?? 0;
  const path = key === undefined ? segments : [...segments, key];
  for (const [depth, segment] of path.entries()) {
    if (isAlias(node)) node = node.resolve(document);
    let next: unknown;
    let keyOffset: number | undefined;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
      if (!pair) break;
      keyOffset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
      next = pair.value;
    } else if (isSeq(node)) {
      next = /^\d+$/.test(segment) ? node.items[Number(segment)] : undefined;
      if (next === undefined) break;
    } else break;
    // For the last segment of a key lookup, point at the key itself.
    if (key !== undefined && depth === path.length - 1 && keyOffset !== undefined) return {offset: keyOffset};
    const range = (next as {range?: [number, number, number]} | null)?.range;
    offset = range?.[0] ?? keyOffset ?? offset;
    node = next;
  }
  return {offset};
}

/** The position of a field's key, or of its value when it has no key of its own (a list item). */
function keyPosition(document: Document.Parsed, segments: readonly string[]): Located {
  if (segments.length === 0) return locate(document, []);
  const last = segments[segments.length - 1];
  return /^\d+$/.test(last) ? locate(document, segments) : locate(document, segments.slice(0, -1), last);
}

/** How Ajv's JSON types read in a sentence. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  array: 'a list',
  object: 'a mapping',
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
};

/** A schema error as a sentence, and the path and key it concerns. */
function describeError(error: ErrorObject): {text: string; segments: string[]; key?: string} {
  const segments = segmentsOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      return {
        text: `Unknown field ${dotted([...segments, field])}: it is misspelt or not part of this kind.`,
        segments,
        key: field,
      };
    }
    case 'required':
      return {
        text: `The required field ${dotted([...segments, String(params.missingProperty)])} is missing.`,
        segments,
      };
    case 'enum':
      return {
        text: `${dotted(segments)} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}.`,
        segments,
      };
    case 'const':
      return {text: `${dotted(segments)} must be ${JSON.stringify(params.allowedValue)}.`, segments};
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => TYPE_WORDS[type] ?? type);
      return {text: `${dotted(segments)} must be ${types.join(' or ')}.`, segments};
    }
    case 'oneOf':
      return {
        text: Array.isArray(params.passingSchemas)
          ? `${dotted(segments)}: set either interval or schedule, not both.`
          : `${dotted(segments)}: set one of interval and schedule.`,
        segments,
      };
    default:
      return {text: `${dotted(segments)} ${error.message ?? 'is invalid'}.`, segments};
  }
}

/** The errors of a failed validation as positioned messages, without duplicates. */
function schemaErrors(
  document: Document.Parsed,
  validate: StandaloneValidate,
  position: (offset: number) => TextPosition,
): ImportMessage[] {
  const messages: ImportMessage[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    // The branches of oneOf repeat what its own error says.
    if (error.keyword === 'required' && error.schemaPath.includes('/oneOf/')) continue;
    const {text, segments, key} = describeError(error);
    const {offset} = key === undefined ? keyPosition(document, segments) : locate(document, segments, key);
    const message = {...position(offset), text};
    const id = `${message.line}:${message.column} ${text}`;
    if (!seen.has(id)) messages.push(message);
    seen.add(id);
  }
  return messages;
}

/** The scanner whose chart installs a ScanType. */
function scannerOf(catalogue: BuilderCatalogue, scanType: unknown): BuilderScanner | undefined {
  return typeof scanType === 'string'
    ? catalogue.scanners.find((entry) => entry.scanTypes.includes(scanType))
    : undefined;
}

/** A label selector read from a manifest, leaving out what is not a string (the schema reports that). */
function selectorOf(value: Record<string, unknown>): LabelSelector {
  const matchLabels: Record<string, string> = {};
  if (isRecord(value.matchLabels)) {
    for (const [key, label] of Object.entries(value.matchLabels))
      if (typeof label === 'string') matchLabels[key] = label;
  }
  const matchExpressions: LabelSelectorRequirement[] = Array.isArray(value.matchExpressions)
    ? value.matchExpressions.filter(isRecord).map((entry) => ({
        key: String(entry.key),
        operator: String(entry.operator),
        values: Array.isArray(entry.values) ? entry.values.map(String) : [],
      }))
    : [];
  return {matchLabels, matchExpressions};
}

/** "ncrack (ncrack-ftp, ncrack-ssh); nmap (…)": rule names grouped by chart. */
function rulesByChart(rules: readonly CatalogueRule[]): string {
  const byChart = new Map<string, string[]>();
  for (const {rule, scanner} of rules)
    byChart.set(scanner.chart.name, [...(byChart.get(scanner.chart.name) ?? []), rule.metadata.name]);
  return [...byChart].map(([chart, names]) => `${chart} (${names.join(', ')})`).join('; ');
}

/** Context of the hints of one document. */
interface HintContext {
  catalogue: BuilderCatalogue;
  document: Document.Parsed;
  position: (offset: number) => TextPosition;
  hints: ImportMessage[];
}

/** Adds a hint at a field's key; `blocking` marks one that means the scan does not run as written. */
function hintAt(
  context: HintContext,
  segments: readonly string[],
  text: string,
  link?: ImportMessage['link'],
  blocking = false,
): void {
  context.hints.push({
    ...context.position(keyPosition(context.document, segments).offset),
    text,
    ...(link ? {link} : {}),
    ...(blocking ? {blocking} : {}),
  });
}

/**
 * The hints of a scan spec (of a Scan, a ScheduledScan's `scanSpec` or a CascadingRule's `scanSpec`): a removed or
 * unknown ScanType, parameters written as one string, a cascade that admits invasive rules, a hook selector that
 * matches no hook of the catalogue.
 */
function scanSpecHints(
  context: HintContext,
  spec: Record<string, unknown>,
  at: readonly string[],
  rule: boolean,
): void {
  const {catalogue} = context;
  const scanType = spec.scanType;
  if (typeof scanType === 'string') {
    const removed = Object.prototype.hasOwnProperty.call(REMOVED_SCAN_TYPES, scanType)
      ? REMOVED_SCAN_TYPES[scanType]
      : undefined;
    if (removed) hintAt(context, [...at, 'scanType'], removed.text, removed.link, true);
    else if (Object.prototype.hasOwnProperty.call(OPTIONAL_SCAN_TYPES, scanType))
      hintAt(context, [...at, 'scanType'], OPTIONAL_SCAN_TYPES[scanType]);
    else if (!scannerOf(catalogue, scanType) && !scanType.includes('{{'))
      hintAt(
        context,
        [...at, 'scanType'],
        `No scanner chart of secureCodeBox ${RELEASE.version} installs the ScanType "${scanType}". Unless you installed a ScanType of that name yourself, the scan ends with the state Errored.`,
        undefined,
        true,
      );
  }
  const parameters = spec.parameters;
  if (typeof parameters === 'string') {
    hintAt(
      context,
      [...at, 'parameters'],
      `parameters is one string; write it as a list with one argument per item (${parameters
        .trim()
        .split(/\s+/)
        .slice(0, 3)
        .map((word) => `"${word}"`)
        .join(', ')}${parameters.trim().split(/\s+/).length > 3 ? ' …' : ''}).`,
    );
  } else if (Array.isArray(parameters)) {
    const words = parameters.map((parameter) => (typeof parameter === 'string' ? parameter : ''));
    words.forEach((word, index) => {
      if (joinsArguments(words, index))
        hintAt(
          context,
          [...at, 'parameters', String(index)],
          `"${word.length > 60 ? `${word.slice(0, 57)}…` : word}" is ${word.trim().split(/\s+/).length} arguments in one item; the scanner receives it as a single argument. Give each argument its own item.`,
        );
    });
  }
  if (!rule && isRecord(spec.cascades)) {
    const selector = selectorOf(spec.cascades);
    const scanner = scannerOf(catalogue, scanType);
    const plan = scanner ? cascadePlan(catalogue, scanner, selector) : undefined;
    const permitsInvasive = ['light', 'medium', 'high'].some((intensive) =>
      labelSelectorMatches(selector, {[INVASIVE_LABEL]: 'invasive', [INTENSIVE_LABEL]: intensive}),
    );
    if (plan && scanner && plan.invasive.length > 0) {
      hintAt(
        context,
        [...at, 'cascades'],
        `This cascades selector admits ${plan.invasive.length} invasive ${plan.invasive.length === 1 ? 'rule' : 'rules'} that can follow ${scanner.name} findings: ${rulesByChart(plan.invasive)}. Admit invasive rules only for systems you own or may attack; otherwise add securecodebox.io/invasive: non-invasive to matchLabels.`,
      );
    } else if (permitsInvasive) {
      hintAt(
        context,
        [...at, 'cascades'],
        `This cascades selector lets rules labelled securecodebox.io/invasive: invasive run${plan ? `; none of the catalogue's rules that follow ${scanner?.name ?? ''} findings is one, but such rules from other charts in the namespace would start` : ''}. Add securecodebox.io/invasive: non-invasive to matchLabels unless you mean it.`,
      );
    }
  }
  if (!rule && isRecord(spec.hookSelector)) {
    const selector = selectorOf(spec.hookSelector);
    const keys = [...Object.keys(selector.matchLabels ?? {}), ...(selector.matchExpressions ?? []).map(({key}) => key)];
    // The charts' app.kubernetes.io/version differs per hook and is not in the catalogue: no verdict then.
    const hooks = installableHooks(catalogue);
    if (
      !keys.includes('app.kubernetes.io/version') &&
      !hooks.some((hook) => labelSelectorMatches(selector, hookLabels(hook)))
    ) {
      hintAt(
        context,
        [...at, 'hookSelector'],
        `This hookSelector matches none of the hooks that the hook charts of secureCodeBox ${RELEASE.version} install, so no hook runs for this scan unless you labelled one yourself. The charts label each hook with its Helm release, e.g. app.kubernetes.io/instance: ${releaseOf(
          (hooks.find((hook) => hook.slug === 'defectdojo') ?? hooks.at(0))?.installCommand ?? 'my-hook',
        )}.`,
      );
    }
  }
}

/** The hints of one parsed document of a checked kind. */
function documentHints(context: HintContext, kind: string, doc: Record<string, unknown>): void {
  const spec = isRecord(doc.spec) ? doc.spec : undefined;
  if (!spec) return;
  if (kind === 'Scan') scanSpecHints(context, spec, ['spec'], false);
  if (kind === 'ScheduledScan') {
    if (spec.schedule !== undefined && spec.interval !== undefined)
      hintAt(
        context,
        ['spec', 'interval'],
        'This ScheduledScan sets both schedule and interval. The operator follows the cron schedule and ignores the interval: keep one of them.',
      );
    if (isRecord(spec.scanSpec)) scanSpecHints(context, spec.scanSpec, ['spec', 'scanSpec'], false);
  }
  if (kind === 'CascadingRule' && isRecord(spec.scanSpec))
    scanSpecHints(context, spec.scanSpec, ['spec', 'scanSpec'], true);
}

/** The `metadata.name` of a parsed document, or `null`. */
function nameOf(doc: unknown): string | null {
  return isRecord(doc) && isRecord(doc.metadata) && typeof doc.metadata.name === 'string' ? doc.metadata.name : null;
}

/** The parts of a passthrough, named for the reader: what the form keeps as written. */
export function keptParts(passthrough: Passthrough): string[] {
  const describe = (doc: PlainDocument): string =>
    `the ${typeof doc.kind === 'string' ? doc.kind : 'document'}${nameOf(doc) ? ` ${String(nameOf(doc))}` : ''}`;
  return [
    ...passthrough.before.map(describe),
    ...Object.keys(passthrough.metadata).map((key) => `metadata.${key}`),
    ...Object.keys(passthrough.scheduled).map((key) => `spec.${key}`),
    ...Object.keys(passthrough.spec).map((key) => `spec.${key}`),
    ...Object.keys(passthrough.cascades).map((key) => `cascades.${key}`),
    ...Object.keys(passthrough.matchLabels).map((key) => `cascades.matchLabels.${key}`),
    ...(passthrough.env.length > 0 ? ['env entries the form cannot show'] : []),
    ...passthrough.after.map(describe),
  ];
}

/**
 * Checks the YAML a reader imports and loads its first Scan or ScheduledScan into the form.
 *
 * Every document is parsed with positions (`yaml`'s `LineCounter`); YAML errors (tabs in the indentation, duplicate
 * keys, syntax) and schema errors come with the line and column they concern, a schema error at the field its JSON
 * pointer names (the key of an unknown field, the mapping that lacks a required one). Documents of other kinds are
 * listed as not checked and kept.
 *
 * The first Scan or ScheduledScan is loaded when it is valid, its ScanType belongs to a scanner of the catalogue and
 * every document parsed; the documents around it and the fields the form cannot show go into the passthrough.
 *
 * @param text - the pasted or dropped text
 * @param catalogue - the builder catalogue (scanners, rules, hooks)
 * @param validators - the compiled schemas of the four kinds
 * @returns the report; never throws: unreadable input gives a {@link ImportReport.notice}
 */
export function checkManifests(text: string, catalogue: BuilderCatalogue, validators: ImportValidators): ImportReport {
  const empty = {documents: [], loaded: null, notLoaded: null};
  const bytes = text.length > MAX_IMPORT_BYTES * 4 ? text.length : utf8Length(text);
  if (bytes > MAX_IMPORT_BYTES) {
    return {
      ...empty,
      read: false,
      notice: `This text is ${kilobytes(bytes)}; the import reads at most ${kilobytes(MAX_IMPORT_BYTES)}. Paste a single manifest file, or split a large one.`,
    };
  }
  if (text.trim() === '') return {...empty, read: false, notice: 'Paste or drop a manifest first.'};
  try {
    return check(text, catalogue, validators);
  } catch (error) {
    const reason = error instanceof RangeError ? 'it is nested too deeply' : 'it is not YAML this page can read';
    return {...empty, read: false, notice: `The text could not be read: ${reason}.`};
  }
}

function check(text: string, catalogue: BuilderCatalogue, validators: ImportValidators): ImportReport {
  const lineCounter = new LineCounter();
  const parsed = parseAllDocuments(text, {lineCounter, uniqueKeys: true, prettyErrors: false});
  const all = Array.isArray(parsed) ? parsed : [];
  const position = (offset: number): TextPosition => {
    const {line, col} = lineCounter.linePos(offset);
    return {line, column: col};
  };
  const documents: CheckedDocument[] = [];
  const plain: PlainDocument[] = [];
  const origin: number[] = [];
  let parseFailed = false;
  let notice: string | null =
    all.length > MAX_DOCUMENTS
      ? `This text holds ${all.length} documents; the import checks the first ${MAX_DOCUMENTS}. Check the rest separately.`
      : null;
  for (const [index, document] of all.slice(0, MAX_DOCUMENTS).entries()) {
    const start = document.contents?.range[0] ?? document.range[0];
    const entry: CheckedDocument = {
      number: index + 1,
      ...position(start),
      kind: null,
      name: null,
      status: 'unchecked',
      errors: [],
      hints: [],
    };
    const yamlErrors = document.errors;
    if (yamlErrors.length > 0) {
      parseFailed = true;
      entry.status = 'invalid';
      const seen = new Set<string>();
      for (const error of yamlErrors) {
        const message = {...position(error.pos[0]), text: yamlMessage(error.code, error.message)};
        // The nesting message once per document: the parser may report the overflow at several depths.
        const id = message.text === TOO_DEEP ? TOO_DEEP : `${message.line}:${message.column} ${message.text}`;
        if (!seen.has(id)) entry.errors.push(message);
        seen.add(id);
      }
      documents.push(entry);
      continue;
    }
    let value: unknown;
    try {
      value = toPlain(document);
    } catch (error) {
      if (!(error instanceof AliasBombError)) throw error;
      parseFailed = true;
      entry.status = 'invalid';
      entry.errors = [
        {
          ...position(start),
          text: `This document's aliases (*name) expand to more than ${MAX_ALIAS_COUNT} copies of their anchors, as an alias bomb does; the import stops reading it. Write the values out instead.`,
        },
      ];
      documents.push(entry);
      continue;
    }
    // An empty document (a stray `---`) holds nothing to check.
    if (value === null || value === undefined) continue;
    if (!isRecord(value)) {
      entry.status = 'invalid';
      entry.errors = [{...position(start), text: 'This document is not a mapping, so it is no Kubernetes object.'}];
      documents.push(entry);
      parseFailed = true;
      continue;
    }
    entry.kind = typeof value.kind === 'string' ? value.kind : null;
    entry.name = nameOf(value);
    plain.push(value);
    origin.push(documents.length);
    const apiVersion = typeof value.apiVersion === 'string' ? value.apiVersion : '';
    const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.lastIndexOf('/')) : apiVersion;
    const validatorKey =
      entry.kind !== null
        ? (CHECKED_KINDS[group]?.[entry.kind] ??
          // A checked kind under a wrong or missing apiVersion: the schema names the right one.
          Object.values(CHECKED_KINDS).find((kinds) => Object.hasOwn(kinds, entry.kind ?? ''))?.[entry.kind])
        : undefined;
    if (validatorKey && entry.kind !== null) {
      const validate = validators[validatorKey];
      if (validate(value)) entry.status = 'valid';
      else {
        entry.status = 'invalid';
        entry.errors = schemaErrors(document, validate, position);
      }
      documentHints({catalogue, document, position, hints: entry.hints}, entry.kind, value);
      if (entry.status === 'valid' && entry.hints.some((hint) => hint.blocking === true)) entry.status = 'warning';
    } else if (/\.securecodebox\.io\//.test(apiVersion) && entry.kind !== null) {
      entry.hints.push({
        ...position(start),
        text: `The import checks Scan, ScheduledScan, CascadingRule and ScanCompletionHook; this ${entry.kind} is kept as it is.`,
      });
    }
    documents.push(entry);
  }
  if (documents.length === 0 && !parseFailed) notice = 'The text holds no YAML documents.';

  const scanAt = plain.findIndex(
    (doc) =>
      (doc.kind === 'Scan' || doc.kind === 'ScheduledScan') &&
      typeof doc.apiVersion === 'string' &&
      doc.apiVersion.startsWith('execution.securecodebox.io/'),
  );
  const firstScan = documents.findIndex((entry) => entry.kind === 'Scan' || entry.kind === 'ScheduledScan');
  if (scanAt < 0) {
    return {
      notice,
      read: true,
      documents,
      loaded: null,
      notLoaded:
        firstScan >= 0
          ? `Document ${firstScan + 1} is no secureCodeBox ${String(documents[firstScan].kind)} (its apiVersion is not execution.securecodebox.io/v1), so the form stays as it is.`
          : null,
    };
  }
  const entry = documents[origin[scanAt]];
  const doc = plain[scanAt];
  const spec = isRecord(doc.spec)
    ? doc.kind === 'ScheduledScan' && isRecord(doc.spec.scanSpec)
      ? doc.spec.scanSpec
      : doc.spec
    : {};
  const scanner = scannerOf(catalogue, spec.scanType);
  let notLoaded: string | null = null;
  if (entry.status === 'invalid' || entry.status === 'unchecked')
    notLoaded = `Fix the errors of document ${entry.number} (${String(entry.kind)}) to load it into the form.`;
  else if (parseFailed)
    notLoaded =
      'Fix the YAML errors first: the form keeps every document of the file, so all of them have to be readable.';
  else if (!scanner)
    notLoaded = `The form builds scans for the scanners of secureCodeBox ${RELEASE.version}; no chart of them installs the ScanType "${String(spec.scanType)}", so the form stays as it is.`;
  else if (plain.length < documents.length)
    notLoaded = 'Fix the documents marked invalid first: the form keeps every document of the file.';
  if (notLoaded !== null || !scanner) return {notice, read: true, documents, loaded: null, notLoaded};
  const loaded = loadDocuments(scanner, plain, scanAt);
  return {
    notice,
    read: true,
    documents,
    loaded: {...loaded, number: entry.number, kept: keptParts(loaded.passthrough)},
    notLoaded: null,
  };
}

/** The message for nesting deeper than the parser's stack allows. */
const TOO_DEEP = 'Lists or mappings nest too deeply here to be read; no manifest nests like this.';

/** A YAML error as a sentence for the reader; the package's own message for the rare ones. */
function yamlMessage(code: string, message: string): string {
  // The parser turns a stack overflow on very deep nesting into an error of the document.
  if (/call stack/i.test(message))
    return 'Lists or mappings nest too deeply here to be read; no manifest nests like this.';
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'A tab indents this line; YAML indents with spaces only.';
    case 'DUPLICATE_KEY':
      return 'This key appears twice in the same mapping; keep one of them.';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
    default:
      return `YAML syntax error: ${message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}.`.replace(
        /\.\.$/,
        '.',
      );
  }
}

/** Whether a document of the report is the Scan or ScheduledScan loaded into the form. */
export function isLoaded(report: ImportReport, entry: CheckedDocument): boolean {
  return report.loaded?.number === entry.number;
}
