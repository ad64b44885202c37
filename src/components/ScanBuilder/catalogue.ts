/**
 * What the scan builder asks of its catalogue slice (`src/data/scan-builder-catalogue.ts`, written into the build by
 * `plugins/scan-builder`), derived from the entries rather than stored twice: the scanners with their ScanTypes and
 * examples, the parameters their examples and cascading rules use (offered as suggestions), the hooks that have a
 * chart, the Helm release name of each install command, and which cascading rules can start from a scanner's
 * findings.
 *
 * Pure functions over the catalogue types; no React, no browser APIs.
 *
 * @packageDocumentation
 */
import type {CascadingRule} from '@site/src/data/integrations/types';
import {parseAllDocuments} from 'yaml';
import {isRecord} from '../../lib/isRecord';
import type {BuilderCatalogue, BuilderExample, BuilderHook, BuilderScanner} from '../../data/scan-builder-catalogue';

export {isRecord};
/** The catalogue shapes, defined with the build-time slice in `src/data/scan-builder-catalogue.ts`. */
export type {BuilderCatalogue, BuilderExample, BuilderHook, BuilderScanner};

/** The reference page of a catalogue entry, e.g. `/docs/scanners/nmap` (as `integrationPath` of the catalogue). */
export function entryPath(entry: Pick<BuilderScanner | BuilderHook, 'kind' | 'slug'>): string {
  return `/docs/${entry.kind === 'scanner' ? 'scanners' : 'hooks'}/${entry.slug}`;
}

/** A YAML document of an example, parsed to plain values. */
export type PlainDocument = Record<string, unknown>;

/**
 * The documents of an example's `scan` YAML text, as plain values.
 * @param example - an example of a scanner entry
 * @returns every document in order (Scans, ConfigMaps …); non-object documents are left out
 * @throws {Error} when the YAML does not parse (the catalogue's unit tests rule that out)
 */
export function exampleDocuments(example: BuilderExample): PlainDocument[] {
  const documents = parseAllDocuments(example.scan);
  const list = Array.isArray(documents) ? documents : [];
  const errors = list.flatMap((document) => document.errors);
  if (errors.length > 0) throw new Error(`example ${example.name} does not parse: ${errors[0].message}`);
  return list.map((document) => document.toJS() as unknown).filter(isRecord);
}

/** Whether a document is a secureCodeBox Scan. */
export function isScanDocument(doc: PlainDocument): boolean {
  return (
    doc.kind === 'Scan' &&
    typeof doc.apiVersion === 'string' &&
    doc.apiVersion.startsWith('execution.securecodebox.io/')
  );
}

/**
 * The Helm release name of an install command such as `helm upgrade --install nmap oci://…/nmap`.
 * @param installCommand - a catalogue `installCommand`
 * @returns the release (`nmap`, `persistence-defectdojo`, `notification` …)
 */
export function releaseOf(installCommand: string): string {
  const words = installCommand.split(/\s+/);
  const index = words.indexOf('--install');
  return index >= 0 && words[index + 1] ? words[index + 1] : words[words.length - 2];
}

/**
 * Hooks with a published chart (an install command), whether or not they work at the documented release.
 * @param catalogue - the builder catalogue
 */
export function installableHooks(catalogue: BuilderCatalogue): BuilderHook[] {
  return catalogue.hooks.filter((hook) => hook.installCommand !== null && hook.chart !== null);
}

/**
 * Hooks a reader can pick in the builder: those with a chart whose hook works at the documented release (not
 * `setup.broken`).
 * @param catalogue - the builder catalogue
 */
export function offeredHooks(catalogue: BuilderCatalogue): BuilderHook[] {
  return installableHooks(catalogue).filter((hook) => !hook.setup?.broken);
}

/**
 * The options (arguments starting with `-`) that a scanner's examples and the scanner's own cascading rules pass,
 * sorted and without duplicates. They are the parameters the site documents for the scanner, offered as
 * suggestions in the parameter rows.
 * @param scanner - a scanner entry
 */
export function parameterSuggestions(scanner: BuilderScanner): string[] {
  const found = new Set<string>();
  const add = (parameters: unknown): void => {
    if (!Array.isArray(parameters)) return;
    for (const parameter of parameters) {
      if (typeof parameter === 'string' && /^--?[A-Za-z]/.test(parameter) && !/\s/.test(parameter))
        found.add(parameter);
    }
  };
  for (const example of scanner.examples) {
    for (const doc of exampleDocuments(example)) {
      if (isScanDocument(doc) && isRecord(doc.spec)) add(doc.spec.parameters);
    }
  }
  for (const rule of scanner.cascadingRules) add(rule.spec.scanSpec.parameters);
  return [...found].sort((a, b) => a.localeCompare(b));
}

/**
 * ScanTypes whose examples run without any parameter (e.g. `trivy-k8s` scanning the whole cluster). For every
 * other ScanType the builder asks for at least one parameter, the target.
 * @param scanner - a scanner entry
 */
export function scanTypesWithoutParameters(scanner: BuilderScanner): Set<string> {
  const result = new Set<string>();
  for (const example of scanner.examples) {
    for (const doc of exampleDocuments(example)) {
      if (!isScanDocument(doc) || !isRecord(doc.spec)) continue;
      const parameters = doc.spec.parameters;
      if (typeof doc.spec.scanType === 'string' && (!Array.isArray(parameters) || parameters.length === 0)) {
        result.add(doc.spec.scanType);
      }
    }
  }
  return result;
}

/** A cascading rule together with the scanner whose chart ships it. */
export interface CatalogueRule {
  rule: CascadingRule;
  scanner: BuilderScanner;
}

/** Every cascading rule of the catalogue, with its scanner. */
export function allRules(catalogue: BuilderCatalogue): CatalogueRule[] {
  return catalogue.scanners.flatMap((scanner) => scanner.cascadingRules.map((rule) => ({rule, scanner})));
}

/**
 * The finding categories of a scanner's example findings (the samples in the catalogue).
 * @param scanner - a scanner entry
 * @returns the categories; empty when the catalogue has no sample findings for the scanner
 */
export function findingCategories(scanner: BuilderScanner): Set<string> {
  return new Set(scanner.examples.flatMap((example) => (example.findings ?? []).map((finding) => finding.category)));
}

/**
 * The cascading rules that can start from a scanner's findings: those whose `matches.anyOf` names a category that
 * the scanner's sample findings have. When the catalogue has no sample findings for the scanner, every rule is
 * returned, because the builder cannot tell which ones apply.
 * @param catalogue - the builder catalogue
 * @param scanner - the scanner of the initial scan
 * @returns the rules and whether the list was narrowed by categories
 */
export function rulesForScanner(
  catalogue: BuilderCatalogue,
  scanner: BuilderScanner,
): {rules: CatalogueRule[]; narrowed: boolean} {
  const categories = findingCategories(scanner);
  const rules = allRules(catalogue);
  if (categories.size === 0) return {rules, narrowed: false};
  return {
    rules: rules.filter(({rule}) =>
      rule.spec.matches.anyOf.some((match) => typeof match.category === 'string' && categories.has(match.category)),
    ),
    narrowed: true,
  };
}

/**
 * Whether a rule's labels satisfy `matchLabels` (every given label must be present with that value).
 * @param rule - a cascading rule
 * @param matchLabels - the selector's labels
 */
export function ruleSelected(rule: CascadingRule, matchLabels: Readonly<Record<string, string>>): boolean {
  return labelSelectorMatches({matchLabels}, rule.metadata.labels);
}

/** One requirement of a Kubernetes label selector (`matchExpressions` entry). */
export interface LabelSelectorRequirement {
  key: string;
  /** `In`, `NotIn`, `Exists` or `DoesNotExist`; anything else matches no labels. */
  operator: string;
  values?: readonly string[];
}

/** A Kubernetes label selector, as `spec.cascades` holds it (the scope limiter and inherit flags left aside). */
export interface LabelSelector {
  matchLabels?: Readonly<Record<string, string>>;
  matchExpressions?: readonly LabelSelectorRequirement[];
}

/**
 * Whether a label selector selects an object with these labels, with Kubernetes' semantics: every `matchLabels`
 * entry must be present with that value and every `matchExpressions` requirement must hold (`In`: present with one of
 * the values; `NotIn`: absent or none of the values; `Exists`; `DoesNotExist`). An empty selector (`cascades: {}`)
 * selects everything. The cascading-scans hook lists rules with this selector (`kubernetes-label-selector.ts`).
 * @param selector - the selector
 * @param labels - the object's labels
 * @returns `false` for an unknown operator, which the hook would reject
 */
export function labelSelectorMatches(selector: LabelSelector, labels: Readonly<Record<string, string>>): boolean {
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(labels, key);
  const labelsMatch = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => has(key) && labels[key] === value,
  );
  return (
    labelsMatch &&
    (selector.matchExpressions ?? []).every(({key, operator, values = []}) => {
      switch (operator) {
        case 'In':
          return has(key) && values.includes(labels[key]);
        case 'NotIn':
          return !has(key) || !values.includes(labels[key]);
        case 'Exists':
          return has(key);
        case 'DoesNotExist':
          return !has(key);
        default:
          return false;
      }
    })
  );
}

/** The label a rule carries when its scan attacks the target. */
export const INVASIVE_LABEL = 'securecodebox.io/invasive';
/** The label of the load a rule's scan puts on the target. */
export const INTENSIVE_LABEL = 'securecodebox.io/intensive';
/** The selection cascading starts from: rules that only look at the target and put little load on it. */
export const SAFE_CASCADE_LABELS: Readonly<Record<string, string>> = {
  [INVASIVE_LABEL]: 'non-invasive',
  [INTENSIVE_LABEL]: 'light',
};

/** A rule the cascade can reach, with the scanner whose findings start it. */
export interface ReachableRule extends CatalogueRule {
  /** The scanner whose findings start the rule: the initial scanner, or one that an earlier rule starts. */
  from: BuilderScanner;
  /** Whether the selector admits the rule (and every rule on the way to it). */
  selected: boolean;
}

/** What a cascade selector does for a scan of one scanner, derived from the catalogue's rules and labels. */
export interface CascadePlan {
  /**
   * Every rule a cascade could reach with an empty selector (`cascades: {}`), in the order they are reached, each
   * marked with whether this selector admits it.
   */
  rules: ReachableRule[];
  /** Whether the rules were narrowed by the finding categories of sample findings (see {@link rulesForScanner}). */
  narrowed: boolean;
  /** The rules this selector admits. */
  selected: CatalogueRule[];
  /** The ScanTypes the admitted rules start, sorted. */
  scanTypes: string[];
  /** The scanner charts the admitted rules need besides the initial scanner: they ship the rules or their ScanTypes. */
  extraCharts: BuilderScanner[];
  /** The admitted rules labelled `securecodebox.io/invasive: invasive`. */
  invasive: CatalogueRule[];
  /** The admitted rules labelled `securecodebox.io/intensive: high`. */
  high: CatalogueRule[];
  /** Whether the selector admits a rule labelled invasive (of some intensity), e.g. one another chart installed. */
  permitsInvasive: boolean;
  /** Whether the selector admits a rule labelled high intensity (invasive or not). */
  permitsHigh: boolean;
}

/** The scanner whose chart installs a ScanType, if the catalogue has it. */
function scannerOfScanType(catalogue: BuilderCatalogue, scanType: string): BuilderScanner | undefined {
  return catalogue.scanners.find((entry) => entry.scanTypes.includes(scanType));
}

/** The rules of `all` reachable from a scanner's findings, following follow-up scans, under a rule filter. */
function reach(
  catalogue: BuilderCatalogue,
  scanner: BuilderScanner,
  admits: (rule: CascadingRule) => boolean,
): Map<CascadingRule, {entry: CatalogueRule; from: BuilderScanner}> {
  const found = new Map<CascadingRule, {entry: CatalogueRule; from: BuilderScanner}>();
  const queue: BuilderScanner[] = [scanner];
  const visited = new Set<string>();
  while (queue.length > 0) {
    const current = queue.shift() as BuilderScanner;
    if (visited.has(current.slug)) continue;
    visited.add(current.slug);
    for (const entry of rulesForScanner(catalogue, current).rules) {
      if (found.has(entry.rule) || !admits(entry.rule)) continue;
      found.set(entry.rule, {entry, from: current});
      const next = scannerOfScanType(catalogue, entry.rule.spec.scanSpec.scanType);
      if (next) queue.push(next);
    }
  }
  return found;
}

/**
 * What a `spec.cascades` selector starts for a scan of a scanner. The cascading-scans hook gives every follow-up scan
 * the same `cascades` (hook.ts), so the findings of follow-up scans start further rules; the plan follows those chains
 * through the scanners' sample finding categories. A rule "can start" when one of its `matches.anyOf` names a category
 * of the scanner's sample findings (every rule, for a scanner without samples): an upper bound, since rules also
 * match ports and services.
 * @param catalogue - the builder catalogue
 * @param scanner - the scanner of the initial scan
 * @param selector - the `spec.cascades` label selector
 */
export function cascadePlan(
  catalogue: BuilderCatalogue,
  scanner: BuilderScanner,
  selector: LabelSelector,
): CascadePlan {
  const all = reach(catalogue, scanner, () => true);
  const admitted = reach(catalogue, scanner, (rule) => labelSelectorMatches(selector, rule.metadata.labels));
  const selected = [...admitted.values()].map(({entry}) => entry);
  const charts = new Set<string>();
  for (const {rule, scanner: owner} of selected) {
    charts.add(owner.slug);
    const provider = scannerOfScanType(catalogue, rule.spec.scanSpec.scanType);
    if (provider) charts.add(provider.slug);
  }
  return {
    rules: [...all.values()].map(({entry, from}) => ({
      ...entry,
      from: admitted.get(entry.rule)?.from ?? from,
      selected: admitted.has(entry.rule),
    })),
    narrowed: findingCategories(scanner).size > 0,
    selected,
    scanTypes: [...new Set(selected.map(({rule}) => rule.spec.scanSpec.scanType))].sort((a, b) => a.localeCompare(b)),
    extraCharts: catalogue.scanners.filter((entry) => entry.slug !== scanner.slug && charts.has(entry.slug)),
    invasive: selected.filter(({rule}) => rule.metadata.labels[INVASIVE_LABEL] === 'invasive'),
    high: selected.filter(({rule}) => rule.metadata.labels[INTENSIVE_LABEL] === 'high'),
    permitsInvasive: ['light', 'medium', 'high'].some((intensive) =>
      labelSelectorMatches(selector, {[INVASIVE_LABEL]: 'invasive', [INTENSIVE_LABEL]: intensive}),
    ),
    permitsHigh: ['non-invasive', 'invasive'].some((invasive) =>
      labelSelectorMatches(selector, {[INVASIVE_LABEL]: invasive, [INTENSIVE_LABEL]: 'high'}),
    ),
  };
}
