import chart from '../generated/scanners/screenshooter';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {MONOREPO_URL, SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** Screenshooter: chart `screenshooter`. */
const screenshooter: ScannerIntegration = {
  name: 'Screenshooter',
  slug: 'screenshooter',
  kind: 'scanner',
  category: 'WebApplication',
  usecase: 'Takes screenshots of websites for review.',
  description:
    'Run the Screenshooter with secureCodeBox to take a screenshot of a website with a headless Firefox, for example of every web server a port scan finds.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  ...scannerFacts(chart, helmInstall),
  // Since 5.7.0 the release workflow builds the project's own scanner images for both platforms of the chart annotation
  // (.github/workflows/release-build.yaml, job of git-repo-scanner, screenshooter and test-scan).
  values: combineValues(
    chart,
    {
      'scanner.image.tag': 'Tag of the scanner image; leave it empty to use the scanner built for this chart release.',
      'scanner.env':
        'Environment variables of the scanner container. The defaults run Firefox headless, without its content sandbox (the container already isolates it) and without Wayland. A list you set replaces them, so repeat the three variables in it.',
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    'securecodebox.io': {
      description:
        'Takes a screenshot of the secureCodeBox organisation on GitHub, `https://github.com/secureCodeBox`. The finding links to the image in the object storage.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "screenshot-github-securecodebox.io"
spec:
  scanType: "screenshooter"
  parameters:
    # The URL must include the scheme
    - "https://github.com/secureCodeBox"
`,
      findings: [
        {
          name: 'Screenshot for https://github.com/secureCodeBox',
          description: "Took a Screenshot for website: 'https://github.com/secureCodeBox'",
          category: 'Screenshot',
          location: 'https://github.com/secureCodeBox',
          osi_layer: 'APPLICATION',
          severity: 'INFORMATIONAL',
          attributes: {
            downloadLink:
              'http://securecodebox-operator-minio.securecodebox-system.svc.cluster.local:9000/securecodebox/scan-27791ca4-ce31-4d5b-bf08-ab46ac076ef6/screenshot.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=admin%2F20230725%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20230725T070606Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=318a56e0df54854d5f54def21d9965123b37ff1ff2b0ac7301d43643131b1585',
          },
          id: 'efea45c4-3be0-4f5e-b771-f29811aab795',
          parsed_at: '2023-07-25T07:06:19.640Z',
        },
      ],
    },
  }),
  links: [],
};

export default screenshooter;
