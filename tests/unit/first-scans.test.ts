import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {describe, expect, it} from 'vitest';

import {extractSecureCodeBoxManifests, readFencedBlocks, type FencedBlock} from '../../scripts/lib/manifests';
import {readFrontMatter} from '../../src/lib/markdown.mjs';

/*
 * The first-scans walkthrough ends with a command that prints the scan's findings.json from inside the cluster and a
 * sample of what it prints. These tests tie the command and the sample to the facts they depend on: the Scan the page
 * creates, the status field of the Scan reference, the MinIO service the installation page sets up, and the finding
 * format's required fields. The site's Scan schema (src/data/crd-schemas) leaves `status` opaque, so the status field
 * is checked against the status table of the Scan reference page instead.
 */

const repoRoot = resolve(__dirname, '../..');
const read = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');

const page = read('docs/getting-started/first-scans.md');
const blocks = readFencedBlocks(page).blocks;

/** The one block of `lang` whose text matches `pattern`; fails the test when there is none or more than one. */
function onlyBlock(lang: string, pattern: RegExp): FencedBlock {
  const found = blocks.filter((block) => block.lang === lang && pattern.test(block.lines.join('\n')));
  expect(found, `one ${lang} block matching ${String(pattern)}`).toHaveLength(1);
  return found[0];
}

/** The page's Scan manifest: the one the reader applies. */
function pageScan(): {metadata: {name: string}; spec: {scanType: string}} {
  const scans = extractSecureCodeBoxManifests(page)
    .map(({doc}) => doc as {kind?: string; metadata: {name: string}; spec: {scanType: string}})
    .filter((doc) => doc.kind === 'Scan');
  expect(scans).toHaveLength(1);
  return scans[0];
}

/** The command that prints findings.json: its lines joined at the shell's line continuations. */
function printCommand(): string {
  return onlyBlock('bash', /kubectl run\b/)
    .lines.join('\n')
    .replace(/\\\n\s*/g, '');
}

describe('first scans: printing the findings', () => {
  it('reads the download link from a status field of the Scan reference', () => {
    const match = /kubectl get scan (\S+) -o jsonpath='\{\.status\.(\w+)\}'/.exec(printCommand());
    expect(match).not.toBeNull();
    const field = match?.[2] ?? '';
    expect(field).toBe('findingDownloadLink');
    const statusTable = read('docs/api/crds/scan.md').split('\n## Status')[1].split('\n## ')[0];
    expect(statusTable).toContain(`| \`status.${field}\` | string |`);
  });

  it('asks for the Scan that the page creates', () => {
    const scanName = /kubectl get scan (\S+) /.exec(printCommand())?.[1];
    expect(scanName).toBe(pageScan().metadata.name);
  });

  it('runs curl in a pod that kubectl attaches to, waits for and deletes', () => {
    const command = printCommand();
    const [kubectlPart, podArgs = ''] = command.split(' -- ');
    const flags = kubectlPart.split(/\s+/);
    // kubectl refuses --rm without an attached container, and waits for the exit code only with --restart=Never.
    expect(flags).toEqual(expect.arrayContaining(['--rm', '-i', '--restart=Never', '--quiet']));
    expect(flags.some((flag) => flag.startsWith('--image='))).toBe(true);
    expect(podArgs.trimStart()).toMatch(/^curl /);
    // The link goes in as one argument: it holds `&`, which the shell must not see.
    expect(podArgs).toMatch(/"\$\(kubectl get scan [^"]+\)"/);
  });

  it('names the MinIO service that the installation page deploys', () => {
    // Commands as the shell reads them: continued lines joined.
    const installation = read('docs/getting-started/installation.md').replace(/ \\\n\s*/g, ' ');
    const install =
      /helm --namespace (\S+) upgrade --install --create-namespace (\S+) oci:\/\/ghcr\.io\/securecodebox\/helm\/operator/.exec(
        installation,
      );
    expect(install).not.toBeNull();
    const [, namespace, release] = install ?? [];
    // The operator chart's S3_ENDPOINT: <release>-minio.<namespace>.svc.<clusterDomain>, port 9000, TLS off by default.
    expect(page).toContain(`\`http://${release}-minio.${namespace}.svc.cluster.local:9000\``);
  });
});

describe('first scans: the sample finding', () => {
  const sample = onlyBlock('json', /"category"/);
  const findings = JSON.parse(sample.lines.join('\n')) as Array<Record<string, unknown>>;

  it('is a findings.json array of the page scan', () => {
    expect(sample.meta).toBe('title="findings.json"');
    expect(Array.isArray(findings)).toBe(true);
    expect(findings.length).toBeGreaterThan(0);
    const scan = pageScan();
    for (const finding of findings) {
      expect(finding.scan).toEqual(
        expect.objectContaining({name: scan.metadata.name, namespace: 'default', scan_type: scan.spec.scanType}),
      );
    }
  });

  it('carries every field that the finding format requires', () => {
    const required = read('docs/api/finding.md')
      .split('\n')
      .map((line) => /^\| `(\w+)` \| [^|]+ \| yes \|/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(required).toEqual(expect.arrayContaining(['id', 'name', 'category', 'severity', 'parsed_at', 'scan']));
    for (const finding of findings) {
      for (const name of required) expect(finding, name).toHaveProperty(name);
      expect(finding.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.isNaN(Date.parse(String(finding.parsed_at)))).toBe(false);
      expect(['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH']).toContain(finding.severity);
    }
  });

  it('belongs to a category that the scan status counts', () => {
    const describeOutput = onlyBlock('text', /Finding Download Link:/).lines.join('\n');
    const categories = /Categories:\n((?:\s{6}.+\n)+)/.exec(`${describeOutput}\n`)?.[1] ?? '';
    const counted = categories
      .split('\n')
      .map((line) => line.split(':')[0].trim())
      .filter(Boolean);
    expect(counted).toEqual(['Host', 'Open Port']);
    for (const finding of findings) expect(counted).toContain(finding.category);
  });
});

describe('first scans: the pager', () => {
  it('sends the reader on to a how-to instead of the next page of the sidebar', () => {
    const next = readFrontMatter(page)?.data.pagination_next;
    expect(next).toBe('how-tos/hooks');
    expect(existsSync(join(repoRoot, `docs/${String(next)}.md`))).toBe(true);
  });
});
