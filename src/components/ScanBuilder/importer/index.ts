/**
 * "Import and check" of the scan builder: reads the YAML a reader pastes or drops (one or more documents), checks
 * every secureCodeBox Scan, ScheduledScan, CascadingRule and ScanCompletionHook against the site's CRD schemas
 * (`src/data/crd-schemas/`, compiled ahead of time by `plugins/scan-builder`), points every error and hint at its line
 * and column, and turns the first Scan or ScheduledScan into a form state when it is valid.
 *
 * The page loads this module with `import()` the first time a reader checks a manifest, so the builder's first load
 * does not carry it. Everything runs in the browser: nothing here makes a request.
 *
 * Hostile input gets a message, never a freeze: text over {@link MAX_IMPORT_BYTES} is refused before parsing, at most
 * {@link MAX_DOCUMENTS} documents are checked, and an alias that expands too often (a "billion laughs" bomb) stops
 * the conversion to plain values at {@link MAX_ALIAS_COUNT} (the `yaml` package's `maxAliasCount`).
 *
 * This module runs the check and re-exports what the page, the values checker and the tests use; the parts live
 * beside it: `yaml.ts` (limits, plain values, positions of fields), `messages.ts` (YAML and schema errors as
 * sentences), `hints.ts` (mistakes the API server accepts), `toForm.ts` (the first Scan into the form) and `types.ts`
 * (the report's shapes).
 *
 * @packageDocumentation
 */
import {LineCounter, parseAllDocuments} from 'yaml';
import {isRecord, type BuilderCatalogue, type PlainDocument} from '../catalogue';
import type {ImportValidators} from '../validators';
import {documentHints} from './hints';
import {schemaErrors, TOO_DEEP, yamlMessage} from './messages';
import {nameOf, toForm} from './toForm';
import type {CheckedDocument, ImportReport, TextPosition} from './types';
import {AliasBombError, kilobytes, MAX_ALIAS_COUNT, MAX_DOCUMENTS, MAX_IMPORT_BYTES, toPlain, utf8Length} from './yaml';

export {hookLabels, OPTIONAL_SCAN_TYPES, REMOVED_SCAN_TYPES} from './hints';
export {keptParts} from './toForm';
export type {CheckedDocument, ImportedScan, ImportMessage, ImportReport, TextPosition} from './types';
export {kilobytes, MAX_ALIAS_COUNT, MAX_DOCUMENTS, MAX_IMPORT_BYTES, utf8Length} from './yaml';

/** Kinds whose schema the import checks, by API group. */
const CHECKED_KINDS: Readonly<Record<string, Readonly<Record<string, keyof ImportValidators>>>> = {
  'execution.securecodebox.io': {
    Scan: 'scan',
    ScheduledScan: 'scheduledScan',
    ScanCompletionHook: 'scanCompletionHook',
  },
  'cascading.securecodebox.io': {CascadingRule: 'cascadingRule'},
};

/**
 * Checks the YAML a reader imports and loads its first Scan or ScheduledScan into the form.
 *
 * Every document is parsed with positions (`yaml`'s `LineCounter`); YAML errors (tabs in the indentation, duplicate
 * keys, syntax) and schema errors come with the line and column they concern, a schema error at the field its JSON
 * pointer names (the key of an unknown field, the mapping that lacks a required one). Documents of other kinds are
 * listed as not checked and kept.
 *
 * The first Scan or ScheduledScan is loaded when it is valid, its ScanType belongs to a scanner of the catalogue and
 * every document parsed; the documents around it and the fields the form cannot show go into the passthrough.
 *
 * @param text - the pasted or dropped text
 * @param catalogue - the builder catalogue (scanners, rules, hooks)
 * @param validators - the compiled schemas of the four kinds
 * @returns the report; never throws: unreadable input gives a {@link ImportReport.notice}
 */
export function checkManifests(text: string, catalogue: BuilderCatalogue, validators: ImportValidators): ImportReport {
  const empty = {documents: [], loaded: null, notLoaded: null};
  const bytes = text.length > MAX_IMPORT_BYTES * 4 ? text.length : utf8Length(text);
  if (bytes > MAX_IMPORT_BYTES) {
    return {
      ...empty,
      read: false,
      notice: `This text is ${kilobytes(bytes)}; the import reads at most ${kilobytes(MAX_IMPORT_BYTES)}. Paste a single manifest file, or split a large one.`,
    };
  }
  if (text.trim() === '') return {...empty, read: false, notice: 'Paste or drop a manifest first.'};
  try {
    return check(text, catalogue, validators);
  } catch (error) {
    const reason = error instanceof RangeError ? 'it is nested too deeply' : 'it is not YAML this page can read';
    return {...empty, read: false, notice: `The text could not be read: ${reason}.`};
  }
}

function check(text: string, catalogue: BuilderCatalogue, validators: ImportValidators): ImportReport {
  const lineCounter = new LineCounter();
  const parsed = parseAllDocuments(text, {lineCounter, uniqueKeys: true, prettyErrors: false});
  const all = Array.isArray(parsed) ? parsed : [];
  const position = (offset: number): TextPosition => {
    const {line, col} = lineCounter.linePos(offset);
    return {line, column: col};
  };
  const documents: CheckedDocument[] = [];
  const plain: PlainDocument[] = [];
  const origin: number[] = [];
  let parseFailed = false;
  let notice: string | null =
    all.length > MAX_DOCUMENTS
      ? `This text holds ${all.length} documents; the import checks the first ${MAX_DOCUMENTS}. Check the rest separately.`
      : null;
  for (const [index, document] of all.slice(0, MAX_DOCUMENTS).entries()) {
    const start = document.contents?.range[0] ?? document.range[0];
    const entry: CheckedDocument = {
      number: index + 1,
      ...position(start),
      kind: null,
      name: null,
      status: 'unchecked',
      errors: [],
      hints: [],
    };
    const yamlErrors = document.errors;
    if (yamlErrors.length > 0) {
      parseFailed = true;
      entry.status = 'invalid';
      const seen = new Set<string>();
      for (const error of yamlErrors) {
        const message = {...position(error.pos[0]), text: yamlMessage(error.code, error.message)};
        // The nesting message once per document: the parser may report the overflow at several depths.
        const id = message.text === TOO_DEEP ? TOO_DEEP : `${message.line}:${message.column} ${message.text}`;
        if (!seen.has(id)) entry.errors.push(message);
        seen.add(id);
      }
      documents.push(entry);
      continue;
    }
    let value: unknown;
    try {
      value = toPlain(document);
    } catch (error) {
      if (!(error instanceof AliasBombError)) throw error;
      parseFailed = true;
      entry.status = 'invalid';
      entry.errors = [
        {
          ...position(start),
          text: `This document's aliases (*name) expand to more than ${MAX_ALIAS_COUNT} copies of their anchors, as an alias bomb does; the import stops reading it. Write the values out instead.`,
        },
      ];
      documents.push(entry);
      continue;
    }
    // An empty document (a stray `---`) holds nothing to check.
    if (value === null || value === undefined) continue;
    if (!isRecord(value)) {
      entry.status = 'invalid';
      entry.errors = [{...position(start), text: 'This document is not a mapping, so it is no Kubernetes object.'}];
      documents.push(entry);
      parseFailed = true;
      continue;
    }
    entry.kind = typeof value.kind === 'string' ? value.kind : null;
    entry.name = nameOf(value);
    plain.push(value);
    origin.push(documents.length);
    const apiVersion = typeof value.apiVersion === 'string' ? value.apiVersion : '';
    const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.lastIndexOf('/')) : apiVersion;
    const validatorKey =
      entry.kind !== null
        ? (CHECKED_KINDS[group]?.[entry.kind] ??
          // A checked kind under a wrong or missing apiVersion: the schema names the right one.
          Object.values(CHECKED_KINDS).find((kinds) => Object.hasOwn(kinds, entry.kind ?? ''))?.[entry.kind])
        : undefined;
    if (validatorKey && entry.kind !== null) {
      const validate = validators[validatorKey];
      if (validate(value)) entry.status = 'valid';
      else {
        entry.status = 'invalid';
        entry.errors = schemaErrors(document, validate, position);
      }
      documentHints({catalogue, document, position, hints: entry.hints}, entry.kind, value);
      if (entry.status === 'valid' && entry.hints.some((hint) => hint.blocking === true)) entry.status = 'warning';
    } else if (/\.securecodebox\.io\//.test(apiVersion) && entry.kind !== null) {
      entry.hints.push({
        ...position(start),
        text: `The import checks Scan, ScheduledScan, CascadingRule and ScanCompletionHook; this ${entry.kind} is kept as it is.`,
      });
    }
    documents.push(entry);
  }
  if (documents.length === 0 && !parseFailed) notice = 'The text holds no YAML documents.';
  return {notice, read: true, documents, ...toForm(catalogue, documents, plain, origin, parseFailed)};
}

/** Whether a document of the report is the Scan or ScheduledScan loaded into the form. */
export function isLoaded(report: ImportReport, entry: CheckedDocument): boolean {
  return report.loaded?.number === entry.number;
}
