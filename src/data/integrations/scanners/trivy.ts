import chart from '../generated/scanners/trivy';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
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
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {
      'scanner.image.repository':
        'Image that runs Trivy, in every scan and in the Trivy server of `trivyDatabaseCache`: the official image of Aqua Security.',
      'scanner.podSecurityContext':
        'Security context of the scan pod, e.g. `fsGroup`. Only `trivy-image` and `trivy-image-autodiscovery` read it; `trivy-filesystem`, `trivy-repo` and `trivy-k8s` pods run without it.',
      'scanner.nodeSelector':
        'Node selector that decides on which nodes the scan job may run. Only the ScanType `trivy-image` reads it; to place the other scans, use `scanner.affinity`.',
      'scanner.suspend':
        "Creates scan jobs suspended, so that a job queue such as Kueue (or you, by setting the job's `spec.suspend` to `false`) decides when they start. Only `trivy-filesystem`, `trivy-repo` and `trivy-image-autodiscovery` read it: `trivy-image` and `trivy-k8s` jobs always start at once.",
      k8sScanScope:
        'What `trivy-k8s` may read: `namespace` grants its ServiceAccount `trivy-k8s` a read-only Role in the release namespace; `cluster` binds it to the ClusterRole `cluster-admin`.',
      'trivyDatabaseCache.enabled':
        'Runs a Trivy server (Deployment and Service `trivy-database`) that keeps the vulnerability database for the image, filesystem and repository scans, so that they do not download it. `trivy-k8s` does not use the server.',
      'trivyDatabaseCache.replicas': 'Number of replicas of the Trivy server.',
      'trivyDatabaseCache.resources': 'CPU and memory requests and limits of the Trivy server container.',
      'trivyDatabaseCache.podSecurityContext': {
        description: 'Security context of the Trivy server pod.',
        default: '{"runAsUser":10001}',
      },
      'trivyDatabaseCache.cacheStorageLimit':
        'Size limit of each of the two emptyDir volumes of the Trivy server: `/.cache`, which holds the database, and `/tmp`.',
      'trivyDatabaseCache.securityContext.runAsNonRoot':
        'Requires the Trivy server container to run as a user other than root.',
      'trivyDatabaseCache.securityContext.readOnlyRootFilesystem':
        'Mounts the root file system of the Trivy server container read-only.',
      'trivyDatabaseCache.securityContext.allowPrivilegeEscalation':
        'Lets processes in the Trivy server container gain more privileges than their parent; keep it off.',
      'trivyDatabaseCache.securityContext.privileged':
        'Runs the Trivy server container in privileged mode; keep it off.',
      'trivyDatabaseCache.securityContext.capabilities.drop[0]':
        'Drops every Linux capability from the Trivy server container.',
      createAutoDiscoveryScanType:
        'Also installs the ScanType `trivy-image-autodiscovery`, with its own ServiceAccount, for the container auto-discovery; it scans images of public and private registries.',
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    filesystem: {
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
      image: alpine/git
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
    'image-juice-shop': {
      description:
        "Scans the container image of OWASP Juice Shop, `bkimminich/juice-shop:v17.3.0`, with `trivy-image`. The findings shown come from the chart's recorded run against an older tag, `v10.2.0`.",
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
      findings: [
        {
          name: 'Out-of-bounds Read',
          description:
            '`base64url` allocates uninitialized Buffers when number is passed in input on Node.js 4.x and below',
          category: 'NPM Package Vulnerability',
          location: 'scb://trivy/?ArtifactName=bkimminich/juice-shop:v10.2.0',
          osi_layer: 'NOT_APPLICABLE',
          severity: 'HIGH',
          mitigation:
            'Update the affected package base64url to the fixed version: >=3.0.0 or remove the package from the image.',
          references: [
            {
              type: 'NSWG',
              value: 'NSWG-ECO-428',
            },
            {
              type: 'URL',
              value: 'https://github.com/nodejs/security-wg/tree/master/vuln',
            },
            {
              type: 'URL',
              value: 'https://github.com/brianloveswords/base64url/pull/25',
            },
            {
              type: 'URL',
              value: 'https://hackerone.com/reports/321687',
            },
          ],
          attributes: {
            installedVersion: '0.0.6',
            fixedVersion: '>=3.0.0',
            packageName: 'base64url',
            vulnerabilityId: 'NSWG-ECO-428',
            references: [
              'https://github.com/brianloveswords/base64url/pull/25',
              'https://hackerone.com/reports/321687',
            ],
            foundIn: 'juice-shop/package-lock.json',
          },
        },
      ],
      totalFindings: 10,
    },
    'image-mediawiki': {
      description:
        "Scans the image `mediawiki:stable`. Images with many packages produce long lists of findings: the chart's recorded run of this scan fills about one megabyte.",
      findings: [
        {
          name: 'coreutils: Non-privileged session can escape to the parent session in chroot',
          description:
            "chroot in GNU coreutils, when used with --userspec, allows local users to escape to the parent session via a crafted TIOCSTI ioctl call, which pushes characters to the terminal's input buffer.",
          category: 'Image Vulnerability',
          severity: 'LOW',
          osi_layer: 'NOT_APPLICABLE',
          location: 'scb://trivy/?ArtifactName=mediawiki:stable',
          mitigation:
            'Update the affected package coreutils to the fixed version: undefined or remove the package from the image.',
          references: [
            {
              type: 'CVE',
              value: 'CVE-2016-2781',
            },
            {
              type: 'URL',
              value: 'https://nvd.nist.gov/vuln/detail/CVE-2016-2781',
            },
            {
              type: 'URL',
              value: 'http://www.openwall.com/lists/oss-security/2016/02/28/2',
            },
            {
              type: 'URL',
              value: 'http://www.openwall.com/lists/oss-security/2016/02/28/3',
            },
          ],
          attributes: {
            installedVersion: '8.30-3',
            packageName: 'coreutils',
            vulnerabilityId: 'CVE-2016-2781',
            references: [
              'http://www.openwall.com/lists/oss-security/2016/02/28/2',
              'http://www.openwall.com/lists/oss-security/2016/02/28/3',
            ],
            foundIn: 'mediawiki:stable (debian 10.3)',
          },
        },
        {
          name: 'binutils: Memory leak with the C++ symbol demangler routine in libiberty',
          description:
            'The C++ symbol demangler routine in cplus-dem.c in libiberty, as distributed in GNU Binutils 2.29, allows remote attackers to cause a denial of service (excessive memory allocation and application crash) via a crafted file, as demonstrated by a call from the Binary File Descriptor (BFD) library (aka libbfd).',
          category: 'Image Vulnerability',
          location: 'scb://trivy/?ArtifactName=mediawiki:stable',
          osi_layer: 'NOT_APPLICABLE',
          severity: 'HIGH',
          mitigation:
            'Update the affected package binutils to the fixed version: undefined or remove the package from the image.',
          references: [
            {
              type: 'CVE',
              value: 'CVE-2017-13716',
            },
            {
              type: 'URL',
              value: 'https://nvd.nist.gov/vuln/detail/CVE-2017-13716',
            },
            {
              type: 'URL',
              value: 'https://sourceware.org/bugzilla/show_bug.cgi?id=22009',
            },
          ],
          attributes: {
            installedVersion: '2.31.1-16',
            packageName: 'binutils',
            vulnerabilityId: 'CVE-2017-13716',
            references: ['https://sourceware.org/bugzilla/show_bug.cgi?id=22009'],
            foundIn: 'mediawiki:stable (debian 10.3)',
          },
        },
        {
          name: 'Vulnerability in Dependency libcups2 (2.2.10-6+deb10u2)',
          category: 'Image Vulnerability',
          location: 'scb://trivy/?ArtifactName=mediawiki:stable',
          osi_layer: 'NOT_APPLICABLE',
          severity: 'INFORMATIONAL',
          mitigation:
            'Update the affected package libcups2 to the fixed version: undefined or remove the package from the image.',
          references: [
            {
              type: 'CVE',
              value: 'CVE-2019-8842',
            },
            {
              type: 'URL',
              value: 'https://nvd.nist.gov/vuln/detail/CVE-2019-8842',
            },
          ],
          attributes: {
            installedVersion: '2.2.10-6+deb10u2',
            packageName: 'libcups2',
            vulnerabilityId: 'CVE-2019-8842',
            foundIn: 'mediawiki:stable (debian 10.3)',
          },
        },
      ],
      totalFindings: 856,
    },
    'k8s-cluster': {
      description:
        'Scans the whole cluster with `trivy-k8s` and no parameters. This needs the chart installed with `--set="k8sScanScope=cluster"`, which gives the scan read access to every namespace. The findings shown come from the parser\'s test scan of a local kind cluster.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "trivy-k8s"
spec:
  scanType: "trivy-k8s"
  # No parameters: Trivy scans the entire cluster
  parameters: []
`,
      findings: [
        {
          name: 'tzdata - new timezone database',
          category: 'Vulnerability',
          location: 'scb://trivy/?Namespace=kube-system&Kind=Pod&Name=kube-apiserver-kind-control-plane',
          severity: 'INFORMATIONAL',
          references: [],
          attributes: {
            installedVersion: '2021a-0+deb10u1',
            fixedVersion: '2021a-0+deb10u7',
            packageName: 'tzdata',
            id: 'DLA-3134-1',
            foundIn: "Target: 'k8s.gcr.io/kube-apiserver:v1.21.1 (debian 10.9)' / Class: 'os-pkgs' / Type: 'debian'",
          },
        },
        {
          name: "Process can elevate its own privileges(Container 'local-path-provisioner' of Deployment 'local-path-provisioner' should set 'securityContext.allowPrivilegeEscalation' to false)",
          description:
            'A program inside the container can elevate its own privileges and run as root, which might give the program control over the container and node.',
          category: 'Misconfiguration',
          location: 'scb://trivy/?Namespace=local-path-storage&Kind=Deployment&Name=local-path-provisioner',
          severity: 'MEDIUM',
          mitigation: "Set 'set containers[].securityContext.allowPrivilegeEscalation' to 'false'.",
          references: [
            {
              type: 'URL',
              value: 'https://avd.aquasec.com/misconfig/ksv001',
            },
            {
              type: 'URL',
              value: 'https://kubernetes.io/docs/concepts/security/pod-security-standards/#restricted',
            },
          ],
          attributes: {
            id: 'KSV001',
            references: [
              'https://kubernetes.io/docs/concepts/security/pod-security-standards/#restricted',
              'https://avd.aquasec.com/misconfig/ksv001',
            ],
            foundIn: "Target: 'Deployment/local-path-provisioner' / Class: 'config' / Type: 'kubernetes'",
          },
        },
      ],
      totalFindings: 878,
    },
    'k8s-namespace': {
      description:
        'Limits the `trivy-k8s` scan to the resources of one namespace, here `default`, with `--include-namespaces`.',
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
    'repo-github':
      'Scans a remote Git repository with `trivy-repo`. Trivy clones `https://github.com/knqyf263/trivy-ci-test` itself, so the scan needs no volumes.',
  }),
  links: [
    {label: 'Trivy documentation', url: 'https://aquasecurity.github.io/trivy/'},
    {
      label: 'Trivy client/server mode',
      url: 'https://aquasecurity.github.io/trivy/latest/docs/references/modes/client-server/',
    },
    {
      label: 'Trivy in air-gapped environments',
      url: 'https://aquasecurity.github.io/trivy/latest/docs/advanced/air-gap/',
    },
  ],
};

export default trivy;
