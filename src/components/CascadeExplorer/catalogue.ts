/**
 * Builds the explorer's slice of the integration catalogue (`src/data/integrations`): per scanner its ScanTypes,
 * the cascading rules its chart ships, its sample findings (trimmed) and its starting Scan; and, separately, the scan
 * builder's initial state per scanner, so the page can link into the builder without parsing YAML in the browser.
 * `plugins/cascade-explorer` runs it at build time; the unit tests run it on the full catalogue.
 *
 * @packageDocumentation
 */
import type {HookIntegration, ScannerIntegration} from '@site/src/data/integrations/types';
import type {BuilderState} from '@site/src/components/ScanBuilder/model';
import {initialStateFor} from '../ScanBuilder/model';
import type {ExplorerCatalogue, ExplorerFinding, ExplorerScanner} from './model';

/** Longest attribute value kept, as JSON characters; longer ones (raw HTTP requests and the like) are dropped. */
export const MAX_ATTRIBUTE_JSON = 200;

/** The scan builder's starting state per scanner slug (what the "Open in the scan builder" link starts from). */
export type BuilderStates = Readonly<Record<string, BuilderState>>;

/**
 * Reduces a sample finding to what rule matching, templating and the page read: name, category, severity, OSI
 * layer, location, id and the attributes whose JSON is at most {@link MAX_ATTRIBUTE_JSON} characters long.
 * @param finding - a catalogue sample finding
 * @param example - the example's name
 */
export function trimFinding(
  finding: ScannerIntegration['examples'][number]['findings'] & object,
  example: string,
): ExplorerFinding[] {
  return finding.map((sample) => {
    const attributes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(sample.attributes ?? {})) {
      const json = JSON.stringify(value);
      if (json === undefined || json.length <= MAX_ATTRIBUTE_JSON) attributes[key] = value;
    }
    const trimmed: ExplorerFinding = {
      name: sample.name,
      category: sample.category,
      severity: sample.severity,
      attributes,
      example,
    };
    if (sample.osi_layer !== undefined) trimmed.osi_layer = sample.osi_layer;
    if (sample.location !== undefined) trimmed.location = sample.location;
    if (sample.id !== undefined) trimmed.id = sample.id;
    return trimmed;
  });
}

/**
 * The explorer's catalogue slice.
 * @param catalogue - the scanners and hooks of the integration catalogue
 * @throws {Error} when the catalogue has no cascading-scans hook with an install command
 */
export function explorerCatalogue(catalogue: {
  scanners: readonly ScannerIntegration[];
  hooks: readonly HookIntegration[];
}): ExplorerCatalogue {
  const hook = catalogue.hooks.find((entry) => entry.slug === 'cascading-scans');
  if (!hook?.installCommand) throw new Error('the catalogue has no cascading-scans hook with a chart');
  return {
    hookInstallCommand: hook.installCommand,
    scanners: catalogue.scanners.map((scanner): ExplorerScanner => {
      const builder = initialStateFor(scanner);
      return {
        slug: scanner.slug,
        name: scanner.name,
        chart: scanner.chart.name,
        installCommand: scanner.installCommand,
        scanTypes: scanner.scanTypes,
        rules: scanner.cascadingRules,
        findings: scanner.examples.flatMap((example) => trimFinding(example.findings ?? [], example.name)),
        start: {
          name: builder.name,
          scanType: builder.scanType,
          parameters: builder.parameters.filter((parameter) => parameter !== ''),
        },
      };
    }),
  };
}

/**
 * The scan builder's starting state of every scanner (its first example), for the builder link. Written to a file of
 * its own, which only the lazily loaded `link.ts` reads.
 * @param scanners - the scanners of the integration catalogue
 */
export function builderStates(scanners: readonly ScannerIntegration[]): BuilderStates {
  return Object.fromEntries(scanners.map((scanner) => [scanner.slug, initialStateFor(scanner)]));
}
