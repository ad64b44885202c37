/**
 * The import's error messages: YAML errors and schema errors (Ajv's) as sentences for the reader, each at the line
 * and column it concerns.
 *
 * @packageDocumentation
 */
import type {ErrorObject} from 'ajv';
import type {Document} from 'yaml';
import type {StandaloneValidate} from '../validators';
import type {ImportMessage, TextPosition} from './types';
import {dotted, keyPosition, locate, segmentsOf} from './yaml';

/** How Ajv's JSON types read in a sentence. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  array: 'a list',
  object: 'a mapping',
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
};

/** A schema error as a sentence, and the path and key it concerns. */
function describeError(error: ErrorObject): {text: string; segments: string[]; key?: string} {
  const segments = segmentsOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      return {
        text: `Unknown field ${dotted([...segments, field])}: it is misspelt or not part of this kind.`,
        segments,
        key: field,
      };
    }
    case 'required':
      return {
        text: `The required field ${dotted([...segments, String(params.missingProperty)])} is missing.`,
        segments,
      };
    case 'enum':
      return {
        text: `${dotted(segments)} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}.`,
        segments,
      };
    case 'const':
      return {text: `${dotted(segments)} must be ${JSON.stringify(params.allowedValue)}.`, segments};
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => TYPE_WORDS[type] ?? type);
      return {text: `${dotted(segments)} must be ${types.join(' or ')}.`, segments};
    }
    case 'oneOf':
      return {
        text: Array.isArray(params.passingSchemas)
          ? `${dotted(segments)}: set either interval or schedule, not both.`
          : `${dotted(segments)}: set one of interval and schedule.`,
        segments,
      };
    default:
      return {text: `${dotted(segments)} ${error.message ?? 'is invalid'}.`, segments};
  }
}

/** The errors of a failed validation as positioned messages, without duplicates. */
export function schemaErrors(
  document: Document.Parsed,
  validate: StandaloneValidate,
  position: (offset: number) => TextPosition,
): ImportMessage[] {
  const messages: ImportMessage[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    // The branches of oneOf repeat what its own error says.
    if (error.keyword === 'required' && error.schemaPath.includes('/oneOf/')) continue;
    const {text, segments, key} = describeError(error);
    const {offset} = key === undefined ? keyPosition(document, segments) : locate(document, segments, key);
    const message = {...position(offset), text};
    const id = `${message.line}:${message.column} ${text}`;
    if (!seen.has(id)) messages.push(message);
    seen.add(id);
  }
  return messages;
}

/** The message for nesting deeper than the parser's stack allows. */
export const TOO_DEEP = 'Lists or mappings nest too deeply here to be read; no manifest nests like this.';

/** A YAML error as a sentence for the reader; the package's own message for the rare ones. */
export function yamlMessage(code: string, message: string): string {
  // The parser turns a stack overflow on very deep nesting into an error of the document.
  if (/call stack/i.test(message))
    return 'Lists or mappings nest too deeply here to be read; no manifest nests like this.';
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'A tab indents this line; YAML indents with spaces only.';
    case 'DUPLICATE_KEY':
      return 'This key appears twice in the same mapping; keep one of them.';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
    default:
      return `YAML syntax error: ${message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}.`.replace(
        /\.\.$/,
        '.',
      );
  }
}
