import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';

import {afterEach, describe, expect, it} from 'vitest';

import {folderTree} from '../../scripts/upstream-drift/tree';
import {
  CRD_SCHEMA_COMMENT,
  CRD_SCHEMA_DIR,
  crdSchema,
  diffCrdSchemas,
  renderCrdSchemas,
  syncCrdSchemas,
} from '../../scripts/upstream-sync/crds';
import {readCrds} from '../../scripts/upstream-sync/read';
import {validateManifest} from '../../scripts/lib/manifests';
import {isRecord} from '../../src/lib/isRecord';

const repoRoot = resolve(__dirname, '../..');

/** The fields of a ScanType CRD's `spec.extractResults`, as YAML lines at the depth of its `properties`. */
const EXTRACT_RESULTS = ['type:', '  type: string', '  description: the parser to use', 'location:', '  type: string'];

/** A ScanType-shaped CRD (or its cluster-scoped twin) with the given `extractResults` fields. */
function scanTypeCrd(kind: 'ScanType' | 'ClusterScanType', extractResults: readonly string[]): string {
  const pad = (lines: readonly string[], spaces: number): string[] => lines.map((line) => ' '.repeat(spaces) + line);
  return [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'spec:',
    '  group: execution.securecodebox.io',
    `  scope: ${kind === 'ScanType' ? 'Namespaced' : 'Cluster'}`,
    '  names:',
    `    kind: ${kind}`,
    '  versions:',
    '    - name: v1',
    '      schema:',
    '        openAPIV3Schema:',
    '          type: object',
    '          properties:',
    '            apiVersion:',
    '              type: string',
    '            metadata:',
    '              type: object',
    '            spec:',
    '              type: object',
    '              required: [extractResults]',
    '              properties:',
    '                extractResults:',
    '                  type: object',
    '                  properties:',
    ...pad(extractResults, 20),
    '                retries:',
    '                  type: integer',
    '                  format: int32',
    '                  nullable: true',
    '                  default: 3',
    '                env:',
    '                  type: array',
    '                  items:',
    '                    type: object',
    '                    required: [name]',
    '                    properties:',
    '                      name:',
    '                        type: string',
    '                      value:',
    '                        type: string',
    '            status:',
    '              type: object',
    '              properties:',
    '                state:',
    '                  type: string',
  ].join('\n');
}

const CRD_FILE = 'operator/crds/execution.securecodebox.io_scantypes.yaml';
const TWIN_FILE = 'operator/crds/execution.securecodebox.io_clusterscantypes.yaml';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, {recursive: true, force: true});
});

/** Writes files into a new temporary folder and returns it. */
function writeFiles(files: Readonly<Record<string, string>>, prefix = 'scb-crds-'): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A fixture monorepo with the ScanType CRD and its twin, both with these `extractResults` fields. */
function upstream(extractResults: readonly string[] = EXTRACT_RESULTS): ReturnType<typeof folderTree> {
  return folderTree(
    writeFiles({
      [CRD_FILE]: scanTypeCrd('ScanType', extractResults),
      [TWIN_FILE]: scanTypeCrd('ClusterScanType', extractResults),
    }),
  );
}

/** A schema node as the tests read it. */
type Node = Record<string, unknown>;

/** The schema of a field: `field(schema, 'spec.env')` is `schema.properties.spec.properties.env`. */
function field(schema: Node, path: string): Node {
  let node: unknown = schema;
  for (const name of path.split('.')) {
    const properties = isRecord(node) ? node.properties : undefined;
    node = isRecord(properties) ? properties[name] : undefined;
  }
  if (!isRecord(node)) throw new Error(`no field ${path}`);
  return node;
}

/** The generated schema of a kind of the fixture. */
function schemaOf(kind: string, tree = upstream()): Node {
  const crds = readCrds(tree);
  const crd = crds.get(kind);
  if (crd === undefined) throw new Error(`no ${kind} in the fixture`);
  return crdSchema(crd, new Set(crds.keys()));
}

describe('sync:upstream generates the CRD schemas', () => {
  it('converts the fields the CRD lists strictly, with our envelope, refinements and no descriptions or defaults', () => {
    const schema = schemaOf('ScanType');
    expect(schema.$comment).toBe(CRD_SCHEMA_COMMENT);
    expect(schema.title).toBe('ScanType (execution.securecodebox.io/v1, Namespaced)');
    expect(field(schema, 'apiVersion')).toEqual({const: 'execution.securecodebox.io/v1'});
    expect(schema.required).toEqual(['apiVersion', 'kind', 'metadata', 'spec']);
    expect(field(schema, 'status')).toEqual({type: 'object'});
    const spec = field(schema, 'spec');
    expect(spec.additionalProperties).toBe(false);
    expect(spec.required).toEqual(['extractResults']);
    expect(field(schema, 'spec.extractResults')).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        // The two refinements of a ScanType (scripts/upstream-sync/crds.ts).
        type: {type: 'string', minLength: 1},
        location: {type: 'string', pattern: '^/home/securecodebox/'},
      },
    });
    expect(field(schema, 'spec.retries')).toEqual({
      type: ['integer', 'null'],
      minimum: -2147483648,
      maximum: 2147483647,
    });
    expect(JSON.stringify(schema)).not.toMatch(/"(description|default)"/);
  });

  it('checks only the outer shape of an embedded Kubernetes type', () => {
    expect(field(schemaOf('ScanType'), 'spec.env')).toEqual({
      type: 'array',
      title: 'Kubernetes EnvVar list (permissive)',
      items: {type: 'object', required: ['name']},
    });
  });

  it('writes the cluster-scoped twin with the same spec as its namespaced kind', () => {
    const namespaced = schemaOf('ScanType');
    const twin = schemaOf('ClusterScanType');
    expect(twin.title).toBe('ClusterScanType (execution.securecodebox.io/v1, Cluster)');
    expect(field(twin, 'kind')).toEqual({const: 'ClusterScanType'});
    expect(field(twin, 'spec')).toEqual(field(namespaced, 'spec'));
  });

  it('shows a field that upstream added in the generated schema, and the check names it', async () => {
    const site = writeFiles({}, 'scb-site-');
    const before = await renderCrdSchemas(readCrds(upstream()), site);
    for (const [path, text] of before) {
      mkdirSync(dirname(join(site, path)), {recursive: true});
      writeFileSync(join(site, path), text);
    }
    const added = upstream([...EXTRACT_RESULTS, 'format:', '  type: string', '  enum: [json, xml]']);
    expect(field(schemaOf('ScanType', added), 'spec.extractResults.format')).toEqual({
      type: 'string',
      enum: ['json', 'xml'],
    });
    const {changes} = await syncCrdSchemas(added, site);
    expect(changes).toEqual([
      {subject: 'crd/ClusterScanType', message: 'spec.extractResults.format (string): added'},
      {subject: 'crd/ScanType', message: 'spec.extractResults.format (string): added'},
    ]);
    // Unchanged upstream: nothing to do.
    expect(diffCrdSchemas(site, before)).toEqual([]);
  });

  it('drops a field that upstream removed, and the check names it', async () => {
    const site = writeFiles({}, 'scb-site-');
    for (const [path, text] of await renderCrdSchemas(readCrds(upstream()), site)) {
      mkdirSync(dirname(join(site, path)), {recursive: true});
      writeFileSync(join(site, path), text);
    }
    // `location` is gone upstream, so its refinement has nothing to refine: the generator says so.
    expect(() => schemaOf('ScanType', upstream(['type:', '  type: string']))).toThrow(
      /ScanType has no field spec\.extractResults\.location any more; remove or move its refinement/,
    );
    // The sync stops on it; the check lists it with the other changes and still diffs the kinds it can convert.
    const stale = await syncCrdSchemas(upstream(['type:', '  type: string']), site);
    expect(stale.errors).toHaveLength(2);
    expect(stale.files.size).toBe(0);
    expect(stale.changes.map((change) => change.subject)).toEqual(['crd/ClusterScanType', 'crd/ScanType']);
    expect(stale.changes[0]?.message).toMatch(/^cannot be generated: .*spec\.extractResults\.location/);
    // A field without a refinement simply disappears.
    const retriesGone = (kind: 'ScanType' | 'ClusterScanType'): string =>
      scanTypeCrd(kind, EXTRACT_RESULTS).replace(/ {16}retries:\n(?: {18}.*\n)+/, '');
    const tree = folderTree(
      writeFiles({[CRD_FILE]: retriesGone('ScanType'), [TWIN_FILE]: retriesGone('ClusterScanType')}),
    );
    expect(field(schemaOf('ScanType', tree), 'spec').properties).not.toHaveProperty('retries');
    const {changes} = await syncCrdSchemas(tree, site);
    expect(changes).toEqual([
      {subject: 'crd/ClusterScanType', message: 'spec.retries (integer or null): removed'},
      {subject: 'crd/ScanType', message: 'spec.retries (integer or null): removed'},
    ]);
  });

  it('stops on a CRD keyword it has no rule for, naming the field', () => {
    const tree = upstream([...EXTRACT_RESULTS, 'mode:', '  oneOf: [{type: string}, {type: integer}]']);
    expect(() => schemaOf('ScanType', tree)).toThrow(
      'CRD field ScanType.spec.extractResults.mode: no conversion rule for "oneOf"',
    );
  });
});

describe('the committed CRD schemas', () => {
  const dir = join(repoRoot, CRD_SCHEMA_DIR);
  const files = readdirSync(dir).filter((file) => file.endsWith('.schema.json'));
  const read = (file: string): Node => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Node;

  it('are the nine generated files', () => {
    expect(files).toHaveLength(9);
    for (const file of files) expect(read(file).$comment, file).toBe(CRD_SCHEMA_COMMENT);
  });

  it('keep each cluster-scoped twin identical to its namespaced kind but for kind, $id and title', () => {
    for (const twin of files.filter((file) => file.startsWith('Cluster'))) {
      const namespaced = read(twin.slice('Cluster'.length));
      const cluster = read(twin);
      expect(field(cluster, 'spec'), twin).toEqual(field(namespaced, 'spec'));
      expect({...field(cluster, 'apiVersion'), ...field(cluster, 'metadata')}, twin).toEqual({
        ...field(namespaced, 'apiVersion'),
        ...field(namespaced, 'metadata'),
      });
    }
  });

  it('accept what the API server accepts where the CRD is loose, and reject a key it would prune', () => {
    const hook = {
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ScanCompletionHook',
      metadata: {name: 'hook'},
      spec: {type: 'ReadOnly', image: 'docker.io/example/hook:1.0.0', imagePullSecrets: [{}]},
    };
    // LocalObjectReference: Kubernetes allows an empty name.
    expect(validateManifest(hook)).toEqual([]);
    const scan = {
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'Scan',
      metadata: {name: 'nmap'},
      spec: {scanType: 'nmap', parameters: ['scanme.nmap.org'], hookSelector: {matchLabel: {team: 'a'}}},
    };
    // A LabelSelector has two fields; the API server would drop the misspelt one and select every hook.
    expect(validateManifest(scan)).toEqual([
      'Scan "nmap" spec.hookSelector.matchLabel: unknown field (misspelt or not part of this kind)',
    ]);
  });
});
