import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';

import {afterEach, describe, expect, it} from 'vitest';

import {folderTree} from '../../scripts/upstream-drift/tree';
import {releaseChangesCommand} from '../../scripts/upstream-sync/release-changes-cli';
import {compareTrees, formatReleaseChanges, releaseChanges} from '../../scripts/upstream-sync/release-changes';
import {templateObjectNames} from '../../scripts/upstream-sync/read';

const repoRoot = resolve(__dirname, '../..');

type Files = Readonly<Record<string, string>>;

/** A CRD file with the given `spec` properties of its `v1` schema (YAML, indented for that spot). */
function crd(kind: string, specProperties: string[]): string {
  return [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'spec:',
    '  names:',
    `    kind: ${kind}`,
    '  versions:',
    '    - name: v1',
    '      schema:',
    '        openAPIV3Schema:',
    '          type: object',
    '          properties:',
    '            spec:',
    '              type: object',
    '              required: [scanType]',
    '              properties:',
    ...specProperties.map((line) => `                ${line}`),
  ].join('\n');
}

/** The older release: a scanner, a hook that goes away, an unchanged hook, the operator and one CRD. */
const OLDER: Files = {
  'scanners/demo/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: v3.1.0-alpha1\nappVersion: "1.0.0"\n',
  'scanners/demo/values.yaml': [
    'scanner:',
    '  backoffLimit: 3',
    '  env: []',
    '  extraFlags: {}',
    'parser:',
    '  legacyMode: true',
    '  image:',
    '    repository: docker.io/securecodebox/parser-demo',
  ].join('\n'),
  'scanners/demo/templates/demo-scan-type.yaml': [
    'apiVersion: "execution.securecodebox.io/v1"',
    'kind: ScanType',
    'metadata:',
    '  name: "demo{{ .Values.scanner.nameAppend | default "" }}"',
    'spec:',
    '  extractResults:',
    '    type: demo-json',
    '---',
    'apiVersion: "execution.securecodebox.io/v1"',
    'kind: ParseDefinition',
    'metadata:',
    '  name: "demo-json"',
    'spec:',
    '  image: "x"',
  ].join('\n'),
  'scanners/demo/README.md': 'not compared\n',
  'hooks/old-hook/Chart.yaml': 'apiVersion: v2\nname: old-hook\nversion: v3.1.0-alpha1\n',
  'hooks/old-hook/values.yaml': 'hook:\n  priority: 0\n  url: ""\n',
  'hooks/steady/Chart.yaml': 'apiVersion: v2\nname: steady\nversion: v3.1.0-alpha1\n',
  // Not ASCII: the Git reader cuts its batch of blobs by bytes; by characters, every later file would read wrong.
  'hooks/steady/values.yaml': 'hook:\n  priority: 1\n  greeting: "Grüße “quoted”"\n',
  'operator/Chart.yaml': 'apiVersion: v2\nname: operator\nversion: v3.1.0-alpha1\nkubeVersion: ">=v1.11.0-0"\n',
  'operator/values.yaml': 'telemetryEnabled: true\n',
  'demo-targets/juice-shop/Chart.yaml': 'apiVersion: v2\nname: juice-shop\nversion: v1\nappVersion: v19\n',
  'operator/crds/execution.securecodebox.io_scans.yaml': crd('Scan', [
    'scanType:',
    '  type: string',
    'ttlSecondsAfterFinished:',
    '  type: integer',
    '  format: int32',
    'env:',
    '  type: array',
    '  items:',
    '    type: object',
    '    properties:',
    '      name:',
    '        type: string',
  ]),
};

/** The newer release: every kind of change the report knows. */
const NEWER: Files = {
  ...Object.fromEntries(Object.entries(OLDER).filter(([path]) => !path.startsWith('hooks/old-hook/'))),
  'scanners/demo/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: v3.1.0-alpha1\nappVersion: "1.1.0"\n',
  'scanners/demo/values.yaml': [
    'scanner:',
    '  backoffLimit: 5',
    '  env: []',
    '  extraFlags:',
    '    verbose: true',
    '  nameAppend: ""',
    'parser:',
    '  image:',
    '    repository: docker.io/securecodebox/parser-demo',
  ].join('\n'),
  'scanners/demo/templates/demo-scan-type.yaml': (OLDER['scanners/demo/templates/demo-scan-type.yaml'] ?? '')
    .replace('name: "demo{{', 'name: "demo-v2{{')
    .replace('type: demo-json', 'type: demo-json'),
  'scanners/demo/README.md': 'changed, still not compared\n',
  'scanners/fresh/Chart.yaml': 'apiVersion: v2\nname: fresh\nversion: v3.1.0-alpha1\nappVersion: "0.1.0"\n',
  'scanners/fresh/values.yaml': 'scanner:\n  image:\n    repository: docker.io/x/fresh\n    tag: null\n',
  'scanners/fresh/templates/scan-types.yaml': [
    'kind: ScanType',
    'metadata:',
    '  name: fresh-light',
    '---',
    'kind: ScanType',
    'metadata:',
    '  name: fresh-full',
    '---',
    'kind: ParseDefinition',
    'metadata:',
    '  name: fresh-json',
  ].join('\n'),
  'demo-targets/juice-shop/Chart.yaml': 'apiVersion: v2\nname: juice-shop\nversion: v1\nappVersion: v20\n',
  'operator/crds/execution.securecodebox.io_scans.yaml': crd('Scan', [
    'scanType:',
    '  type: string',
    'ttlSecondsAfterFinished:',
    '  type: integer',
    '  format: int64',
    'suspend:',
    '  type: boolean',
    'env:',
    '  type: array',
    '  items:',
    '    type: object',
    '    properties:',
    '      name:',
    '        type: string',
    '      value:',
    '        type: string',
  ]),
};

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, {recursive: true, force: true});
});

function writeTree(files: Files, root = mkdtempSync(join(tmpdir(), 'scb-changes-'))): string {
  if (!made.includes(root)) made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A Git repository with OLDER tagged `v1.0.0` and NEWER tagged `v1.1.0`. */
function fixtureRepository(): string {
  const root = writeTree(OLDER);
  const git = (...args: string[]): void => {
    execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {stdio: 'pipe'});
  };
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'older');
  git('tag', 'v1.0.0');
  rmSync(join(root, 'hooks/old-hook'), {recursive: true});
  writeTree(NEWER, root);
  git('add', '-A');
  git('commit', '-qm', 'newer');
  git('tag', 'v1.1.0');
  return root;
}

const compareFixtures = () =>
  compareTrees(folderTree(writeTree(OLDER)), folderTree(writeTree(NEWER)), {from: 'v1.0.0', to: 'v1.1.0'});

describe('releaseChanges: the facts that changed between two releases', () => {
  it('lists a chart added with its ScanTypes and a chart removed, and counts the unchanged ones', () => {
    const changes = compareFixtures();
    expect(changes.charts.map((chart) => [chart.dir, chart.status])).toEqual([
      ['scanners/demo', 'changed'],
      ['scanners/fresh', 'added'],
      ['hooks/old-hook', 'removed'],
    ]);
    const fresh = changes.charts.find((chart) => chart.dir === 'scanners/fresh');
    expect(fresh?.scanTypes).toEqual({added: ['fresh-full', 'fresh-light'], removed: [], renamed: []});
    expect(fresh?.parseDefinitions.added).toEqual(['fresh-json']);
    expect(fresh?.valuesAdded.map((entry) => entry.key)).toEqual(['scanner.image.repository', 'scanner.image.tag']);
    const old = changes.charts.find((chart) => chart.dir === 'hooks/old-hook');
    expect(old?.valuesRemoved).toEqual([
      {key: 'hook.priority', value: 0},
      {key: 'hook.url', value: ''},
    ]);
    // The operator and `hooks/steady` did not change; demo targets are not compared at all.
    expect(changes.unchangedCharts).toEqual({scanners: 0, hooks: 1, operator: 1, 'auto-discovery': 0});
  });

  it('lists values keys added and removed and defaults changed, with old and new value', () => {
    const demo = compareFixtures().charts.find((chart) => chart.dir === 'scanners/demo');
    expect(demo?.valuesAdded).toEqual([{key: 'scanner.nameAppend', value: ''}]);
    expect(demo?.valuesRemoved).toEqual([{key: 'parser.legacyMode', value: true}]);
    expect(demo?.defaultsChanged).toEqual([
      {key: 'scanner.backoffLimit', from: 3, to: 5},
      // A map that gained its first key is a changed default, not a key removed plus one added.
      {key: 'scanner.extraFlags', from: {}, to: {verbose: true}},
    ]);
    expect(demo?.chart).toEqual([{field: 'appVersion', from: '1.0.0', to: '1.1.0'}]);
  });

  it('reports one ScanType removed and one added in the same chart as a rename', () => {
    const demo = compareFixtures().charts.find((chart) => chart.dir === 'scanners/demo');
    expect(demo?.scanTypes).toEqual({added: [], removed: [], renamed: [{from: 'demo', to: 'demo-v2'}]});
    expect(demo?.parseDefinitions).toEqual({added: [], removed: [], renamed: []});
  });

  it('does not pair names into renames when more than one was removed or added', () => {
    const older = writeTree({
      'scanners/x/Chart.yaml': 'name: x\n',
      'scanners/x/templates/a.yaml':
        'kind: ScanType\nmetadata:\n  name: a\n---\nkind: ScanType\nmetadata:\n  name: b\n',
    });
    const newer = writeTree({
      'scanners/x/Chart.yaml': 'name: x\n',
      'scanners/x/templates/a.yaml': 'kind: ScanType\nmetadata:\n  name: c\n',
    });
    const [chart] = compareTrees(folderTree(older), folderTree(newer), {from: 'a', to: 'b'}).charts;
    expect(chart?.scanTypes).toEqual({added: ['c'], removed: ['a', 'b'], renamed: []});
  });

  it('lists CRD fields added and with another type, and counts the changes inside embedded Kubernetes types', () => {
    const changes = compareFixtures();
    expect(changes.crds).toEqual([
      {
        kind: 'Scan',
        file: 'operator/crds/execution.securecodebox.io_scans.yaml',
        status: 'changed',
        version: {from: 'v1', to: 'v1'},
        fieldsAdded: [{path: 'spec.suspend', type: 'boolean', required: false}],
        fieldsRemoved: [],
        typesChanged: [{path: 'spec.ttlSecondsAfterFinished', from: 'integer (int32)', to: 'integer (int64)'}],
        requiredChanged: [],
        embedded: {added: 1, removed: 0, changed: 0, under: ['spec.env']},
      },
    ]);
    expect(changes.unchangedCrds).toBe(0);
  });

  it('reads the CRDs from operator/config/crd/bases/ in releases without operator/crds/', () => {
    const scan = (props: string[]) => ({
      'operator/config/crd/bases/execution.securecodebox.io_scans.yaml': crd('Scan', props),
    });
    const changes = compareTrees(
      folderTree(writeTree(scan(['scanType:', '  type: string']))),
      folderTree(writeTree(scan(['scanType:', '  type: string', 'hookSelector:', '  type: object']))),
      {from: 'v2', to: 'v3'},
    );
    expect(changes.crds.map((entry) => entry.fieldsAdded.map((field) => field.path))).toEqual([['spec.hookSelector']]);
  });

  it('formats the changes grouped by chart in a stable order', () => {
    expect(formatReleaseChanges(compareFixtures())).toBe(
      [
        '# Changes from v1.0.0 to v1.1.0',
        '',
        'Facts read from the charts (Chart.yaml, values.yaml, templates) and the CRDs of both releases: a starting point for the upgrade guide, which says what they mean for an installation.',
        '',
        '## Scanners',
        '',
        '### demo',
        '',
        'Folder `scanners/demo`.',
        '',
        '- appVersion: `1.0.0` → `1.1.0`',
        '- ScanType renamed: `demo` → `demo-v2`',
        '- Values added:',
        '  - `scanner.nameAppend`: `""`',
        '- Values removed:',
        '  - `parser.legacyMode` (was `true`)',
        '- Defaults changed:',
        '  - `scanner.backoffLimit`: `3` → `5`',
        '  - `scanner.extraFlags`: `{}` → `{"verbose":true}`',
        '',
        '### fresh (added)',
        '',
        'Folder `scanners/fresh`.',
        '',
        '- name: `fresh`',
        '- version: `v3.1.0-alpha1`',
        '- appVersion: `0.1.0`',
        '- ScanTypes added: `fresh-full`, `fresh-light`',
        '- ParseDefinitions added: `fresh-json`',
        '- 2 values keys',
        '',
        '## Hooks',
        '',
        '### old-hook (removed)',
        '',
        'Folder `hooks/old-hook`.',
        '',
        '- name was `old-hook`',
        '- version was `v3.1.0-alpha1`',
        '- 2 values keys gone with it',
        '',
        '1 hook chart without a change.',
        '',
        '## Operator',
        '',
        'No change in the operator chart.',
        '',
        '## CRDs',
        '',
        '### Scan',
        '',
        'File `operator/crds/execution.securecodebox.io_scans.yaml`.',
        '',
        '- Fields added:',
        '  - `spec.suspend` (boolean)',
        '- Types changed:',
        '  - `spec.ttlSecondsAfterFinished`: integer (int32) → integer (int64)',
        '- Embedded Kubernetes types: 1 field added, 0 removed, 0 with another type, below `spec.env`',
        '',
        'Summary: 1 chart changed, 1 added, 1 removed; 1 CRD changed.',
        '',
      ].join('\n'),
    );
  });

  it('reads ScanType names without their template expressions', () => {
    expect(
      templateObjectNames(
        ['kind: "ScanType"\nmetadata:\n  labels:\n    a: b\n  name: "zap{{ .Values.scanner.nameAppend }}"\n'],
        'ScanType',
      ),
    ).toEqual(['zap']);
  });

  it('reads two tags of a Git repository the same way as two folders', () => {
    const root = fixtureRepository();
    expect(releaseChanges(root, 'v1.0.0', 'v1.1.0')).toEqual(compareFixtures());
    expect(releaseChanges(root, 'v1.1.0', 'v1.1.0').charts).toEqual([]);
  });

  it('names the bad input: no such folder, no Git repository, a ref Git cannot resolve', () => {
    const root = fixtureRepository();
    expect(() => releaseChanges(join(root, 'nope'), 'v1.0.0', 'v1.1.0')).toThrow(/nope: no such folder$/);
    const plain = writeTree({'scanners/x/Chart.yaml': 'name: x\n'});
    expect(() => releaseChanges(plain, 'v1.0.0', 'v1.1.0')).toThrow(`${plain}: not a Git repository`);
    expect(() => releaseChanges(root, 'v0.9.0', 'v1.1.0')).toThrow('Git cannot resolve the ref "v0.9.0"');
  });
});

describe('npm run sync:upstream', () => {
  const run = (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = releaseChangesCommand(args, {out: (text) => out.push(text), err: (text) => err.push(text)});
    return {code, out: out.join(''), err: err.join('')};
  };

  it('prints the report and exits 0', () => {
    const root = fixtureRepository();
    const result = run(['--', root, '--from', 'v1.0.0', '--ref', 'v1.1.0']);
    expect(result).toMatchObject({code: 0, err: ''});
    expect(result.out).toBe(formatReleaseChanges(compareFixtures()));
  });

  it('exits 1 with a one-line reason and the usage on bad input', () => {
    const root = fixtureRepository();
    const cases: Array<[string[], string]> = [
      [[root], '--from <tag> is required'],
      [['--from', 'v1.0.0'], 'give exactly one source folder'],
      [[root, '--from'], "Option '--from <value>' argument missing"],
      [[root, '--from', 'v1.0.0', '--to', 'v1.1.0'], "Unknown option '--to'"],
      [[root, '--from', 'v9.9.9', '--ref', 'v1.1.0'], 'Git cannot resolve the ref "v9.9.9"'],
    ];
    for (const [args, reason] of cases) {
      const result = run(args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.out).toBe('');
      expect(result.err).toContain(reason);
      expect(result.err).toContain('usage: npm run sync:upstream -- ');
    }
  });

  it('runs from npm and fails on a folder that is no Git repository without a stack trace', () => {
    const plain = writeTree({'scanners/x/Chart.yaml': 'name: x\n'});
    const result = spawnSync('npm', ['run', '-s', 'sync:upstream', '--', plain, '--from', 'v1.0.0'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `sync:upstream: ${plain}: not a Git repository (give a checkout or a bare clone of secureCodeBox)\n` +
        'usage: npm run sync:upstream -- <secureCodeBox checkout or bare Git dir> --from <tag> [--ref <tag>]\n',
    );
  });
});
