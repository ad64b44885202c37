/**
 * The follow-up Scan a CascadingRule starts for one finding, templated the way the cascading-scans hook does it at
 * secureCodeBox v5.8.0 (`hook.ts`):
 *
 * - The template arguments are the finding's fields, then the parent Scan's fields on top (`metadata`, `spec` …),
 *   plus `$` with the helper `hostOrIP`: the finding's `attributes.hostname`, else the first of its
 *   `attributes.ip_addresses` in JavaScript's default sort order, else an empty string.
 * - `scanType` and every parameter go through Mustache with its default HTML escaping, so `{{location}}` turns
 *   `tcp://host:22` into `tcp:&#x2F;&#x2F;host:22`; triple braces (`{{{location}}}`) leave the value as it is.
 * - The new Scan is named `<parent name>-<rule name>-` plus a random suffix, where a parent name that starts with the
 *   parent's ScanType starts with the follow-up ScanType instead; its chain annotation lists the rules that led to it.
 *
 * Pure functions over plain data, written for this site with the library the hook uses (`mustache`).
 *
 * @packageDocumentation
 */
import Mustache from 'mustache';

/** The parts of a Scan the templates and names read. */
export interface ScanLike {
  apiVersion?: string;
  kind?: string;
  metadata: {name: string; annotations?: Record<string, string>; labels?: Record<string, string>};
  spec: {scanType: string; parameters: readonly string[]; cascades?: object};
}

/** The parts of a CascadingRule the templating reads. */
export interface RuleLike {
  metadata: {name: string};
  spec: {scanSpec: {scanType: string; parameters: readonly string[]}};
}

/** A finding: any JSON object; `attributes` is what the helpers read. */
export type FindingLike = object & {readonly attributes?: unknown};

/** Annotation with the comma-separated names of the rules that led to a scan (`cascading.securecodebox.io/chain`). */
export const CHAIN_ANNOTATION = 'cascading.securecodebox.io/chain';

/**
 * The hook's `$.hostOrIP` helper for a finding.
 * @param finding - a finding
 * @returns `attributes.hostname` when it is truthy; else the first of the non-empty list `attributes.ip_addresses`
 *   after JavaScript's default sort (as text); else `''`. A finding without `attributes` gives `''` (the hook itself
 *   fails on such a finding).
 */
export function hostOrIP(finding: FindingLike): string {
  const attributes = finding.attributes;
  if (typeof attributes !== 'object' || attributes === null) return '';
  const record = attributes as Record<string, unknown>;
  // The hook hands the value to Mustache as it is, which prints it with String().
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  if (record.hostname) return String(record.hostname);
  const addresses = record.ip_addresses;
  if (Array.isArray(addresses) && addresses.length > 0) return String([...(addresses as unknown[])].sort()[0]);
  return '';
}

/**
 * The object the hook renders a rule's templates against.
 * @param parentScan - the Scan whose findings the hook handles
 * @param finding - the matching finding
 */
export function templateArguments(parentScan: ScanLike, finding: FindingLike): Record<string, unknown> {
  return {...finding, ...parentScan, $: {hostOrIP: hostOrIP(finding)}};
}

/** The follow-up scan one rule starts for one finding. */
export interface RenderedScan {
  /** The templated ScanType. */
  scanType: string;
  /** The templated parameters, in order. */
  parameters: string[];
  /** `metadata.generateName` of the new Scan (the API server appends a random suffix). */
  generateName: string;
  /** The rules that led to the new Scan, the starting one first (its chain annotation). */
  chain: string[];
}

/**
 * The chain of a scan: the rules that led to it, read from its chain annotation.
 * @param scan - a Scan
 * @returns the rule names, empty for a scan nobody cascaded
 */
export function chainOf(scan: Pick<ScanLike, 'metadata'>): string[] {
  const value = scan.metadata.annotations?.[CHAIN_ANNOTATION];
  return value ? value.split(',') : [];
}

/**
 * Templates a rule for one finding of a parent Scan.
 * @param parentScan - the Scan whose findings the hook handles
 * @param finding - a finding the rule matches
 * @param rule - the CascadingRule
 * @throws {Error} from Mustache when a template does not parse (e.g. an unclosed `{{#section}}`)
 */
export function renderFollowUp(parentScan: ScanLike, finding: FindingLike, rule: RuleLike): RenderedScan {
  const view = templateArguments(parentScan, finding);
  const scanType = Mustache.render(rule.spec.scanSpec.scanType, view);
  const parameters = rule.spec.scanSpec.parameters.map((parameter) => Mustache.render(parameter, view));
  let prefix = parentScan.metadata.name;
  if (prefix.startsWith(parentScan.spec.scanType)) prefix = prefix.replace(parentScan.spec.scanType, scanType);
  return {
    scanType,
    parameters,
    generateName: `${prefix}-${rule.metadata.name}-`,
    chain: [...chainOf(parentScan), rule.metadata.name],
  };
}

/** Whether Mustache's HTML escaping changed a rendered value (it holds `&#x2F;`, `&amp;` …). */
export function looksEscaped(value: string): boolean {
  return /&(amp|lt|gt|quot|#39|#x2F|#x60|#x3D);/.test(value);
}
