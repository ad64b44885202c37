/**
 * The shapes of the import's report (`checkManifests` of `index.ts`): positions, messages, the check of each document
 * and the manifest loaded into the form.
 *
 * @packageDocumentation
 */
import type {BuilderState, Passthrough} from '../model';

/** A position in the pasted text, 1-based like an editor shows it. */
export interface TextPosition {
  line: number;
  column: number;
}

/** One error or hint of a document, at the position it concerns. */
export interface ImportMessage extends TextPosition {
  /** What is wrong and what to do, in one or two sentences. */
  text: string;
  /** A page of the site that explains the fix, e.g. `/docs/scanners/amass`. */
  link?: {to: string; label: string};
  /**
   * `true` for a hint that means the scan does not run as written although the schema accepts it (a removed or
   * unknown ScanType): the document is then shown as a warning, not as valid.
   */
  blocking?: boolean;
}

/** The check of one document. */
export interface CheckedDocument extends TextPosition {
  /** 1-based position of the document in the text. */
  number: number;
  /** `kind` of the document, or `null` when it has none. */
  kind: string | null;
  /** `metadata.name`, or `null`. */
  name: string | null;
  /**
   * `valid`: the schema accepts it; `warning`: the schema accepts it, but a hint says it does not run as written (a
   * ScanType 5.0.0 removed, such as `amass`); `invalid`: see `errors`; `unchecked`: not a kind the import checks (a
   * ConfigMap, a Secret …), kept as it is.
   */
  status: 'valid' | 'warning' | 'invalid' | 'unchecked';
  /** YAML and schema errors; the API server would reject the document. */
  errors: ImportMessage[];
  /** Mistakes the API server accepts but that make the scan do something else than meant. */
  hints: ImportMessage[];
}

/** The manifest loaded into the form. */
export interface ImportedScan {
  state: BuilderState;
  /** What the form does not show and writes back unchanged. */
  passthrough: Passthrough;
  /** 1-based number of the loaded document. */
  number: number;
  /** The fields and documents the form keeps as written, e.g. `spec.volumes`, `the ConfigMap zap-plan`. */
  kept: string[];
}

/** The result of {@link checkManifests}. */
export interface ImportReport {
  /** A message about the whole text (too long, no documents, too many documents); `null` when there is none. */
  notice: string | null;
  /** Whether the text was read at all; `false` when {@link notice} explains why not. */
  read: boolean;
  /** Every document checked, in order. */
  documents: CheckedDocument[];
  /** The Scan or ScheduledScan loaded into the form, or `null`. */
  loaded: ImportedScan | null;
  /** Why nothing was loaded into the form, when the text has a Scan or ScheduledScan; else `null`. */
  notLoaded: string | null;
}
