import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';

import {afterEach, describe, expect, it} from 'vitest';

import {checkUpstreamDrift, type SiteChart, type SiteData} from '../../scripts/upstream-drift/check';
import {collectSiteData} from '../../scripts/upstream-drift/site';
import {folderTree, gitTree, openTree} from '../../scripts/upstream-drift/tree';
import {documentedDefaults} from '../../scripts/upstream-sync/read';
import {integrations} from '../../src/data/integrations';
import {RELEASE} from '../../src/data/release';

const repoRoot = resolve(__dirname, '../..');
const TAG = 'v9.9.9';

/** A small secureCodeBox-shaped source tree: one scanner, one hook, one CRD. Written fresh for each test. */
const FIXTURE: Readonly<Record<string, string>> = {
  'scanners/demo/Chart.yaml': [
    'apiVersion: v2',
    'name: demo',
    'version: v3.1.0-alpha1',
    'appVersion: "1.2.3"',
    'annotations:',
    '  supported-platforms: linux/amd64,linux/arm64',
  ].join('\n'),
  'scanners/demo/values.yaml': [
    'parser:',
    '  image:',
    '    repository: docker.io/securecodebox/parser-demo',
    '    tag: null',
    '  # -- resources of the parser',
    '  # @default -- `{ requests: { cpu: "200m" } }`',
    '  resources: {}',
    'scanner:',
    '  backoffLimit: 3',
    '  activeDeadlineSeconds:',
    '  securityContext:',
    '    capabilities:',
    '      drop:',
    '        - all',
    'cascadingRules:',
    '  enabled: false',
  ].join('\n'),
  'scanners/demo/templates/demo-scan-type.yaml': [
    'apiVersion: "execution.securecodebox.io/v1"',
    'kind: ScanType',
    'metadata:',
    '  name: "demo{{ .Values.scanner.nameAppend | default "" }}"',
    'spec:',
    '  extractResults:',
    '    type: demo-json',
    '  jobTemplate:',
    '    spec:',
    '      backoffLimit: {{ .Values.scanner.backoffLimit }}',
    '      securityContext: {{- toYaml .Values.scanner.securityContext | nindent 8 }}',
    '      image: "{{ .Values.parser.image.repository }}:{{ .Values.parser.image.tag | default .Chart.Version }}"',
    '      resources: {{- toYaml .Values.parser.resources | nindent 8 }}',
  ].join('\n'),
  'scanners/demo/templates/demo-parse-definition.yaml': [
    'apiVersion: "execution.securecodebox.io/v1"',
    'kind: ParseDefinition',
    'metadata:',
    '  name: "demo-json"',
    'spec:',
    '  image: "x"',
  ].join('\n'),
  'scanners/demo/cascading-rules/follow.yaml': [
    'apiVersion: "cascading.securecodebox.io/v1"',
    'kind: CascadingRule',
    'metadata:',
    '  name: "demo-follow"',
    '  labels:',
    '    securecodebox.io/invasive: non-invasive',
    '    securecodebox.io/intensive: light',
    'spec:',
    '  matches:',
    '    anyOf:',
    '      - category: "Open Port"',
    '  scanSpec:',
    '    scanType: "demo"',
    '    parameters: ["{{location}}"]',
  ].join('\n'),
  'scanners/demo/examples/basic/findings.yaml': [
    '- name: "Open Port 22"',
    '  category: "Open Port"',
    '  severity: "INFORMATIONAL"',
    '  attributes:',
    '    port: 22',
    '    state: open',
  ].join('\n'),
  'scanners/demo/parser/parser.js': 'export async function parse(text) { return []; }\n',
  'hooks/demo-hook/Chart.yaml': 'apiVersion: v2\nname: demo-hook\nversion: v3.1.0-alpha1\n',
  'hooks/demo-hook/values.yaml': 'hook:\n  priority: 0\n',
  'hooks/demo-hook/templates/hook.yaml': 'priority: {{ .Values.hook.priority }}\n',
  'operator/crds/execution.securecodebox.io_scans.yaml': [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'spec:',
    '  names:',
    '    kind: Scan',
    '  versions:',
    '    - name: v1',
    '      schema:',
    '        openAPIV3Schema:',
    '          type: object',
    '          properties:',
    '            spec:',
    '              type: object',
    '              properties:',
    '                scanType:',
    '                  type: string',
    '                parameters:',
    '                  type: array',
    '                  items:',
    '                    type: string',
  ].join('\n'),
  'operator/values.yaml': 'image:\n  repository: x\n',
};

/** The site's side, matching {@link FIXTURE}. */
function siteData(): SiteData {
  const demo: SiteChart = {
    slug: 'demo',
    kind: 'scanner',
    sourceDir: 'scanners/demo',
    chartName: 'demo',
    appVersion: '1.2.3',
    cpuArchitectures: ['linux/amd64', 'linux/arm64'],
    scanTypes: ['demo'],
    parseDefinitions: ['demo-json'],
    values: [
      {key: 'parser.image.repository', default: '"docker.io/securecodebox/parser-demo"', noEffect: false},
      {key: 'parser.image.tag', default: '(the chart version)', noEffect: false},
      {key: 'parser.resources', default: '{ requests: { cpu: "200m" } }', noEffect: false},
      {key: 'scanner.backoffLimit', default: '3', noEffect: false},
      {key: 'scanner.activeDeadlineSeconds', default: 'null', noEffect: true},
      {key: 'scanner.securityContext.capabilities.drop[0]', default: '"all"', noEffect: false},
      {key: 'cascadingRules.enabled', default: 'false', noEffect: false},
    ],
    cascadingRules: [
      {
        apiVersion: 'cascading.securecodebox.io/v1',
        kind: 'CascadingRule',
        metadata: {
          name: 'demo-follow',
          labels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'},
        },
        spec: {matches: {anyOf: [{category: 'Open Port'}]}, scanSpec: {scanType: 'demo', parameters: ['{{location}}']}},
      },
    ],
    examples: [{name: 'basic', findings: [{category: 'Open Port', attributes: {port: 22}}], totalFindings: 1}],
  };
  const hook: SiteChart = {
    slug: 'demo-hook',
    kind: 'hook',
    sourceDir: 'hooks/demo-hook',
    chartName: 'demo-hook',
    cpuArchitectures: [],
    scanTypes: [],
    parseDefinitions: [],
    values: [{key: 'hook.priority', default: '0', noEffect: false}],
    cascadingRules: [],
    examples: [],
  };
  return {
    tag: TAG,
    charts: [demo, hook],
    ignoredChartDirs: {},
    crdSchemas: {
      Scan: {
        type: 'object',
        properties: {spec: {$ref: '#/definitions/spec'}},
        definitions: {
          spec: {
            type: 'object',
            properties: {scanType: {type: 'string'}, parameters: {type: 'array', items: {type: 'string'}}},
          },
        },
      },
    },
    links: [
      {file: 'docs/a.md', url: `https://github.com/secureCodeBox/secureCodeBox/blob/${TAG}/scanners/demo/values.yaml`},
    ],
  };
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, {recursive: true, force: true});
});

/** Writes the fixture (with changes: a string replaces or adds a file, `null` deletes it) into a fresh folder. */
function writeFixture(changes: Readonly<Record<string, string | null>> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'scb-upstream-'));
  made.push(root);
  const files: Record<string, string | null> = {...FIXTURE, ...changes};
  for (const [path, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), text);
  }
  return root;
}

function messages(changes: Readonly<Record<string, string | null>> = {}, site: SiteData = siteData()): string[] {
  return checkUpstreamDrift(folderTree(writeFixture(changes)), site).map((d) => `${d.subject}: ${d.message}`);
}

describe('the upstream drift check', () => {
  it('reports nothing when the site matches the tree', () => {
    expect(messages()).toEqual([]);
  });

  it('reports a chart that upstream added', () => {
    expect(
      messages({'scanners/newtool/Chart.yaml': 'apiVersion: v2\nname: newtool\nversion: v3.1.0-alpha1\n'}),
    ).toEqual(["charts: scanners/newtool: upstream has this chart, the site's catalogue does not"]);
  });

  it('reports a chart that upstream removed', () => {
    const removed = Object.fromEntries(
      Object.keys(FIXTURE)
        .filter((path) => path.startsWith('hooks/demo-hook/'))
        .map((path) => [path, null]),
    );
    expect(messages(removed)).toEqual(["charts: hooks/demo-hook: in the site's catalogue, upstream has no such chart"]);
  });

  it('reports a values key that upstream removed', () => {
    const values = FIXTURE['scanners/demo/values.yaml']?.replace('  backoffLimit: 3\n', '') ?? '';
    const template = (FIXTURE['scanners/demo/templates/demo-scan-type.yaml'] ?? '').replace(
      'backoffLimit: {{ .Values.scanner.backoffLimit }}',
      'backoffLimit: 3',
    );
    expect(
      messages({'scanners/demo/values.yaml': values, 'scanners/demo/templates/demo-scan-type.yaml': template}),
    ).toEqual([
      "scanners/demo: value scanner.backoffLimit: the site documents it, neither upstream's values.yaml nor a template has it",
    ]);
  });

  it('accepts a key that only a template reads when the site gives it an empty default', () => {
    const values = FIXTURE['scanners/demo/values.yaml']?.replace('  backoffLimit: 3\n', '') ?? '';
    const site = siteData();
    expect(messages({'scanners/demo/values.yaml': values}, site)).toEqual([
      "scanners/demo: value scanner.backoffLimit: not in upstream's values.yaml, so its default is empty, not 3",
    ]);
    const [demo, ...others] = site.charts;
    if (!demo) throw new Error('fixture without the demo chart');
    const values2 = demo.values.map((row) => (row.key === 'scanner.backoffLimit' ? {...row, default: 'null'} : row));
    const emptyDefault: SiteData = {...site, charts: [{...demo, values: values2}, ...others]};
    expect(messages({'scanners/demo/values.yaml': values}, emptyDefault)).toEqual([]);
  });

  it('reports an example folder upstream does not have', () => {
    expect(messages({'scanners/demo/examples/basic/findings.yaml': null})).toEqual([
      'scanners/demo: example basic: upstream has no such example folder',
    ]);
  });

  it('checks example findings against the parser when the example has no findings.yaml', () => {
    expect(
      messages({
        'scanners/demo/examples/basic/findings.yaml': null,
        'scanners/demo/examples/basic/scan.yaml': 'kind: Scan\n',
        'scanners/demo/parser/parser.js': 'export async function parse() { return [{category: "Open Port"}]; }\n',
      }),
    ).toEqual(['scanners/demo: example basic: attribute "port" of "Open Port" is not written by the parser']);
  });

  it('reports a changed default and a key the site does not document', () => {
    const values = `${FIXTURE['scanners/demo/values.yaml']?.replace('backoffLimit: 3', 'backoffLimit: 5') ?? ''}\nnewKey: 1\n`;
    expect(messages({'scanners/demo/values.yaml': values})).toEqual([
      'scanners/demo: value scanner.backoffLimit: site default 3, upstream 5',
      "scanners/demo: value newKey: in upstream's values.yaml, not documented by the site",
    ]);
  });

  it('reports a value marked as having no effect that a template now reads', () => {
    const template = `${FIXTURE['scanners/demo/templates/demo-scan-type.yaml'] ?? ''}\n      activeDeadlineSeconds: {{ .Values.scanner.activeDeadlineSeconds }}`;
    expect(messages({'scanners/demo/templates/demo-scan-type.yaml': template})).toEqual([
      'scanners/demo: value scanner.activeDeadlineSeconds: the site says it has no effect, but a template reads it',
    ]);
  });

  it('reports appVersion, architectures, ScanType and ParseDefinition changes', () => {
    const chart = (FIXTURE['scanners/demo/Chart.yaml'] ?? '')
      .replace('"1.2.3"', '"1.3.0"')
      .replace('linux/amd64,linux/arm64', 'linux/amd64');
    const parseDefinition = (FIXTURE['scanners/demo/templates/demo-parse-definition.yaml'] ?? '').replace(
      'demo-json',
      'demo-xml',
    );
    expect(
      messages({
        'scanners/demo/Chart.yaml': chart,
        'scanners/demo/templates/demo-parse-definition.yaml': parseDefinition,
        'scanners/demo/templates/demo-extra-scan-type.yaml': 'kind: ScanType\nmetadata:\n  name: demo-extra\n',
      }),
    ).toEqual([
      'scanners/demo: appVersion: site 1.2.3, upstream 1.3.0',
      'scanners/demo: CPU architectures: site linux/amd64, linux/arm64, upstream linux/amd64 (supported-platforms)',
      'scanners/demo: ScanTypes: site demo, upstream demo, demo-extra',
      'scanners/demo: ParseDefinitions: site demo-json, upstream demo-xml',
    ]);
  });

  it('reports a changed cascading rule and a finding attribute the parser does not write', () => {
    const rule = (FIXTURE['scanners/demo/cascading-rules/follow.yaml'] ?? '').replace('light', 'medium');
    const findings = (FIXTURE['scanners/demo/examples/basic/findings.yaml'] ?? '').replace(
      'port: 22',
      'portNumber: 22',
    );
    expect(
      messages({
        'scanners/demo/cascading-rules/follow.yaml': rule,
        'scanners/demo/examples/basic/findings.yaml': findings,
      }),
    ).toEqual([
      "scanners/demo: cascading rule demo-follow: differs from upstream's cascading-rules/ file",
      'scanners/demo: example basic: attribute "port" of "Open Port" is not written by the parser',
    ]);
  });

  it('reports a CRD field that upstream added and one it removed', () => {
    const crd = (FIXTURE['operator/crds/execution.securecodebox.io_scans.yaml'] ?? '').replace(
      '                parameters:\n',
      '                suspend:\n                  type: boolean\n                params:\n',
    );
    expect(messages({'operator/crds/execution.securecodebox.io_scans.yaml': crd})).toEqual([
      "crd/Scan: spec.suspend: in the CRD, missing from the site's schema",
      "crd/Scan: spec.params: in the CRD, missing from the site's schema",
      "crd/Scan: spec.parameters: in the site's schema, not in the CRD",
    ]);
  });

  it('reports links into the repository that are not at the tag or name a missing path', () => {
    const site: SiteData = {...siteData(), links: []};
    site.links = [
      {file: 'docs/a.md', url: 'https://github.com/secureCodeBox/secureCodeBox/tree/main/scanners/demo'},
      {file: 'docs/b.md', url: `https://github.com/secureCodeBox/secureCodeBox/tree/${TAG}/scanners/amass`},
      {file: 'docs/c.md', url: `https://github.com/secureCodeBox/secureCodeBox/tree/${TAG}/scanners/demo/`},
      {file: 'docs/d.md', url: 'https://github.com/secureCodeBox/secureCodeBox/blob/experiment/scanners/x/README.md'},
      {file: 'docs/e.md', url: `https://github.com/secureCodeBox/secureCodeBox/blob/${'a'.repeat(40)}/README.md`},
      {file: 'docs/f.md', url: 'https://github.com/secureCodeBox/secureCodeBox/tree/experiment'},
      {file: 'docs/g.md', url: 'https://github.com/secureCodeBox/secureCodeBox/pull/574'},
    ];
    expect(messages({}, site)).toEqual([
      `docs/a.md: link points at "main", not at ${TAG}: https://github.com/secureCodeBox/secureCodeBox/tree/main/scanners/demo`,
      `docs/b.md: link to a path that does not exist at ${TAG}: https://github.com/secureCodeBox/secureCodeBox/tree/${TAG}/scanners/amass`,
      `docs/d.md: link points at "experiment", not at ${TAG}: https://github.com/secureCodeBox/secureCodeBox/blob/experiment/scanners/x/README.md`,
      `docs/f.md: link points at "experiment", not at ${TAG}: https://github.com/secureCodeBox/secureCodeBox/tree/experiment`,
    ]);
  });

  it('reads helm-docs @default annotations by their dotted key', () => {
    expect([...documentedDefaults(FIXTURE['scanners/demo/values.yaml'] ?? '')]).toEqual([
      ['parser.resources', '{ requests: { cpu: "200m" } }'],
    ]);
  });

  it('reads a Git repository at a ref the same way as a folder', () => {
    const root = writeFixture();
    const git = (...args: string[]): void => {
      execFileSync('git', ['-C', root, ...args], {stdio: 'pipe'});
    };
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', 'fixture');
    git('tag', TAG);
    writeFileSync(join(root, 'scanners/demo/values.yaml'), 'changed: true\n');
    expect(checkUpstreamDrift(gitTree(root, TAG), siteData())).toEqual([]);
    expect(checkUpstreamDrift(openTree(root, undefined, TAG), siteData()).length).toBeGreaterThan(0);
    expect(() => gitTree(root, 'v0.0.0')).toThrow('Git cannot resolve the ref "v0.0.0"');
  });
});

describe('the site data the drift check compares', () => {
  it('covers every catalogue entry with a chart and pins the links to the documented tag', () => {
    const site = collectSiteData(repoRoot);
    expect(site.tag).toBe(RELEASE.tag);
    expect(site.charts.map((chart) => chart.slug)).toEqual(
      integrations.filter((entry) => entry.chart !== null).map((entry) => entry.slug),
    );
    expect(Object.keys(site.crdSchemas)).toContain('ScheduledScan');
    expect(site.links.length).toBeGreaterThan(0);
    // No page links to a branch: every link into the repository names the tag or a commit (a permalink).
    const refs = site.links.flatMap((link) => {
      const ref = /^https:\/\/github\.com\/secureCodeBox\/secureCodeBox\/(?:blob|tree|raw)\/([^/?#]+)/.exec(
        link.url,
      )?.[1];
      return ref === undefined || ref === RELEASE.tag || /^[0-9a-f]{40}$/.test(ref)
        ? []
        : [`${link.file}: ${link.url}`];
    });
    expect(refs).toEqual([]);
  });
});

describe('npm run check:upstream', () => {
  it('exits 2 with the usage on a missing argument and on a folder that is no source tree', () => {
    const cli = (args: string[]) =>
      spawnSync('npx', ['vite-node', 'scripts/check-upstream.ts', '--', ...args], {cwd: repoRoot, encoding: 'utf8'});
    const noArgs = cli([]);
    expect(noArgs.status).toBe(2);
    expect(noArgs.stderr).toContain('usage: npm run check:upstream');
    const empty = mkdtempSync(join(tmpdir(), 'scb-empty-'));
    made.push(empty);
    const notATree = cli([empty]);
    expect(notATree.status).toBe(2);
    expect(notATree.stderr).toContain('neither a secureCodeBox source tree');
  });

  it('exits 1 and lists the differences against a tree that differs', () => {
    const root = writeFixture();
    const run = spawnSync('npx', ['vite-node', 'scripts/check-upstream.ts', '--', root], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    // The facts come from the sync: a chart the generated data lacks, one it has that the tree lacks.
    expect(run.stdout).toContain('charts (npm run sync:upstream would change)');
    expect(run.stdout).toContain('scanners/demo: new upstream (chart demo)');
    expect(run.stdout).toContain('scanners/nmap: removed upstream');
    expect(run.stdout).toMatch(/\d+ difference\(s\)\./);
  });
});
