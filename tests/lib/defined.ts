/**
 * Narrow a value that a test expects to exist, failing the test with a readable message when it does not.
 * Used instead of TypeScript's non-null assertion, which would let a missing value surface later as an
 * unrelated `TypeError`.
 * @param value - the value under test
 * @param what - what the value is, for the failure message (e.g. `the nmap example "ip-address"`)
 * @returns the value, typed without `null` and `undefined`
 * @throws Error when the value is `null` or `undefined`
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what} to exist`);
  return value;
}
