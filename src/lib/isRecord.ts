/**
 * Whether a value parsed from JSON or YAML, or handed over by a plugin, is a plain object whose keys can be read:
 * not `null`, not an array, not a primitive.
 * @param value - anything
 * @returns `true` for an object that is not an array
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
