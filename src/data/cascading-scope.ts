/**
 * The scope limiter of the cascading-scans hook, as the hook reads it at the documented release
 * (`hooks/cascading-scans/hook/scope-limiter.ts` at v5.8.0): the operators of a requirement, the lists that hold
 * requirements, and the prefix of scope annotations. One definition for the scan builder and the cascading-scans
 * explorer.
 */

/** Operators of a scope limiter requirement. */
export const SCOPE_OPERATORS = [
  'In',
  'NotIn',
  'Contains',
  'DoesNotContain',
  'InCIDR',
  'NotInCIDR',
  'SubdomainOf',
  'NotSubdomainOf',
] as const;
/** One operator of {@link SCOPE_OPERATORS}. */
export type ScopeOperator = (typeof SCOPE_OPERATORS)[number];

/** The lists of a scope limiter (`spec.scopeLimiter.allOf` and so on). */
export const SCOPE_LISTS = ['allOf', 'anyOf', 'noneOf'] as const;
/** One list of {@link SCOPE_LISTS}. */
export type ScopeList = (typeof SCOPE_LISTS)[number];

/** Prefix of scope annotations on a Scan and of the keys a scope limiter reads them by. */
export const SCOPE_PREFIX = 'scope.cascading.securecodebox.io/';
