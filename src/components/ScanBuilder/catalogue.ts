/**
 * What the scan builder needs from the integration catalogue (`src/data/integrations`), derived from the
 * entries rather than stored twice: the scanners with their ScanTypes and examples, the parameters their
 * examples and cascading rules use (offered as suggestions), the hooks that have a chart, the Helm release name of
 * each install command, and which cascading rules can start from a scanner's findings.
 *
 * Pure functions over the catalogue types; no React, no browser APIs.
 *
 * @packageDocumentation
 */
import type {CascadingRule, HookIntegration, ScannerIntegration} from '@site/src/data/integrations/types';
import {parseAllDocuments} from 'yaml';

/** An example as the builder needs it: the manifest text and the categories of its sample findings. */
export interface BuilderExample {
  /** Folder name of the example, e.g. `basic-example`. */
  name: string;
  /** The example's `scan.yaml` text (may hold several documents). */
  scan: string;
  /** The sample findings, reduced to their category. */
  findings?: ReadonlyArray<{category: string}>;
}

/** The part of a scanner entry the builder uses (a full `ScannerIntegration` is one). */
export interface BuilderScanner extends Pick<
  ScannerIntegration,
  'name' | 'slug' | 'kind' | 'category' | 'usecase' | 'installCommand' | 'scanTypes' | 'cascadingRules'
> {
  chart: {name: string};
  examples: readonly BuilderExample[];
}

/** The part of a hook entry the builder uses (a full `HookIntegration` is one). */
export interface BuilderHook extends Pick<HookIntegration, 'name' | 'slug' | 'kind' | 'installCommand'> {
  chart: {name: string} | null;
}

/** The catalogue the builder works on: every scanner and hook entry, full or reduced by {@link slimCatalogue}. */
export interface BuilderCatalogue {
  scanners: readonly BuilderScanner[];
  hooks: readonly BuilderHook[];
}

/**
 * Reduces the catalogue to what the builder uses, so the builder page does not load value tables, findings and
 * prose of every entry. `plugins/scan-builder` writes the result into the build.
 * @param catalogue - the full catalogue (`scanners` and `hooks` of `src/data/integrations`)
 * @returns plain JSON-serialisable data
 */
export function slimCatalogue(catalogue: BuilderCatalogue): BuilderCatalogue {
  return {
    scanners: catalogue.scanners.map((scanner) => ({
      name: scanner.name,
      slug: scanner.slug,
      kind: scanner.kind,
      category: scanner.category,
      usecase: scanner.usecase,
      chart: {name: scanner.chart.name},
      installCommand: scanner.installCommand,
      scanTypes: scanner.scanTypes,
      cascadingRules: scanner.cascadingRules,
      examples: scanner.examples.map((example) => ({
        name: example.name,
        scan: example.scan,
        ...(example.findings ? {findings: example.findings.map((finding) => ({category: finding.category}))} : {}),
      })),
    })),
    hooks: catalogue.hooks.map((hook) => ({
      name: hook.name,
      slug: hook.slug,
      kind: hook.kind,
      installCommand: hook.installCommand,
      chart: hook.chart ? {name: hook.chart.name} : null,
    })),
  };
}

/** The reference page of a catalogue entry, e.g. `/docs/scanners/nmap` (as `integrationPath` of the catalogue). */
export function entryPath(entry: Pick<BuilderScanner | BuilderHook, 'kind' | 'slug'>): string {
  return `/docs/${entry.kind === 'scanner' ? 'scanners' : 'hooks'}/${entry.slug}`;
}

/** A YAML document of an example, parsed to plain values. */
export type PlainDocument = Record<string, unknown>;

/** Returns `true` for a plain object (not an array, not `null`). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
 * Hooks a reader can pick: those with a published chart (an install command).
 * @param catalogue - the builder catalogue
 */
export function installableHooks(catalogue: BuilderCatalogue): BuilderHook[] {
  return catalogue.hooks.filter((hook) => hook.installCommand !== null && hook.chart !== null);
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
  return Object.entries(matchLabels).every(([key, value]) => rule.metadata.labels[key] === value);
}
