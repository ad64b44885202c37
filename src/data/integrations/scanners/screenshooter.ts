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
    },
  }),
  links: [],
};

export default screenshooter;
