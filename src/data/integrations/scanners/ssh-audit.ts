import chart from '../generated/scanners/ssh-audit';
import {combineExamples, combineValues, scannerFacts} from '../combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../common';
import type {ScannerIntegration} from '../types';

/** ssh-audit: chart `ssh-audit`. */
const sshAudit: ScannerIntegration = {
  name: 'SSH-audit',
  slug: 'ssh-audit',
  kind: 'scanner',
  category: 'SSH',
  usecase: 'Audits SSH server configuration and algorithms against a policy.',
  description:
    'Run ssh-audit in Kubernetes with secureCodeBox to check the algorithms and configuration of SSH servers and report weak ones as policy violations.',
  state: 'released',
  upstream: {name: 'ssh-audit', url: 'https://github.com/jtesta/ssh-audit'},
  ...scannerFacts(chart, helmInstall),
  values: combineValues(
    chart,
    {
      imagePullSecrets: {
        description:
          'Secrets Kubernetes uses to pull the scanner image from a private registry. The key is missing from this chart’s values.yaml, but the ScanType template reads it when you set it; the ParseDefinition does not, so parse jobs pull the parser image without them.',
        type: 'list',
      },
      'scanner.nameAppend':
        'Has no effect: the ScanType template of this chart ignores it, so the ScanType is always named `ssh-audit`.',
    },
    SCANNER_VALUE_DOCS,
  ),
  examples: combineExamples(chart, {
    'dummy-ssh': {
      description:
        'Audits the deliberately outdated SSH server of the `dummy-ssh` demo target inside the cluster. Besides the summary finding it reports insecure key exchange, host key, encryption and MAC algorithms, and host keys whose RSA modulus is too short.',
      findings: [
        {
          name: 'SSH Service',
          description: 'Information about Used SSH Algorithms',
          category: 'SSH Service',
          severity: 'INFORMATIONAL',
          osi_layer: 'APPLICATION',
          location: 'ssh://dummy-ssh.demo-targets.svc',
          attributes: {
            hostname: 'dummy-ssh.demo-targets.svc',
            ip_address: null,
            server_banner: 'SSH-2.0-OpenSSH_7.2p2 Ubuntu-4ubuntu2.8',
            ssh_version: '2.0',
            ssh_lib_cpe: 'OpenSSH_7.2p2',
            key_algorithms: [
              {
                algorithm: 'ssh-rsa',
                keysize: 2048,
                notes: {
                  fail: ['using broken SHA-1 hash algorithm'],
                  info: [
                    'deprecated in OpenSSH 8.8: https://www.openssh.com/txt/release-8.8',
                    'available since OpenSSH 2.5.0, Dropbear SSH 0.28',
                  ],
                  warn: ['2048-bit modulus only provides 112-bits of symmetric strength'],
                },
              },
              {
                algorithm: 'rsa-sha2-512',
                keysize: 2048,
                notes: {
                  info: ['available since OpenSSH 7.2'],
                  warn: ['2048-bit modulus only provides 112-bits of symmetric strength'],
                },
              },
              {
                algorithm: 'rsa-sha2-256',
                keysize: 2048,
                notes: {
                  info: ['available since OpenSSH 7.2, Dropbear SSH 2020.79'],
                  warn: ['2048-bit modulus only provides 112-bits of symmetric strength'],
                },
              },
              {
                algorithm: 'ecdsa-sha2-nistp256',
                notes: {
                  fail: [
                    'using elliptic curves that are suspected as being backdoored by the U.S. National Security Agency',
                  ],
                  info: ['available since OpenSSH 5.7, Dropbear SSH 2013.62'],
                  warn: ['using weak random number generator could reveal the key'],
                },
              },
              {
                algorithm: 'ssh-ed25519',
                notes: {
                  info: ['available since OpenSSH 6.5, Dropbear SSH 2020.79'],
                },
              },
            ],
            encryption_algorithms: [
              {
                algorithm: 'chacha20-poly1305@openssh.com',
                notes: {
                  info: ['default cipher since OpenSSH 6.9', 'available since OpenSSH 6.5, Dropbear SSH 2020.79'],
                  warn: ['vulnerable to the Terrapin attack (CVE-2023-48795), allowing message prefix truncation'],
                },
              },
              {
                algorithm: 'aes128-ctr',
                notes: {
                  info: ['available since OpenSSH 3.7, Dropbear SSH 0.52'],
                },
              },
              {
                algorithm: 'aes192-ctr',
                notes: {
                  info: ['available since OpenSSH 3.7'],
                },
              },
              {
                algorithm: 'aes256-ctr',
                notes: {
                  info: ['available since OpenSSH 3.7, Dropbear SSH 0.52'],
                },
              },
              {
                algorithm: 'aes128-gcm@openssh.com',
                notes: {
                  info: ['available since OpenSSH 6.2'],
                },
              },
              {
                algorithm: 'aes256-gcm@openssh.com',
                notes: {
                  info: ['available since OpenSSH 6.2'],
                },
              },
            ],
            mac_algorithms: [
              {
                algorithm: 'umac-64-etm@openssh.com',
                notes: {
                  info: ['available since OpenSSH 6.2'],
                  warn: ['using small 64-bit tag size'],
                },
              },
              {
                algorithm: 'umac-128-etm@openssh.com',
                notes: {
                  info: ['available since OpenSSH 6.2'],
                },
              },
              {
                algorithm: 'hmac-sha2-256-etm@openssh.com',
                notes: {
                  info: ['available since OpenSSH 6.2'],
                },
              },
              {
                algorithm: 'hmac-sha2-512-etm@openssh.com',
                notes: {
                  info: ['available since OpenSSH 6.2'],
                },
              },
              {
                algorithm: 'hmac-sha1-etm@openssh.com',
                notes: {
                  fail: ['using broken SHA-1 hash algorithm'],
                  info: ['available since OpenSSH 6.2'],
                },
              },
              {
                algorithm: 'umac-64@openssh.com',
                notes: {
                  info: ['available since OpenSSH 4.7'],
                  warn: ['using encrypt-and-MAC mode', 'using small 64-bit tag size'],
                },
              },
              {
                algorithm: 'umac-128@openssh.com',
                notes: {
                  info: ['available since OpenSSH 6.2'],
                  warn: ['using encrypt-and-MAC mode'],
                },
              },
              {
                algorithm: 'hmac-sha2-256',
                notes: {
                  info: ['available since OpenSSH 5.9, Dropbear SSH 2013.56'],
                  warn: ['using encrypt-and-MAC mode'],
                },
              },
              {
                algorithm: 'hmac-sha2-512',
                notes: {
                  info: ['available since OpenSSH 5.9, Dropbear SSH 2013.56'],
                  warn: ['using encrypt-and-MAC mode'],
                },
              },
              {
                algorithm: 'hmac-sha1',
                notes: {
                  fail: ['using broken SHA-1 hash algorithm'],
                  info: ['available since OpenSSH 2.1.0, Dropbear SSH 0.28'],
                  warn: ['using encrypt-and-MAC mode'],
                },
              },
            ],
            compression_algorithms: ['none', 'zlib@openssh.com'],
            key_exchange_algorithms: [
              {
                algorithm: 'curve25519-sha256@libssh.org',
                notes: {
                  info: [
                    'default key exchange from OpenSSH 6.5 to 7.3',
                    'available since OpenSSH 6.4, Dropbear SSH 2013.62',
                  ],
                },
              },
              {
                algorithm: 'ecdh-sha2-nistp256',
                notes: {
                  fail: [
                    'using elliptic curves that are suspected as being backdoored by the U.S. National Security Agency',
                  ],
                  info: ['available since OpenSSH 5.7, Dropbear SSH 2013.62'],
                },
              },
              {
                algorithm: 'ecdh-sha2-nistp384',
                notes: {
                  fail: [
                    'using elliptic curves that are suspected as being backdoored by the U.S. National Security Agency',
                  ],
                  info: ['available since OpenSSH 5.7, Dropbear SSH 2013.62'],
                },
              },
              {
                algorithm: 'ecdh-sha2-nistp521',
                notes: {
                  fail: [
                    'using elliptic curves that are suspected as being backdoored by the U.S. National Security Agency',
                  ],
                  info: ['available since OpenSSH 5.7, Dropbear SSH 2013.62'],
                },
              },
              {
                algorithm: 'diffie-hellman-group-exchange-sha256',
                keysize: 3072,
                notes: {
                  info: [
                    "OpenSSH's GEX fallback mechanism was triggered during testing. Very old SSH clients will still be able to create connections using a 2048-bit modulus, though modern clients will use 3072. This can only be disabled by recompiling the code (see https://github.com/openssh/openssh-portable/blob/V_9_4/dh.c#L477).",
                    'available since OpenSSH 4.4',
                  ],
                },
              },
              {
                algorithm: 'diffie-hellman-group14-sha1',
                notes: {
                  fail: ['using broken SHA-1 hash algorithm'],
                  info: ['available since OpenSSH 3.9, Dropbear SSH 0.53'],
                  warn: ['2048-bit modulus only provides 112-bits of symmetric strength'],
                },
              },
            ],
            fingerprints: [
              {
                hash: 'pa+Jwax5syiezfL29o6j6uaWBoJeK/LZJ8OXUwPrE5A',
                hash_alg: 'SHA256',
                hostkey: 'ecdsa-sha2-nistp256',
              },
              {
                hash: 'f5:fb:82:83:cd:0e:1f:af:2a:45:17:0b:b7:3c:9f:ee',
                hash_alg: 'MD5',
                hostkey: 'ecdsa-sha2-nistp256',
              },
              {
                hash: 'eLwgzyjvrpwDbDr+pDbIfUhlNANB4DPH9/0w1vGa87E',
                hash_alg: 'SHA256',
                hostkey: 'ssh-ed25519',
              },
              {
                hash: 'c8:65:6b:d1:59:03:56:21:d9:0f:84:83:ce:ac:40:86',
                hash_alg: 'MD5',
                hostkey: 'ssh-ed25519',
              },
              {
                hash: 'MbRX/CgQyN6/p8/ZjORurfaJqDhu4VEIWfXo0BnxaCE',
                hash_alg: 'SHA256',
                hostkey: 'ssh-rsa',
              },
              {
                hash: 'a5:6f:62:26:81:03:b7:5e:06:48:10:04:79:4b:ac:32',
                hash_alg: 'MD5',
                hostkey: 'ssh-rsa',
              },
            ],
          },
          id: 'd0005b42-7481-4dae-91b2-5d3293d78b3f',
          parsed_at: '2024-12-06T08:42:46.521Z',
          port: '22',
        },
        {
          name: 'Insecure SSH KEX Algorithms',
          description: 'Discouraged SSH key exchange algorithms in use',
          mitigation: 'Remove these KEX algorithms',
          severity: 'HIGH',
          category: 'SSH Policy Violation',
          location: 'ssh://dummy-ssh.demo-targets.svc',
          attributes: {
            algorithms: [
              'diffie-hellman-group14-sha1',
              'ecdh-sha2-nistp256',
              'ecdh-sha2-nistp384',
              'ecdh-sha2-nistp521',
            ],
          },
          id: '1d136f73-222a-49a5-9d24-73eff949e7fc',
          parsed_at: '2024-12-06T08:42:46.522Z',
        },
        {
          name: 'SSH Key Algorithms must be changed',
          description: 'Weak SSH key algorithms in use',
          mitigation: 'Change these key algorithms',
          severity: 'MEDIUM',
          category: 'SSH Policy Violation',
          location: 'ssh://dummy-ssh.demo-targets.svc',
          attributes: {
            algorithms: [
              'rsa-sha2-256 (Note: increase modulus size to 3072 bits or larger)',
              'rsa-sha2-512 (Note: increase modulus size to 3072 bits or larger)',
            ],
          },
          id: '87516897-4ac4-4e9e-b74b-58835faf47c2',
          parsed_at: '2024-12-06T08:42:46.522Z',
        },
      ],
    },
    'port-example': {
      description:
        'Audits an SSH server that listens on the non-standard port `29683`, set with `-p`. Replace `ssh.example.com` with your server: `127.0.0.1` would be the scan pod itself, where no SSH server runs. The findings shown come from upstream’s test run against a server on `127.0.0.1`.',
      scan: `apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "ssh-audit-port-example"
spec:
  scanType: "ssh-audit"
  parameters:
    # The SSH server to audit
    - "ssh.example.com"
    - "-p"
    - "29683"
`,
      findings: [
        {
          name: 'SSH KEX Algorithms must be added',
          description: 'SSH key exchange algorithms missing',
          mitigation: 'Add these KEX algorithms',
          severity: 'LOW',
          category: 'SSH Policy Violation',
          location: 'ssh://127.0.0.1',
          attributes: {
            algorithms: [
              'curve25519-sha256',
              'diffie-hellman-group16-sha512',
              'diffie-hellman-group18-sha512',
              'sntrup761x25519-sha512@openssh.com',
            ],
          },
          id: 'ace0c10c-19bd-4956-a01a-91bc4a81c36c',
          parsed_at: '2024-12-06T13:40:41.428Z',
        },
      ],
    },
  }),
  links: [{label: 'ssh-audit usage', url: 'https://github.com/jtesta/ssh-audit#usage'}],
};

export default sshAudit;
