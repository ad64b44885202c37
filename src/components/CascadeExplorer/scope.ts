/**
 * The scope limiter of `spec.cascades.scopeLimiter`, decided the way the cascading-scans hook decides it at
 * secureCodeBox v5.8.0 (`scope-limiter.ts`). Loaded only when a reader turns the scope limiter on, because the
 * domain and address libraries it needs (`parse-domain` with the public suffix list, `ip-address`) are large.
 *
 * Per finding: every requirement's `values` are rendered with Mustache, first against the ParseDefinition's
 * `scopeLimiterAliases` (`{{$.alias}}`), then against the finding (with the list helpers `asList`, `getValues` and
 * `split`). When a value renders empty, the requirement gives `validOnMissingRender`. Otherwise the operator
 * compares the Scan's annotation `key` with the rendered values. `allOf`, `anyOf` and `noneOf` must all pass (an
 * absent or empty list passes). A requirement that cannot be evaluated throws: the hook then stops and starts no
 * follow-up scan at all for that Scan.
 *
 * @packageDocumentation
 */
import Mustache from 'mustache';
import {Address4, Address6} from 'ip-address';
import {fromUrl, parseDomain, ParseResultType} from 'parse-domain';
import {SCOPE_OPERATORS, SCOPE_PREFIX, type ScopeOperator} from './model';

export {SCOPE_OPERATORS, SCOPE_PREFIX, type ScopeOperator};

/** One requirement: the annotation `key`, the `operator` and the templated `values`. */
export interface ScopeRequirement {
  key: string;
  operator: ScopeOperator;
  values: readonly string[];
}

/** `spec.cascades.scopeLimiter`. */
export interface ScopeLimiter {
  validOnMissingRender?: boolean;
  allOf?: readonly ScopeRequirement[];
  anyOf?: readonly ScopeRequirement[];
  noneOf?: readonly ScopeRequirement[];
}

/** The hook's errors, with the hook's wording; the hook stops on them. */
export class ScopeError extends Error {}

const DELIMITER = ';;;;';

type Render = (text: string) => string;

/** Renders one templated value against the aliases, then the finding; a list when the list helpers were used. */
function templateValue(
  value: string,
  finding: object,
  aliases: Readonly<Record<string, string>>,
): {values: string[]; rendered: boolean} {
  let mapped = Mustache.render(value, {$: {...aliases}});
  if (mapped === '') mapped = value;
  const rendered = Mustache.render(mapped, {
    ...finding,
    getValues: () => (text: string, render: Render) => {
      const path = text.trim().split('.');
      if (path.length < 3)
        throw new ScopeError(
          `Invalid list key '${text.trim()}'. List key must be at least 3 levels deep. E.g. 'attributes.addresses.ip'`,
        );
      const field = path.pop() ?? '';
      const list = path.join('.');
      return render(`{{#${list}}}{{${field}}}${DELIMITER}{{/${list}}}`);
    },
    asList: () => (text: string, render: Render) => {
      const key = text.trim();
      if (key.split('.').length < 2)
        throw new ScopeError(
          `Invalid list key '${key}'. List key must be at least 2 levels deep. E.g. 'attributes.addresses'`,
        );
      return render(`{{#${key}}}{{.}}${DELIMITER}{{/${key}}}`);
    },
    split: () => (text: string, render: Render) => {
      const result = render(text).trim().replace(/, /g, DELIMITER).replace(/,/g, DELIMITER);
      return result === '' || result.endsWith(DELIMITER) ? result : result + DELIMITER;
    },
  });
  if (rendered.includes(DELIMITER)) {
    const list = rendered.split(DELIMITER).slice(0, -1);
    return {values: list, rendered: list.every((entry) => entry !== '')};
  }
  return {values: [rendered], rendered: rendered !== ''};
}

/**
 * Messages of `ip-address`'s `Address4` that mean "not an IPv4 address". The hook pins `ip-address` 10.2.0, which
 * says `Invalid IPv4 address.` for every such text and then tries IPv6; the site's newer release rejects over-long
 * and zero-padded text first, with messages of their own. Both are read as the old message, so an IPv6 address in a
 * finding is compared as the hook compares it.
 */
function notIPv4(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'AddressError') return false;
  return (
    error.message === 'Invalid IPv4 address.' ||
    /^IPv4 addresses are at most \d+ characters\.$/.test(error.message) ||
    error.message === "IPv4 addresses can't have leading zeroes."
  );
}

/** An address as `ip-address` reads it, IPv4 first; throws the hook's error for neither. */
function address(text: string): Address4 | Address6 {
  try {
    return new Address4(text);
  } catch (error4) {
    if (!notIPv4(error4)) throw error4;
    try {
      return new Address6(text);
    } catch (error6) {
      if (error6 instanceof Error && error6.name === 'AddressError' && error6.message === 'Invalid IPv6 address.')
        throw new ScopeError(`${text} is neither a IPv4 or IPv6`);
      throw error6;
    }
  }
}

/** Domain labels from the top-level domain down (`parse-domain`'s `labels` of a listed domain), or `null`. */
function domainLabels(text: string): string[] | null {
  const result = parseDomain(fromUrl(text));
  return result.type === ParseResultType.Listed ? result.labels : null;
}

function inList(annotation: string, values: string[]): boolean {
  return values.includes(annotation);
}

function contains(annotation: string, values: string[]): boolean {
  const allowed = annotation.split(',');
  return values.every((value) => allowed.includes(value));
}

function inCidr(annotation: string, values: string[]): boolean {
  const subnet = address(annotation);
  return values.every((value) => {
    const candidate = address(value);
    if (candidate.constructor !== subnet.constructor) return true;
    return candidate.isInSubnet(subnet);
  });
}

function subdomainOf(annotation: string, values: string[]): boolean {
  const scope = domainLabels(annotation);
  if (scope === null) throw new ScopeError(`${annotation} is an invalid domain name`);
  return values.every((value) => {
    const labels = domainLabels(value);
    if (labels === null) throw new ScopeError(`${value} is an invalid domain name`);
    if (scope.length > labels.length) return false;
    const tail = labels.slice(labels.length - scope.length);
    return tail.every((label, index) => label === scope[index]);
  });
}

const OPERATORS: Record<ScopeOperator, (annotation: string, values: string[]) => boolean> = {
  In: inList,
  NotIn: (annotation, values) => !inList(annotation, values),
  Contains: contains,
  DoesNotContain: (annotation, values) => !contains(annotation, values),
  InCIDR: inCidr,
  NotInCIDR: (annotation, values) => !inCidr(annotation, values),
  SubdomainOf: subdomainOf,
  NotSubdomainOf: (annotation, values) => !subdomainOf(annotation, values),
};

/**
 * Whether a finding is in scope for a Scan.
 * @param scopeLimiter - `spec.cascades.scopeLimiter`, or `undefined` (then everything is in scope)
 * @param annotations - the Scan's `metadata.annotations` (where the scope lives, e.g.
 *   `scope.cascading.securecodebox.io/domain: example.com`)
 * @param finding - the finding
 * @param aliases - the ParseDefinition's `scopeLimiterAliases` (every chart's default is `{}`)
 * @throws {ScopeError} (or an `ip-address` error) in the cases where the hook throws: a key outside
 *   {@link SCOPE_PREFIX}, an unknown operator, a missing annotation, an invalid address or domain, a list key that is
 *   too short
 */
export function isInScope(
  scopeLimiter: ScopeLimiter | undefined,
  annotations: Readonly<Record<string, string>> | undefined,
  finding: object,
  aliases: Readonly<Record<string, string>> = {},
): boolean {
  if (scopeLimiter === undefined) return true;
  const check = ({key, operator, values}: ScopeRequirement): boolean => {
    if (!key.startsWith(SCOPE_PREFIX))
      throw new ScopeError(`key '${key}' is invalid: key does not start with '${SCOPE_PREFIX}'`);
    if (!Object.prototype.hasOwnProperty.call(OPERATORS, operator))
      throw new ScopeError(`Unknown operator '${operator}'`);
    const annotation = annotations?.[key];
    if ((values as readonly string[] | undefined) === undefined)
      throw new ScopeError('the values field may not be undefined');
    const renders = values.map((value) => templateValue(value, finding, aliases));
    if (renders.some((render) => !render.rendered)) return scopeLimiter.validOnMissingRender ?? false;
    if (annotation === undefined)
      throw new ScopeError(`using operator '${operator}': the referenced annotation may not be undefined`);
    return OPERATORS[operator](
      annotation,
      renders.flatMap((render) => render.values),
    );
  };
  const {allOf = [], anyOf = [], noneOf = []} = scopeLimiter;
  return (
    (allOf.length === 0 || allOf.every(check)) &&
    (anyOf.length === 0 || anyOf.some(check)) &&
    (noneOf.length === 0 || !noneOf.some(check))
  );
}
