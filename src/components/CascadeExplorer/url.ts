/**
 * The explorer's choices in the URL, as readable query parameters, so a link reproduces a tree:
 *
 * | Parameter | Values | Default |
 * | --- | --- | --- |
 * | `scanner` | a scanner slug of the catalogue | `nmap` |
 * | `finding` | 1-based number of one of the scanner's sample findings | all findings |
 * | `invasive` | `non-invasive`, `invasive`, `any` | `non-invasive` |
 * | `intensive` | `light`, `medium`, `high`, `any` | `light` |
 * | `selector` | further requirements in label-selector syntax | none |
 * | `scopeKey`, `scopeValue`, `scopeList`, `scopeOperator`, `scopeValues` (repeated), `scopeMissing` (`1`) | the scope limiter; any of them turns it on | off |
 *
 * Reading trusts nothing: a value that is unknown, malformed or too long falls back to that parameter's default and
 * adds a message for the reader; parameters the explorer does not know are ignored.
 *
 * @packageDocumentation
 */
import {
  INTENSIVE_CHOICES,
  INVASIVE_CHOICES,
  SCOPE_LISTS,
  SCOPE_OPERATORS,
  defaultScope,
  defaultState,
  type ExplorerCatalogue,
  type ExplorerState,
  type ScopeChoice,
} from './model';
import {MAX_TERMS_LENGTH, parseSelectorTerms} from './select';

/** Longest scope text (key, value or one templated value) accepted, in characters. */
export const MAX_SCOPE_TEXT = 200;
/** Most templated scope values accepted. */
export const MAX_SCOPE_VALUES = 20;
const SCOPE_PARAMS = ['scopeKey', 'scopeValue', 'scopeList', 'scopeOperator', 'scopeValues', 'scopeMissing'];

/** Result of {@link readUrl}: the state to show and what had to be dropped, as sentences for the reader. */
export interface ReadResult {
  state: ExplorerState;
  messages: string[];
}

function quote(value: string): string {
  return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
}

/**
 * Reads the explorer state from a query string.
 * @param catalogue - the explorer catalogue (scanner slugs and their sample findings)
 * @param search - `location.search`, e.g. `?scanner=subfinder&invasive=any`
 * @returns the state (defaults where the URL says nothing or something unusable) and the messages; never throws
 */
export function readUrl(catalogue: ExplorerCatalogue, search: string): ReadResult {
  const state = defaultState();
  const messages: string[] = [];
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {state, messages: ['The link is malformed, so the explorer shows its default.']};
  }
  const scannerSlug = params.get('scanner');
  if (scannerSlug !== null) {
    if (catalogue.scanners.some((scanner) => scanner.slug === scannerSlug)) state.scanner = scannerSlug;
    else messages.push(`There is no scanner ${quote(scannerSlug)} in the catalogue, so the explorer starts from Nmap.`);
  }
  const scanner = catalogue.scanners.find((entry) => entry.slug === state.scanner);
  const finding = params.get('finding');
  if (finding !== null && scanner) {
    const number = /^[1-9][0-9]{0,3}$/.test(finding) ? Number(finding) : NaN;
    if (number >= 1 && number <= scanner.findings.length) state.finding = number - 1;
    else
      messages.push(
        `${scanner.name} has no sample finding ${quote(finding)} (it has ${scanner.findings.length}), so the explorer uses all of them.`,
      );
  }
  const invasive = params.get('invasive');
  if (invasive !== null) {
    const choice = INVASIVE_CHOICES.find((entry) => entry === invasive);
    if (choice) state.invasive = choice;
    else
      messages.push(
        `${quote(invasive)} is not a value of securecodebox.io/invasive, so the explorer uses non-invasive.`,
      );
  }
  const intensive = params.get('intensive');
  if (intensive !== null) {
    const choice = INTENSIVE_CHOICES.find((entry) => entry === intensive);
    if (choice) state.intensive = choice;
    else messages.push(`${quote(intensive)} is not a value of securecodebox.io/intensive, so the explorer uses light.`);
  }
  const terms = params.get('selector');
  if (terms !== null) {
    const parsed = parseSelectorTerms(terms);
    if (parsed.ok) state.terms = terms;
    else
      messages.push(
        terms.length > MAX_TERMS_LENGTH
          ? 'The further selector requirements in the link are too long, so the explorer leaves them out.'
          : `The further selector requirements in the link ${parsed.message}, so the explorer leaves them out.`,
      );
  }
  if (SCOPE_PARAMS.some((name) => params.has(name))) {
    const scope = readScope(params);
    if (typeof scope === 'string') messages.push(`${scope}, so the explorer leaves the scope limiter off.`);
    else state.scope = scope;
  }
  return {state, messages};
}

/** The scope limiter of the URL, or the reason it cannot be used. */
function readScope(params: URLSearchParams): ScopeChoice | string {
  const scope = defaultScope();
  const text = (name: string): string | null => params.get(name);
  const key = text('scopeKey');
  if (key !== null) {
    if (key === '' || key.length > MAX_SCOPE_TEXT) return 'The scope annotation name in the link is empty or too long';
    scope.key = key;
  }
  const value = text('scopeValue');
  if (value !== null) {
    if (value.length > MAX_SCOPE_TEXT) return 'The scope annotation value in the link is too long';
    scope.value = value;
  }
  const list = text('scopeList');
  if (list !== null) {
    const choice = SCOPE_LISTS.find((entry) => entry === list);
    if (!choice) return `${quote(list)} is not a scope limiter list (allOf, anyOf or noneOf)`;
    scope.list = choice;
  }
  const operator = text('scopeOperator');
  if (operator !== null) {
    const choice = SCOPE_OPERATORS.find((entry) => entry === operator);
    if (!choice) return `${quote(operator)} is not a scope limiter operator`;
    scope.operator = choice;
  }
  if (params.has('scopeValues')) {
    const values = params.getAll('scopeValues');
    if (values.length > MAX_SCOPE_VALUES || values.some((entry) => entry.length > MAX_SCOPE_TEXT))
      return 'The scope limiter values in the link are too many or too long';
    scope.values = values;
  }
  const missing = text('scopeMissing');
  if (missing !== null) {
    if (missing !== '0' && missing !== '1') return `${quote(missing)} is not 0 or 1 (scopeMissing)`;
    scope.validOnMissingRender = missing === '1';
  }
  return scope;
}

/**
 * The query string for a state; parameters equal to the default are left out.
 * @param state - the reader's choices
 * @returns `?…`, or `''` for the default state
 */
export function writeUrl(state: ExplorerState): string {
  const params = new URLSearchParams();
  const defaults = defaultState();
  if (state.scanner !== defaults.scanner) params.set('scanner', state.scanner);
  if (state.finding !== null) params.set('finding', String(state.finding + 1));
  if (state.invasive !== defaults.invasive) params.set('invasive', state.invasive);
  if (state.intensive !== defaults.intensive) params.set('intensive', state.intensive);
  if (state.terms.trim() !== '') params.set('selector', state.terms);
  if (state.scope) {
    const scope = state.scope;
    params.set('scopeKey', scope.key);
    params.set('scopeValue', scope.value);
    params.set('scopeList', scope.list);
    params.set('scopeOperator', scope.operator);
    for (const value of scope.values) params.append('scopeValues', value);
    params.set('scopeMissing', scope.validOnMissingRender ? '1' : '0');
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Route of the scan builder. */
export const BUILDER_PATH = '/docs/how-tos/scan-builder';

/**
 * The short builder link that only preselects a scanner (its first example, no cascades); the page shows it until
 * the reader moves to the link and `link.ts` has loaded.
 * @param slug - a scanner slug
 */
export function shortBuilderLink(slug: string): string {
  return `${BUILDER_PATH}?scanner=${encodeURIComponent(slug)}`;
}
