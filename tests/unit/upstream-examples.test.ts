import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

import {afterEach, describe, expect, it} from 'vitest';
import {parseAllDocuments} from 'yaml';

import {validateManifest} from '../../scripts/lib/manifests';

import {folderTree} from '../../scripts/upstream-drift/tree';
import {manifestText, sampleFindings, SAMPLE_TEXT_LIMIT} from '../../scripts/upstream-sync/examples';
import {readCharts} from '../../scripts/upstream-sync/read';
import {diffCharts} from '../../scripts/upstream-sync/sync';
import {integrations} from '../../src/data/integrations';
import {combineExamples, exampleProblems, type ExampleDocs} from '../../src/data/integrations/combine';
import {upstreamCharts} from '../../src/data/integrations/generated';
import type {UpstreamChart} from '../../src/data/integrations/upstream';

const SPDX = '# SPDX-FileCopyrightText: the secureCodeBox authors\n#\n# SPDX-License-Identifier: Apache-2.0\n\n';

/** A finding as a parser writes one. */
function finding(name: string, category: string, severity = 'INFORMATIONAL'): string {
  return [
    `- name: "${name}"`,
    `  category: "${category}"`,
    `  severity: "${severity}"`,
    '  attributes: {port: 22}',
    '  scan: {name: "recorded", namespace: "default"}',
  ].join('\n');
}

/** The files of a scanner chart `demo` with the given example folders (folder → file → text). */
function demoChart(examples: Readonly<Record<string, Readonly<Record<string, string>>>>): Record<string, string> {
  const files: Record<string, string> = {
    'Chart.yaml': 'apiVersion: v2\nname: demo\nversion: v1.0.0\nkubeVersion: ">=v1.11.0-0"\n',
    'values.yaml': 'scanner:\n  image:\n    tag: null\n',
    'templates/scan-type.yaml':
      'apiVersion: "execution.securecodebox.io/v1"\nkind: ScanType\nmetadata:\n  name: "demo"\n',
  };
  for (const [name, folder] of Object.entries(examples)) {
    for (const [file, text] of Object.entries(folder)) files[`examples/${name}/${file}`] = text;
  }
  return files;
}

const BASIC = {
  'scan.yaml': `${SPDX}apiVersion: "execution.securecodebox.io/v1"\nkind: Scan\nmetadata:\n  name: "demo-basic"\nspec:\n  scanType: "demo"\n  parameters:\n    # the target\n    - example.com\n`,
  'findings.yaml': [finding('Open Port 22', 'Open Port'), finding('Host', 'Host')].join('\n'),
};

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, {recursive: true, force: true});
});

/** Reads the chart `scanners/demo` from a fresh source tree, with its examples' full facts. */
function readDemo(files: Readonly<Record<string, string>>): UpstreamChart {
  const root = mkdtempSync(join(tmpdir(), 'scb-examples-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'scanners/demo', path)), {recursive: true});
    writeFileSync(join(root, 'scanners/demo', path), text);
  }
  const tree = folderTree(root);
  const [chart] = readCharts(tree, {});
  if (chart === undefined) throw new Error('the fixture chart was not read');
  return chart;
}

const DOCS: ExampleDocs = {basic: 'Scans `example.com` with the default options.'};

describe('sync:upstream generates the facts of each example', () => {
  const before = readDemo(demoChart({basic: BASIC}));
  const committed = {[before.sourceDir]: before};

  it('writes the manifest without upstream comments and a sample of the findings', () => {
    const [basic] = before.examples;
    expect(basic?.scan).toBe(
      'apiVersion: "execution.securecodebox.io/v1"\nkind: Scan\nmetadata:\n  name: "demo-basic"\nspec:\n  scanType: "demo"\n  parameters:\n    - example.com\n',
    );
    expect(basic?.findings).toBe(2);
    expect(basic?.sample?.map((f) => f.name)).toEqual(['Open Port 22', 'Host']);
    expect(basic?.sample?.[0]).not.toHaveProperty('scan');
  });

  it('an example added upstream shows up, and the check asks for its description', () => {
    const after = readDemo(
      demoChart({basic: BASIC, 'with-token': {...BASIC, 'findings.yaml': finding('Token', 'Secret', 'HIGH')}}),
    );
    expect(diffCharts(committed, [after])).toEqual([{subject: 'scanners/demo', message: 'example with-token: added'}]);
    expect(exampleProblems(after, DOCS)).toEqual([
      "example with-token: no description (add one to the entry's examples)",
    ]);
    expect(() => combineExamples(after, DOCS)).toThrow(/^scanners\/demo: .*\n- example with-token: no description/);
    const shown = combineExamples(after, {...DOCS, 'with-token': 'Finds a token.'});
    expect(shown.map((example) => [example.name, example.totalFindings, example.findings?.[0]?.severity])).toEqual([
      ['basic', 2, 'INFORMATIONAL'],
      ['with-token', 1, 'HIGH'],
    ]);
  });

  it('a description of an example that upstream removed fails the check', () => {
    expect(exampleProblems(before, {...DOCS, renamed: 'Gone.'})).toEqual([
      'example renamed: the entry describes it, but the chart has no such example folder',
    ]);
    expect(() => combineExamples(before, {...DOCS, renamed: 'Gone.'})).toThrow(/scanners\/demo.*\n- example renamed/);
  });

  it('a changed finding count reaches the page without a hand edit', () => {
    const more = [BASIC['findings.yaml'], finding('Open Port 80', 'Open Port')].join('\n');
    const after = readDemo(demoChart({basic: {...BASIC, 'findings.yaml': more}}));
    expect(diffCharts(committed, [after])).toEqual([
      {subject: 'scanners/demo', message: 'example basic: 2 → 3 findings'},
    ]);
    expect(combineExamples(after, DOCS)[0]?.totalFindings).toBe(3);
    // An entry that shows findings of the parser's tests gives no total, whatever upstream counts.
    expect(combineExamples(after, {basic: {description: 'x', totalFindings: null}})[0]).not.toHaveProperty(
      'totalFindings',
    );
  });

  it('an entry keeps its own manifest and sample where it curates them, and must write one where upstream has none', () => {
    const own = 'apiVersion: "execution.securecodebox.io/v1"\nkind: Scan\n';
    const shown = combineExamples(before, {basic: {description: 'x', scan: own, findings: []}});
    expect(shown[0]?.scan).toBe(own);
    const broken = readDemo(demoChart({basic: {...BASIC, 'scan.yaml': 'kind: Scan\nkind: Scan\n'}}));
    expect(broken.examples[0]?.scan).toBeNull();
    expect(exampleProblems(broken, DOCS)).toEqual([
      "example basic: upstream's scan.yaml is missing or not valid YAML; write the entry's scan",
    ]);
    expect(exampleProblems(before, {basic: {description: 'x', totalFindings: 7}})).toEqual([
      "example basic: the entry counts 7 findings, but upstream's findings can be counted (2); remove the entry's totalFindings",
    ]);
  });

  it('reads findings.json where an example has no findings.yaml', () => {
    const json = JSON.stringify([{name: 'A', category: 'WordPress Service', severity: 'INFORMATIONAL'}]);
    const chart = readDemo(demoChart({wp: {'scan.yaml': BASIC['scan.yaml'], 'findings.json': json}}));
    expect(chart.examples[0]).toMatchObject({findings: 1, categories: {'WordPress Service': []}});
  });
});

describe('the trimming rule of a findings sample', () => {
  const record = (name: string, category: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    name,
    category,
    severity: 'LOW',
    ...extra,
  });

  it('keeps the first finding of each category, in file order, at most three', () => {
    const sample = sampleFindings([
      record('a1', 'A'),
      record('a2', 'A'),
      record('b1', 'B'),
      record('c1', 'C'),
      record('d1', 'D'),
    ]);
    expect(sample.map((f) => f.name)).toEqual(['a1', 'b1', 'c1']);
  });

  it('drops the recording scan and the hint, cuts long text and keeps the first of a list of records', () => {
    const long = `${'word '.repeat(60)}end`;
    const [trimmed] = sampleFindings([
      record('a', 'A', {
        description: long,
        hint: null,
        scan: {name: 'recorded'},
        attributes: {urls: [{uri: '/a'}, {uri: '/b'}], ips: ['10.0.0.1', '10.0.0.2']},
      }),
    ]);
    expect(Object.keys(trimmed ?? {})).toEqual(['name', 'category', 'severity', 'description', 'attributes']);
    expect(trimmed?.description?.length).toBeLessThanOrEqual(SAMPLE_TEXT_LIMIT + 2);
    expect(trimmed?.description?.endsWith('word …')).toBe(true);
    expect(trimmed?.attributes).toEqual({urls: [{uri: '/a'}], ips: ['10.0.0.1', '10.0.0.2']});
  });
});

describe('the manifest of an example', () => {
  it('leaves out the licence header and every comment, and keeps the documents apart', () => {
    const text = `${SPDX}apiVersion: v1\nkind: ConfigMap # inline\ndata:\n  list.txt: |\n    a\n    b\n---\n# the scan\nkind: Scan\n\nspec:\n  scanType: "demo"\n`;
    expect(manifestText(text)).toBe(
      'apiVersion: v1\nkind: ConfigMap\ndata:\n  list.txt: |\n    a\n    b\n---\nkind: Scan\nspec:\n  scanType: "demo"\n',
    );
  });

  it('is null for a file that is not valid YAML', () => {
    expect(manifestText('kind: Scan\nkind: Scan\n')).toBeNull();
  });
});

describe('the committed examples', () => {
  it('every example of every entry is combined from the generated facts and its prose', () => {
    for (const entry of integrations) {
      const chart = upstreamCharts[entry.chart?.sourceDir ?? ''];
      if (chart === undefined) continue;
      expect(entry.examples.map((example) => example.name).sort(), entry.slug).toEqual(
        chart.examples.map((example) => example.name),
      );
      for (const example of entry.examples) {
        const facts = chart.examples.find((candidate) => candidate.name === example.name);
        if (facts?.findings !== null && example.totalFindings !== undefined) {
          expect(example.totalFindings, `${entry.slug}/${example.name}`).toBe(facts?.findings);
        }
      }
    }
  });

  it('every generated manifest validates against the CRD schema of its kind, whether or not an entry shows it', () => {
    let checked = 0;
    for (const chart of Object.values(upstreamCharts)) {
      for (const example of chart.examples) {
        for (const doc of parseAllDocuments(example.scan ?? '')) {
          const manifest = doc.toJS() as {apiVersion?: unknown};
          if (!String(manifest.apiVersion).includes('securecodebox.io/')) continue;
          checked += 1;
          expect(validateManifest(manifest), `${chart.sourceDir}/${example.name}`).toEqual([]);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('every example that starts an invasive scan says so on its page', () => {
    // ScanTypes that a cascading rule of any chart starts as invasive, and ZAP plans with an active scan job.
    const invasive = new Set(
      integrations.flatMap((entry) =>
        entry.cascadingRules
          .filter((rule) => rule.metadata.labels['securecodebox.io/invasive'] === 'invasive')
          .map((rule) => rule.spec.scanSpec.scanType),
      ),
    );
    expect(invasive.size).toBeGreaterThan(0);
    let checked = 0;
    for (const entry of integrations) {
      for (const example of entry.examples) {
        const scanType = /scanType:\s*"?([\w-]+)/.exec(example.scan)?.[1] ?? '';
        if (!invasive.has(scanType) && !/type:\s*activeScan\b/.test(example.scan)) continue;
        checked += 1;
        const comments = example.scan
          .split('\n')
          .filter((line) => /^\s*#/.test(line))
          .join(' ');
        expect(`${example.description} ${comments}`, `${entry.slug}/${example.name}`).toMatch(
          /attack|brute|invasive|only with permission/i,
        );
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
