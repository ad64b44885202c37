/**
 * Types of `validators.generated.js`, the ahead-of-time compiled Ajv validators of the Scan and ScheduledScan
 * schemas (`src/data/crd-schemas/`), written by `scripts/generate-scan-builder-validators.mjs`.
 */
import type {ErrorObject} from 'ajv';

/** An Ajv standalone validate function: `true` when the document is valid, else `errors` lists the problems. */
export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Validates a Scan manifest (`execution.securecodebox.io/v1`). */
export const scan: StandaloneValidate;
/** Validates a ScheduledScan manifest (`execution.securecodebox.io/v1`). */
export const scheduledScan: StandaloneValidate;
