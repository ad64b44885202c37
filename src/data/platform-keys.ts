/**
 * Annotations, labels and Helm value keys of the secureCodeBox platform that the integration catalogue
 * (`src/data/integrations`) and the CRD schemas (`src/data/crd-schemas`) do not hold: keys the operator, the hooks,
 * AutoDiscovery and the scanner charts read or set on Kubernetes objects, and the values of the charts that have no
 * catalogue entry (`operator`, `auto-discovery-kubernetes` and the `juice-shop` demo target).
 *
 * Every entry names the file of the secureCodeBox monorepo at the tag `v5.8.0` (the release the site documents, see
 * `src/data/release.ts`) that defines or reads the key. `npm run check:upstream` verifies them
 * (`scripts/upstream-drift/platform-keys.ts`): each key occurs in its source file, each chart value exists in the
 * chart's values.yaml. The docs guard test `tests/unit/facts-keys.test.ts` accepts an annotation, label or Helm value
 * key named on a page only if it is in the catalogue, in a CRD schema or here; add a key only together with the
 * upstream file that proves it.
 *
 * @packageDocumentation
 */

/** What a platform key is used as. */
export type PlatformKeyKind = 'annotation' | 'label' | 'finalizer';

/** An annotation, label or finalizer key the platform defines. */
export interface PlatformKey {
  /** The full key, e.g. `defectdojo.securecodebox.io/product-name`. */
  key: string;
  /** Annotation, label or finalizer. */
  kind: PlatformKeyKind;
  /** The objects that carry it, in the platform's vocabulary (e.g. `Scan`, `CascadingRule`, scan job). */
  on: string;
  /** Monorepo path (at the tag `v5.8.0`) of the code or chart file that reads or sets it. */
  source: string;
}

/** A family of keys whose last part the user or the platform chooses (`scope.cascading.securecodebox.io/<name>`). */
export interface PlatformKeyPrefix {
  /** Everything up to and including the `/`, e.g. `scope.cascading.securecodebox.io/`. */
  prefix: string;
  kind: PlatformKeyKind;
  on: string;
  /** Who picks the part after the prefix. */
  suffix: string;
  source: string;
}

const DEFECTDOJO_SCAN = 'hooks/persistence-defectdojo/hook/src/main/java/io/securecodebox/persistence/models/Scan.java';
const AUTO_DISCOVERY_FILTER = 'auto-discovery/kubernetes/pkg/util/filter.go';
const AUTO_DISCOVERY_SERVICE = 'auto-discovery/kubernetes/controllers/service_scan_controller.go';
const CASCADING_HOOK = 'hooks/cascading-scans/hook/hook.ts';

/** Annotations and labels the platform reads or sets, one entry per key. */
export const PLATFORM_KEYS: readonly PlatformKey[] = [
  // Labels of the cascading rules the scanner charts ship; scans select rules by them.
  {
    key: 'securecodebox.io/invasive',
    kind: 'label',
    on: 'CascadingRule',
    source: 'scanners/nmap/cascading-rules/hostscan.yaml',
  },
  {
    key: 'securecodebox.io/intensive',
    kind: 'label',
    on: 'CascadingRule',
    source: 'scanners/nmap/cascading-rules/hostscan.yaml',
  },
  {
    key: 'securecodebox.io/type',
    kind: 'label',
    on: 'CascadingRule',
    source: 'scanners/ncrack/cascading-rules/crack-ssh.yaml',
  },
  // Operator.
  {
    key: 'securecodebox.io/job-type',
    kind: 'label',
    on: 'scan, parse and hook jobs',
    source: 'operator/controllers/execution/scans/scan_reconciler.go',
  },
  {
    key: 'securecodebox.io/hook-name',
    kind: 'label',
    on: 'hook jobs',
    source: 'operator/controllers/execution/scans/hook_reconciler.go',
  },
  // The finalizer the operator puts on every Scan so that it can delete the scan's files from the bucket first
  // (renamed from `s3.storage.securecodebox.io` in 5.1.0; the operator migrates the old name).
  {
    key: 's3.storage.securecodebox.io/scan-files',
    kind: 'finalizer',
    on: 'Scan',
    source: 'operator/controllers/execution/scans/scan_controller.go',
  },
  // Cascading-scans hook.
  {
    key: 'securecodebox.io/internal',
    kind: 'label',
    on: 'ScanCompletionHook of the cascading-scans chart',
    source: 'hooks/cascading-scans/templates/cascading-scans-hook.yaml',
  },
  {key: 'securecodebox.io/hook', kind: 'label', on: 'cascaded Scan', source: CASCADING_HOOK},
  {key: 'cascading.securecodebox.io/parent-scan', kind: 'annotation', on: 'cascaded Scan', source: CASCADING_HOOK},
  {key: 'cascading.securecodebox.io/matched-finding', kind: 'annotation', on: 'cascaded Scan', source: CASCADING_HOOK},
  {key: 'cascading.securecodebox.io/chain', kind: 'annotation', on: 'cascaded Scan', source: CASCADING_HOOK},
  // AutoDiscovery.
  {
    key: 'auto-discovery.securecodebox.io/enabled',
    kind: 'annotation',
    on: 'Namespace, Service, Pod',
    source: AUTO_DISCOVERY_FILTER,
  },
  {
    key: 'auto-discovery.securecodebox.io/ignore',
    kind: 'annotation',
    on: 'Namespace, Service, Pod; set by the operator on its own job pods',
    source: AUTO_DISCOVERY_FILTER,
  },
  {
    key: 'auto-discovery.securecodebox.io/target-service',
    kind: 'label',
    on: 'ScheduledScan of Service AutoDiscovery',
    source: AUTO_DISCOVERY_SERVICE,
  },
  {
    key: 'auto-discovery.securecodebox.io/target-port',
    kind: 'label',
    on: 'ScheduledScan of Service AutoDiscovery',
    source: AUTO_DISCOVERY_SERVICE,
  },
  {
    key: 'auto-discovery.securecodebox.io/scan-type',
    kind: 'label',
    on: 'ScheduledScan of Service AutoDiscovery',
    source: AUTO_DISCOVERY_SERVICE,
  },
  {
    key: 'auto-discovery.securecodebox.io/scan-config-name',
    kind: 'label',
    on: 'ScheduledScan of Service AutoDiscovery',
    source: AUTO_DISCOVERY_SERVICE,
  },
  // DefectDojo hook.
  {
    key: 'defectdojo.securecodebox.io/product-type-name',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/product-name',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/product-description',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/product-tags',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/engagement-name',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/engagement-version',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/engagement-deduplicate-on-engagement',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/engagement-tags',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/test-title',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  {
    key: 'defectdojo.securecodebox.io/minimum-severity',
    kind: 'annotation',
    on: 'Scan, ScheduledScan',
    source: DEFECTDOJO_SCAN,
  },
  // Dependency-Track hook.
  {
    key: 'dependencytrack.securecodebox.io/project-name',
    kind: 'annotation',
    on: 'Scan',
    source: 'hooks/persistence-dependencytrack/hook/hook.js',
  },
  {
    key: 'dependencytrack.securecodebox.io/project-version',
    kind: 'annotation',
    on: 'Scan',
    source: 'hooks/persistence-dependencytrack/hook/hook.js',
  },
  // Notification hook (read by the notifier and by the default message templates).
  {
    key: 'notification.securecodebox.io/slack-channel',
    kind: 'annotation',
    on: 'Scan',
    source: 'hooks/notification/hook/Notifiers/SlackAppNotifier.ts',
  },
  {
    key: 'notification.securecodebox.io/email-recipient',
    kind: 'annotation',
    on: 'Scan',
    source: 'hooks/notification/hook/notification-templates/email.njk',
  },
  {
    key: 'notification.securecodebox.io/rocket-chat-channel',
    kind: 'annotation',
    on: 'Scan',
    source: 'hooks/notification/hook/notification-templates/rocket-chat.njk',
  },
  // Gitleaks parser.
  {
    key: 'metadata.scan.securecodebox.io/git-repo-url',
    kind: 'annotation',
    on: 'Scan',
    source: 'scanners/gitleaks/parser/parser.js',
  },
];

/** Key families: the platform fixes the prefix, the name after it varies. */
export const PLATFORM_KEY_PREFIXES: readonly PlatformKeyPrefix[] = [
  {
    prefix: 'scope.cascading.securecodebox.io/',
    kind: 'annotation',
    on: 'initial Scan',
    suffix: 'you: any name, referred to in `scopeLimiter` rules as `{{$.scope.cascading.securecodebox.io/<name>}}`',
    source: 'hooks/cascading-scans/hook/scope-limiter.ts',
  },
  {
    prefix: 'digest.auto-discovery.securecodebox.io/',
    kind: 'label',
    on: 'ScheduledScan of Service AutoDiscovery',
    suffix: 'AutoDiscovery: the name of a container of the service',
    source: AUTO_DISCOVERY_SERVICE,
  },
];

/**
 * Keys that appear in upstream test code, which the contributing pages quote. They are fixtures of the tests, not
 * keys the platform reads.
 */
export const TEST_FIXTURE_KEYS: readonly PlatformKey[] = [
  {
    key: 'foobar.securecodebox.io/example',
    kind: 'annotation',
    on: 'ScanType in a test',
    source: 'operator/controllers/execution/scantype_controller_test.go',
  },
];

/** How a platform chart value behaves below its key. */
export type PlatformValueType = 'leaf' | 'object' | 'list';

/** One Helm value of a platform chart. */
export interface PlatformChartValue {
  /**
   * Dotted path; `[]` marks the items of a list whose items have fixed keys
   * (`config.serviceAutoDiscovery.scanConfigs[].name`).
   */
  key: string;
  /** `object` and `list` values take free-form content below them (`resources`, `annotations`, a subchart). */
  type: PlatformValueType;
}

/** The Helm values of a platform chart without a catalogue entry. */
export interface PlatformChart {
  /** Chart name, the last segment of its OCI reference. */
  name: string;
  /** Monorepo path of its values.yaml at the tag `v5.8.0`. */
  source: string;
  values: readonly PlatformChartValue[];
}

const leaf = (key: string): PlatformChartValue => ({key, type: 'leaf'});
const object = (key: string): PlatformChartValue => ({key, type: 'object'});
const list = (key: string): PlatformChartValue => ({key, type: 'list'});

/**
 * The fixed keys of one entry of an AutoDiscovery `scanConfigs` list: the JSON fields of `ScanConfig` in
 * `auto-discovery/kubernetes/pkg/config/autodiscovery_config.go`.
 */
function scanConfigValues(mode: 'serviceAutoDiscovery' | 'containerAutoDiscovery'): PlatformChartValue[] {
  const item = `config.${mode}.scanConfigs[]`;
  return [
    leaf(`${item}.name`),
    leaf(`${item}.scanType`),
    list(`${item}.parameters`),
    leaf(`${item}.repeatInterval`),
    object(`${item}.labels`),
    object(`${item}.annotations`),
    list(`${item}.volumes`),
    list(`${item}.volumeMounts`),
    object(`${item}.hookSelector`),
    list(`${item}.env`),
  ];
}

/** The values of the `operator` and `auto-discovery-kubernetes` charts and of the Juice Shop demo-target chart. */
export const PLATFORM_CHARTS: readonly PlatformChart[] = [
  {
    name: 'operator',
    source: 'operator/values.yaml',
    values: [
      leaf('telemetryEnabled'),
      // Since 5.8.0: the cluster domain of the in-cluster MinIO endpoint (templates/manager/manager.yaml).
      leaf('clusterDomain'),
      list('imagePullSecrets'),
      leaf('image.repository'),
      leaf('image.tag'),
      leaf('image.pullPolicy'),
      leaf('customCACertificate.existingCertificate'),
      leaf('customCACertificate.certificate'),
      // Since 5.6.0: extra volumes and mounts of the operator deployment.
      list('extraVolumes'),
      list('extraVolumeMounts'),
      leaf('serviceAccount.name'),
      object('serviceAccount.annotations'),
      object('serviceAccount.labels'),
      // `securityContext.seccompProfile.type` also becomes the lurker's seccomp profile (LURKER_SECCOMP_PROFILE).
      object('securityContext'),
      object('podSecurityContext'),
      // Since 5.1.0: the liveness and readiness probes of the operator container, passed through as written.
      object('probes.liveness'),
      object('probes.readiness'),
      object('nodeSelector'),
      leaf('metrics.serviceMonitor.enabled'),
      leaf('lurker.image.repository'),
      leaf('lurker.image.tag'),
      leaf('lurker.image.pullPolicy'),
      // Since 5.0.0 the chart runs MinIO itself (templates/minio/statefulset.yaml, secret.yaml, service.yaml) instead
      // of the Bitnami subchart, so only these keys exist below `minio`.
      leaf('minio.enabled'),
      leaf('minio.image.repository'),
      leaf('minio.image.tag'),
      leaf('minio.image.pullPolicy'),
      leaf('minio.defaultBuckets'),
      leaf('minio.auth.rootUser'),
      leaf('minio.auth.rootPassword'),
      leaf('minio.auth.existingSecret'),
      object('minio.resources'),
      leaf('minio.persistence.storageClass'),
      leaf('minio.persistence.size'),
      object('minio.podSecurityContext'),
      object('minio.securityContext'),
      leaf('minio.tls.enabled'),
      leaf('s3.enabled'),
      leaf('s3.tls.enabled'),
      leaf('s3.endpoint'),
      leaf('s3.bucket'),
      leaf('s3.port'),
      leaf('s3.authType'),
      leaf('s3.keySecret'),
      leaf('s3.secretAttributeNames.accesskey'),
      leaf('s3.secretAttributeNames.secretkey'),
      leaf('s3.awsStsEndpoint'),
      leaf('s3.urlTemplate'),
      object('resources'),
      leaf('presignedUrlExpirationTimes.scanners'),
      leaf('presignedUrlExpirationTimes.parsers'),
      leaf('presignedUrlExpirationTimes.hooks'),
      leaf('allowIstioSidecarInjectionInJobs'),
    ],
  },
  {
    name: 'auto-discovery-kubernetes',
    source: 'auto-discovery/kubernetes/values.yaml',
    values: [
      list('imagePullSecrets'),
      leaf('image.repository'),
      leaf('image.tag'),
      leaf('image.pullPolicy'),
      leaf('config.apiVersion'),
      leaf('config.kind'),
      leaf('config.cluster.name'),
      leaf('config.resourceInclusion.mode'),
      leaf('config.serviceAutoDiscovery.enabled'),
      leaf('config.serviceAutoDiscovery.passiveReconcileInterval'),
      ...scanConfigValues('serviceAutoDiscovery'),
      leaf('config.containerAutoDiscovery.enabled'),
      leaf('config.containerAutoDiscovery.passiveReconcileInterval'),
      ...scanConfigValues('containerAutoDiscovery'),
      leaf('config.containerAutoDiscovery.imagePullSecretConfig.mapImagePullSecretsToEnvironmentVariables'),
      leaf('config.containerAutoDiscovery.imagePullSecretConfig.usernameEnvironmentVariableName'),
      leaf('config.containerAutoDiscovery.imagePullSecretConfig.passwordEnvironmentVariableName'),
      leaf('config.health.healthProbeBindAddress'),
      leaf('config.metrics.bindAddress'),
      leaf('config.leaderElection.leaderElect'),
      leaf('config.leaderElection.resourceName'),
      object('securityContext'),
      object('podSecurityContext'),
      object('resources'),
    ],
  },
  {
    name: 'juice-shop',
    source: 'demo-targets/juice-shop/values.yaml',
    values: [
      leaf('replicaCount'),
      leaf('image.repository'),
      leaf('image.tag'),
      leaf('image.pullPolicy'),
      list('imagePullSecrets'),
      leaf('nameOverride'),
      leaf('fullnameOverride'),
      list('containerEnv'),
      object('customConfig'),
      object('labels'),
      object('annotations'),
      object('podSecurityContext'),
      object('securityContext'),
      leaf('service.type'),
      leaf('service.port'),
      object('ingress'),
      object('resources'),
      object('nodeSelector'),
      list('tolerations'),
      object('affinity'),
    ],
  },
];
