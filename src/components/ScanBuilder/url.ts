/**
 * The scan builder's state in the URL, so that a link reproduces a scan and Back and Forward step through edits.
 *
 * Format: the query parameter `scan` holds `1.` (the format version) followed by the state as JSON in base64url
 * (UTF-8). Fields equal to the blank scan of the chosen scanner are left out, and the parts an example brings along
 * (ConfigMaps, volumes …) are never in the URL: they are re-derived from the example's name. In the cascades (`c`),
 * a missing `iv` or `it` means that the selector leaves that label out, i.e. any value. The shorter parameter
 * `scanner=<slug>` (used by the "Open in the scan builder" links of the scanner pages) starts from that scanner's
 * first example.
 *
 * Decoding trusts nothing: every field is type-checked and size-limited; anything malformed or hostile gives a
 * {@link DecodeResult} with an error message, and the caller falls back to the default scan.
 *
 * @packageDocumentation
 */
import type {BuilderCatalogue} from './catalogue';
import {isRecord} from './catalogue';
import {
  INHERIT_FLAGS,
  SCOPE_COMBINATORS,
  SCOPE_OPERATORS,
  blankState,
  initialStateFor,
  type BuilderState,
  type EnvRow,
  type InheritFlag,
} from './model';

/** Query parameter that holds the encoded state. */
export const STATE_PARAM = 'scan';
/** Query parameter that preselects a scanner. */
export const SCANNER_PARAM = 'scanner';
/** Current format version (the prefix before the dot). */
export const FORMAT_VERSION = 1;
/** Longest encoded state accepted, in characters. */
export const MAX_ENCODED_LENGTH = 16000;
const MAX_ROWS = 200;
const MAX_TEXT = 2000;

/** UTF-8 text to base64url without padding. */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url to UTF-8 text; throws on invalid input. */
function fromBase64Url(encoded: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) throw new Error('not base64url');
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
}

/** The compact form: short keys, and only what differs from the scanner's blank scan. */
type Compact = Record<string, unknown>;

/**
 * Encodes a state for the `scan` query parameter.
 * @param state - the form
 * @returns `1.<base64url JSON>`
 */
export function encodeState(state: BuilderState): string {
  const compact: Compact = {s: state.scanner};
  if (state.example !== null) compact.x = state.example;
  compact.t = state.scanType;
  compact.n = state.name;
  if (state.namespace !== '') compact.ns = state.namespace;
  compact.p = state.parameters;
  if (state.env.length > 0)
    compact.e = state.env.map((row) =>
      row.from === 'secret' ? [row.name, 's', row.secret, row.key] : [row.name, 'v', row.value],
    );
  const {requestsCpu, requestsMemory, limitsCpu, limitsMemory} = state.resources;
  if (requestsCpu + requestsMemory + limitsCpu + limitsMemory !== '')
    compact.r = [requestsCpu, requestsMemory, limitsCpu, limitsMemory];
  if (state.ttl !== '') compact.ttl = state.ttl;
  if (state.suspend) compact.su = 1;
  const schedule = state.schedule;
  if (schedule.enabled) {
    compact.sch = [
      schedule.interval,
      schedule.cron,
      schedule.successfulJobsHistoryLimit,
      schedule.failedJobsHistoryLimit,
      schedule.concurrencyPolicy,
      schedule.retriggerOnScanTypeChange ? 1 : 0,
    ];
  }
  const cascade = state.cascade;
  if (cascade.enabled) {
    const c: Compact = {};
    if (cascade.invasive !== '') c.iv = cascade.invasive;
    if (cascade.intensive !== '') c.it = cascade.intensive;
    const inherit = INHERIT_FLAGS.filter((flag) => cascade.inherit[flag] !== undefined).map((flag) => [
      flag,
      cascade.inherit[flag] ? 1 : 0,
    ]);
    if (inherit.length > 0) c.ih = inherit;
    const scope = cascade.scope;
    if (scope.enabled)
      c.sc = [
        scope.key,
        scope.value,
        scope.combinator,
        scope.operator,
        scope.values,
        scope.validOnMissingRender ? 1 : 0,
      ];
    compact.c = c;
  }
  if (state.hooks.length > 0) compact.h = state.hooks;
  if (state.installOperator) compact.op = 1;
  if (Object.keys(state.hookConfig).length > 0) compact.hc = state.hookConfig;
  return `${FORMAT_VERSION}.${toBase64Url(JSON.stringify(compact))}`;
}

/** Result of {@link decodeUrl}. */
export type DecodeResult = {kind: 'none'} | {kind: 'state'; state: BuilderState} | {kind: 'error'; message: string};

class DecodeError extends Error {}

function text(value: unknown, what: string, allowed?: readonly string[]): string {
  if (typeof value !== 'string' || value.length > MAX_TEXT) throw new DecodeError(`${what} is not a text`);
  if (allowed && !allowed.includes(value)) throw new DecodeError(`${what} has an unknown value`);
  return value;
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value) || value.length > MAX_ROWS) throw new DecodeError(`${what} is not a list`);
  return value;
}

function texts(value: unknown, what: string): string[] {
  return list(value, what).map((item) => text(item, what));
}

function flag(value: unknown, what: string): boolean {
  if (value !== 0 && value !== 1) throw new DecodeError(`${what} is not 0 or 1`);
  return value === 1;
}

/** Builds a state from the compact form; throws {@link DecodeError} on anything unexpected. */
function fromCompact(catalogue: BuilderCatalogue, compact: unknown): BuilderState {
  if (!isRecord(compact)) throw new DecodeError('the state is not an object');
  const known = new Set(['s', 'x', 't', 'n', 'ns', 'p', 'e', 'r', 'ttl', 'su', 'sch', 'c', 'h', 'op', 'hc']);
  for (const key of Object.keys(compact))
    if (!known.has(key)) throw new DecodeError(`unknown field "${key.slice(0, 20)}"`);
  const slug = text(compact.s, 'scanner');
  const scanner = catalogue.scanners.find((entry) => entry.slug === slug);
  if (!scanner) throw new DecodeError(`the scanner "${slug.slice(0, 40)}" is not in the catalogue`);
  let state = blankState(scanner);
  if (compact.x !== undefined) {
    const example = text(compact.x, 'example');
    if (!scanner.examples.some((entry) => entry.name === example))
      throw new DecodeError(`${scanner.name} has no example "${example.slice(0, 40)}"`);
    state = {...state, example};
  }
  state.scanType = text(compact.t, 'ScanType');
  state.name = text(compact.n, 'name');
  if (compact.ns !== undefined) state.namespace = text(compact.ns, 'namespace');
  state.parameters = texts(compact.p, 'parameters');
  if (compact.e !== undefined) {
    state.env = list(compact.e, 'env').map((row): EnvRow => {
      const cells = list(row, 'env row');
      const from = text(cells[1], 'env source', ['s', 'v']);
      if (from === 's' && cells.length === 4) {
        return {
          name: text(cells[0], 'env name'),
          from: 'secret',
          secret: text(cells[2], 'secret'),
          key: text(cells[3], 'key'),
          value: '',
        };
      }
      if (from === 'v' && cells.length === 3)
        return {
          name: text(cells[0], 'env name'),
          from: 'value',
          secret: '',
          key: '',
          value: text(cells[2], 'env value'),
        };
      throw new DecodeError('an env row has the wrong shape');
    });
  }
  if (compact.r !== undefined) {
    const [requestsCpu, requestsMemory, limitsCpu, limitsMemory, ...extra] = texts(compact.r, 'resources');
    if (extra.length > 0 || limitsMemory === undefined) throw new DecodeError('resources have the wrong shape');
    state.resources = {requestsCpu, requestsMemory, limitsCpu, limitsMemory};
  }
  if (compact.ttl !== undefined) state.ttl = text(compact.ttl, 'ttlSecondsAfterFinished');
  if (compact.su !== undefined) state.suspend = flag(compact.su, 'suspend');
  if (compact.sch !== undefined) {
    const cells = list(compact.sch, 'schedule');
    if (cells.length !== 6) throw new DecodeError('the schedule has the wrong shape');
    state.schedule = {
      enabled: true,
      interval: text(cells[0], 'interval'),
      cron: text(cells[1], 'schedule'),
      successfulJobsHistoryLimit: text(cells[2], 'successfulJobsHistoryLimit'),
      failedJobsHistoryLimit: text(cells[3], 'failedJobsHistoryLimit'),
      concurrencyPolicy: text(cells[4], 'concurrencyPolicy', [
        '',
        'Allow',
        'Forbid',
        'Replace',
      ]) as BuilderState['schedule']['concurrencyPolicy'],
      retriggerOnScanTypeChange: flag(cells[5], 'retriggerOnScanTypeChange'),
    };
  }
  if (compact.c !== undefined) {
    const c = compact.c;
    if (!isRecord(c)) throw new DecodeError('cascades is not an object');
    // A label the link leaves out selects any value, as the manifest the link was made from did.
    state.cascade = {...state.cascade, enabled: true, invasive: '', intensive: ''};
    if (c.iv !== undefined)
      state.cascade.invasive = text(c.iv, 'invasive label', [
        'non-invasive',
        'invasive',
      ]) as BuilderState['cascade']['invasive'];
    if (c.it !== undefined)
      state.cascade.intensive = text(c.it, 'intensive label', [
        'light',
        'light-medium',
        'medium',
        'high',
      ]) as BuilderState['cascade']['intensive'];
    if (c.ih !== undefined) {
      const inherit: Partial<Record<InheritFlag, boolean>> = {};
      for (const pair of list(c.ih, 'inherit flags')) {
        const cells = list(pair, 'inherit flag');
        if (cells.length !== 2) throw new DecodeError('an inherit flag has the wrong shape');
        inherit[text(cells[0], 'inherit flag', INHERIT_FLAGS) as InheritFlag] = flag(cells[1], 'inherit flag');
      }
      state.cascade.inherit = inherit;
    }
    if (c.sc !== undefined) {
      const cells = list(c.sc, 'scope limiter');
      if (cells.length !== 6) throw new DecodeError('the scope limiter has the wrong shape');
      state.cascade.scope = {
        enabled: true,
        key: text(cells[0], 'scope key'),
        value: text(cells[1], 'scope value'),
        combinator: text(cells[2], 'scope list', SCOPE_COMBINATORS) as BuilderState['cascade']['scope']['combinator'],
        operator: text(cells[3], 'scope operator', SCOPE_OPERATORS) as BuilderState['cascade']['scope']['operator'],
        values: texts(cells[4], 'scope values'),
        validOnMissingRender: flag(cells[5], 'validOnMissingRender'),
      };
    }
  }
  if (compact.h !== undefined) state.hooks = texts(compact.h, 'hooks');
  if (compact.op !== undefined) state.installOperator = flag(compact.op, 'install operator');
  if (compact.hc !== undefined) {
    if (!isRecord(compact.hc) || Object.keys(compact.hc).length > MAX_ROWS)
      throw new DecodeError('the hook settings are not an object');
    state.hookConfig = Object.fromEntries(
      Object.entries(compact.hc).map(([key, value]) => [text(key, 'hook setting'), text(value, 'hook setting')]),
    );
  }
  return state;
}

/**
 * Reads the builder state from a query string.
 * @param catalogue - the builder catalogue
 * @param search - `location.search`, e.g. `?scan=1.eyJz…` or `?scanner=trivy`
 * @returns `none` when the URL carries no state, the state, or an error message for the reader (the caller then
 *   shows the default scan). Never throws.
 */
export function decodeUrl(catalogue: BuilderCatalogue, search: string): DecodeResult {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {kind: 'error', message: 'The link is malformed.'};
  }
  const encoded = params.get(STATE_PARAM);
  if (encoded !== null) {
    try {
      if (encoded.length > MAX_ENCODED_LENGTH) throw new DecodeError('it is too long');
      const dot = encoded.indexOf('.');
      const version = encoded.slice(0, dot);
      if (dot < 0 || version !== String(FORMAT_VERSION))
        throw new DecodeError(`its format "${version.slice(0, 10)}" is not one this page knows`);
      return {
        kind: 'state',
        state: fromCompact(catalogue, JSON.parse(fromBase64Url(encoded.slice(dot + 1))) as unknown),
      };
    } catch (error) {
      const reason = error instanceof DecodeError ? error.message : 'it could not be read';
      return {
        kind: 'error',
        message: `The scan in this link could not be loaded (${reason}), so the builder shows the default scan.`,
      };
    }
  }
  const slug = params.get(SCANNER_PARAM);
  if (slug !== null) {
    const scanner = catalogue.scanners.find((entry) => entry.slug === slug);
    if (!scanner) {
      return {
        kind: 'error',
        message: `There is no scanner "${slug.slice(0, 40)}" in the catalogue, so the builder shows the default scan.`,
      };
    }
    return {kind: 'state', state: initialStateFor(scanner)};
  }
  return {kind: 'none'};
}
