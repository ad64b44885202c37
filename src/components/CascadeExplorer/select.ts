/**
 * Which CascadingRules a Scan's `spec.cascades` selects, and which findings a rule reacts to, with the semantics of
 * the cascading-scans hook at secureCodeBox v5.8.0:
 *
 * - The hook turns `spec.cascades` (`matchLabels` and `matchExpressions`) into a Kubernetes label selector string
 *   (`kubernetes-label-selector.ts`) and lets the API server list the rules; so selection follows Kubernetes'
 *   label-selector rules (every requirement must hold; an empty selector selects every rule).
 * - A rule starts a scan for a finding when one entry of `spec.matches.anyOf` is a partial match of the finding
 *   (lodash `isMatch`), or a partial match where string values may hold `*` wildcards (lodash `isMatchWith` with
 *   `matcher`'s case-sensitive `isMatch` for two strings, `hook.ts`).
 *
 * Pure functions, no React and no browser APIs; written for this site with the libraries the hook uses.
 *
 * @packageDocumentation
 */
import {isMatch, isMatchWith} from 'lodash-es';
import {isMatch as wildcardIsMatch} from 'matcher';

/** Operators of a `matchExpressions` requirement (Kubernetes `LabelSelectorRequirement`). */
export const SELECTOR_OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'] as const;
/** One operator of {@link SELECTOR_OPERATORS}. */
export type SelectorOperator = (typeof SELECTOR_OPERATORS)[number];

/** A `matchExpressions` entry: `key`, `operator` and, for `In`/`NotIn`, the `values`. */
export interface SelectorRequirement {
  key: string;
  operator: SelectorOperator;
  /** Values for `In` and `NotIn` (at least one); empty for `Exists` and `DoesNotExist`. */
  values: string[];
}

/** The label-selector part of `spec.cascades`. Both parts absent or empty select every rule. */
export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: SelectorRequirement[];
}

/**
 * Whether a label selector selects an object with these labels, as the Kubernetes API server decides it.
 * @param selector - `matchLabels` (label equals value) and `matchExpressions` (`In`: label present with one of the
 *   values; `NotIn`: label absent or with none of the values; `Exists`; `DoesNotExist`); all must hold
 * @param labels - the object's `metadata.labels`
 */
export function selectorMatches(selector: LabelSelector, labels: Readonly<Record<string, string>>): boolean {
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(labels, key);
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) {
    if (!has(key) || labels[key] !== value) return false;
  }
  for (const {key, operator, values} of selector.matchExpressions ?? []) {
    const present = has(key);
    const ok =
      operator === 'In'
        ? present && values.includes(labels[key])
        : operator === 'NotIn'
          ? !present || !values.includes(labels[key])
          : operator === 'Exists'
            ? present
            : !present;
    if (!ok) return false;
  }
  return true;
}

/**
 * The selector as the label-selector string the hook sends to the API server, e.g.
 * `securecodebox.io/invasive=non-invasive,securecodebox.io/type notin (bruteforce)`: `matchLabels` first, then
 * `matchExpressions`, joined by commas. Shown on the page so a reader can try it with
 * `kubectl get cascadingrules -l '…'`.
 * @param selector - a label selector
 * @returns the string; empty for an empty selector
 */
export function selectorString(selector: LabelSelector): string {
  const labels = Object.entries(selector.matchLabels ?? {}).map(([key, value]) => `${key}=${value}`);
  const expressions = (selector.matchExpressions ?? []).map(({key, operator, values}) => {
    if (operator === 'In' || operator === 'NotIn') return `${key} ${operator.toLowerCase()} (${values.join(',')})`;
    return operator === 'Exists' ? key : `!${key}`;
  });
  return [...labels, ...expressions].join(',');
}

/** Result of {@link parseSelectorTerms}. */
export type ParsedTerms = {ok: true; selector: LabelSelector} | {ok: false; message: string};

const NAME = /^[A-Za-z0-9]([A-Za-z0-9_.-]{0,61}[A-Za-z0-9])?$/;
const PREFIX = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const VALUE = /^([A-Za-z0-9]([A-Za-z0-9_.-]{0,61}[A-Za-z0-9])?)?$/;
/** Longest terms text accepted, in characters. */
export const MAX_TERMS_LENGTH = 500;

/** Whether a text is a valid label key (`prefix/name` or `name`), as Kubernetes checks it. */
export function isLabelKey(key: string): boolean {
  const slash = key.lastIndexOf('/');
  if (slash < 0) return NAME.test(key);
  const prefix = key.slice(0, slash);
  return prefix.length <= 253 && PREFIX.test(prefix) && NAME.test(key.slice(slash + 1));
}

/** Splits at commas outside parentheses. */
function splitTerms(text: string): string[] | null {
  const terms: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0 || depth > 1) return null;
    if (char === ',' && depth === 0) {
      terms.push(current);
      current = '';
    } else current += char;
  }
  if (depth !== 0) return null;
  terms.push(current);
  return terms.map((term) => term.trim());
}

/**
 * Parses further selector requirements written in Kubernetes' label-selector syntax (as `kubectl get -l` takes them):
 * `key=value` or `key==value` (a `matchLabels` entry), `key!=value` (`NotIn` with one value), `key in (a,b)`,
 * `key notin (a,b)`, `key` (`Exists`) and `!key` (`DoesNotExist`), separated by commas.
 * @param text - the reader's text; blank gives an empty selector
 * @returns the selector, or a message naming the first term that is not valid (never throws)
 */
export function parseSelectorTerms(text: string): ParsedTerms {
  if (text.length > MAX_TERMS_LENGTH) return {ok: false, message: `is longer than ${MAX_TERMS_LENGTH} characters`};
  if (text.trim() === '') return {ok: true, selector: {}};
  const terms = splitTerms(text);
  if (terms === null) return {ok: false, message: 'has unbalanced or nested parentheses'};
  const matchLabels: Record<string, string> = {};
  const matchExpressions: SelectorRequirement[] = [];
  const badKey = (key: string): ParsedTerms => ({ok: false, message: `has "${key.slice(0, 60)}", not a label key`});
  const badValue = (value: string): ParsedTerms => ({
    ok: false,
    message: `has "${value.slice(0, 60)}", not a label value (at most 63 letters, digits, "-", "_" or ".")`,
  });
  for (const term of terms) {
    if (term === '') return {ok: false, message: 'has an empty term (two commas in a row or a comma at an end)'};
    const set = /^(\S+)\s+(in|notin)\s*\((.*)\)$/.exec(term);
    if (set) {
      const [, key, word, list] = set;
      if (!isLabelKey(key)) return badKey(key);
      const values = list.split(',').map((value) => value.trim());
      if (list.trim() === '') return {ok: false, message: `has "${term.slice(0, 60)}" with an empty set of values`};
      const bad = values.find((value) => !VALUE.test(value));
      if (bad !== undefined) return badValue(bad);
      matchExpressions.push({key, operator: word === 'in' ? 'In' : 'NotIn', values});
      continue;
    }
    const pair = /^([^=!\s]+)\s*(==|=|!=)\s*(\S*)$/.exec(term);
    if (pair) {
      const [, key, operator, value] = pair;
      if (!isLabelKey(key)) return badKey(key);
      if (!VALUE.test(value)) return badValue(value);
      if (operator === '!=') {
        matchExpressions.push({key, operator: 'NotIn', values: [value]});
      } else {
        if (key in matchLabels && matchLabels[key] !== value)
          return {ok: false, message: `asks for two values of "${key.slice(0, 60)}"`};
        matchLabels[key] = value;
      }
      continue;
    }
    const negated = term.startsWith('!');
    const key = (negated ? term.slice(1) : term).trim();
    if (!isLabelKey(key)) return badKey(key);
    matchExpressions.push({key, operator: negated ? 'DoesNotExist' : 'Exists', values: []});
  }
  const selector: LabelSelector = {};
  if (Object.keys(matchLabels).length > 0) selector.matchLabels = matchLabels;
  if (matchExpressions.length > 0) selector.matchExpressions = matchExpressions;
  return {ok: true, selector};
}

/** A partial finding of a rule's `matches.anyOf`. */
export type MatchCondition = Readonly<Record<string, unknown>>;

/** lodash `isMatchWith` customizer of the hook: wildcard comparison for two strings, default comparison otherwise. */
function wildcard(findingValue: unknown, conditionValue: unknown): boolean | undefined {
  if (typeof findingValue !== 'string' || typeof conditionValue !== 'string') return undefined;
  try {
    return wildcardIsMatch(findingValue, conditionValue, {caseSensitive: true});
  } catch {
    return false;
  }
}

/**
 * Whether one `anyOf` entry matches a finding: every field of the entry equals the finding's (nested objects
 * partially, arrays as subsets, as lodash `isMatch` compares), or matches it with `*` wildcards where both are strings.
 * @param finding - a finding (any JSON object)
 * @param condition - one entry of `spec.matches.anyOf`
 */
export function conditionMatches(finding: object, condition: MatchCondition): boolean {
  return isMatch(finding, condition) || isMatchWith(finding, condition, wildcard);
}

/**
 * The index of the first `anyOf` entry that matches the finding, or `-1` when none does (the rule then starts no scan
 * for this finding).
 * @param finding - a finding
 * @param anyOf - the rule's `spec.matches.anyOf`
 */
export function matchingCondition(finding: object, anyOf: readonly MatchCondition[]): number {
  return anyOf.findIndex((condition) => conditionMatches(finding, condition));
}
