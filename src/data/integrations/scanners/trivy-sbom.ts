import chart from '../generated/scanners/trivy-sbom';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** Trivy in SBOM mode: chart `trivy-sbom`. */
const trivySbom: ScannerIntegration = {
  name: 'Trivy SBOM',
  slug: 'trivy-sbom',
  kind: 'scanner',
  category: 'Container',
  usecase: 'Generates a software bill of materials for container images.',
  description:
    'Run Trivy in Kubernetes with secureCodeBox to generate a CycloneDX software bill of materials for a container image and hand it on to Dependency-Track.',
  state: 'released',
  upstream: {name: 'Trivy', url: 'https://github.com/aquasecurity/trivy'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {
      imagePullSecrets:
        'Secrets Kubernetes uses to pull the parser image from a private registry. The ScanType of this chart does not read it, so scan jobs pull the Trivy image without them.',
      'scanner.image.repository': 'Image that runs Trivy: the official image of Aqua Security.',
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    'image-juice-shop': {
      description:
        'Generates the CycloneDX SBOM of the OWASP Juice Shop image `bkimminich/juice-shop:v17.3.0`. The scan produces one finding that links to the SBOM file. The finding shown comes from the parser’s test run for the image `hello-world:latest`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "trivy-sbom-image-juice-shop"
spec:
  scanType: "trivy-sbom-image"
  parameters:
    # Image name with tag; without a tag, Trivy takes latest
    - "bkimminich/juice-shop:v17.3.0"
`,
      findings: [
        {
          name: 'SBOM for hello-world:latest',
          description: "Generated an SBOM for: 'hello-world:latest'",
          category: 'SBOM',
          severity: 'INFORMATIONAL',
          osi_layer: 'APPLICATION',
          attributes: {
            downloadLink: 'https://s3.example.com/sbom-cyclonedx.json',
          },
        },
      ],
    },
  }),
  links: [
    {label: 'Trivy documentation', url: 'https://aquasecurity.github.io/trivy/'},
    {label: 'OWASP Dependency-Track', url: 'https://dependencytrack.org/'},
  ],
};

export default trivySbom;
