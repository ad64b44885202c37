/**
 * Turns a scan builder state into what the page outputs: the manifest (a Scan or ScheduledScan, plus the documents
 * an example brings along), the problems found in the form, and the commands that install and apply it.
 *
 * Validation has two layers. The builder's own checks catch what the API server accepts but the scan does not
 * (a parameter row holding two arguments, an empty target, a ScanType no chosen chart provides, an unknown hook)
 * and what the schema would report with a less helpful path. Then the manifest is checked against the site's CRD
 * schemas with validators compiled ahead of time (`plugins/scan-builder`; no `eval`, so they run under the deploy
 * CSP), passed in as {@link Validators}. Every problem names the form field it belongs to.
 *
 * @packageDocumentation
 */
import type {ErrorObject} from 'ajv';
import {stringify} from 'yaml';
import {pinnedChart} from '@site/src/data/integrations/common';
import {
  type BuilderHook,
  type BuilderScanner,
  cascadePlan,
  installableHooks,
  isRecord,
  releaseOf,
  scanTypesWithoutParameters,
  type BuilderCatalogue,
  type CascadePlan,
  type LabelSelector,
  type LabelSelectorRequirement,
  type PlainDocument,
} from './catalogue';
import {
  INHERIT_DEFAULTS,
  INHERIT_FLAGS,
  SCOPE_DOMAIN,
  UP_TO_MEDIUM,
  type BuilderState,
  type Passthrough,
} from './model';
import {hookInstall, hookProblems, type HookInstall} from './hookSetup';
import type {Validators} from './validators';

/** A problem in the form, attached to the field it concerns. */
export interface FieldProblem {
  /**
   * Field id, e.g. `name`, `parameters.2`, `env.0.secret`, `schedule.cron`, `scope.value`, `hooks`; `manifest` for
   * schema errors that belong to no form field.
   */
  field: string;
  /** What is wrong and how to fix it, one sentence. */
  message: string;
}

/** The builder's output for one state. */
export interface BuilderOutput {
  /** Every problem; when there is one, `yaml` is `null`. */
  problems: FieldProblem[];
  /** The manifest as YAML, or `null` while the form has problems. */
  yaml: string | null;
  /** The documents the YAML holds, in order. */
  documents: PlainDocument[];
  /** File name for the download and for `kubectl apply -f`, e.g. `nmap-scanme.nmap.org.yaml`. */
  fileName: string;
  /**
   * `helm upgrade --install …` commands, in the order to run them: the operator, the scanner charts, the demo targets
   * the scan aims at, the hooks (with their `--set` values).
   */
  helm: string[];
  /** `kubectl create secret generic …` lines the hooks need, to run before the Helm commands. */
  secrets: string[];
  /** The install of each hook the scan runs, with its Secrets and placeholders. */
  hookInstalls: HookInstall[];
  /** Every placeholder in {@link secrets} and {@link helm} that the reader replaces before running them. */
  placeholders: string[];
  /** Demo-target installs in {@link helm}: the targets of the scan that a demo-target chart of the release provides. */
  demoTargets: string[];
  /**
   * Targets of the scan that look like a demo target but that no demo-target chart of the release installs (e.g.
   * `nginx.demo-targets.svc` of the ZAP example): the reader replaces them with their application.
   */
  replaceTargets: string[];
  /** `kubectl apply -f <file>`. */
  kubectl: string;
  /** The equivalent `scbctl scan` command, or `null` when scbctl cannot express this scan. */
  scbctl: string | null;
}

/** The operator's release, namespace, chart and version, as the installation guide installs it. */
export const OPERATOR_INSTALL = `helm --namespace securecodebox-system upgrade --install --create-namespace securecodebox-operator ${pinnedChart('operator')}`;

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const ENV_NAME = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;
const QUANTITY = /^\d+(\.\d+)?(m|k|Ki|Mi|Gi|Ti|Pi|Ei|M|G|T|P|E)?$/;
/** Go duration, as the ScheduledScan schema checks `interval`. */
const GO_DURATION = /^[-+]?(0|([0-9]*(\.[0-9]*)?(ns|us|µs|μs|ms|s|m|h))+)$/;
const CRON_DESCRIPTOR = /^@(yearly|annually|monthly|weekly|daily|midnight|hourly|every\s+\S+)$/;
const CRON_FIELD = /^[\d*?/,\-A-Za-z]+$/;
const ANNOTATION_NAME = /^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
const DIGITS = /^\d+$/;

/** Looks up a scanner entry by slug. */
export function findScanner(catalogue: BuilderCatalogue, slug: string): BuilderScanner | undefined {
  return catalogue.scanners.find((entry) => entry.slug === slug);
}

/** Looks up a hook entry with a chart by slug. */
export function findHook(catalogue: BuilderCatalogue, slug: string): BuilderHook | undefined {
  return installableHooks(catalogue).find((entry) => entry.slug === slug);
}

/** Whether a cron expression has the shape Kubernetes' cron parser accepts: five fields or a descriptor. */
export function isCronExpression(text: string): boolean {
  const trimmed = text.trim();
  if (CRON_DESCRIPTOR.test(trimmed)) return true;
  const fields = trimmed.split(/\s+/);
  return fields.length === 5 && fields.every((field) => CRON_FIELD.test(field));
}

/**
 * Whether a parameter looks like several arguments written as one: it holds white space and is not the value of the
 * option right before it. A value with spaces right after an option is one argument (a header after `-H`); anything
 * else with a space reaches the scanner as a single word, which it does not read as the arguments meant.
 * @param parameters - the parameters, one argument each, as `spec.parameters` lists them
 * @param index - the position of the parameter to check
 */
export function joinsArguments(parameters: readonly string[], index: number): boolean {
  const parameter = parameters[index] ?? '';
  if (!/\s/.test(parameter.trim())) return false;
  const previous = index > 0 ? parameters[index - 1] : '';
  return parameter.trim().startsWith('-') || !previous.startsWith('-');
}

/** The builder's own checks of the form (before any schema check). */
export function formProblems(catalogue: BuilderCatalogue, state: BuilderState): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string): void => {
    problems.push({field, message});
  };
  const scanner = findScanner(catalogue, state.scanner);
  if (!scanner) {
    add('scanner', `Unknown scanner "${state.scanner}": choose one of the catalogue.`);
  } else if (!scanner.scanTypes.includes(state.scanType)) {
    add(
      'scanType',
      `The ${scanner.name} chart installs no ScanType "${state.scanType}"; choose one of ${scanner.scanTypes.join(', ')}.`,
    );
  }
  if (state.name === '') add('name', 'Enter a name.');
  else if (state.name.length > 253 || !DNS_SUBDOMAIN.test(state.name)) {
    add('name', 'Use lower-case letters, digits, "-" and "." only, starting and ending with a letter or digit.');
  }
  if (state.namespace !== '' && (state.namespace.length > 63 || !DNS_LABEL.test(state.namespace))) {
    add('namespace', 'A namespace has lower-case letters, digits and "-" only, at most 63 characters.');
  }

  const needsParameters = !scanner || !scanTypesWithoutParameters(scanner).has(state.scanType);
  if (state.parameters.length === 0 && needsParameters)
    add('parameters', 'Add at least one parameter: the target to scan.');
  state.parameters.forEach((parameter, index) => {
    const field = `parameters.${index}`;
    if (parameter.trim() === '') {
      add(field, 'Empty row: enter the target or an argument, or remove the row.');
    } else if (parameter !== parameter.trim()) {
      add(field, 'Remove the spaces before or after the argument.');
    } else if (joinsArguments(state.parameters, index)) {
      add(field, `One argument per row: split "${parameter}" into ${parameter.split(/\s+/).length} rows.`);
    }
  });

  const envNames = new Set<string>();
  state.env.forEach((row, index) => {
    if (!ENV_NAME.test(row.name))
      add(
        `env.${index}.name`,
        'Enter a variable name of letters, digits, "_", "-" and ".", not starting with a digit.',
      );
    else if (envNames.has(row.name)) add(`env.${index}.name`, `The variable ${row.name} is set twice.`);
    envNames.add(row.name);
    if (row.from === 'secret') {
      if (row.secret === '' || !DNS_SUBDOMAIN.test(row.secret))
        add(`env.${index}.secret`, 'Enter the name of the Secret (lower-case letters, digits, "-" and ".").');
      if (row.key === '' || !/^[-._a-zA-Z0-9]+$/.test(row.key))
        add(`env.${index}.key`, 'Enter the key inside the Secret (letters, digits, "-", "_" and ".").');
    }
  });

  for (const field of ['requestsCpu', 'requestsMemory', 'limitsCpu', 'limitsMemory'] as const) {
    const value = state.resources[field];
    if (value !== '' && !QUANTITY.test(value))
      add(`resources.${field}`, 'Enter a Kubernetes quantity such as 500m, 1, 256Mi or 1Gi.');
  }
  if (state.ttl !== '' && (!DIGITS.test(state.ttl) || Number(state.ttl) > 2147483647)) {
    add('ttl', 'Enter a whole number of seconds (0 deletes the Scan as soon as it has finished).');
  }

  if (state.schedule.enabled) {
    const {interval, cron} = state.schedule;
    if (interval !== '' && cron !== '') {
      add('schedule.interval', 'Set either an interval or a cron schedule, not both.');
      add('schedule.cron', 'Set either an interval or a cron schedule, not both.');
    } else if (interval === '' && cron === '') {
      add('schedule.interval', 'Set an interval (e.g. 24h) or a cron schedule.');
    }
    if (interval !== '' && (!GO_DURATION.test(interval) || /^[-+]?0$/.test(interval))) {
      add('schedule.interval', 'Write a duration with the units h, m or s, such as 24h or 1h30m (no days).');
    }
    if (cron !== '' && !isCronExpression(cron))
      add('schedule.cron', 'Write five cron fields (minute hour day month weekday), such as 0 3 * * *.');
    for (const field of ['successfulJobsHistoryLimit', 'failedJobsHistoryLimit'] as const) {
      const value = state.schedule[field];
      if (value !== '' && (!DIGITS.test(value) || Number(value) > 2147483647))
        add(`schedule.${field}`, 'Enter a whole number, 0 or more.');
    }
  }

  if (state.cascade.enabled && state.cascade.scope.enabled) {
    const scope = state.cascade.scope;
    if (scope.key === '' || scope.key.length > 63 || !ANNOTATION_NAME.test(scope.key)) {
      add('scope.key', 'Enter a scope name of letters, digits, "-", "_" and ".", such as domain.');
    }
    if (scope.value.trim() === '') add('scope.value', 'Enter the scope, e.g. the domain or CIDR range you may scan.');
    if (scope.values.length === 0)
      add('scope.values', 'Add at least one value to compare, such as {{attributes.hostname}}.');
    scope.values.forEach((value, index) => {
      if (value.trim() === '') add(`scope.values.${index}`, 'Empty row: enter a value or remove the row.');
    });
  }

  const seen = new Set<string>();
  for (const slug of state.hooks) {
    if (seen.has(slug)) add('hooks', `The hook "${slug}" is chosen twice.`);
    seen.add(slug);
    if (!findHook(catalogue, slug)) {
      const known = catalogue.hooks.find((hook) => hook.slug === slug);
      add(
        'hooks',
        known
          ? `The hook ${known.name} has no published chart to install.`
          : `Unknown hook "${slug}": choose hooks from the list.`,
      );
    }
  }
  problems.push(...hookProblems(state, effectiveHooks(catalogue, state)));
  return problems;
}

/** The label selector of `spec.cascades` as the form sets it. */
export function cascadeMatchLabels(state: BuilderState, passthrough: Passthrough): Record<string, string> {
  const labels: Record<string, string> = {...passthrough.matchLabels};
  if (state.cascade.intensive !== '' && state.cascade.intensive !== 'light-medium')
    labels['securecodebox.io/intensive'] = state.cascade.intensive;
  if (state.cascade.invasive !== '') labels['securecodebox.io/invasive'] = state.cascade.invasive;
  return labels;
}

/**
 * The label selector of `spec.cascades`: the form's labels, plus `matchExpressions` an example brings along.
 * @param state - the form
 * @param passthrough - the example's unedited parts
 */
export function cascadeSelector(state: BuilderState, passthrough: Passthrough): LabelSelector {
  const selector: LabelSelector = {matchLabels: cascadeMatchLabels(state, passthrough)};
  const expressions = cascadeExpressions(state, passthrough);
  if (expressions.length > 0) {
    selector.matchExpressions = expressions.filter(isRecord).map((entry): LabelSelectorRequirement => ({
      key: String(entry.key),
      operator: String(entry.operator),
      values: Array.isArray(entry.values) ? entry.values.map(String) : [],
    }));
  }
  return selector;
}

/**
 * The `matchExpressions` of `spec.cascades`: "up to medium" (`securecodebox.io/intensive` `In` light, medium) when
 * the form asks for it, then the expressions a loaded manifest brings along.
 */
export function cascadeExpressions(state: BuilderState, passthrough: Passthrough): unknown[] {
  const own =
    state.cascade.intensive === 'light-medium'
      ? [{key: 'securecodebox.io/intensive', operator: 'In', values: [...UP_TO_MEDIUM]}]
      : [];
  const kept = passthrough.cascades.matchExpressions;
  return [...own, ...(Array.isArray(kept) ? (kept as unknown[]) : [])];
}

/**
 * What the cascade of a state starts (see `cascadePlan` in catalogue.ts), or `undefined` when the scan does not
 * cascade or its scanner is unknown.
 */
export function cascadePlanOf(
  catalogue: BuilderCatalogue,
  state: BuilderState,
  passthrough: Passthrough,
): CascadePlan | undefined {
  const scanner = findScanner(catalogue, state.scanner);
  if (!state.cascade.enabled || !scanner) return undefined;
  return cascadePlan(catalogue, scanner, cascadeSelector(state, passthrough));
}

/** The hooks that have to run for this scan: the chosen ones plus Cascading Scans when the scan cascades. */
export function effectiveHooks(catalogue: BuilderCatalogue, state: BuilderState): BuilderHook[] {
  const slugs = [...state.hooks];
  if (state.cascade.enabled && !slugs.includes('cascading-scans')) slugs.push('cascading-scans');
  return slugs.map((slug) => findHook(catalogue, slug)).filter((hook): hook is BuilderHook => hook !== undefined);
}

function trimmedNumber(text: string): number {
  return Number.parseInt(text, 10);
}

/** The Scan spec (also the `scanSpec` of a ScheduledScan). */
function scanSpec(catalogue: BuilderCatalogue, state: BuilderState, passthrough: Passthrough): Record<string, unknown> {
  const spec: Record<string, unknown> = {scanType: state.scanType, parameters: [...state.parameters]};
  const env = [
    ...state.env.map((row) =>
      row.from === 'value'
        ? {name: row.name, value: row.value}
        : {name: row.name, valueFrom: {secretKeyRef: {name: row.secret, key: row.key}}},
    ),
    ...passthrough.env,
  ];
  if (env.length > 0) spec.env = env;
  Object.assign(spec, passthrough.spec);
  const {requestsCpu, requestsMemory, limitsCpu, limitsMemory} = state.resources;
  const requests: Record<string, string> = {};
  const limits: Record<string, string> = {};
  if (requestsCpu !== '') requests.cpu = requestsCpu;
  if (requestsMemory !== '') requests.memory = requestsMemory;
  if (limitsCpu !== '') limits.cpu = limitsCpu;
  if (limitsMemory !== '') limits.memory = limitsMemory;
  if (Object.keys(requests).length + Object.keys(limits).length > 0) {
    spec.resources = {
      ...(Object.keys(requests).length > 0 ? {requests} : {}),
      ...(Object.keys(limits).length > 0 ? {limits} : {}),
    };
  }
  if (state.ttl !== '') spec.ttlSecondsAfterFinished = trimmedNumber(state.ttl);
  // A ScheduledScan carries suspend itself (buildDocuments), so that it pauses the schedule, not every Scan it makes.
  if (state.suspend && !state.schedule.enabled) spec.suspend = true;
  if (state.cascade.enabled) {
    const cascades: Record<string, unknown> = {};
    const matchLabels = cascadeMatchLabels(state, passthrough);
    if (Object.keys(matchLabels).length > 0) cascades.matchLabels = matchLabels;
    Object.assign(cascades, passthrough.cascades);
    const expressions = cascadeExpressions(state, passthrough);
    if (expressions.length > 0) cascades.matchExpressions = expressions;
    for (const flag of INHERIT_FLAGS) {
      const value = state.cascade.inherit[flag];
      if (value !== undefined && value !== INHERIT_DEFAULTS[flag]) cascades[flag] = value;
    }
    const scope = state.cascade.scope;
    if (scope.enabled) {
      cascades.scopeLimiter = {
        ...(scope.validOnMissingRender ? {validOnMissingRender: true} : {}),
        [scope.combinator]: [{key: `${SCOPE_DOMAIN}${scope.key}`, operator: scope.operator, values: [...scope.values]}],
      };
    }
    spec.cascades = cascades;
  }
  const hooks = effectiveHooks(catalogue, state);
  if (state.hooks.length > 0 && hooks.length > 0) {
    spec.hookSelector = {
      matchExpressions: [
        {
          key: 'app.kubernetes.io/instance',
          operator: 'In',
          values: hooks.map((hook) => releaseOf(hook.installCommand ?? '')),
        },
      ],
    };
  }
  return spec;
}

/**
 * The documents of the manifest, without any validation.
 * @param catalogue - the builder catalogue
 * @param state - the form
 * @param passthrough - the example's unedited parts ({@link passthroughOf})
 */
export function buildDocuments(
  catalogue: BuilderCatalogue,
  state: BuilderState,
  passthrough: Passthrough,
): PlainDocument[] {
  const metadata: Record<string, unknown> = {name: state.name};
  if (state.namespace !== '') metadata.namespace = state.namespace;
  Object.assign(metadata, structuredCloneSafe(passthrough.metadata));
  const scope = state.cascade.scope;
  if (state.cascade.enabled && scope.enabled) {
    const annotations = {...((metadata.annotations as Record<string, string> | undefined) ?? {})};
    annotations[`${SCOPE_DOMAIN}${scope.key}`] = scope.value;
    metadata.annotations = annotations;
  }
  const spec = scanSpec(catalogue, state, passthrough);
  let main: PlainDocument;
  if (state.schedule.enabled) {
    const schedule = state.schedule;
    const scheduledSpec: Record<string, unknown> = {...passthrough.scheduled};
    if (schedule.interval !== '') scheduledSpec.interval = schedule.interval;
    if (schedule.cron !== '') scheduledSpec.schedule = schedule.cron;
    if (schedule.successfulJobsHistoryLimit !== '')
      scheduledSpec.successfulJobsHistoryLimit = trimmedNumber(schedule.successfulJobsHistoryLimit);
    if (schedule.failedJobsHistoryLimit !== '')
      scheduledSpec.failedJobsHistoryLimit = trimmedNumber(schedule.failedJobsHistoryLimit);
    if (schedule.concurrencyPolicy !== '') scheduledSpec.concurrencyPolicy = schedule.concurrencyPolicy;
    if (schedule.retriggerOnScanTypeChange) scheduledSpec.retriggerOnScanTypeChange = true;
    if (state.suspend) scheduledSpec.suspend = true;
    scheduledSpec.scanSpec = spec;
    main = {apiVersion: 'execution.securecodebox.io/v1', kind: 'ScheduledScan', metadata, spec: scheduledSpec};
  } else {
    main = {apiVersion: 'execution.securecodebox.io/v1', kind: 'Scan', metadata, spec};
  }
  const documents = [...passthrough.before, main, ...passthrough.after];
  // An example's ConfigMaps get names of this scan; an imported manifest keeps the names its author gave.
  return state.example !== null ? renameConfigMaps(state.name, documents, main) : documents;
}

/**
 * Gives the ConfigMaps the Scan mounts (e.g. a ZAP plan) names derived from the Scan's name, `<name>-config` (then
 * `-config-2` …), and points the Scan's volumes at them, so that two scans built from one example never overwrite each
 * other's ConfigMap. Other documents and ConfigMaps the Scan does not mount keep their names.
 * @param name - the Scan's name (left as it is when empty)
 * @param documents - every document of the manifest
 * @param main - the Scan or ScheduledScan among them
 * @returns the documents, with copies of the renamed ConfigMaps and of the Scan
 */
export function renameConfigMaps(name: string, documents: PlainDocument[], main: PlainDocument): PlainDocument[] {
  if (name === '') return documents;
  const outer = isRecord(main.spec) ? main.spec : {};
  const spec = main.kind === 'ScheduledScan' && isRecord(outer.scanSpec) ? outer.scanSpec : outer;
  const volumes: unknown[] = Array.isArray(spec.volumes) ? (spec.volumes as unknown[]) : [];
  const mounted = new Set(
    volumes.flatMap((volume) =>
      isRecord(volume) && isRecord(volume.configMap) && typeof volume.configMap.name === 'string'
        ? [volume.configMap.name]
        : [],
    ),
  );
  const renames = new Map<string, string>();
  for (const doc of documents) {
    const metadata = isRecord(doc.metadata) ? doc.metadata : {};
    if (doc.kind !== 'ConfigMap' || typeof metadata.name !== 'string' || !mounted.has(metadata.name)) continue;
    renames.set(metadata.name, `${name}-config${renames.size === 0 ? '' : `-${renames.size + 1}`}`);
  }
  if (renames.size === 0) return documents;
  const newVolumes = volumes.map((volume): unknown =>
    isRecord(volume) && isRecord(volume.configMap) && typeof volume.configMap.name === 'string'
      ? {...volume, configMap: {...volume.configMap, name: renames.get(volume.configMap.name) ?? volume.configMap.name}}
      : volume,
  );
  const newMain: PlainDocument =
    main.kind === 'ScheduledScan'
      ? {...main, spec: {...outer, scanSpec: {...spec, volumes: newVolumes}}}
      : {...main, spec: {...spec, volumes: newVolumes}};
  return documents.map((doc) => {
    if (doc === main) return newMain;
    const metadata = isRecord(doc.metadata) ? doc.metadata : {};
    const renamed =
      doc.kind === 'ConfigMap' && typeof metadata.name === 'string' ? renames.get(metadata.name) : undefined;
    return renamed ? {...doc, metadata: {...metadata, name: renamed}} : doc;
  });
}

/** A target of the scan that is a demo target: the chart that installs it, or none, and the namespace it is in. */
interface DemoTarget {
  host: string;
  chart: string | null;
  namespace: string | null;
}

/**
 * The demo targets a scan aims at: hosts in its parameters and env values whose first label names a demo-target chart
 * (`bodgeit`, `juice-shop.demo-targets.svc` …), or that sit in the namespace `demo-targets` without a chart of that
 * name (`nginx.demo-targets.svc` of the ZAP example).
 */
export function demoTargetsOf(catalogue: BuilderCatalogue, state: BuilderState): DemoTarget[] {
  const words = [...state.parameters, ...state.env.map((row) => (row.from === 'value' ? row.value : ''))];
  const found = new Map<string, DemoTarget>();
  for (const word of words) {
    for (const match of word.matchAll(/(?:^|[/@\s])([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?=[:/]|$)/g)) {
      const host = match[1];
      const labels = host.split('.');
      const chart = catalogue.demoTargets.includes(labels[0]) ? labels[0] : null;
      const namespace = labels.length > 1 && (labels[2] === 'svc' || labels.length === 2) ? labels[1] : null;
      if (chart || namespace === 'demo-targets') found.set(host, {host, chart, namespace});
    }
  }
  return [...found.values()];
}

/** A deep copy of plain data (the passthrough comes from parsed YAML: objects, arrays, scalars). */
function structuredCloneSafe<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Maps a schema error's JSON pointer to the form field it concerns. */
export function fieldOfPointer(pointer: string, scheduled: boolean): string {
  const parts = pointer.split('/').slice(1);
  if (parts[0] === 'metadata') return parts[1] === 'namespace' ? 'namespace' : 'name';
  if (parts[0] !== 'spec') return 'manifest';
  let rest = parts.slice(1);
  if (scheduled) {
    if (rest[0] === 'interval') return 'schedule.interval';
    if (rest[0] === 'schedule') return 'schedule.cron';
    if (rest[0] === 'successfulJobsHistoryLimit' || rest[0] === 'failedJobsHistoryLimit') return `schedule.${rest[0]}`;
    if (rest[0] === 'suspend') return 'suspend';
    if (rest[0] !== 'scanSpec') return 'schedule.interval';
    rest = rest.slice(1);
  }
  switch (rest[0]) {
    case 'scanType':
      return 'scanType';
    case 'parameters':
      return rest[1] !== undefined ? `parameters.${rest[1]}` : 'parameters';
    case 'env':
      return rest[1] !== undefined ? `env.${rest[1]}.name` : 'env';
    case 'ttlSecondsAfterFinished':
      return 'ttl';
    case 'suspend':
      return 'suspend';
    case 'cascades':
      return rest.includes('scopeLimiter') ? 'scope.values' : 'cascade';
    case 'hookSelector':
      return 'hooks';
    default:
      return 'manifest';
  }
}

function schemaMessage(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `The schema does not know the field ${String(params.additionalProperty)}.`;
    case 'required':
      return `The required field ${String(params.missingProperty)} is missing.`;
    case 'oneOf':
      return 'Set either an interval or a cron schedule, not both.';
    default:
      return `The ${error.instancePath.split('/').filter(Boolean).join('.') || 'manifest'} ${error.message ?? 'is invalid'}.`;
  }
}

/**
 * Checks the builder's own document (the Scan or ScheduledScan) against the site's CRD schema.
 * @param doc - the document {@link buildDocuments} made for the form
 * @param validators - the compiled schemas
 * @returns the problems, each with its form field; empty when the schema accepts the document
 */
export function schemaProblems(doc: PlainDocument, validators: Validators): FieldProblem[] {
  const scheduled = doc.kind === 'ScheduledScan';
  const validate = scheduled ? validators.scheduledScan : validators.scan;
  if (validate(doc)) return [];
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of validate.errors ?? []) {
    // anyOf/oneOf branches repeat what the summary error says.
    if (error.keyword === 'required' && error.schemaPath.includes('/oneOf/')) continue;
    const problem = {field: fieldOfPointer(error.instancePath, scheduled), message: schemaMessage(error)};
    const key = `${problem.field} ${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}

/** Quotes a shell word when it needs it (POSIX single quotes). */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The `scbctl scan` command for the state, when scbctl can create the same resource: `scbctl scan` creates a plain
 * Scan from a ScanType, a name, a namespace and parameters (`scbctl/cmd/scans.go`), nothing more.
 * @returns the command, or `null` when the manifest needs more than that
 */
export function scbctlCommand(state: BuilderState, passthrough: Passthrough): string | null {
  const plain =
    !state.schedule.enabled &&
    !state.cascade.enabled &&
    state.hooks.length === 0 &&
    state.env.length === 0 &&
    state.ttl === '' &&
    !state.suspend &&
    Object.values(state.resources).every((value) => value === '') &&
    passthrough.before.length === 0 &&
    passthrough.after.length === 0 &&
    Object.keys(passthrough.metadata).length === 0 &&
    Object.keys(passthrough.spec).length === 0 &&
    passthrough.env.length === 0;
  if (!plain) return null;
  const words = ['scbctl', 'scan', shellQuote(state.scanType)];
  if (state.name !== state.scanType) words.push('--name', shellQuote(state.name));
  if (state.namespace !== '') words.push('--namespace', shellQuote(state.namespace));
  words.push('--', ...state.parameters.map(shellQuote));
  return words.join(' ');
}

/**
 * The Helm commands: the operator (when asked for), the scanner (with its cascading rules when it ships rules the
 * selector admits), the charts the admitted rules need (their rules and ScanTypes, also for follow-up scans of
 * follow-up scans), and each hook. Install commands come from the
 * catalogue entries; the builder only appends `--namespace` and `--set cascadingRules.enabled=true`.
 */
export function helmCommands(catalogue: BuilderCatalogue, state: BuilderState, passthrough: Passthrough): string[] {
  const commands: string[] = [];
  if (state.installOperator) commands.push(OPERATOR_INSTALL);
  const namespace = state.namespace !== '' ? ` --namespace ${state.namespace}` : '';
  const scanner = findScanner(catalogue, state.scanner);
  if (!scanner) return commands;
  const plan = cascadePlanOf(catalogue, state, passthrough);
  const withRules = new Set(plan?.selected.map(({scanner: owner}) => owner.slug));
  const scannerCommand = (entry: BuilderScanner): string =>
    `${entry.installCommand}${namespace}${withRules.has(entry.slug) ? ' --set cascadingRules.enabled=true' : ''}`;
  commands.push(scannerCommand(scanner));
  for (const entry of plan?.extraCharts ?? []) commands.push(scannerCommand(entry));
  for (const target of demoTargetsOf(catalogue, state)) {
    if (!target.chart) continue;
    const where = target.namespace ? ` --namespace ${target.namespace} --create-namespace` : namespace;
    const command = `helm upgrade --install ${target.chart} ${pinnedChart(target.chart)}${where}`;
    if (!commands.includes(command)) commands.push(command);
  }
  for (const hook of effectiveHooks(catalogue, state)) commands.push(hookInstall(state, hook, namespace).helm);
  return commands;
}

/**
 * Everything the page shows for a state.
 * @param catalogue - the builder catalogue
 * @param state - the form
 * @param passthrough - the example's unedited parts (`passthroughOf` of model.ts)
 * @param validators - the compiled Scan and ScheduledScan schemas
 * @returns problems, YAML (only when there are no problems) and commands
 */
export function buildOutput(
  catalogue: BuilderCatalogue,
  state: BuilderState,
  passthrough: Passthrough,
  validators: Validators,
): BuilderOutput {
  const documents = buildDocuments(catalogue, state, passthrough);
  const main = documents[passthrough.before.length];
  const problems = formProblems(catalogue, state);
  // Schema problems the form checks already explain are not repeated.
  for (const problem of schemaProblems(main, validators)) {
    if (!problems.some((known) => known.field === problem.field)) problems.push(problem);
  }
  const fileName = `${state.name !== '' && DNS_SUBDOMAIN.test(state.name) ? state.name : 'scan'}.yaml`;
  const yaml = problems.length === 0 ? documents.map((doc) => stringify(doc, {lineWidth: 0})).join('---\n') : null;
  const namespace = state.namespace !== '' ? ` --namespace ${state.namespace}` : '';
  const hookInstalls = effectiveHooks(catalogue, state).map((hook) => hookInstall(state, hook, namespace));
  const helm = helmCommands(catalogue, state, passthrough);
  const targets = demoTargetsOf(catalogue, state);
  return {
    problems,
    yaml,
    documents,
    fileName,
    helm,
    secrets: hookInstalls.flatMap((install) => install.secrets),
    hookInstalls,
    placeholders: [...new Set(hookInstalls.flatMap((install) => install.placeholders))],
    demoTargets: helm.filter((command) =>
      targets.some((target) => target.chart && command.includes(`install ${target.chart} `)),
    ),
    replaceTargets: targets.filter((target) => !target.chart).map((target) => target.host),
    kubectl: `kubectl apply -f ${fileName}`,
    scbctl: problems.length === 0 ? scbctlCommand(state, passthrough) : null,
  };
}
