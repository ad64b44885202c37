/**
 * The import's conversion to the form: the first Scan or ScheduledScan of a checked text becomes a builder state
 * (`loadDocuments` of `../model.ts`) when it and every other document are readable, with the parts the form keeps as
 * written named for the reader; else the reason it is not loaded.
 *
 * @packageDocumentation
 */
import {RELEASE} from '@site/src/data/release';
import {isRecord, type BuilderCatalogue, type PlainDocument} from '../catalogue';
import {loadDocuments, type Passthrough} from '../model';
import {scannerOf} from './hints';
import type {CheckedDocument, ImportReport} from './types';

/** The `metadata.name` of a parsed document, or `null`. */
export function nameOf(doc: unknown): string | null {
  return isRecord(doc) && isRecord(doc.metadata) && typeof doc.metadata.name === 'string' ? doc.metadata.name : null;
}

/** The parts of a passthrough, named for the reader: what the form keeps as written. */
export function keptParts(passthrough: Passthrough): string[] {
  const describe = (doc: PlainDocument): string =>
    `the ${typeof doc.kind === 'string' ? doc.kind : 'document'}${nameOf(doc) ? ` ${String(nameOf(doc))}` : ''}`;
  return [
    ...passthrough.before.map(describe),
    ...Object.keys(passthrough.metadata).map((key) => `metadata.${key}`),
    ...Object.keys(passthrough.scheduled).map((key) => `spec.${key}`),
    ...Object.keys(passthrough.spec).map((key) => `spec.${key}`),
    ...Object.keys(passthrough.cascades).map((key) => `cascades.${key}`),
    ...Object.keys(passthrough.matchLabels).map((key) => `cascades.matchLabels.${key}`),
    ...(passthrough.env.length > 0 ? ['env entries the form cannot show'] : []),
    ...passthrough.after.map(describe),
  ];
}

/**
 * Loads the first secureCodeBox Scan or ScheduledScan of a checked text into the form, or says why not.
 * @param catalogue - the builder catalogue; the Scan's ScanType must belong to one of its scanners
 * @param documents - the check of every document, in order
 * @param plain - the documents that parsed to a mapping, as plain values
 * @param origin - for each entry of `plain`, its index in `documents`
 * @param parseFailed - whether some document did not parse (then nothing is loaded: the form keeps every document)
 * @returns the loaded scan and `null`, or `null` and the reason (`null` too when the text has no Scan at all)
 */
export function toForm(
  catalogue: BuilderCatalogue,
  documents: readonly CheckedDocument[],
  plain: readonly PlainDocument[],
  origin: readonly number[],
  parseFailed: boolean,
): Pick<ImportReport, 'loaded' | 'notLoaded'> {
  const scanAt = plain.findIndex(
    (doc) =>
      (doc.kind === 'Scan' || doc.kind === 'ScheduledScan') &&
      typeof doc.apiVersion === 'string' &&
      doc.apiVersion.startsWith('execution.securecodebox.io/'),
  );
  const firstScan = documents.findIndex((entry) => entry.kind === 'Scan' || entry.kind === 'ScheduledScan');
  if (scanAt < 0) {
    return {
      loaded: null,
      notLoaded:
        firstScan >= 0
          ? `Document ${firstScan + 1} is no secureCodeBox ${String(documents[firstScan].kind)} (its apiVersion is not execution.securecodebox.io/v1), so the form stays as it is.`
          : null,
    };
  }
  const entry = documents[origin[scanAt]];
  const doc = plain[scanAt];
  const spec = isRecord(doc.spec)
    ? doc.kind === 'ScheduledScan' && isRecord(doc.spec.scanSpec)
      ? doc.spec.scanSpec
      : doc.spec
    : {};
  const scanner = scannerOf(catalogue, spec.scanType);
  let notLoaded: string | null = null;
  if (entry.status === 'invalid' || entry.status === 'unchecked')
    notLoaded = `Fix the errors of document ${entry.number} (${String(entry.kind)}) to load it into the form.`;
  else if (parseFailed)
    notLoaded =
      'Fix the YAML errors first: the form keeps every document of the file, so all of them have to be readable.';
  else if (!scanner)
    notLoaded = `The form builds scans for the scanners of secureCodeBox ${RELEASE.version}; no chart of them installs the ScanType "${String(spec.scanType)}", so the form stays as it is.`;
  else if (plain.length < documents.length)
    notLoaded = 'Fix the documents marked invalid first: the form keeps every document of the file.';
  if (notLoaded !== null || !scanner) return {loaded: null, notLoaded};
  const loaded = loadDocuments(scanner, plain, scanAt);
  return {
    loaded: {...loaded, number: entry.number, kept: keptParts(loaded.passthrough)},
    notLoaded: null,
  };
}
