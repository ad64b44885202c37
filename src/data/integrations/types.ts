/**
 * Types of the integration catalogue: one entry per scanner or hook chart that
 * secureCodeBox ships. The catalogue is the single source of truth for the
 * landing-page tiles, the `/docs/scanners` and `/docs/hooks` catalogue pages
 * and the per-integration reference pages (`docs/scanners/<slug>.mdx`,
 * `docs/hooks/<slug>.mdx`), including their front matter and sidebar order.
 *
 * Facts come from the secureCodeBox monorepo as documented by the project's
 * facts pack (Chart.yaml, values.yaml, cascading rules, examples); every
 * description is written for this site.
 *
 * @packageDocumentation
 */

/** Whether an integration runs a scanner or post-processes scan results as a hook. */
export type IntegrationKind = 'scanner' | 'hook';

/** A minimal catalogue entry: what the landing-page tiles and catalogues need. */
export interface IntegrationSummary {
  /** Display name, e.g. `Nmap`, `ZAP Automation Framework`. */
  name: string;
  /** Route slug: the page lives at `/docs/scanners/<slug>` or `/docs/hooks/<slug>`. */
  slug: string;
  /** Scanner or hook. */
  kind: IntegrationKind;
  /** Category label shown on tiles and used by the catalogue filter, e.g. `Network`, `Persistence`. */
  category: string;
  /** One-line use case, in our own words. */
  usecase: string;
}

/**
 * Maturity the project assigns to an integration (README front matter `state`).
 * `developing` integrations may change without notice or have no published chart yet.
 */
export type IntegrationState = 'released' | 'developing';

/** A CPU architecture for which the scanner images are built (Chart.yaml annotation `supported-platforms`). */
export type CpuArchitecture = 'linux/amd64' | 'linux/arm64' | 'linux/ppc64le' | 'linux/s390x';

/**
 * How a hook treats findings: `ReadAndWrite` hooks may change findings, `ReadOnly` hooks only read them. Within one
 * priority, the `ReadAndWrite` hooks run one at a time before the `ReadOnly` hooks (see `/docs/api/crds/scan-completion-hook`).
 */
export type HookType = 'ReadOnly' | 'ReadAndWrite';

/** An external link shown in the "Upstream links" section. */
export interface IntegrationLink {
  /** Link text, e.g. `Nmap project website`. */
  label: string;
  /** Absolute `https://` URL. */
  url: string;
}

/** The project the integration wraps or talks to. */
export interface UpstreamProject {
  /** Name of the upstream project, e.g. `Nmap`, `OWASP DefectDojo`; `secureCodeBox` for in-house hooks. */
  name: string;
  /** Home page or repository of the project (absolute `https://` URL). */
  url: string;
}

/** The Helm chart that installs the integration. */
export interface HelmChart {
  /** Chart name, e.g. `nmap`, `persistence-defectdojo`; also the last segment of its OCI repository. */
  name: string;
  /**
   * Version of the tool the chart ships (Chart.yaml `appVersion`), exactly as the chart spells it,
   * e.g. `7.95-r0`, `v2.1.0`. Absent when the chart declares none (most hooks).
   */
  appVersion?: string;
  /** Kubernetes version constraint of the chart (Chart.yaml `kubeVersion`), e.g. `>=v1.11.0-0`. */
  kubeVersion: string;
  /** Folder of the chart in the secureCodeBox monorepo, e.g. `scanners/nmap`, `hooks/persistence-elastic`. */
  sourceDir: string;
}

/** Type of a Helm value as a reader enters it. */
export type ConfigValueType = 'string' | 'bool' | 'int' | 'list' | 'object';

/** One configurable Helm value of a chart. */
export interface ConfigValue {
  /** Dotted Helm value path, e.g. `scanner.image.tag`, `defectdojo.url`. */
  key: string;
  /** Value type. */
  type: ConfigValueType;
  /**
   * Default, written as the YAML literal the chart uses (`"IfNotPresent"`, `[]`, `{}`, `null`, `3`, `false`),
   * or a short phrase in parentheses when the chart computes it, e.g. `(the chart's appVersion)`.
   */
  default: string;
  /** What the value does, in our own words (one or two sentences; backticks mark inline code, nothing else is Markdown). */
  description: string;
}

/** A value of a cascading-rule match: what a finding field has to equal. */
export type MatchValue = string | number | boolean | {readonly [key: string]: MatchValue};

/**
 * A cascading rule a scanner chart ships in its `cascading-rules/` folder, as the manifest the chart
 * installs when `cascadingRules.enabled` is `true`. Kept in CRD shape so the unit tests can validate
 * it against the `CascadingRule` schema.
 */
export interface CascadingRule {
  apiVersion: 'cascading.securecodebox.io/v1';
  kind: 'CascadingRule';
  metadata: {
    /** Rule name, e.g. `nmap-hostscan`. */
    name: string;
    labels: {
      /** Whether the started scan attacks the target (`invasive`) or only looks at it. */
      'securecodebox.io/invasive': 'invasive' | 'non-invasive';
      /** How much load the started scan puts on the target. */
      'securecodebox.io/intensive': 'light' | 'medium' | 'high';
      /** Further labels, e.g. `securecodebox.io/type: bruteforce`. */
      readonly [label: string]: string;
    };
  };
  spec: {
    /** Findings that trigger the rule: any one of the partial findings has to match. */
    matches: {anyOf: ReadonlyArray<{readonly [field: string]: MatchValue}>};
    /** The Scan to start per matching finding; strings may use mustache templates such as `{{location}}`. */
    scanSpec: {
      scanType: string;
      parameters: readonly string[];
      env?: ReadonlyArray<Record<string, unknown>>;
      volumes?: ReadonlyArray<Record<string, unknown>>;
      volumeMounts?: ReadonlyArray<Record<string, unknown>>;
    };
  };
}

/** Severity of a finding (see `/docs/api/finding`). */
export type FindingSeverity = 'INFORMATIONAL' | 'LOW' | 'MEDIUM' | 'HIGH';

/** A finding as the parser writes it, trimmed for display (see `/docs/api/finding`). */
export interface FindingSample {
  name: string;
  description?: string | null;
  category: string;
  severity: FindingSeverity;
  osi_layer?: string | null;
  location?: string | null;
  mitigation?: string | null;
  /** Reference to an advisory or rule, as some parsers add it. */
  reference?: unknown;
  /** References (CVE ids, advisory URLs) in the finding format's `references` field, as some parsers write them. */
  references?: ReadonlyArray<{type: string; value: string}> | null;
  attributes?: Record<string, unknown>;
  /** UUID the parser SDK assigns; absent in samples recorded without it. */
  id?: string;
  /** Further top-level fields that some parsers add, such as WPScan's `confidence` or ssh-audit's `port`. */
  [field: string]: unknown;
  parsed_at?: string;
  identified_at?: string | null;
}

/** An example from a scanner chart's `examples/` folder. */
export interface IntegrationExample {
  /** Folder name of the example, used as its heading, e.g. `basic-example`. */
  name: string;
  /** What the example shows, in our own words (one or two sentences; backticks mark inline code). */
  description: string;
  /**
   * The `scan.yaml` manifest(s), as YAML text. May hold several documents (e.g. a ConfigMap and a Scan);
   * every secureCodeBox document must validate against its CRD schema.
   */
  scan: string;
  /** A trimmed sample of the findings the example produces; absent when the chart ships none. */
  findings?: readonly FindingSample[];
  /**
   * How many findings the run the sample comes from produced. Absent when the sample adds findings from the parser's
   * test reports to those of the example (the description then says where they come from).
   */
  totalFindings?: number;
}

/** Fields every catalogue entry has, whatever its kind. */
export interface IntegrationBase extends IntegrationSummary {
  /** One sentence for the page's front matter `description` (search results, social cards), our own words. */
  description: string;
  /** Maturity label (README front matter `state`). */
  state: IntegrationState;
  /** The project the integration wraps; for in-house hooks, secureCodeBox itself. */
  upstream: UpstreamProject;
  /** The chart, or `null` when the integration has no installable chart (only possible while `developing`). */
  chart: HelmChart | null;
  /**
   * The exact install command, `helm upgrade --install <release> oci://ghcr.io/securecodebox/helm/<chart> --version
   * <release version>` (see `helmInstall`), or `null` when there is no chart.
   */
  installCommand: string | null;
  /** Names of the ScanTypes the chart installs (empty for hooks). */
  scanTypes: readonly string[];
  /** CPU architectures of the images; empty when the chart declares none. */
  cpuArchitectures: readonly CpuArchitecture[];
  /** Helm values of the chart: chart-specific values first, then the common ones in values.yaml order. */
  values: readonly ConfigValue[];
  /** Cascading rules the chart ships (empty when none). */
  cascadingRules: readonly CascadingRule[];
  /** Examples of the chart's `examples/` folder (empty when none). */
  examples: readonly IntegrationExample[];
  /** Further upstream links (documentation, issue trackers), beyond {@link IntegrationBase.upstream}. */
  links: readonly IntegrationLink[];
}

/** A scanner integration: a ScanType plus its parser. */
export interface ScannerIntegration extends IntegrationBase {
  kind: 'scanner';
  chart: HelmChart;
  installCommand: string;
  /** Names of the ParseDefinitions the chart installs, e.g. `nmap-xml`; a ScanType's `extractResults.type` names one. */
  parseDefinitions: readonly string[];
  /**
   * ScanTypes the chart installs only when a value is set, by name, with that value's key, e.g.
   * `{'trivy-image-autodiscovery': 'createAutoDiscoveryScanType'}`. They are not in {@link IntegrationBase.scanTypes}.
   */
  conditionalScanTypes?: Readonly<Record<string, string>>;
  /** `true` when the chart's ScanType template ignores `scanner.nameAppend`, so the ScanType name never changes. */
  scanTypeNameFixed?: boolean;
}

/**
 * A value a hook chart needs before its hook can work, mirrored from the chart's templates: the scan builder asks for
 * it in a form field and passes it to Helm with `--set`.
 */
export interface HookSetupInput {
  /** Dotted Helm value key the chart's template reads, e.g. `defectdojo.url`; one of the entry's `values` keys. */
  key: string;
  /** Field label, e.g. `DefectDojo URL`. */
  label: string;
  /** Example shown in the empty field and, quoted in angle brackets, in the command while the field is empty. */
  example: string;
  /** One sentence of help under the field (our own words). */
  hint: string;
  /** `url`: must start with `http://` or `https://`; `text`: any non-empty text. */
  format: 'url' | 'text';
}

/**
 * A Secret a hook chart's template reads with `secretKeyRef`, mirrored from the chart: the name comes from a value
 * (`nameKey`), the keys are the ones the template reads (directly or through a value that names them).
 */
export interface HookSetupSecret {
  /** Values key that holds the Secret's name, e.g. `defectdojo.authentication.userSecret`. */
  nameKey: string;
  /** The name the builder gives the Secret (the chart's default where it has one). */
  name: string;
  /** Whether the chart's default for `nameKey` is `null`, so the builder has to `--set` it. */
  setName: boolean;
  /** The keys of the Secret the template reads, with what the reader stores under each (a placeholder). */
  keys: ReadonlyArray<{key: string; placeholder: string}>;
}

/** A choice between ways to authenticate, each a Secret or none (e.g. Elasticsearch with or without a login). */
export interface HookSetupChoice {
  /** Field label, e.g. `Login`. */
  label: string;
  /** The options; the first one is the default. `secret: null` means no Secret. */
  options: ReadonlyArray<{value: string; label: string; secret: HookSetupSecret | null}>;
}

/**
 * What a hook's chart needs to work, as the chart's templates at the documented release read it: values without a
 * usable default, Secrets, and values the builder has to set to keep a default from failing. The scan builder turns
 * it into form fields, `kubectl create secret` and `helm … --set` lines; `tests/unit/hook-setup.test.ts` checks it
 * against the entry's `values`.
 */
export interface HookSetup {
  /** Values the reader supplies in the form. */
  inputs: readonly HookSetupInput[];
  /** Secrets the hook reads; the builder prints `kubectl create secret generic` for each. */
  secrets: readonly HookSetupSecret[];
  /** An authentication choice (at most one per hook). */
  choice?: HookSetupChoice;
  /** Fixed `--set` values that keep a default from failing, e.g. `dashboardImporter.enabled=false`, with the reason. */
  fixed?: ReadonlyArray<{key: string; value: string; reason: string}>;
  /**
   * `--set-json` values built from a form choice (lists of objects), e.g. the notification channel. Keyed by the
   * option values of {@link HookSetupNotification}.
   */
  channel?: HookSetupNotification;
  /**
   * Set when the hook needs more than a form holds (rules, templates): the builder marks it "configure first" and
   * links the section that explains it; `reason` says what to write.
   */
  configureFirst?: {reason: string; anchor: string};
  /** Set when the hook fails at the documented release whatever you configure: the builder does not offer it. */
  broken?: {reason: string; anchor: string};
}

/** The notification hook's channel choice: one channel whose endpoint an environment variable reads from a Secret. */
export interface HookSetupNotification {
  /** Values key of the channel list (`notificationChannels`). */
  channelsKey: string;
  /** Values key of the environment list (`env`). */
  envKey: string;
  /** Channel types the form offers. */
  options: ReadonlyArray<{
    /** Notifier type, e.g. `slack`. */
    type: string;
    label: string;
    /** Template name without `.njk`. */
    template: string;
    /** Environment variable that holds the endpoint URL. */
    envName: string;
    /** The Secret that holds the URL (key `url`). */
    secret: string;
    /** Placeholder of the URL. */
    placeholder: string;
  }>;
}

/** A hook integration: a ScanCompletionHook run after each scan. */
export interface HookIntegration extends IntegrationBase {
  kind: 'hook';
  /** The hook's type as the chart installs it by default; `null` when there is no chart. */
  hookType: HookType | null;
  /** When the hook type depends on a value, a short note saying how (our own words). */
  hookTypeNote?: string;
  /** What the chart needs before the hook works; `null` when there is no chart. See {@link HookSetup}. */
  setup: HookSetup | null;
}

/** Any catalogue entry. */
export type Integration = ScannerIntegration | HookIntegration;
