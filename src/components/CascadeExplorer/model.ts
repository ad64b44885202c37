/**
 * The cascading-scans explorer's model: the catalogue slice it works on, the reader's choices, and the tree of
 * follow-up scans those choices lead to.
 *
 * The tree follows the cascading-scans hook at secureCodeBox v5.8.0 step by step. For a Scan and its findings the
 * hook takes the rules its `spec.cascades` selects (in name order, as the API server lists them), skips every rule
 * already in the Scan's chain (the rules that led to the Scan), checks each finding against the scope limiter and
 * then against the rule's `anyOf`, and starts one Scan per matching finding. Every follow-up Scan carries the same
 * `spec.cascades` and the scope annotations, so the same selection applies at every level.
 *
 * What the site cannot know is what a follow-up scan will find: at the levels below the starting scan, the explorer
 * uses the sample findings of the catalogue's examples of the scanner whose ScanType the rule starts. Counts are
 * therefore what these samples start, not a forecast for a real network.
 *
 * Pure TypeScript, no React; the scope limiter is passed in ({@link ScopeCheck}) so its large libraries load only
 * when a reader uses it.
 *
 * @packageDocumentation
 */
import type {CascadingRule} from '@site/src/data/integrations/types';
import {renderFollowUp, type RenderedScan, type ScanLike} from './render';
import {matchingCondition, parseSelectorTerms, selectorMatches, type LabelSelector} from './select';
import {
  SCOPE_LISTS,
  SCOPE_OPERATORS,
  SCOPE_PREFIX,
  type ScopeList,
  type ScopeOperator,
} from '../../data/cascading-scope';
import type {ExplorerCatalogue, ExplorerFinding, ExplorerScanner} from '../../data/cascade-catalogue';

/** The catalogue slice's shapes, defined with the build-time derivation in `src/data/cascade-catalogue.ts`. */
export type {ExplorerCatalogue, ExplorerFinding, ExplorerScanner};

/** Values of the two standard labels the reader can ask for; `any` leaves the label out of the selector. */
export const INVASIVE_CHOICES = ['non-invasive', 'invasive', 'any'] as const;
/** A choice of {@link INVASIVE_CHOICES}. */
export type InvasiveChoice = (typeof INVASIVE_CHOICES)[number];
/** Values of `securecodebox.io/intensive` the reader can ask for. */
export const INTENSIVE_CHOICES = ['light', 'medium', 'high', 'any'] as const;
/** A choice of {@link INTENSIVE_CHOICES}. */
export type IntensiveChoice = (typeof INTENSIVE_CHOICES)[number];

/** The scope limiter's operators, lists and annotation prefix: one model with the scan builder's (src/data). */
export {SCOPE_LISTS, SCOPE_OPERATORS, SCOPE_PREFIX, type ScopeList, type ScopeOperator};

/** The scope limiter the reader sets: one requirement and the scope annotation it reads (as the scan builder has it). */
export interface ScopeChoice {
  /** Annotation name after `scope.cascading.securecodebox.io/`, e.g. `domain`. */
  key: string;
  /** The annotation's value on the Scan, e.g. `example.com` or `10.0.0.0/8`. */
  value: string;
  list: ScopeList;
  operator: ScopeOperator;
  /** Templated values, e.g. `{{attributes.hostname}}`. */
  values: string[];
  validOnMissingRender: boolean;
}

/** Everything the reader chooses. */
export interface ExplorerState {
  /** Slug of the starting scanner. */
  scanner: string;
  /** Index into the scanner's {@link ExplorerScanner.findings}, or `null` for all of them. */
  finding: number | null;
  invasive: InvasiveChoice;
  intensive: IntensiveChoice;
  /** Further selector requirements in label-selector syntax (see `parseSelectorTerms`). */
  terms: string;
  /** The scope limiter, or `null` for none. */
  scope: ScopeChoice | null;
}

/** Slug of the scanner the page starts with. */
export const DEFAULT_SCANNER = 'nmap';
/** How many levels of follow-up scans the tree shows. */
export const MAX_DEPTH = 3;
const INVASIVE = 'securecodebox.io/invasive';
const INTENSIVE = 'securecodebox.io/intensive';

/** The page's default: Nmap, every sample finding, only non-invasive and light rules, no scope limiter. */
export function defaultState(): ExplorerState {
  return {
    scanner: DEFAULT_SCANNER,
    finding: null,
    invasive: 'non-invasive',
    intensive: 'light',
    terms: '',
    scope: null,
  };
}

/** The scope limiter a reader starts from when turning it on: the hostname must be a subdomain of a domain. */
export function defaultScope(): ScopeChoice {
  return {
    key: 'domain',
    value: 'example.com',
    list: 'allOf',
    operator: 'SubdomainOf',
    values: ['{{attributes.hostname}}'],
    validOnMissingRender: false,
  };
}

/** Result of {@link cascadesOf}. */
export type CascadesResult = {ok: true; selector: LabelSelector} | {ok: false; message: string};

/**
 * The label selector of `spec.cascades` for the reader's choices: the two standard labels as `matchLabels` (left out
 * for `any`) plus the further requirements.
 * @param state - the reader's choices
 * @returns the selector, or a message when the further requirements do not parse or repeat a standard label
 */
export function cascadesOf(state: Pick<ExplorerState, 'invasive' | 'intensive' | 'terms'>): CascadesResult {
  const parsed = parseSelectorTerms(state.terms);
  if (!parsed.ok) return {ok: false, message: `The further requirements ${parsed.message}.`};
  const matchLabels: Record<string, string> = {};
  if (state.invasive !== 'any') matchLabels[INVASIVE] = state.invasive;
  if (state.intensive !== 'any') matchLabels[INTENSIVE] = state.intensive;
  for (const [key, value] of Object.entries(parsed.selector.matchLabels ?? {})) {
    if (key in matchLabels)
      return {ok: false, message: `The further requirements set "${key}", which the choice above already sets.`};
    matchLabels[key] = value;
  }
  const selector: LabelSelector = {};
  if (Object.keys(matchLabels).length > 0) selector.matchLabels = matchLabels;
  if (parsed.selector.matchExpressions) selector.matchExpressions = parsed.selector.matchExpressions;
  return {ok: true, selector};
}

/** A rule with the chart that ships it. */
export interface SelectedRule {
  rule: CascadingRule;
  /** Slug of the scanner whose chart ships the rule. */
  shippedBy: string;
}

/**
 * The rules a selector selects, in name order (the order in which the API server lists them to the hook).
 * @param catalogue - the explorer catalogue
 * @param selector - the `spec.cascades` label selector
 */
export function selectRules(catalogue: ExplorerCatalogue, selector: LabelSelector): SelectedRule[] {
  return catalogue.scanners
    .flatMap((scanner) => scanner.rules.map((rule) => ({rule, shippedBy: scanner.slug})))
    .filter(({rule}) => selectorMatches(selector, rule.metadata.labels))
    .sort((a, b) =>
      a.rule.metadata.name < b.rule.metadata.name ? -1 : a.rule.metadata.name > b.rule.metadata.name ? 1 : 0,
    );
}

/** Decides the scope limiter for one finding of one Scan (see `scope.ts`); throws where the hook throws. */
export type ScopeCheck = (annotations: Readonly<Record<string, string>>, finding: object) => boolean;

/** One follow-up scan in the tree: the finding that triggers it and the Scan the hook creates. */
export interface FollowUpScan {
  finding: ExplorerFinding;
  /** Index of the `anyOf` entry that matched. */
  condition: number;
  scan: RenderedScan;
}

/** A rule at one level of the tree. */
export interface RuleNode {
  rule: CascadingRule;
  shippedBy: string;
  /** 1 for rules reacting to the starting scan's findings, 2 below them, and so on. */
  level: number;
  /**
   * `start`: the rule starts scans; `chain`: a finding matches but the rule is already in the chain, so the hook
   * skips it; `scope`: the findings that match are all out of scope.
   */
  status: 'start' | 'chain' | 'scope';
  /** The scans the rule starts from ONE scan of the level above (empty unless `start`). */
  scans: FollowUpScan[];
  /** Matching findings the scope limiter keeps out. */
  outOfScope: ExplorerFinding[];
  /** How many scans of the level above there are in all (each one starts {@link RuleNode.scans}). */
  parents: number;
  /** The rules that react to the follow-up scans' sample findings (empty below {@link MAX_DEPTH}). */
  children: RuleNode[];
  /** Why the level below is empty or cut, for the reader. */
  note: '' | 'no-samples' | 'deeper' | 'unknown-scantype';
  /** When the hook fails on the follow-up scan's findings: its message (then {@link RuleNode.children} is empty). */
  error: string;
}

/** The explorer's answer. */
export interface Exploration {
  /** The rules the selector selects. */
  selected: SelectedRule[];
  /** The findings of the starting scan that the tree uses. */
  findings: ExplorerFinding[];
  /** The first level of the tree. */
  roots: RuleNode[];
  /** When the hook fails on the starting scan's findings: its message. */
  error: string;
  /** Follow-up scans per level (index 0 is level 1), counting every scan of the level above. */
  perLevel: number[];
  /** Scanner slugs whose charts the follow-up ScanTypes need, in catalogue order. */
  charts: string[];
  /** Scanner slugs whose charts ship a rule that starts scans (installed with `cascadingRules.enabled=true`). */
  ruleCharts: string[];
  /** Whether a rule that starts scans is labelled invasive or high. */
  risky: {invasive: string[]; high: string[]};
}

/** The scanner that installs a ScanType. */
export function scannerForScanType(catalogue: ExplorerCatalogue, scanType: string): ExplorerScanner | undefined {
  return catalogue.scanners.find((scanner) => scanner.scanTypes.includes(scanType));
}

/** The starting Scan of a scanner for the reader's choices. */
export function startingScan(scanner: ExplorerScanner, selector: LabelSelector, scope: ScopeChoice | null): ScanLike {
  const annotations: Record<string, string> = {};
  if (scope) annotations[SCOPE_PREFIX + scope.key] = scope.value;
  return {
    apiVersion: 'execution.securecodebox.io/v1',
    kind: 'Scan',
    metadata: {name: scanner.start.name, annotations},
    spec: {scanType: scanner.start.scanType, parameters: scanner.start.parameters, cascades: selector},
  };
}

/** The Scan the hook creates, as the parent of the next level. */
function childScan(parent: ScanLike, rendered: RenderedScan): ScanLike {
  const scope: Record<string, string> = {};
  for (const [key, value] of Object.entries(parent.metadata.annotations ?? {}))
    if (key.startsWith(SCOPE_PREFIX)) scope[key] = value;
  return {
    apiVersion: 'execution.securecodebox.io/v1',
    kind: 'Scan',
    metadata: {
      // The API server completes generateName with five random characters.
      name: `${rendered.generateName}x7k2p`,
      annotations: {
        ...(parent.metadata.annotations ?? {}),
        'cascading.securecodebox.io/chain': rendered.chain.join(','),
        ...scope,
      },
    },
    spec: {scanType: rendered.scanType, parameters: rendered.parameters, cascades: parent.spec.cascades},
  };
}

/** What the hook does with one Scan's findings. */
function level(
  catalogue: ExplorerCatalogue,
  rules: readonly SelectedRule[],
  parent: ScanLike,
  findings: readonly ExplorerFinding[],
  depth: number,
  parents: number,
  scopeCheck: ScopeCheck | undefined,
): {nodes: RuleNode[]; error: string} {
  const chain = parent.metadata.annotations?.['cascading.securecodebox.io/chain']?.split(',') ?? [];
  const nodes: RuleNode[] = [];
  let inScope: boolean[];
  try {
    // The hook checks the scope of every finding for every rule outside the chain; it stops at the first error.
    const anyRule = rules.some(({rule}) => !chain.includes(rule.metadata.name));
    inScope = findings.map((finding) =>
      anyRule && scopeCheck ? scopeCheck(parent.metadata.annotations ?? {}, finding) : true,
    );
  } catch (error) {
    return {nodes: [], error: error instanceof Error ? error.message : String(error)};
  }
  for (const {rule, shippedBy} of rules) {
    const anyOf = rule.spec.matches.anyOf;
    const matching = findings
      .map((finding, index) => ({finding, index, condition: matchingCondition(finding, anyOf)}))
      .filter((entry) => entry.condition >= 0);
    if (matching.length === 0) continue;
    const base = {rule, shippedBy, level: depth, parents, children: [] as RuleNode[], note: '' as const, error: ''};
    if (chain.includes(rule.metadata.name)) {
      nodes.push({...base, status: 'chain', scans: [], outOfScope: []});
      continue;
    }
    const scans: FollowUpScan[] = [];
    const outOfScope: ExplorerFinding[] = [];
    for (const {finding, index, condition} of matching) {
      if (!inScope[index]) outOfScope.push(finding);
      else scans.push({finding, condition, scan: renderFollowUp(parent, finding, rule)});
    }
    const node: RuleNode = {...base, status: scans.length > 0 ? 'start' : 'scope', scans, outOfScope};
    // Below the last level shown, one more level is worked out only to tell whether the cascade goes on.
    if (scans.length > 0 && depth <= MAX_DEPTH) {
      const next = scannerForScanType(catalogue, scans[0].scan.scanType);
      if (!next) node.note = 'unknown-scantype';
      else if (next.findings.length === 0) node.note = 'no-samples';
      else {
        const below = level(
          catalogue,
          rules,
          childScan(parent, scans[0].scan),
          next.findings,
          depth + 1,
          parents * scans.length,
          scopeCheck,
        );
        if (depth < MAX_DEPTH) {
          node.children = below.nodes;
          node.error = below.error;
        } else if (below.nodes.some((child) => child.status === 'start')) node.note = 'deeper';
      }
    }
    nodes.push(node);
  }
  return {nodes, error: ''};
}

/** Adds the scans of a tree to the per-level counts, the charts and the risky rules. */
function collect(nodes: readonly RuleNode[], result: Exploration, catalogue: ExplorerCatalogue): void {
  for (const node of nodes) {
    if (node.status !== 'start') continue;
    const index = node.level - 1;
    result.perLevel[index] = (result.perLevel[index] ?? 0) + node.parents * node.scans.length;
    const scanner = scannerForScanType(catalogue, node.scans[0].scan.scanType);
    if (scanner && !result.charts.includes(scanner.slug)) result.charts.push(scanner.slug);
    if (!result.ruleCharts.includes(node.shippedBy)) result.ruleCharts.push(node.shippedBy);
    const name = node.rule.metadata.name;
    if (node.rule.metadata.labels[INVASIVE] === 'invasive' && !result.risky.invasive.includes(name))
      result.risky.invasive.push(name);
    if (node.rule.metadata.labels[INTENSIVE] === 'high' && !result.risky.high.includes(name))
      result.risky.high.push(name);
    collect(node.children, result, catalogue);
  }
}

/**
 * Explores what a Scan of the chosen scanner starts, down to {@link MAX_DEPTH} levels.
 * @param catalogue - the explorer catalogue
 * @param scanner - the starting scanner
 * @param findings - the starting scan's findings (all samples, or the one the reader picked)
 * @param selector - the `spec.cascades` label selector
 * @param scope - the reader's scope limiter, or `null`
 * @param scopeCheck - decides the scope limiter; required when `scope` is set (without it every finding is in scope)
 * @returns the tree and its summary; a template error of a rule propagates (the catalogue's rules have none)
 */
export function explore(
  catalogue: ExplorerCatalogue,
  scanner: ExplorerScanner,
  findings: readonly ExplorerFinding[],
  selector: LabelSelector,
  scope: ScopeChoice | null,
  scopeCheck?: ScopeCheck,
): Exploration {
  const selected = selectRules(catalogue, selector);
  const start = startingScan(scanner, selector, scope);
  const {nodes, error} = level(catalogue, selected, start, findings, 1, 1, scope ? scopeCheck : undefined);
  const result: Exploration = {
    selected,
    findings: [...findings],
    roots: nodes,
    error,
    perLevel: [],
    charts: [],
    ruleCharts: [],
    risky: {invasive: [], high: []},
  };
  collect(nodes, result, catalogue);
  for (let index = 0; index < MAX_DEPTH; index += 1) result.perLevel[index] = result.perLevel[index] ?? 0;
  const order = catalogue.scanners.map((entry) => entry.slug);
  result.charts.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  result.ruleCharts.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return result;
}

/** Total follow-up scans of an exploration, all levels. */
export function totalScans(exploration: Pick<Exploration, 'perLevel'>): number {
  return exploration.perLevel.reduce((sum, count) => sum + count, 0);
}
