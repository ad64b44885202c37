import chart from '../generated/scanners/ncrack';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** Ncrack: chart `ncrack`. */
const ncrack: ScannerIntegration = {
  name: 'Ncrack',
  slug: 'ncrack',
  kind: 'scanner',
  category: 'Authentication',
  usecase: 'Tests network services for weak login credentials.',
  description:
    'Run Ncrack in Kubernetes with secureCodeBox to brute-force the logins of network services such as SSH, RDP and databases and find weak passwords.',
  state: 'released',
  upstream: {name: 'Ncrack', url: 'https://nmap.org/ncrack/'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {
      'encryptPasswords.existingSecret': {
        description:
          'Name of a Secret that holds an age public key (a recipient starting with `age1`). When set, the ParseDefinition mounts the Secret at `/secrets/` and the parser encrypts every discovered password with that key; see Encrypt discovered passwords.',
        type: 'string',
      },
      'encryptPasswords.key':
        'Key of the Secret under which the age public key is stored; the parser reads it from `/secrets/<key>`.',
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    'dummy-ssh': {
      description:
        'Brute-forces the SSH server of the `dummy-ssh` demo target with the user and password lists mounted at `/ncrack/`; the walkthrough above prepares both. The finding shows the credentials Ncrack found.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "dummy-ssh"
spec:
  scanType: "ncrack"
  parameters:
    # Verbose output with debug level 10
    - "-v"
    - "-d10"
    # User and password lists from the mounted Secret
    - "-U"
    - "/ncrack/users.txt"
    - "-P"
    - "/ncrack/passwords.txt"
    - "ssh://dummy-ssh"
`,
    },
  }),
  links: [
    {label: 'Ncrack on GitHub', url: 'https://github.com/nmap/ncrack'},
    {label: 'Ncrack reference guide (man page)', url: 'https://nmap.org/ncrack/man.html'},
  ],
};

export default ncrack;
