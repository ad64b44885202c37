/**
 * The cascading-scans explorer's slice of the integration catalogue (`src/data/integrations`): its shapes, and the
 * derivation of per scanner its ScanTypes, the cascading rules its chart ships, its sample findings (trimmed) and its
 * starting Scan; and, separately, the scan builder's initial state per scanner, so the page can link into the builder
 * without parsing YAML in the browser. `plugins/cascade-explorer` runs it at build time and writes the result into
 * the build; the explorer (`src/components/CascadeExplorer`) reads that JSON. The unit tests run it on the full
 * catalogue.
 *
 * The builder's initial state comes from the scan builder's own state model (`initialStateFor` of
 * `src/components/ScanBuilder/model.ts`, pure TypeScript: the example loader the builder uses), the one module of a
 * component folder that this build-time code loads; a second copy of that loader would drift from the builder's.
 *
 * Build plugins load this module in Node through jiti, where the `@site` alias does not resolve: keep every import
 * relative.
 *
 * @packageDocumentation
 */
import type {CascadingRule, HookIntegration, ScannerIntegration} from './integrations/types';
// The one exception to the layout rule (see the module comment): the builder's own example loader, not a copy of it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import {initialStateFor, type BuilderState} from '../components/ScanBuilder/model';

/** A sample finding of the catalogue, trimmed to what matching and templating read. */
export interface ExplorerFinding {
  name: string;
  category: string;
  severity: string;
  osi_layer?: string | null;
  location?: string | null;
  id?: string;
  attributes: Record<string, unknown>;
  /** Name of the catalogue example the finding comes from. */
  example: string;
}

/** A scanner as the explorer needs it. */
export interface ExplorerScanner {
  slug: string;
  name: string;
  /** Chart name, e.g. `nmap`. */
  chart: string;
  /** The catalogue's install command (`helm upgrade --install …`). */
  installCommand: string;
  /** ScanTypes the chart installs. */
  scanTypes: readonly string[];
  /** The rules the chart ships (installed with `--set cascadingRules.enabled=true`). */
  rules: readonly CascadingRule[];
  /** Sample findings of all its examples, in catalogue order. */
  findings: readonly ExplorerFinding[];
  /** The starting Scan: name, ScanType and parameters of the scanner's first example (or a blank scan). */
  start: {name: string; scanType: string; parameters: readonly string[]};
}

/** The catalogue slice `plugins/cascade-explorer` writes into the build. */
export interface ExplorerCatalogue {
  scanners: readonly ExplorerScanner[];
  /** Install command of the cascading-scans hook. */
  hookInstallCommand: string;
}

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
