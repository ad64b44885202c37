/**
 * The scan builder's slice of the integration catalogue (`src/data/integrations`): the shapes of the entries as the
 * builder reads them, and {@link slimCatalogue}, which reduces the full catalogue to them. `plugins/scan-builder` runs
 * it at build time and writes the result into the build; the builder (`src/components/ScanBuilder`) reads that JSON
 * and queries it with `src/components/ScanBuilder/catalogue.ts`.
 *
 * Pure data derivation, no React, no browser APIs. Build plugins load this module in Node through jiti, where the
 * `@site` alias does not resolve: keep every import relative.
 *
 * @packageDocumentation
 */
import type {HookIntegration, HookSetup, ScannerIntegration} from './integrations/types';

/** An example as the builder needs it: the manifest text and the categories of its sample findings. */
export interface BuilderExample {
  /** Folder name of the example, e.g. `basic-example`. */
  name: string;
  /** The example's `scan.yaml` text (may hold several documents). */
  scan: string;
  /** The sample findings, reduced to their category. */
  findings?: ReadonlyArray<{category: string}>;
}

/** The part of a scanner entry the builder uses (a full `ScannerIntegration` is one). */
export interface BuilderScanner extends Pick<
  ScannerIntegration,
  'name' | 'slug' | 'kind' | 'category' | 'usecase' | 'installCommand' | 'scanTypes' | 'cascadingRules'
> {
  chart: {name: string};
  examples: readonly BuilderExample[];
}

/** The part of a hook entry the builder uses (a full `HookIntegration` is one). */
export interface BuilderHook extends Pick<HookIntegration, 'name' | 'slug' | 'kind' | 'installCommand'> {
  chart: {name: string} | null;
  /** What the chart needs before the hook works (see `HookSetup` of the catalogue types); `null` without a chart. */
  setup: HookSetup | null;
}

/** The catalogue the builder works on: every scanner and hook entry, full or reduced by {@link slimCatalogue}. */
export interface BuilderCatalogue {
  scanners: readonly BuilderScanner[];
  hooks: readonly BuilderHook[];
  /**
   * Names of the release's demo-target charts (`DEMO_TARGET_CHARTS` of `src/data/integrations/demo-targets.ts`),
   * passed through the generated JSON so that the builder's bundle does not import the catalogue's modules.
   */
  demoTargets: readonly string[];
}

/**
 * Reduces the catalogue to what the builder uses, so the builder page does not load value tables, findings and
 * prose of every entry. `plugins/scan-builder` writes the result into the build.
 * @param catalogue - the full catalogue (`scanners` and `hooks` of `src/data/integrations`)
 * @returns plain JSON-serialisable data
 */
export function slimCatalogue(catalogue: BuilderCatalogue): BuilderCatalogue {
  return {
    scanners: catalogue.scanners.map((scanner) => ({
      name: scanner.name,
      slug: scanner.slug,
      kind: scanner.kind,
      category: scanner.category,
      usecase: scanner.usecase,
      chart: {name: scanner.chart.name},
      installCommand: scanner.installCommand,
      scanTypes: scanner.scanTypes,
      cascadingRules: scanner.cascadingRules,
      examples: scanner.examples.map((example) => ({
        name: example.name,
        scan: example.scan,
        ...(example.findings ? {findings: example.findings.map((finding) => ({category: finding.category}))} : {}),
      })),
    })),
    hooks: catalogue.hooks.map((hook) => ({
      name: hook.name,
      slug: hook.slug,
      kind: hook.kind,
      installCommand: hook.installCommand,
      chart: hook.chart ? {name: hook.chart.name} : null,
      setup: hook.setup,
    })),
    demoTargets: [...catalogue.demoTargets],
  };
}
