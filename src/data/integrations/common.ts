/**
 * Building blocks shared by the catalogue entries: the OCI registry, the install command and the
 * Helm values every scanner chart and every hook chart has. Descriptions are our own words; keys and
 * defaults are exactly those of the charts' values.yaml files.
 *
 * @packageDocumentation
 */
import type {ConfigValue, HelmChart} from './types';
import {MONOREPO_URL, RELEASE, repoTreeUrl} from '../release';

export {MONOREPO_URL};

/** OCI registry that hosts every secureCodeBox chart. */
export const OCI_REGISTRY = 'oci://ghcr.io/securecodebox/helm';

/** Kubernetes version constraint every chart declares. */
export const KUBE_VERSION = '>=v1.11.0-0';

/** Default of the hook and parser `resources` values, as the charts document it. */
const DEFAULT_RESOURCES = '{ requests: { cpu: "200m", memory: "100Mi" }, limits: { cpu: "400m", memory: "200Mi" } }';

/**
 * The install command of a chart, pinned to the documented release: every chart is published with the release's
 * version, so the command installs the chart these pages describe and not the newest one.
 * @param chart - chart name, e.g. `nmap`
 * @param release - Helm release name; defaults to the chart name
 * @returns `helm upgrade --install <release> oci://ghcr.io/securecodebox/helm/<chart> --version <RELEASE.version>`
 */
export function helmInstall(chart: string, release: string = chart): string {
  return `helm upgrade --install ${release} ${pinnedChart(chart)}`;
}

/**
 * A chart of the secureCodeBox OCI registry pinned to the documented release, as every Helm command of the site
 * names it (the install commands here, the scan builder's operator command).
 * @param chart - chart name, e.g. `operator`
 * @returns `oci://ghcr.io/securecodebox/helm/<chart> --version <RELEASE.version>`
 */
export function pinnedChart(chart: string): string {
  return `${OCI_REGISTRY}/${chart} --version ${RELEASE.version}`;
}

/** Replacements for common Helm value rows whose default or meaning differs in one chart, by key. */
export type ValueOverrides = Readonly<Record<string, Partial<Omit<ConfigValue, 'key'>>>>;

/**
 * Link to a chart's folder in the monorepo.
 * @param sourceDir - folder such as `scanners/nmap`
 * @returns an absolute GitHub URL at the documented tag (`src/data/release.ts`)
 */
export function sourceUrl(sourceDir: string): string {
  return repoTreeUrl(sourceDir);
}

/** Shorthand for a {@link ConfigValue}. */
export function value(key: string, type: ConfigValue['type'], defaultValue: string, description: string): ConfigValue {
  return {key, type, default: defaultValue, description};
}

/** `imagePullSecrets`, present in almost every chart. */
const imagePullSecretsValue: ConfigValue = value(
  'imagePullSecrets',
  'list',
  '[]',
  'Secrets Kubernetes uses to pull the images from a private registry.',
);

/** Description of a value that a chart's values.yaml has but none of its templates reads. */
export const NO_EFFECT =
  "Has no effect: the value is in this chart's values.yaml, but none of the chart's templates reads it.";

/** Options of {@link scannerValues}. */
export interface ScannerValuesOptions {
  /** Chart facts; used for the image tag defaults. */
  chart: Pick<HelmChart, 'name'>;
  /** Default of `parser.image.repository`, exactly as the chart sets it. */
  parserRepository: string;
  /** Default of `scanner.image.repository`, exactly as the chart sets it. */
  scannerRepository: string;
  /** Default of `scanner.securityContext.runAsNonRoot`. */
  runAsNonRoot: boolean;
  /** Default of `scanner.securityContext.readOnlyRootFilesystem`. */
  readOnlyRootFilesystem: boolean;
  /**
   * Whether the chart has a `cascading-rules/` folder that `cascadingRules.enabled` installs (default `true`).
   * Charts such as git-repo-scanner, gitleaks, semgrep, subfinder, trivy, trivy-sbom and wpscan carry the value in
   * their values.yaml but install no rule with it (no `cascading-rules/` folder, or one without rules); for them the
   * row says the value has no effect.
   */
  shipsCascadingRules?: boolean;
  /** Chart-specific values, listed before the common ones. */
  specific?: readonly ConfigValue[];
  /** Common values the chart does not have (keys). */
  omit?: readonly string[];
  /**
   * Common values the chart's values.yaml has but none of its templates reads (keys). Their rows say that setting
   * them has no effect, e.g. `scanner.activeDeadlineSeconds` in a chart whose ScanType template leaves it out.
   */
  noEffect?: readonly string[];
  /** Replacements for common values whose default or meaning differs in this chart, by key. */
  override?: ValueOverrides;
  /** Values the chart adds to the common scanner block, inserted after the given common key. */
  insert?: ReadonlyArray<{after: string; values: readonly ConfigValue[]}>;
}

/**
 * The Helm values of a scanner chart: chart-specific values first, then the parser, scanner and
 * cascading-rule values every scanner chart shares, in values.yaml order.
 * @param options - what differs in this chart
 * @returns the rows of the chart's configuration table
 * @throws {Error} when `override`, `omit`, `noEffect` or `insert` names a key that is not a common value
 */
export function scannerValues(options: ScannerValuesOptions): ConfigValue[] {
  const common: ConfigValue[] = [
    imagePullSecretsValue,
    value(
      'parser.image.repository',
      'string',
      JSON.stringify(options.parserRepository),
      'Image of the parser that turns the raw scan results into findings.',
    ),
    value(
      'parser.image.tag',
      'string',
      '(the chart version)',
      'Tag of the parser image; leave it empty to use the parser built for this chart release.',
    ),
    value(
      'parser.image.pullPolicy',
      'string',
      '"IfNotPresent"',
      'When Kubernetes pulls the parser image: `Always`, `Never` or `IfNotPresent`.',
    ),
    value(
      'parser.ttlSecondsAfterFinished',
      'int',
      'null',
      'Seconds after which Kubernetes deletes a finished parse job; needs the TTL-after-finished controller.',
    ),
    value('parser.env', 'list', '[]', 'Extra environment variables for the parse job.'),
    value(
      'parser.scopeLimiterAliases',
      'object',
      '{}',
      'Aliases for finding fields that the scope limiter of a Scan can refer to.',
    ),
    value('parser.nodeSelector', 'object', '{}', 'Node selector that decides on which nodes the parse job may run.'),
    value(
      'parser.affinity',
      'object',
      '{}',
      'Affinity rules for scheduling the parse job. A Scan that sets its own `spec.affinity` replaces them; the operator does not merge the two.',
    ),
    value(
      'parser.tolerations',
      'list',
      '[]',
      'Tolerations that let the parse job run on tainted nodes. A Scan that sets its own `spec.tolerations` replaces them; the operator does not merge the two.',
    ),
    value(
      'parser.resources',
      'object',
      DEFAULT_RESOURCES,
      'CPU and memory requests and limits of the parser container.',
    ),
    value(
      'scanner.image.repository',
      'string',
      JSON.stringify(options.scannerRepository),
      'Image that runs the scanner.',
    ),
    value(
      'scanner.image.tag',
      'string',
      "(the chart's appVersion)",
      'Tag of the scanner image; leave it empty to run the tool version the chart ships.',
    ),
    value(
      'scanner.image.pullPolicy',
      'string',
      '"IfNotPresent"',
      'When Kubernetes pulls the scanner image: `Always`, `Never` or `IfNotPresent`.',
    ),
    value(
      'scanner.nameAppend',
      'string',
      'null',
      'Suffix added to the name of every ScanType the chart installs, e.g. for a second, differently configured variant. Every other resource of the chart, the ParseDefinition included, keeps its name, so Helm refuses a second release of the chart in the same namespace: give the variant a namespace of its own.',
    ),
    value(
      'scanner.ttlSecondsAfterFinished',
      'int',
      'null',
      'Seconds after which Kubernetes deletes a finished scan job; needs the TTL-after-finished controller.',
    ),
    value(
      'scanner.activeDeadlineSeconds',
      'int',
      'null',
      'Maximum run time of a scan job in seconds; Kubernetes marks the job as failed when it runs longer.',
    ),
    value('scanner.backoffLimit', 'int', '3', 'How often Kubernetes retries a failing scan job before it gives up.'),
    value('scanner.resources', 'object', '{}', 'CPU and memory requests and limits of the scanner container.'),
    value('scanner.env', 'list', '[]', 'Extra environment variables for the scanner container.'),
    value(
      'scanner.extraVolumes',
      'list',
      '[]',
      'Extra volumes added to every scan job. The operator drops them all when the scanner container mounts no volume (see `scanner.extraVolumeMounts`), so a volume that only a sidecar uses never reaches the pod.',
    ),
    value('scanner.extraVolumeMounts', 'list', '[]', 'Mounts of the extra volumes into the scanner container.'),
    value('scanner.extraContainers', 'list', '[]', 'Additional containers (sidecars) started in every scan job.'),
    value('scanner.podSecurityContext', 'object', '{}', 'Security context of the scan pod, e.g. `fsGroup`.'),
    value(
      'scanner.securityContext.runAsNonRoot',
      'bool',
      String(options.runAsNonRoot),
      'Requires the scanner container to run as a user other than root.',
    ),
    value(
      'scanner.securityContext.readOnlyRootFilesystem',
      'bool',
      String(options.readOnlyRootFilesystem),
      'Mounts the root file system of the scanner container read-only.',
    ),
    value(
      'scanner.securityContext.allowPrivilegeEscalation',
      'bool',
      'false',
      'Lets processes in the scanner container gain more privileges than their parent; keep it off.',
    ),
    value(
      'scanner.securityContext.privileged',
      'bool',
      'false',
      'Runs the scanner container in privileged mode; keep it off.',
    ),
    value(
      'scanner.securityContext.capabilities.drop[0]',
      'string',
      '"all"',
      'Drops every Linux capability from the scanner container.',
    ),
    value('scanner.nodeSelector', 'object', '{}', 'Node selector that decides on which nodes the scan job may run.'),
    value(
      'scanner.affinity',
      'object',
      '{}',
      'Affinity rules for scheduling the scan job. A Scan that sets its own `spec.affinity` replaces them; the operator does not merge the two.',
    ),
    value(
      'scanner.tolerations',
      'list',
      '[]',
      'Tolerations that let the scan job run on tainted nodes. A Scan that sets its own `spec.tolerations` replaces them; the operator does not merge the two.',
    ),
    value(
      'scanner.suspend',
      'bool',
      'false',
      "Creates scan jobs suspended, so that a job queue such as Kueue (or you, by setting the job's `spec.suspend` to `false`) decides when they start.",
    ),
    value(
      'cascadingRules.enabled',
      'bool',
      'false',
      (options.shipsCascadingRules ?? true)
        ? "Installs the chart's cascading rules together with the ScanType."
        : 'Has no effect: this chart ships no cascading rules for it to install.',
    ),
  ];
  const known = new Set(common.map((row) => row.key));
  const check = (key: string, option: string): void => {
    if (!known.has(key)) throw new Error(`scannerValues(${options.chart.name}): ${option} names unknown key "${key}"`);
  };
  for (const key of options.omit ?? []) check(key, 'omit');
  for (const key of options.noEffect ?? []) check(key, 'noEffect');
  for (const key of Object.keys(options.override ?? {})) check(key, 'override');
  for (const {after} of options.insert ?? []) check(after, 'insert');

  const omitted = new Set(options.omit ?? []);
  const ignored = new Set(options.noEffect ?? []);
  const rows: ConfigValue[] = [];
  for (const row of common) {
    if (omitted.has(row.key)) continue;
    const unread = ignored.has(row.key) ? {description: NO_EFFECT} : {};
    rows.push({...row, ...unread, ...options.override?.[row.key]});
    for (const insertion of options.insert ?? []) {
      if (insertion.after === row.key) rows.push(...insertion.values);
    }
  }
  return [...(options.specific ?? []), ...rows];
}

/** Options of {@link hookValues}. */
export interface HookValuesOptions {
  /** Default of `hook.image.repository`, exactly as the chart sets it. */
  repository: string;
  /**
   * Whether the chart has `hook.image.pullPolicy`: `true` when its hook template passes it on, `'unread'` when the
   * value is in values.yaml but the template never reads it (the row then says it has no effect).
   */
  pullPolicy?: boolean | 'unread';
  /**
   * Whether the chart's hook template writes `hook.labels` with `toYaml` but without `nindent`, so that only the
   * first label (in key order) lands in `metadata.labels` and every further one ends up outside it (default `false`).
   */
  labelsUnindented?: boolean;
  /** Whether the chart has `hook.extraVolumes`, `hook.extraVolumeMounts` and `hook.env` (default `true`). */
  volumesAndEnv?: boolean;
  /** Chart-specific values, listed before the common ones. */
  specific?: readonly ConfigValue[];
  /** Values the chart adds to the `hook` block, listed after the common ones. */
  hookExtras?: readonly ConfigValue[];
  /**
   * Replacements for common values whose meaning differs in this chart, by key, e.g. `imagePullSecrets` in a chart
   * that starts a second workload without passing the secrets on.
   */
  override?: ValueOverrides;
}

/**
 * The Helm values of a hook chart: chart-specific values first, then the `hook.*` block every hook shares.
 * @param options - what differs in this chart
 * @returns the rows of the chart's configuration table
 * @throws {Error} when `override` names a key that is not one of the chart's rows
 */
export function hookValues(options: HookValuesOptions): ConfigValue[] {
  const rows: ConfigValue[] = [
    ...(options.specific ?? []),
    imagePullSecretsValue,
    value('hook.image.repository', 'string', JSON.stringify(options.repository), 'Image that runs the hook.'),
    value(
      'hook.image.tag',
      'string',
      '(the chart version)',
      'Tag of the hook image; leave it empty to use the image built for this chart release.',
    ),
  ];
  if (options.pullPolicy) {
    rows.push(
      value(
        'hook.image.pullPolicy',
        'string',
        '"IfNotPresent"',
        options.pullPolicy === 'unread'
          ? NO_EFFECT
          : 'When Kubernetes pulls the hook image: `Always`, `Never` or `IfNotPresent`.',
      ),
    );
  }
  rows.push(
    value(
      'hook.labels',
      'object',
      '{}',
      options.labelsUnindented
        ? "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it."
        : 'Kubernetes labels added to the ScanCompletionHook resource.',
    ),
    value(
      'hook.priority',
      'int',
      '0',
      'Order of execution: hooks with a higher priority run before hooks with a lower one.',
    ),
    value(
      'hook.ttlSecondsAfterFinished',
      'int',
      'null',
      'Seconds after which Kubernetes deletes a finished hook job; needs the TTL-after-finished controller.',
    ),
    value(
      'hook.affinity',
      'object',
      '{}',
      'Affinity rules for scheduling the hook job. A Scan that sets its own `spec.affinity` replaces them in the hook jobs it triggers; the operator does not merge the two.',
    ),
    value(
      'hook.tolerations',
      'list',
      '[]',
      'Tolerations that let the hook job run on tainted nodes. A Scan that sets its own `spec.tolerations` replaces them in the hook jobs it triggers; the operator does not merge the two.',
    ),
    value('hook.resources', 'object', DEFAULT_RESOURCES, 'CPU and memory requests and limits of the hook container.'),
  );
  if (options.volumesAndEnv ?? true) {
    rows.push(
      value('hook.extraVolumes', 'list', '[]', 'Extra volumes added to the hook job.'),
      value('hook.extraVolumeMounts', 'list', '[]', 'Mounts of the extra volumes into the hook container.'),
      value('hook.env', 'list', '[]', 'Extra environment variables for the hook container.'),
    );
  }
  rows.push(...(options.hookExtras ?? []));
  const overrides = options.override ?? {};
  for (const key of Object.keys(overrides)) {
    if (!rows.some((row) => row.key === key)) throw new Error(`hookValues: override names unknown key "${key}"`);
  }
  return rows.map((row) => ({...row, ...overrides[row.key]}));
}
