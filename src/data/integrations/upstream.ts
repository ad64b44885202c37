/**
 * The shape of the generated upstream facts (`generated/<scanners|hooks>/<chart folder>.ts`), which
 * `npm run sync:upstream` writes from a secureCodeBox source tree: everything about a chart that is a fact and not a
 * sentence. The hand-written entries (`scanners/<slug>.ts`, `hooks/<slug>.ts`) combine one of these with their prose
 * through {@link combineValues} and the other helpers of `common.ts`.
 *
 * @packageDocumentation
 */
import type {CascadingRule, ConfigValueType, CpuArchitecture, FindingSample} from './types';

/** One leaf of a chart's values.yaml (scalars, empty maps and lists; lists are not descended into). */
export interface UpstreamValue {
  /** Dotted key, e.g. `scanner.image.repository`. */
  key: string;
  /** Type of the default; `null` when the default is `null` and says nothing about the type. */
  type: ConfigValueType | null;
  /**
   * The default as YAML flow text (`"IfNotPresent"`, `[]`, `{}`, `null`, `3`, `false`, `["all"]`). For an empty value,
   * what the chart applies instead: a helm-docs `@default -- <value>` annotation, `(the chart version)` or
   * `(the chart's appVersion)` for an image tag the templates default to `.Chart.Version` or `.Chart.AppVersion`, and
   * `(not set)` for a key a template reads that values.yaml leaves out.
   */
  default: string;
  /** Whether a template of the chart reads the key (or a parent of it as a whole). */
  read: boolean;
}

/** An example folder of a chart (`examples/<name>/`), reduced to its facts. */
export interface UpstreamExample {
  /** Folder name. */
  name: string;
  /**
   * Number of findings in its `findings.yaml` (or `findings.json`); `null` when the folder has no readable list of
   * findings.
   */
  findings: number | null;
  /** Finding categories of its findings, sorted, each with the attribute names its findings carry (sorted). */
  categories: Readonly<Record<string, readonly string[]>>;
  /**
   * Its `scan.yaml` as our own YAML text, without upstream's comments (`manifestText` in
   * `scripts/upstream-sync/examples.ts`); `null` when the folder has none or it is not valid YAML.
   */
  scan: string | null;
  /**
   * A trimmed sample of its findings (`sampleFindings` in `scripts/upstream-sync/examples.ts`); empty when none.
   */
  sample: readonly FindingSample[];
}

/** The facts of one scanner or hook chart at one upstream ref. */
export interface UpstreamChart {
  /** Chart folder in the monorepo, e.g. `scanners/nmap`, `hooks/persistence-elastic`. */
  sourceDir: string;
  /** `scanner` for `scanners/*`, `hook` for `hooks/*`. */
  kind: 'scanner' | 'hook';
  /** Chart.yaml `name`. */
  name: string;
  /** Chart.yaml `version` as the source tree has it (the release pipeline replaces it when it publishes). */
  version: string;
  /** Chart.yaml `appVersion`, when the chart declares one. */
  appVersion?: string;
  /** Chart.yaml `kubeVersion`. */
  kubeVersion: string;
  /** Chart.yaml annotation `supported-platforms`, split; empty when absent. */
  cpuArchitectures: readonly CpuArchitecture[];
  /** Every values.yaml leaf in file order. */
  values: readonly UpstreamValue[];
  /** Names of the ScanTypes the templates create unconditionally (without `scanner.nameAppend`), sorted. */
  scanTypes: readonly string[];
  /** ScanTypes created only when a value is set, name → the value's key. */
  conditionalScanTypes: Readonly<Record<string, string>>;
  /** Whether no ScanType name of the templates appends `scanner.nameAppend`. Always `false` for hooks. */
  scanTypeNameFixed: boolean;
  /** Names of the ParseDefinitions the templates create, sorted. */
  parseDefinitions: readonly string[];
  /** The rules of `cascading-rules/*.yaml`, in CRD shape, in file and document order. */
  cascadingRules: readonly CascadingRule[];
  /** The example folders, sorted by name. */
  examples: readonly UpstreamExample[];
}
