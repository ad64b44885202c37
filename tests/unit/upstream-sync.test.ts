import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';

import {afterEach, describe, expect, it} from 'vitest';

import {folderTree} from '../../scripts/upstream-drift/tree';
import {IGNORED_CHART_DIRS} from '../../scripts/upstream-drift/site';
import {formatDefault, readCharts} from '../../scripts/upstream-sync/read';
import {applyGenerated, diffCharts, diffGenerated} from '../../scripts/upstream-sync/sync';
import {GENERATED_HEADER, generatedPath, renderGenerated} from '../../scripts/upstream-sync/write';
import {integrations} from '../../src/data/integrations';
import {combineValues, proseProblems, scannerFacts, type ValueDocs} from '../../src/data/integrations/combine';
import {SCANNER_VALUE_DOCS, helmInstall} from '../../src/data/integrations/common';
import {upstreamCharts} from '../../src/data/integrations/generated';
import type {UpstreamChart} from '../../src/data/integrations/upstream';

const repoRoot = resolve(__dirname, '../..');

/** A scanner chart as upstream writes one: Chart.yaml, values.yaml, templates, a rule and an example. */
function scannerChart(name: string, overrides: Readonly<Record<string, string>> = {}): Record<string, string> {
  const files: Record<string, string> = {
    'Chart.yaml': [
      'apiVersion: v2',
      `name: ${name}`,
      'version: v3.1.0-alpha1',
      'appVersion: "1.2.3"',
      'kubeVersion: ">=v1.11.0-0"',
      'annotations:',
      '  supported-platforms: linux/amd64,linux/arm64',
    ].join('\n'),
    'values.yaml': [
      `wordlist: "small.txt"`,
      'parser:',
      '  image:',
      `    repository: docker.io/securecodebox/parser-${name}`,
      '    tag: null',
      'scanner:',
      '  image:',
      `    repository: docker.io/securecodebox/scanner-${name}`,
      '    tag: null',
      '  backoffLimit: 3',
      '  unusedFlag: false',
      'cascadingRules:',
      '  enabled: false',
    ].join('\n'),
    'templates/scan-type.yaml': [
      'apiVersion: "execution.securecodebox.io/v1"',
      'kind: ScanType',
      'metadata:',
      `  name: "${name}{{ .Values.scanner.nameAppend | default "" }}"`,
      'spec:',
      '  extractResults:',
      `    type: ${name}-json`,
      '  jobTemplate:',
      '    spec:',
      '      backoffLimit: {{ .Values.scanner.backoffLimit }}',
      '      args: ["-w", {{ .Values.wordlist | quote }}]',
      '      image: "{{ .Values.scanner.image.repository }}:{{ .Values.scanner.image.tag | default .Chart.AppVersion }}"',
      '      parser: "{{ .Values.parser.image.repository }}:{{ .Values.parser.image.tag | default .Chart.Version }}"',
      '{{ if .Values.cascadingRules.enabled }}',
      '# rules',
      '{{ end }}',
      '{{ if .Values.createExtra }}',
      '---',
      'apiVersion: "execution.securecodebox.io/v1"',
      'kind: ScanType',
      'metadata:',
      `  name: "${name}-extra{{ .Values.scanner.nameAppend | default "" }}"`,
      '{{ end }}',
    ].join('\n'),
    'templates/parse-definition.yaml': [
      'apiVersion: "execution.securecodebox.io/v1"',
      'kind: ParseDefinition',
      'metadata:',
      `  name: "${name}-json"`,
    ].join('\n'),
    'cascading-rules/follow.yaml': [
      'apiVersion: "cascading.securecodebox.io/v1"',
      'kind: CascadingRule',
      'metadata:',
      `  name: "${name}-follow"`,
      '  labels:',
      '    securecodebox.io/invasive: non-invasive',
      '    securecodebox.io/intensive: light',
      'spec:',
      '  matches:',
      '    anyOf:',
      '      - category: "Open Port"',
      '  scanSpec:',
      `    scanType: "${name}"`,
      '    parameters: ["{{location}}"]',
    ].join('\n'),
    'examples/basic/scan.yaml': `kind: Scan\nspec:\n  scanType: ${name}\n`,
    'examples/basic/findings.yaml': [
      '- name: "Open Port 22"',
      '  category: "Open Port"',
      '  attributes: {port: 22, state: open}',
      '- name: "Host"',
      '  category: "Host"',
    ].join('\n'),
  };
  return {...files, ...overrides};
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, {recursive: true, force: true});
});

/** Writes charts (folder → file → text) into a fresh source tree and returns it. */
function writeTree(charts: Readonly<Record<string, Readonly<Record<string, string>>>>): string {
  const root = mkdtempSync(join(tmpdir(), 'scb-sync-'));
  made.push(root);
  for (const [dir, files] of Object.entries(charts)) {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, dir, path)), {recursive: true});
      writeFileSync(join(root, dir, path), text);
    }
  }
  return root;
}

function read(charts: Readonly<Record<string, Readonly<Record<string, string>>>>): UpstreamChart[] {
  return readCharts(folderTree(writeTree(charts)), {});
}

/** The prose of the fixture chart `demo`: its one specific value. */
const DEMO_DOCS: ValueDocs = {
  wordlist: 'Word list the scan uses.',
  createExtra: {description: 'Also installs the `demo-extra` ScanType.', type: 'bool'},
};

describe('sync:upstream reads a chart', () => {
  const [demo] = read({'scanners/demo': scannerChart('demo')});

  it('reads Chart.yaml, ScanTypes (conditional ones apart), ParseDefinitions, rules and examples', () => {
    expect(demo).toMatchObject({
      sourceDir: 'scanners/demo',
      kind: 'scanner',
      name: 'demo',
      appVersion: '1.2.3',
      kubeVersion: '>=v1.11.0-0',
      cpuArchitectures: ['linux/amd64', 'linux/arm64'],
      scanTypes: ['demo'],
      conditionalScanTypes: {'demo-extra': 'createExtra'},
      scanTypeNameFixed: false,
      parseDefinitions: ['demo-json'],
    });
    expect(demo?.cascadingRules.map((rule) => rule.metadata.name)).toEqual(['demo-follow']);
    expect(demo?.examples).toEqual([
      {
        name: 'basic',
        findings: 2,
        categories: {Host: [], 'Open Port': ['port', 'state']},
        scan: 'kind: Scan\nspec:\n  scanType: demo\n',
        sample: [
          {name: 'Open Port 22', category: 'Open Port', attributes: {port: 22, state: 'open'}},
          {name: 'Host', category: 'Host'},
        ],
      },
    ]);
  });

  it('gives every values key its type, default and whether a template reads it', () => {
    const rows = new Map(demo?.values.map((row) => [row.key, row]));
    expect(rows.get('wordlist')).toEqual({key: 'wordlist', type: 'string', default: '"small.txt"', read: true});
    expect(rows.get('parser.image.tag')?.default).toBe('(the chart version)');
    expect(rows.get('scanner.image.tag')?.default).toBe("(the chart's appVersion)");
    expect(rows.get('scanner.unusedFlag')?.read).toBe(false);
    // Read by a template, absent from values.yaml: a value whose default is empty.
    expect(rows.get('scanner.nameAppend')).toEqual({
      key: 'scanner.nameAppend',
      type: null,
      default: '(not set)',
      read: true,
    });
  });

  it('prints defaults as the tables do', () => {
    expect(formatDefault(['all'])).toBe('["all"]');
    expect(formatDefault({requests: {cpu: '200m'}})).toBe('{ requests: { cpu: "200m" } }');
    expect(formatDefault([{name: 'a', emptyDir: {}}])).toBe('[{ name: "a", emptyDir: {} }]');
    expect(formatDefault(null)).toBe('null');
  });
});

describe('sync:upstream after an upstream change', () => {
  const before = read({'scanners/demo': scannerChart('demo')});
  const committed = Object.fromEntries(before.map((chart) => [chart.sourceDir, chart]));

  it('a chart added: its data is generated and the build asks for its prose', async () => {
    const root = mkdtempSync(join(tmpdir(), 'scb-site-'));
    made.push(root);
    writeFileSync(join(root, 'package.json'), readFileSync(join(repoRoot, 'package.json')));
    writeFileSync(join(root, '.prettierrc.json'), readFileSync(join(repoRoot, '.prettierrc.json')));
    applyGenerated(root, await renderGenerated(before, root));
    const after = read({'scanners/demo': scannerChart('demo'), 'scanners/newbie': scannerChart('newbie')});
    expect(diffCharts(committed, after)).toEqual([
      {subject: 'charts', message: 'scanners/newbie: new upstream (chart newbie)'},
    ]);
    const files = await renderGenerated(after, root);
    // The sync adds one data file and one line of the generated index; nothing else changes.
    expect(diffGenerated(root, files).map((change) => change.summary)).toEqual([
      'changed: src/data/integrations/generated/index.ts',
      `added: ${generatedPath('scanners/newbie')}`,
    ]);
    const text = files.get(generatedPath('scanners/newbie')) ?? '';
    expect(text.startsWith(GENERATED_HEADER)).toBe(true);
    expect(text).toContain("name: 'newbie'");
    const newbie = after.find((chart) => chart.sourceDir === 'scanners/newbie');
    expect(newbie).toBeDefined();
    if (newbie === undefined) return;
    expect(proseProblems(newbie, {}, SCANNER_VALUE_DOCS)).toEqual([
      "value wordlist: no description (add one to the entry's values)",
      "value createExtra: no description (add one to the entry's values)",
    ]);
    expect(() => combineValues(newbie, {}, SCANNER_VALUE_DOCS)).toThrow(
      /scanners\/newbie.*\n- value wordlist: no description/,
    );
    expect(combineValues(newbie, DEMO_DOCS, SCANNER_VALUE_DOCS)[0]).toEqual({
      key: 'wordlist',
      type: 'string',
      default: '"small.txt"',
      description: 'Word list the scan uses.',
    });
  });

  it('a key renamed: the missing description and the stale one are both reported', () => {
    const chart = scannerChart('demo');
    const renamed = read({
      'scanners/demo': {
        ...chart,
        'values.yaml': (chart['values.yaml'] ?? '').replace('wordlist:', 'wordlistFile:'),
        'templates/scan-type.yaml': (chart['templates/scan-type.yaml'] ?? '').replace(
          '.Values.wordlist',
          '.Values.wordlistFile',
        ),
      },
    });
    expect(diffCharts(committed, renamed)).toEqual([
      {subject: 'scanners/demo', message: 'value wordlistFile: added, default "small.txt"'},
      {subject: 'scanners/demo', message: 'value wordlist: removed'},
    ]);
    const [demo] = renamed;
    expect(demo && proseProblems(demo, DEMO_DOCS, SCANNER_VALUE_DOCS)).toEqual([
      "value wordlistFile: no description (add one to the entry's values)",
      'value wordlist: the entry describes it, but the chart has no such key',
    ]);
  });

  it('a default changed: it reaches the table without a hand edit', () => {
    const chart = scannerChart('demo');
    const changed = read({
      'scanners/demo': {
        ...chart,
        'values.yaml': (chart['values.yaml'] ?? '').replace('backoffLimit: 3', 'backoffLimit: 5'),
      },
    });
    expect(diffCharts(committed, changed)).toEqual([
      {subject: 'scanners/demo', message: 'value scanner.backoffLimit: default 3 → 5'},
    ]);
    const [demo] = changed;
    const row =
      demo && combineValues(demo, DEMO_DOCS, SCANNER_VALUE_DOCS).find((r) => r.key === 'scanner.backoffLimit');
    expect(row?.default).toBe('5');
    expect(row?.description).toBe(SCANNER_VALUE_DOCS['scanner.backoffLimit']);
  });

  it('a rule changed: the diff names it and the entry shows the new rule', () => {
    const chart = scannerChart('demo');
    const changed = read({
      'scanners/demo': {
        ...chart,
        'cascading-rules/follow.yaml': (chart['cascading-rules/follow.yaml'] ?? '').replace(
          '"Open Port"',
          '"Subdomain"',
        ),
      },
    });
    expect(diffCharts(committed, changed)).toEqual([
      {subject: 'scanners/demo', message: 'cascading rule demo-follow: changed'},
    ]);
    const [demo] = changed;
    expect(demo && scannerFacts(demo, helmInstall).cascadingRules[0]?.spec.matches.anyOf).toEqual([
      {category: 'Subdomain'},
    ]);
  });

  it('a template starts reading a value the entry calls without effect: reported', () => {
    const [demo] = before;
    if (demo === undefined) throw new Error('fixture chart missing');
    const docs: ValueDocs = {...DEMO_DOCS, 'scanner.backoffLimit': 'Has no effect: nothing reads it.'};
    expect(proseProblems(demo, docs, SCANNER_VALUE_DOCS)).toEqual([
      'value scanner.backoffLimit: the entry says it has no effect, but a template of the chart reads it',
    ]);
    // A key no template reads gets the note from the facts, without prose.
    expect(
      combineValues(demo, DEMO_DOCS, SCANNER_VALUE_DOCS).find((r) => r.key === 'scanner.unusedFlag')?.description,
    ).toMatch(/^Has no effect/);
  });
});

describe('the committed generated data and the entries', () => {
  const entries = integrations.filter((entry) => entry.chart !== null);

  it('every generated chart has exactly one entry, and every entry with a chart its generated facts', () => {
    const dirs = entries.map((entry) => entry.chart?.sourceDir ?? '');
    expect([...dirs].sort()).toEqual(Object.keys(upstreamCharts).filter((dir) => !(dir in IGNORED_CHART_DIRS)));
  });

  it('every entry shows the chart’s example folders, with the number of findings its findings.yaml has', () => {
    for (const entry of entries) {
      const chart = upstreamCharts[entry.chart?.sourceDir ?? ''];
      expect(entry.examples.map((example) => example.name).sort(), entry.slug).toEqual(
        chart?.examples.map((example) => example.name),
      );
      for (const example of entry.examples) {
        const count = chart?.examples.find((e) => e.name === example.name)?.findings ?? null;
        if (example.totalFindings !== undefined && count !== null && count > 0) {
          expect(example.totalFindings, `${entry.slug}/${example.name}`).toBe(count);
        }
      }
    }
  });
});
