/**
 * The import's side of the YAML: the limits that keep hostile input from freezing the page (size, document count,
 * alias expansion), the conversion of a parsed document to plain values, and the positions of fields in the text,
 * which every error and hint points at.
 *
 * @packageDocumentation
 */
import {isAlias, isMap, isScalar, isSeq, type Document} from 'yaml';

/** Largest text the import reads, in bytes of UTF-8 (256 KiB); longer text is refused before it is parsed. */
export const MAX_IMPORT_BYTES = 256 * 1024;
/** Most documents checked in one import; further documents are reported and left unchecked. */
export const MAX_DOCUMENTS = 20;
/**
 * Most alias expansions allowed while a document becomes plain values (`maxAliasCount` of the `yaml` package): plenty
 * for anchors in real manifests, far below what an alias bomb needs.
 */
export const MAX_ALIAS_COUNT = 100;

/** Thrown by {@link toPlain} when a document's aliases expand too often. */
export class AliasBombError extends Error {}

/** UTF-8 length of a text, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** A size in KiB for messages, e.g. `1,024 KB`. */
export function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;
}

/** The plain value of a document; throws {@link AliasBombError} for an alias bomb. */
export function toPlain(document: Document.Parsed): unknown {
  try {
    return document.toJS({maxAliasCount: MAX_ALIAS_COUNT});
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) throw new AliasBombError(error.message);
    throw error;
  }
}

/** The JSON pointer of an Ajv error as path segments (`/spec/env/0` → `spec`, `env`, `0`). */
export function segmentsOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A dotted path for messages (`spec.parameters[0]`); `the document` for the root. */
export function dotted(segments: readonly string[]): string {
  if (segments.length === 0) return 'the document';
  return segments.reduce(
    (path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`),
    '',
  );
}

/** Where a node of the YAML tree sits: its value, or with `key`, the key of that field in the mapping found. */
export interface Located {
  offset: number;
}

/**
 * The offset of the node a path leads to, as far as the document has it: the value at the path, the key `key` of
 * the mapping at the path, or else the deepest node on the way (a missing field points at the mapping that lacks it).
 */
export function locate(document: Document.Parsed, segments: readonly string[], key?: string): Located {
  let node: unknown = document.contents;
  let offset = document.contents?.range[0] ?? 0;
  const path = key === undefined ? segments : [...segments, key];
  for (const [depth, segment] of path.entries()) {
    if (isAlias(node)) node = node.resolve(document);
    let next: unknown;
    let keyOffset: number | undefined;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
      if (!pair) break;
      keyOffset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
      next = pair.value;
    } else if (isSeq(node)) {
      next = /^\d+$/.test(segment) ? node.items[Number(segment)] : undefined;
      if (next === undefined) break;
    } else break;
    // For the last segment of a key lookup, point at the key itself.
    if (key !== undefined && depth === path.length - 1 && keyOffset !== undefined) return {offset: keyOffset};
    const range = (next as {range?: [number, number, number]} | null)?.range;
    offset = range?.[0] ?? keyOffset ?? offset;
    node = next;
  }
  return {offset};
}

/** The position of a field's key, or of its value when it has no key of its own (a list item). */
export function keyPosition(document: Document.Parsed, segments: readonly string[]): Located {
  if (segments.length === 0) return locate(document, []);
  const last = segments[segments.length - 1];
  return /^\d+$/.test(last) ? locate(document, segments) : locate(document, segments.slice(0, -1), last);
}
