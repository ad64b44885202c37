/**
 * Local plugin that feeds the scan builder (`src/components/ScanBuilder`, page `/docs/how-tos/scan-builder`).
 *
 * On every build it writes two generated modules, so they always match their sources and nothing generated is
 * committed:
 * - `@generated/scan-builder/default/catalogue.json`: the slice of the integration catalogue the builder uses
 *   (`slimCatalogue`: names, charts, install commands, ScanTypes, cascading rules, example manifests and the
 *   categories of their sample findings), a fraction of the full entries with their value tables and findings;
 * - `@generated/scan-builder/default/validators.js`: the Scan and ScheduledScan schemas compiled ahead of time
 *   (`validators.mjs`), because the deploy CSP forbids the `eval` that Ajv's runtime compiler needs;
 * - `@generated/scan-builder/default/import-validators.js`: the CascadingRule and ScanCompletionHook schemas, compiled
 *   the same way, for the builder's import check (loaded only when a reader imports a manifest).
 *
 * @packageDocumentation
 */
import type {Plugin} from '@docusaurus/types';
import {hooks, scanners} from '../../src/data/integrations';
import {DEMO_TARGET_CHARTS} from '../../src/data/integrations/demo-targets';
import {slimCatalogue} from '../../src/data/scan-builder-catalogue';
import {importValidatorSource, validatorSource} from './validators.mjs';

/** The plugin; takes no options. */
export default function scanBuilderPlugin(): Plugin {
  return {
    name: 'scan-builder',
    async contentLoaded({actions}) {
      await actions.createData(
        'catalogue.json',
        JSON.stringify(slimCatalogue({scanners, hooks, demoTargets: DEMO_TARGET_CHARTS})),
      );
      await actions.createData('validators.js', validatorSource());
      await actions.createData('import-validators.js', importValidatorSource());
    },
  };
}
