/**
 * The validate functions the scan builder checks its manifests with. In the browser they come from the module
 * `plugins/scan-builder` compiles at build time (Ajv standalone code, no `eval`); the unit tests load the same code.
 *
 * @packageDocumentation
 */
import type {ErrorObject} from 'ajv';

/** An Ajv standalone validate function: `true` when the document is valid, else `errors` lists the problems. */
export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The validators of the two kinds the builder writes. */
export interface Validators {
  /** Validates a Scan (`execution.securecodebox.io/v1`). */
  scan: StandaloneValidate;
  /** Validates a ScheduledScan (`execution.securecodebox.io/v1`). */
  scheduledScan: StandaloneValidate;
}

/** The validators of the import check: the form's two kinds plus the kinds it only checks. */
export interface ImportValidators extends Validators {
  /** Validates a CascadingRule (`cascading.securecodebox.io/v1`). */
  cascadingRule: StandaloneValidate;
  /** Validates a ScanCompletionHook (`execution.securecodebox.io/v1`). */
  scanCompletionHook: StandaloneValidate;
}
