/**
 * The values checker's engine: reads a Helm values file and compares it with a chart's published values schema
 * (`/schemas/<tag>/charts/<chart>/values.schema.json`, written by `plugins/schemas`). It reports, each at its line and
 * column:
 *
 * - keys the chart never reads, with the closest key it does read ("did you mean");
 * - values of the wrong type, and strings outside the values a template accepts;
 * - keys that have no effect at the documented release, with the catalogue's reason (`x-scb-no-effect`);
 * - keys that an older release read and the documented one does not, from the upgrade guide (`x-scb-removed`).
 *
 * It walks the YAML syntax tree along the schema, so it never expands aliases beyond what the schema needs and never
 * descends below the schema's own depth. The limits of the scan builder's import apply (`MAX_IMPORT_BYTES`,
 * `MAX_ALIAS_COUNT` of `src/components/ScanBuilder/importer/yaml.ts`). Runs in the browser only on demand: the page loads
 * this module with `import()` when a reader first enters text. Makes no request.
 *
 * @packageDocumentation
 */
import {distance} from 'fastest-levenshtein';
import {isAlias, isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document, type Node} from 'yaml';
import {
  kilobytes,
  MAX_ALIAS_COUNT,
  MAX_IMPORT_BYTES,
  utf8Length,
  type ImportMessage,
} from '@site/src/components/ScanBuilder/importer';

/** Most messages listed; the summary still counts all of them. */
export const MAX_MESSAGES = 20;

/** The part of a published values schema the checker reads. */
export interface ValuesSchemaNode {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, ValuesSchemaNode>>;
  additionalProperties?: boolean;
  items?: ValuesSchemaNode;
  enum?: readonly unknown[];
  default?: unknown;
  description?: string;
  not?: unknown;
  'x-scb-no-effect'?: string;
  'x-scb-removed'?: {message: string; guide: string};
}

/** What a message is about. */
export type ValuesMessageKind = 'yaml' | 'unknown' | 'type' | 'enum' | 'removed' | 'no-effect';

/** One finding of the checker; `text` may mark keys and values with backticks. */
export interface ValuesMessage extends ImportMessage {
  kind: ValuesMessageKind;
  /** Dotted key the message concerns, e.g. `scanner.nameApend`; empty for YAML errors. */
  key: string;
}

/** The result of one check. */
export interface ValuesReport {
  /** Set when the text was not read at all (too large, not a mapping …), in one or two sentences. */
  notice: string | null;
  /** Errors: what Helm would reject or the chart would ignore. At most {@link MAX_MESSAGES}. */
  errors: ValuesMessage[];
  /** Warnings: keys without effect. At most {@link MAX_MESSAGES}. */
  warnings: ValuesMessage[];
  /** Number of errors and warnings before the lists were cut. */
  totals: {errors: number; warnings: number};
  /** Number of keys checked (every mapping key the walk visited). */
  keys: number;
}

/**
 * Deepest nesting read: flow brackets (`[`, `{`) open at once, or block nesting by indentation and `- ` items. Real
 * values files stay below 20; the YAML parser needs seconds on the main thread for thousands of levels, so deeper
 * text is refused before it is parsed.
 */
export const MAX_NESTING = 100;

/**
 * A quick upper estimate of how deeply a text nests, without parsing it: the most flow brackets open at once (outside
 * quotes and comments), and per line the indentation plus the `- ` items that start it, halved.
 */
export function nestingOf(text: string): number {
  let deepest = 0;
  let flow = 0;
  for (const line of text.split('\n')) {
    const lead = /^( *)((?:- +)*)/.exec(line);
    const block = Math.floor((lead?.[1].length ?? 0) / 2) + (lead?.[2].match(/-/g)?.length ?? 0);
    deepest = Math.max(deepest, block);
    let quote: string | null = null;
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index];
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '#' && (index === 0 || line[index - 1] === ' ')) break;
      else if (char === '[' || char === '{') deepest = Math.max(deepest, ++flow);
      else if ((char === ']' || char === '}') && flow > 0) flow -= 1;
    }
  }
  return deepest;
}

/** Raised when aliases expand more often than {@link MAX_ALIAS_COUNT}. */
class AliasBomb extends Error {}

/** The JSON types a schema node allows. */
function typesOf(schema: ValuesSchemaNode): readonly string[] {
  if (schema.type === undefined) return [];
  return typeof schema.type === 'string' ? [schema.type] : schema.type;
}

/** The JSON type of a YAML node as Helm reads it. */
function typeOfNode(node: unknown): string {
  if (isMap(node)) return 'object';
  if (isSeq(node)) return 'array';
  if (isScalar(node)) {
    const value = node.value;
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'boolean') return 'boolean';
    if (typeof value === 'number' || typeof value === 'bigint') {
      return Number.isInteger(Number(value)) ? 'integer' : 'number';
    }
    return 'string';
  }
  return 'null';
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'a string',
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
  array: 'a list',
  object: 'a mapping',
  null: 'empty (null)',
};

/** Every dotted key of a schema (objects and leaves), for suggestions across levels. */
function allKeys(schema: ValuesSchemaNode, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, node]) => {
    if (node['x-scb-removed'] || key === 'global') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...allKeys(node, path)];
  });
}

/**
 * The key a reader most likely meant: the closest sibling within a third of the key's length (at least two edits),
 * else a key elsewhere in the chart with the same last segment (`backoffLimit` → `scanner.backoffLimit`).
 */
export function suggestKey(
  key: string,
  siblings: readonly string[],
  parent: string,
  every: readonly string[],
): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const sibling of siblings) {
    const d = distance(key.toLowerCase(), sibling.toLowerCase());
    if (d < bestDistance) {
      best = sibling;
      bestDistance = d;
    }
  }
  if (best !== null) return parent ? `${parent}.${best}` : best;
  const elsewhere = every.find((path) => path.split('.').pop() === key);
  return elsewhere ?? null;
}

/**
 * Checks a values file against a chart's values schema.
 * @param text - the values file as the reader pasted it
 * @param schema - the chart's published values schema
 * @param chart - the chart's name, for messages
 * @returns the report; never throws on any input
 */
export function checkValues(text: string, schema: ValuesSchemaNode, chart: string): ValuesReport {
  const report: ValuesReport = {notice: null, errors: [], warnings: [], totals: {errors: 0, warnings: 0}, keys: 0};
  // A UTF-8 string is at least as many bytes as UTF-16 units, so a long text is refused without encoding it.
  const bytes = text.length > MAX_IMPORT_BYTES ? text.length : utf8Length(text);
  if (bytes > MAX_IMPORT_BYTES) {
    report.notice = `This text is ${kilobytes(bytes)}; the checker reads at most ${MAX_IMPORT_BYTES / 1024} KB. No values file of a secureCodeBox chart is that long: check the part you changed.`;
    return report;
  }
  if (nestingOf(text) > MAX_NESTING) {
    report.notice = `This text nests lists or mappings more than ${MAX_NESTING} levels deep; no values file nests like this, so the checker does not read it.`;
    return report;
  }
  const lineCounter = new LineCounter();
  let documents: Document.Parsed[];
  try {
    const parsed = parseAllDocuments(text, {lineCounter, uniqueKeys: true, prettyErrors: false});
    documents = Array.isArray(parsed) ? parsed : [];
  } catch {
    report.notice = 'This text nests lists or mappings too deeply to be read; no values file nests like this.';
    return report;
  }
  const at = (offset: number): {line: number; column: number} => {
    const {line, col} = lineCounter.linePos(offset);
    return {line, column: col};
  };
  const add = (kind: ValuesMessageKind, key: string, offset: number, message: string): void => {
    const list = kind === 'no-effect' ? report.warnings : report.errors;
    if (kind === 'no-effect') report.totals.warnings += 1;
    else report.totals.errors += 1;
    if (list.length < MAX_MESSAGES) list.push({kind, key, ...at(offset), text: message});
  };

  if (documents.length > 1) {
    report.notice = `This text holds ${documents.length} YAML documents; Helm reads a values file as one. The checker reads the first.`;
  }
  const document = documents[0];
  if (!document || document.contents === null) {
    if (!report.notice) report.notice = 'The text is empty: paste or drop a values file.';
    return report;
  }
  if (document.errors.length > 0) {
    const seen = new Set<string>();
    for (const error of document.errors) {
      const tooDeep = /call stack|too deep/i.test(error.message);
      const message = tooDeep
        ? 'Lists or mappings nest too deeply here to be read; no values file nests like this.'
        : error.code === 'DUPLICATE_KEY'
          ? 'This key appears twice in the same mapping; Helm keeps only the last one.'
          : error.code === 'TAB_AS_INDENT'
            ? 'A tab indents this line; YAML indents with spaces only.'
            : `YAML syntax error: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`;
      const id = tooDeep ? message : `${error.pos[0]} ${message}`;
      if (!seen.has(id)) add('yaml', '', error.pos[0], message);
      seen.add(id);
    }
    return report;
  }
  try {
    document.toJS({maxAliasCount: MAX_ALIAS_COUNT});
  } catch (error) {
    if (error instanceof RangeError) {
      report.notice = 'This text nests lists or mappings too deeply to be read; no values file nests like this.';
    } else if (error instanceof ReferenceError || (error instanceof Error && /alias/i.test(error.message))) {
      report.notice = `The aliases of this text expand to more than ${MAX_ALIAS_COUNT} copies, the pattern of a "billion laughs" attack; the checker does not read it.`;
    } else {
      report.notice = 'The text could not be read as YAML values.';
    }
    return report;
  }
  if (!isMap(document.contents)) {
    report.notice = `A values file is a mapping of keys to values; this text is ${TYPE_WORDS[typeOfNode(document.contents)] ?? 'something else'}.`;
    return report;
  }

  const every = allKeys(schema);
  let aliases = 0;
  const resolve = (node: unknown): unknown => {
    if (!isAlias(node)) return node;
    aliases += 1;
    if (aliases > MAX_ALIAS_COUNT) throw new AliasBomb();
    return node.resolve(document);
  };

  /** Walks a value node along its schema node. */
  const walk = (raw: unknown, node: ValuesSchemaNode, path: string, keyOffset: number): void => {
    const value = resolve(raw);
    const offset = (value as Node | undefined)?.range?.[0] ?? keyOffset;
    const removed = node['x-scb-removed'];
    if (removed) {
      add('removed', path, keyOffset, `\`${path}\`: ${removed.message}`);
      return;
    }
    if (node['x-scb-no-effect']) add('no-effect', path, keyOffset, `\`${path}\`: ${node['x-scb-no-effect']}`);
    const allowed = typesOf(node);
    const actual = typeOfNode(value);
    if (allowed.length > 0 && !allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) {
      const wanted = allowed.filter((type) => type !== 'null').map((type) => TYPE_WORDS[type] ?? type);
      const source = isScalar(value) && value.range ? text.slice(value.range[0], value.range[1]) : '';
      const shown = source && source.length <= 60 ? ` \`${source}\`` : '';
      const quoted = isScalar(value) && (value.type === 'QUOTE_DOUBLE' || value.type === 'QUOTE_SINGLE');
      const unquoted = isScalar(value) ? String(value.value) : '';
      const fix =
        quoted &&
        ((allowed.includes('integer') && /^-?\d+$/.test(unquoted)) ||
          (allowed.includes('boolean') && /^(true|false)$/.test(unquoted)))
          ? ' Leave out the quotes around it.'
          : actual !== 'string' && allowed.includes('string') && isScalar(value)
            ? ' Put it in quotes to make it a string.'
            : '';
      add(
        'type',
        path,
        offset,
        `\`${path}\` must be ${wanted.join(' or ')}, not ${TYPE_WORDS[actual] ?? actual}${shown}.${fix}`,
      );
      return;
    }
    if (node.enum && isScalar(value) && !node.enum.includes(value.value ?? null)) {
      const accepted = node.enum.filter((item) => typeof item === 'string').map((item) => `\`${item}\``);
      add(
        'enum',
        path,
        offset,
        `\`${path}\` accepts ${accepted.join(', ')}; \`${String(value.value)}\` is none of them.`,
      );
      return;
    }
    if (isMap(value) && node.properties) {
      const names = Object.keys(node.properties);
      for (const pair of value.items) {
        const keyNode = resolve(pair.key);
        const key = isScalar(keyNode) ? String(keyNode.value) : '';
        const keyAt = (keyNode as Node | undefined)?.range?.[0] ?? offset;
        report.keys += 1;
        const childPath = path ? `${path}.${key}` : key;
        const child = node.properties[key];
        if (child) {
          walk(pair.value, child, childPath, keyAt);
        } else if (node.additionalProperties === false) {
          const suggestion = suggestKey(
            key,
            names.filter((name) => !node.properties?.[name]?.['x-scb-removed']),
            path,
            every,
          );
          add(
            'unknown',
            childPath,
            keyAt,
            `The ${chart} chart does not read \`${childPath}\`${suggestion ? `; did you mean \`${suggestion}\`?` : '.'}`,
          );
        }
      }
    }
  };

  try {
    walk(document.contents, schema, '', document.contents.range[0]);
  } catch (error) {
    if (!(error instanceof AliasBomb)) throw error;
    report.notice = `The aliases of this text expand to more than ${MAX_ALIAS_COUNT} copies, the pattern of a "billion laughs" attack; the checker does not read it.`;
  }
  const byPosition = (a: ValuesMessage, b: ValuesMessage): number => a.line - b.line || a.column - b.column;
  report.errors.sort(byPosition);
  report.warnings.sort(byPosition);
  return report;
}
