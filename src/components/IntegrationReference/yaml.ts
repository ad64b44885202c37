/**
 * A small YAML emitter for the plain data of the catalogue (objects, arrays, strings, numbers,
 * booleans, null). It lets the reference pages show cascading rules as the manifests the charts
 * install without bundling a YAML library into the client.
 *
 * @packageDocumentation
 */

/** A value {@link toYaml} can print. */
export type YamlValue =
  string | number | boolean | null | undefined | readonly YamlValue[] | {readonly [key: string]: YamlValue};

/** Strings YAML would read as something other than the same string, or that need quotes for clarity. */
function needsQuotes(text: string): boolean {
  return (
    text === '' ||
    /^[\s'"&*!|>%@`#,[\]{}?:-]/.test(text) ||
    /[:#]\s|\s$|:$|\{\{/.test(text) ||
    /^(true|false|yes|no|on|off|null|~)$/i.test(text) ||
    /^[-+]?(\d[\d_]*)?(\.\d+)?([eE][-+]?\d+)?$/.test(text)
  );
}

function scalar(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'string') return String(value);
  return needsQuotes(value) ? JSON.stringify(value) : value;
}

function isScalar(value: YamlValue): value is string | number | boolean | null | undefined {
  return value === null || value === undefined || typeof value !== 'object';
}

function lines(value: YamlValue, indent: string): string[] {
  if (isScalar(value)) return [`${indent}${scalar(value)}`];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}[]`];
    return value.flatMap((item: YamlValue) => {
      if (isScalar(item)) return [`${indent}- ${scalar(item)}`];
      const nested = lines(item, `${indent}  `);
      return [`${indent}- ${nested[0].slice(indent.length + 2)}`, ...nested.slice(1)];
    });
  }
  const entries = Object.entries(value as {readonly [key: string]: YamlValue}).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return [`${indent}{}`];
  return entries.flatMap(([key, item]) => {
    const name = needsQuotes(key) ? JSON.stringify(key) : key;
    if (isScalar(item)) return [`${indent}${name}: ${scalar(item)}`];
    if (Array.isArray(item) && item.length === 0) return [`${indent}${name}: []`];
    if (!Array.isArray(item) && Object.keys(item).length === 0) return [`${indent}${name}: {}`];
    return [`${indent}${name}:`, ...lines(item, `${indent}  `)];
  });
}

/**
 * Prints plain data as block-style YAML with two-space indentation.
 * @param value - the data; `undefined` object members are left out
 * @returns YAML text ending with a newline
 */
export function toYaml(value: YamlValue): string {
  return `${lines(value, '').join('\n')}\n`;
}
