import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {extractSecureCodeBoxManifests} from '../../scripts/lib/manifests';
import {
  FINDING_PATH,
  KUBECONFORM_TEMPLATE,
  crdSchemaPath,
  defaultOf,
  enumOf,
  isNoEffect,
  schemaFiles,
  schemaUrl,
  valuesSchema,
  valuesSchemaPath,
  type JsonSchema,
} from '../../plugins/schemas/generate';
import {integrations} from '../../src/data/integrations';
import type {ConfigValue, Integration} from '../../src/data/integrations/types';
import {RELEASE} from '../../src/data/release';
import {codeBlocks} from '../../src/lib/markdown.mjs';
import {docsFiles, repoRoot} from '../lib/docs-files';
import {fileOfUrl, publishedRoot, readSchema, schemaAjv, validatorOf} from '../lib/published-schemas';
import {valuesExamples} from '../lib/values-examples';

const withChart = integrations.filter((entry) => entry.chart !== null);

/** The schema node of a dotted catalogue key (`a.b[0]` → the items of `a.b`), or `undefined`. */
function nodeOf(schema: JsonSchema, key: string): JsonSchema | undefined {
  const items = key.endsWith('[0]');
  let node: JsonSchema | undefined = schema;
  for (const segment of (items ? key.slice(0, -3) : key).split('.')) {
    node = (node.properties as Record<string, JsonSchema> | undefined)?.[segment];
    if (!node) return undefined;
  }
  return items ? (node.items as JsonSchema) : node;
}

/** Dotted keys of every leaf of a values schema (a property without `properties`), removed keys left out. */
function leafKeys(schema: JsonSchema, prefix = ''): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([key, node]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (path === 'global' || 'x-scb-removed' in node) return [];
    if (node.properties) return leafKeys(node, path);
    return [path];
  });
}

/** Where a values schema and a catalogue entry disagree; empty when they agree. */
function disagreements(entry: Integration, schema: JsonSchema): string[] {
  const problems: string[] = [];
  const types: Record<ConfigValue['type'], string> = {
    string: 'string',
    bool: 'boolean',
    int: 'integer',
    list: 'array',
    object: 'object',
  };
  const rows = new Map(entry.values.map((row) => [row.key.replace(/\[0\]$/, ''), row]));
  for (const row of entry.values) {
    const node = nodeOf(schema, row.key);
    if (!node) {
      problems.push(`${row.key}: not in the schema`);
      continue;
    }
    const type = ([] as unknown[]).concat(node.type);
    if (!type.includes(types[row.type]))
      problems.push(`${row.key}: type ${JSON.stringify(node.type)}, catalogue ${row.type}`);
    if (node.description !== row.description.replace(/`/g, '')) problems.push(`${row.key}: description differs`);
    const fallback = defaultOf(row);
    if (!row.key.endsWith('[0]') && JSON.stringify(node.default) !== JSON.stringify(fallback?.value)) {
      problems.push(`${row.key}: default ${JSON.stringify(node.default)}, catalogue ${row.default}`);
    }
    if (isNoEffect(row) !== 'x-scb-no-effect' in node) problems.push(`${row.key}: no-effect note differs`);
    const values = enumOf(row.key);
    if (values && !values.every((value) => (node.enum as unknown[] | undefined)?.includes(value))) {
      problems.push(`${row.key}: enum differs`);
    }
  }
  for (const key of leafKeys(schema)) if (!rows.has(key)) problems.push(`${key}: not in the catalogue`);
  return problems;
}

describe('values schemas and the catalogue', () => {
  for (const entry of withChart) {
    it(`the values schema of ${entry.chart?.name} says what the catalogue says`, () => {
      expect(disagreements(entry, valuesSchema(entry))).toEqual([]);
    });
  }

  it('notices a schema that disagrees with the catalogue', () => {
    const nmap = integrations.find((entry) => entry.slug === 'nmap');
    if (!nmap) throw new Error('nmap is in the catalogue');
    const schema = valuesSchema(nmap);
    const backoff = nodeOf(schema, 'scanner.backoffLimit');
    if (!backoff) throw new Error('scanner.backoffLimit is in the schema');
    backoff.default = 5;
    backoff.type = 'string';
    ((schema.properties as Record<string, JsonSchema>).scanner.properties as Record<string, JsonSchema>).extra = {
      type: 'string',
    };
    const changed = {...nmap, values: nmap.values.filter((row) => row.key !== 'scanner.suspend')};
    expect(disagreements(changed, schema)).toEqual([
      'scanner.backoffLimit: type "string", catalogue int',
      'scanner.backoffLimit: default 5, catalogue 3',
      'scanner.suspend: not in the catalogue',
      'scanner.extra: not in the catalogue',
    ]);
  });

  it('closes the objects secureCodeBox defines and leaves Kubernetes objects open', () => {
    const nmap = valuesSchema(integrations.find((entry) => entry.slug === 'nmap') ?? withChart[0]);
    expect(nodeOf(nmap, 'scanner')?.additionalProperties).toBe(false);
    expect(nodeOf(nmap, 'scanner.image')?.additionalProperties).toBe(false);
    expect(nodeOf(nmap, 'scanner.securityContext')?.additionalProperties).toBe(true);
    expect(nodeOf(nmap, 'scanner.resources')).toMatchObject({type: 'object', default: {}});
    expect(nodeOf(nmap, 'scanner.image.pullPolicy')?.enum).toEqual(['Always', 'IfNotPresent', 'Never']);
    expect(nodeOf(nmap, 'parserImage')).toMatchObject({not: {}});
  });
});

describe('the published schema files', () => {
  let root = '';
  beforeAll(async () => {
    root = await publishedRoot();
  }, 60_000);

  it('lists 37 schemas in /schemas/index.json, each present under the tag and under latest', () => {
    const index = JSON.parse(readFileSync(join(root, 'schemas', 'index.json'), 'utf8')) as {
      release: string;
      schemas: Array<{url: string; latest: string}>;
    };
    expect(index.release).toBe(RELEASE.tag);
    expect(index.schemas).toHaveLength(schemaFiles(integrations).length);
    expect(index.schemas).toHaveLength(9 + withChart.length + 1);
    for (const {url, latest} of index.schemas) {
      expect(existsSync(fileOfUrl(root, url)), url).toBe(true);
      expect(readFileSync(fileOfUrl(root, latest), 'utf8')).toBe(readFileSync(fileOfUrl(root, url), 'utf8'));
    }
  });

  it("resolves kubeconform's -schema-location template to a file for each of the 9 kinds", () => {
    const kinds: Array<[string, string]> = [
      ['execution.securecodebox.io', 'Scan'],
      ['execution.securecodebox.io', 'ScheduledScan'],
      ['execution.securecodebox.io', 'ScanType'],
      ['execution.securecodebox.io', 'ClusterScanType'],
      ['execution.securecodebox.io', 'ParseDefinition'],
      ['execution.securecodebox.io', 'ClusterParseDefinition'],
      ['execution.securecodebox.io', 'ScanCompletionHook'],
      ['execution.securecodebox.io', 'ClusterScanCompletionHook'],
      ['cascading.securecodebox.io', 'CascadingRule'],
    ];
    for (const [group, kind] of kinds) {
      // kubeconform fills in the lower-cased kind and the version of apiVersion.
      const url = schemaUrl(KUBECONFORM_TEMPLATE)
        .replace('{{.Group}}', group)
        .replace('{{.ResourceKind}}', kind.toLowerCase())
        .replace('{{.ResourceAPIVersion}}', 'v1');
      expect(url).toBe(schemaUrl(crdSchemaPath(group, kind, 'v1')));
      const schema = readSchema(root, url);
      expect(schema?.properties, url).toMatchObject({kind: {const: kind}, apiVersion: {const: `${group}/v1`}});
    }
  });

  it('validates every secureCodeBox manifest of the docs and the blog against the published CRD schemas', () => {
    const ajv = schemaAjv();
    let count = 0;
    const problems: string[] = [];
    for (const file of docsFiles()) {
      for (const {line, doc, parseError} of extractSecureCodeBoxManifests(readFileSync(join(repoRoot, file), 'utf8'))) {
        if (parseError) continue; // manifests.test.ts reports it
        const {apiVersion, kind} = doc as {apiVersion: string; kind: string};
        const [group, version] = apiVersion.split('/');
        const validate = validatorOf(ajv, root, schemaUrl(crdSchemaPath(group, kind, version)));
        count += 1;
        if (!validate(doc)) problems.push(`${file}:${line}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(50);
  });

  it('validates every example manifest and cascading rule of the catalogue against the published CRD schemas', () => {
    const ajv = schemaAjv();
    const scan = validatorOf(ajv, root, schemaUrl(crdSchemaPath('execution.securecodebox.io', 'Scan', 'v1')));
    const rule = validatorOf(ajv, root, schemaUrl(crdSchemaPath('cascading.securecodebox.io', 'CascadingRule', 'v1')));
    for (const entry of integrations) {
      for (const cascadingRule of entry.cascadingRules)
        expect(rule(cascadingRule), cascadingRule.metadata.name).toBe(true);
      for (const example of entry.examples) {
        for (const doc of extractSecureCodeBoxManifests(`\`\`\`yaml\n${example.scan}\n\`\`\`\n`)) {
          if ((doc.doc as {kind?: string}).kind === 'Scan')
            expect(scan(doc.doc), `${entry.slug} ${example.name}`).toBe(true);
        }
      }
    }
  });

  it("validates every values example of the site against its chart's published values schema", () => {
    const ajv = schemaAjv();
    const examples = docsFiles().flatMap((file) => valuesExamples(file, readFileSync(join(repoRoot, file), 'utf8')));
    const problems = examples.flatMap(({where, chart, values}) => {
      const validate = validatorOf(ajv, root, schemaUrl(valuesSchemaPath(chart)));
      return validate(values) ? [] : [`${where} (${chart}): ${ajv.errorsText(validate.errors)}`];
    });
    expect(problems).toEqual([]);
    expect(new Set(examples.map(({chart}) => chart)).size).toBeGreaterThanOrEqual(8);
  });

  it('rejects a misspelt key, a wrong type, a value outside the enum and a 2.x key in a values file', () => {
    const ajv = schemaAjv();
    const validate = validatorOf(ajv, root, schemaUrl(valuesSchemaPath('nmap')));
    expect(validate({scanner: {nameAppend: '-privileged', backoffLimit: 2}, cascadingRules: {enabled: true}})).toBe(
      true,
    );
    for (const values of [
      {scanner: {nameApend: '-privileged'}},
      {scanner: {backoffLimit: 'three'}},
      {scanner: {image: {pullPolicy: 'Sometimes'}}},
      {parserImage: {tag: '2.0.0'}},
    ]) {
      expect(validate(values), JSON.stringify(values)).toBe(false);
    }
  });

  it('validates the finding example of the finding reference against finding.json', () => {
    const ajv = schemaAjv();
    const validate = validatorOf(ajv, root, schemaUrl(FINDING_PATH));
    const page = readFileSync(join(repoRoot, 'docs/api/finding.md'), 'utf8');
    const example = codeBlocks(page).find(({lang, meta}) => lang === 'json' && meta === 'title="findings.json"')?.value;
    const findings = JSON.parse(example ?? 'null') as unknown[];
    expect(validate(findings), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate([{...(findings[0] as object), severity: 'CRITICAL'}])).toBe(false);
  });
});
