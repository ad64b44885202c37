/**
 * Building blocks shared by the catalogue entries: the OCI registry, the install command and the descriptions of the
 * Helm values every scanner chart and every hook chart has, by value path (our own words). Keys, types and defaults
 * come from the generated facts (`generated/`, written by `npm run sync:upstream`).
 *
 * @packageDocumentation
 */
import type {ValueDocs} from './combine';
import {MONOREPO_URL, RELEASE, repoTreeUrl} from '../release';

export {MONOREPO_URL};

/** OCI registry that hosts every secureCodeBox chart. */
export const OCI_REGISTRY = 'oci://ghcr.io/securecodebox/helm';

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

/**
 * Link to a chart's folder in the monorepo.
 * @param sourceDir - folder such as `scanners/nmap`
 * @returns an absolute GitHub URL at the documented tag (`src/data/release.ts`)
 */
export function sourceUrl(sourceDir: string): string {
  return repoTreeUrl(sourceDir);
}

export {NO_EFFECT, NO_RULES} from './combine';

/**
 * Descriptions of the values every scanner chart has, in the order the Configuration tables list them (after the
 * chart-specific values). An entry's own prose for a key replaces the description here.
 */
export const SCANNER_VALUE_DOCS: ValueDocs = {
  imagePullSecrets: 'Secrets Kubernetes uses to pull the images from a private registry.',
  'parser.image.repository': 'Image of the parser that turns the raw scan results into findings.',
  'parser.image.tag': 'Tag of the parser image; leave it empty to use the parser built for this chart release.',
  'parser.image.pullPolicy': 'When Kubernetes pulls the parser image: `Always`, `Never` or `IfNotPresent`.',
  'parser.ttlSecondsAfterFinished': {
    description:
      'Seconds after which Kubernetes deletes a finished parse job; needs the TTL-after-finished controller.',
    type: 'int',
  },
  'parser.env': 'Extra environment variables for the parse job.',
  'parser.scopeLimiterAliases': 'Aliases for finding fields that the scope limiter of a Scan can refer to.',
  'parser.nodeSelector': 'Node selector that decides on which nodes the parse job may run.',
  'parser.affinity':
    'Affinity rules for scheduling the parse job. A Scan that sets its own `spec.affinity` replaces them; the operator does not merge the two.',
  'parser.tolerations':
    'Tolerations that let the parse job run on tainted nodes. A Scan that sets its own `spec.tolerations` replaces them; the operator does not merge the two.',
  'parser.resources': 'CPU and memory requests and limits of the parser container.',
  'scanner.image.repository': 'Image that runs the scanner.',
  'scanner.image.tag': 'Tag of the scanner image; leave it empty to run the tool version the chart ships.',
  'scanner.image.pullPolicy': 'When Kubernetes pulls the scanner image: `Always`, `Never` or `IfNotPresent`.',
  'scanner.nameAppend': {
    description:
      'Suffix added to the name of every ScanType the chart installs, e.g. for a second, differently configured variant. Every other resource of the chart, the ParseDefinition included, keeps its name, so Helm refuses a second release of the chart in the same namespace: give the variant a namespace of its own.',
    type: 'string',
  },
  'scanner.ttlSecondsAfterFinished': {
    description: 'Seconds after which Kubernetes deletes a finished scan job; needs the TTL-after-finished controller.',
    type: 'int',
  },
  'scanner.activeDeadlineSeconds': {
    description: 'Maximum run time of a scan job in seconds; Kubernetes marks the job as failed when it runs longer.',
    type: 'int',
  },
  'scanner.backoffLimit': 'How often Kubernetes retries a failing scan job before it gives up.',
  'scanner.resources': 'CPU and memory requests and limits of the scanner container.',
  'scanner.env': 'Extra environment variables for the scanner container.',
  'scanner.extraVolumes':
    'Extra volumes added to every scan job. The operator drops them all when the scanner container mounts no volume (see `scanner.extraVolumeMounts`), so a volume that only a sidecar uses never reaches the pod.',
  'scanner.extraVolumeMounts': 'Mounts of the extra volumes into the scanner container.',
  'scanner.extraContainers': 'Additional containers (sidecars) started in every scan job.',
  'scanner.podSecurityContext': 'Security context of the scan pod, e.g. `fsGroup`.',
  'scanner.securityContext.runAsNonRoot': 'Requires the scanner container to run as a user other than root.',
  'scanner.securityContext.readOnlyRootFilesystem': 'Mounts the root file system of the scanner container read-only.',
  'scanner.securityContext.allowPrivilegeEscalation':
    'Lets processes in the scanner container gain more privileges than their parent; keep it off.',
  'scanner.securityContext.privileged': 'Runs the scanner container in privileged mode; keep it off.',
  'scanner.securityContext.capabilities.drop[0]': 'Drops every Linux capability from the scanner container.',
  'scanner.nodeSelector': 'Node selector that decides on which nodes the scan job may run.',
  'scanner.affinity':
    'Affinity rules for scheduling the scan job. A Scan that sets its own `spec.affinity` replaces them; the operator does not merge the two.',
  'scanner.tolerations':
    'Tolerations that let the scan job run on tainted nodes. A Scan that sets its own `spec.tolerations` replaces them; the operator does not merge the two.',
  'scanner.suspend':
    "Creates scan jobs suspended, so that a job queue such as Kueue (or you, by setting the job's `spec.suspend` to `false`) decides when they start.",
  'cascadingRules.enabled': "Installs the chart's cascading rules together with the ScanType.",
};

/**
 * Descriptions of the values every hook chart has, in the order the Configuration tables list them (after the
 * chart-specific values). An entry's own prose for a key replaces the description here.
 */
export const HOOK_VALUE_DOCS: ValueDocs = {
  imagePullSecrets: 'Secrets Kubernetes uses to pull the images from a private registry.',
  'hook.image.repository': 'Image that runs the hook.',
  'hook.image.tag': 'Tag of the hook image; leave it empty to use the image built for this chart release.',
  'hook.image.pullPolicy': 'When Kubernetes pulls the hook image: `Always`, `Never` or `IfNotPresent`.',
  'hook.labels': 'Kubernetes labels added to the ScanCompletionHook resource.',
  'hook.priority': 'Order of execution: hooks with a higher priority run before hooks with a lower one.',
  'hook.ttlSecondsAfterFinished': {
    description: 'Seconds after which Kubernetes deletes a finished hook job; needs the TTL-after-finished controller.',
    type: 'int',
  },
  'hook.affinity':
    'Affinity rules for scheduling the hook job. A Scan that sets its own `spec.affinity` replaces them in the hook jobs it triggers; the operator does not merge the two.',
  'hook.tolerations':
    'Tolerations that let the hook job run on tainted nodes. A Scan that sets its own `spec.tolerations` replaces them in the hook jobs it triggers; the operator does not merge the two.',
  'hook.resources': 'CPU and memory requests and limits of the hook container.',
  'hook.extraVolumes': 'Extra volumes added to the hook job.',
  'hook.extraVolumeMounts': 'Mounts of the extra volumes into the hook container.',
  'hook.env': 'Extra environment variables for the hook container.',
  nameOverride: {
    description:
      'Replaces the chart name in the `app.kubernetes.io/name` label and, unless `fullnameOverride` is set, in the name of the ScanCompletionHook.',
    type: 'string',
  },
  fullnameOverride: {
    description: 'Name of the ScanCompletionHook resource, instead of one made of the release and chart names.',
    type: 'string',
  },
};
