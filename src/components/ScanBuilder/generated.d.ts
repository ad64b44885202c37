/**
 * Types of the modules `plugins/scan-builder` writes on every build (see its index.ts).
 */
declare module '@generated/scan-builder/default/validators.js' {
  import type {StandaloneValidate} from '@site/src/components/ScanBuilder/validators';

  /** Validates a Scan manifest (`execution.securecodebox.io/v1`). */
  export const scan: StandaloneValidate;
  /** Validates a ScheduledScan manifest (`execution.securecodebox.io/v1`). */
  export const scheduledScan: StandaloneValidate;
}

declare module '@generated/scan-builder/default/import-validators.js' {
  import type {StandaloneValidate} from '@site/src/components/ScanBuilder/validators';

  /** Validates a CascadingRule manifest (`cascading.securecodebox.io/v1`). */
  export const cascadingRule: StandaloneValidate;
  /** Validates a ScanCompletionHook manifest (`execution.securecodebox.io/v1`). */
  export const scanCompletionHook: StandaloneValidate;
}

declare module '@generated/scan-builder/default/catalogue.json' {
  import type {BuilderCatalogue} from '@site/src/data/scan-builder-catalogue';

  const catalogue: BuilderCatalogue;
  export default catalogue;
}
