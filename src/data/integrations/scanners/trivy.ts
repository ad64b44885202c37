import {KUBE_VERSION, helmInstall, scannerValues, value} from '../common';
import type {ScannerIntegration} from '../types';

/** Trivy: chart `trivy`. */
const trivy: ScannerIntegration = {
  name: 'Trivy',
  slug: 'trivy',
  kind: 'scanner',
  category: 'Container',
  usecase: 'Finds vulnerabilities in container images, filesystems and clusters.',
  description:
    'Run Trivy in Kubernetes with secureCodeBox to find known vulnerabilities in container images, file systems and Git repositories, and weaknesses in your cluster.',
  state: 'released',
  upstream: {name: 'Trivy', url: 'https://github.com/aquasecurity/trivy'},
  chart: {name: 'trivy', appVersion: '0.64.1', kubeVersion: KUBE_VERSION, sourceDir: 'scanners/trivy'},
  installCommand: helmInstall('trivy'),
  scanTypes: ['trivy-image', 'trivy-filesystem', 'trivy-repo', 'trivy-k8s'],
  cpuArchitectures: ['linux/amd64', 'linux/arm64', 'linux/ppc64le', 'linux/s390x'],
  values: scannerValues({
    chart: {name: 'trivy'},
    parserRepository: 'docker.io/securecodebox/parser-trivy',
    scannerRepository: 'docker.io/aquasec/trivy',
    runAsNonRoot: false,
    readOnlyRootFilesystem: false,
    override: {'scanner.image.repository': {description: 'Image that runs Trivy: the official image of Aqua Security.'}},
    insert: [
      {
        after: 'scanner.suspend',
        values: [
          value(
            'k8sScanScope',
            'string',
            '"namespace"',
            'What `trivy-k8s` may read: `namespace` grants its ServiceAccount a Role in the release namespace, `cluster` a ClusterRole for the whole cluster.',
          ),
          value(
            'trivyDatabaseCache.enabled',
            'bool',
            'true',
            'Runs a Trivy server (Deployment `trivy-database`) that keeps the vulnerability database for all image, filesystem and repository scans, so that no scan has to download it.',
          ),
          value('trivyDatabaseCache.replicas', 'int', '1', 'Number of replicas of the Trivy server.'),
          value('trivyDatabaseCache.resources', 'object', '{}', 'CPU and memory requests and limits of the Trivy server container.'),
          value('trivyDatabaseCache.podSecurityContext', 'object', '{"runAsUser":10001}', 'Security context of the Trivy server pod.'),
          value(
            'trivyDatabaseCache.cacheStorageLimit',
            'string',
            '"1Gi"',
            'Size limit of each of the two emptyDir volumes in which the Trivy server keeps its database.',
          ),
          value('trivyDatabaseCache.securityContext.runAsNonRoot', 'bool', 'true', 'Requires the Trivy server container to run as a user other than root.'),
          value(
            'trivyDatabaseCache.securityContext.readOnlyRootFilesystem',
            'bool',
            'true',
            'Mounts the root file system of the Trivy server container read-only.',
          ),
          value(
            'trivyDatabaseCache.securityContext.allowPrivilegeEscalation',
            'bool',
            'false',
            'Lets processes in the Trivy server container gain more privileges than their parent; keep it off.',
          ),
          value('trivyDatabaseCache.securityContext.privileged', 'bool', 'false', 'Runs the Trivy server container in privileged mode; keep it off.'),
          value(
            'trivyDatabaseCache.securityContext.capabilities.drop[0]',
            'string',
            '"ALL"',
            'Drops every Linux capability from the Trivy server container.',
          ),
        ],
      },
      {
        after: 'cascadingRules.enabled',
        values: [
          value(
            'createAutoDiscoveryScanType',
            'bool',
            'false',
            'Also installs the ScanType `trivy-image-autodiscovery`, with its own ServiceAccount, for the container auto-discovery; it scans images of public and private registries.',
          ),
        ],
      },
    ],
  }),
  cascadingRules: [],
  examples: [
    {
      name: 'filesystem',
      description:
        'Scans the files of a Git repository with `trivy-filesystem`. An init container clones the repository into a shared `emptyDir` volume, which the scan container sees at `/repo/`. Replace the placeholder URL with your repository.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "trivy-filesystem"
spec:
  scanType: "trivy-filesystem"
  # A volume shared by the init container and Trivy
  volumes:
    - name: "repo"
      emptyDir: {}
  volumeMounts:
    - name: "repo"
      mountPath: "/repo/"
  initContainers:
    - name: "git-clone"
      image: bitnami/git
      volumeMounts:
        - name: "repo"
          mountPath: "/repo/"
      command:
        - git
        - clone
        # For a private repository, put an access token into the URL
        - "https://github.com/yourOrg/yourRepo"
        - /repo/
  parameters:
    - "/repo"
`,
    },
    {
      name: 'image-juice-shop',
      description: 'Scans the container image of OWASP Juice Shop, `bkimminich/juice-shop:v17.3.0`, with `trivy-image`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "trivy-juiceshop"
  labels:
    organization: "OWASP"
spec:
  scanType: "trivy-image"
  parameters:
    # Image name and tag
    - "bkimminich/juice-shop:v17.3.0"
`,
    },
    {
      name: 'image-mediawiki',
      description:
        'Scans the image `mediawiki:stable`. Images with many packages produce long lists of findings: the findings of this scan fill about one megabyte.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "trivy-mediawiki"
spec:
  scanType: "trivy-image"
  parameters:
    - "mediawiki:stable"
`,
    },
    {
      name: 'k8s-cluster',
      description:
        'Scans the whole cluster with `trivy-k8s` and no parameters. This needs the chart installed with `--set="k8sScanScope=cluster"`, which gives the scan read access to every namespace.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "trivy-k8s"
spec:
  scanType: "trivy-k8s"
  # No parameters: Trivy scans the entire cluster
  parameters: []
`,
    },
    {
      name: 'k8s-namespace',
      description: 'Limits the `trivy-k8s` scan to the resources of one namespace, here `default`, with `--include-namespaces`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "trivy-k8s-namespace"
spec:
  scanType: "trivy-k8s"
  parameters:
    # Any namespace the scan may read
    - "--include-namespaces"
    - "default"
`,
    },
    {
      name: 'repo-github',
      description:
        'Scans a remote Git repository with `trivy-repo`. Trivy clones `https://github.com/knqyf263/trivy-ci-test` itself, so the scan needs no volumes.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "trivy-repo-github"
spec:
  scanType: "trivy-repo"
  parameters:
    - "https://github.com/knqyf263/trivy-ci-test"
`,
    },
  ],
  links: [
    {label: 'Trivy documentation', url: 'https://aquasecurity.github.io/trivy/'},
    {label: 'Trivy client/server mode', url: 'https://aquasecurity.github.io/trivy/latest/docs/references/modes/client-server/'},
    {label: 'Trivy in air-gapped environments', url: 'https://aquasecurity.github.io/trivy/latest/docs/advanced/air-gap/'},
  ],
};

export default trivy;
