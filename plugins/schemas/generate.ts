/**
 * The published JSON Schemas of the site (`/schemas/<tag>/…` and `/schemas/latest/…`), made from the site's own data:
 *
 * - the nine CRD kinds, from `src/data/crd-schemas/` (`CRD_SCHEMAS` of `scripts/lib/manifests.ts`), at
 *   `<group>/<kind>_<version>.json` with the kind in lower case: the layout of kubeconform's `-schema-location`
 *   template `{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json` and of the CRDs-catalog;
 * - one `values.schema.json` per scanner and hook chart, from the integration catalogue (`src/data/integrations`):
 *   each value's type, default, our description, the values a template accepts, notes on values that have no effect,
 *   and the keys the upgrade guide (`docs/getting-started/upgrading.md`) names as read by older releases only;
 * - `finding.json`, the format of a `findings.json` file (an array of findings), from `docs/api/finding.md`, checked
 *   against `parser-sdk/nodejs/findings-schema.json` at the documented tag;
 * - `index.json`, which lists them all.
 *
 * Pure functions: `plugins/schemas/index.ts` writes the files after the build, the unit tests compare them with the
 * data, and the values checker in the browser (`src/components/ValuesChecker`) reads the chart schemas it fetches.
 *
 * @packageDocumentation
 */
import {parse} from 'yaml';
import {CRD_SCHEMAS} from '../../scripts/lib/manifests';
import type {ConfigValue, Integration} from '../../src/data/integrations/types';
import {RELEASE} from '../../src/data/release';

/** Origin the schemas are published at (the site's `url` in `docusaurus.config.ts`). */
export const SITE_URL = 'https://www.securecodebox.io';
/** Path of the schema folder in the build. */
export const SCHEMA_ROOT = 'schemas';
/** The alias folder that mirrors the documented release. */
export const LATEST = 'latest';

/** The `-schema-location` template kubeconform resolves for a custom resource, relative to a release folder. */
export const KUBECONFORM_TEMPLATE = '{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json';

/** Custom keyword: why a key has no effect at the documented release (the catalogue's note). */
export const NO_EFFECT_KEYWORD = 'x-scb-no-effect';
/** Custom keyword: a key that an older release read and the documented release does not, with what to do instead. */
export const REMOVED_KEYWORD = 'x-scb-removed';

/** A JSON Schema object as the generator writes it. */
export type JsonSchema = {[keyword: string]: unknown};

/** One file of the published schema set. */
export interface SchemaFile {
  /** Path below `/schemas/<tag>/`, e.g. `execution.securecodebox.io/scan_v1.json`, `charts/nmap/values.schema.json`. */
  path: string;
  /** What it describes: a CRD kind, a chart, or the finding format. */
  kind: 'crd' | 'values' | 'finding';
  /** Kind name (`Scan`), chart name (`nmap`) or `Finding`. */
  name: string;
  /** The schema. */
  schema: JsonSchema;
}

/**
 * Absolute URL of a published schema.
 * @param path - path below the release folder, e.g. `charts/nmap/values.schema.json`
 * @param release - `RELEASE.tag` (default) or `latest`
 * @returns e.g. `https://www.securecodebox.io/schemas/v5.8.0/charts/nmap/values.schema.json`
 */
export function schemaUrl(path: string, release: string = RELEASE.tag): string {
  return `${SITE_URL}/${SCHEMA_ROOT}/${release}/${path}`;
}

/** Path of a CRD kind's schema below the release folder, kubeconform's layout. */
export function crdSchemaPath(group: string, kind: string, version: string): string {
  return `${group}/${kind.toLowerCase()}_${version}.json`;
}

/** Path of a chart's values schema below the release folder. */
export function valuesSchemaPath(chart: string): string {
  return `charts/${chart}/values.schema.json`;
}

/** The nine CRD schemas under their published paths, `$id` set to their versioned URL. */
export function crdSchemaFiles(): SchemaFile[] {
  const files: SchemaFile[] = [];
  for (const [group, kinds] of Object.entries(CRD_SCHEMAS)) {
    for (const [kind, source] of Object.entries(kinds)) {
      const schema = structuredClone(source) as JsonSchema;
      const version = apiVersionOf(schema, group);
      const path = crdSchemaPath(group, kind, version);
      files.push({
        path,
        kind: 'crd',
        name: kind,
        schema: {...schema, $id: schemaUrl(path), title: `${kind} (${group}/${version}), secureCodeBox ${RELEASE.tag}`},
      });
    }
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The version part of a CRD schema's `apiVersion` constant, e.g. `v1`. */
function apiVersionOf(schema: JsonSchema, group: string): string {
  const properties = schema.properties as {apiVersion?: {const?: unknown}} | undefined;
  const apiVersion = properties?.apiVersion?.const;
  if (typeof apiVersion !== 'string' || !apiVersion.startsWith(`${group}/`)) {
    throw new Error(`CRD schema of group ${group} has no apiVersion constant of that group`);
  }
  return apiVersion.slice(group.length + 1);
}

/**
 * Keys under which a chart passes a Kubernetes object or a free-form map on as it is: inside them any key is allowed
 * (the listed ones are still typed).
 */
export const FREE_FORM_KEYS: ReadonlySet<string> = new Set([
  'affinity',
  'annotations',
  'capabilities',
  'env',
  'labels',
  'nodeSelector',
  'podSecurityContext',
  'resources',
  'securityContext',
  'tolerations',
]);

/**
 * Values whose templates accept only some strings, by key (a key ending in `image.pullPolicy` matches every image).
 * Sources at v5.8.0: Kubernetes' `imagePullPolicy` and CronJob `concurrencyPolicy` enums, which the templates pass
 * on unchanged (`scanners/nuclei/templates/nuclei-update-cache-job.yaml`), and `scanners/trivy/templates/trivy-rbac.yaml`,
 * which installs RBAC only for `namespace` or `cluster`.
 */
export function enumOf(key: string): readonly string[] | undefined {
  if (key.endsWith('image.pullPolicy')) return ['Always', 'IfNotPresent', 'Never'];
  if (key === 'nucleiTemplateCache.concurrencyPolicy') return ['Allow', 'Forbid', 'Replace'];
  if (key === 'k8sScanScope') return ['namespace', 'cluster'];
  return undefined;
}

/** A key that an older release read, as the upgrade guide names it. */
export interface RemovedKey {
  /** Dotted key, e.g. `parserImage`. */
  key: string;
  /** The release line that last read it, e.g. `2.x`. */
  until: string;
  /** What to write instead, in one sentence. */
  instead: string;
  /** Anchor of the upgrade guide section that explains it. */
  anchor: string;
}

/** Keys the upgrade guide names as read by every 2.x scanner chart and by none since 3.0.0. */
const SCANNER_2X_KEYS: readonly RemovedKey[] = [
  {key: 'image', until: '2.x', instead: 'Use `scanner.image`.', anchor: 'restructured-helm-values'},
  {key: 'parserImage', until: '2.x', instead: 'Use `parser.image`.', anchor: 'restructured-helm-values'},
  {
    key: 'parseJob',
    until: '2.x',
    instead: 'Use `parser.ttlSecondsAfterFinished`.',
    anchor: 'restructured-helm-values',
  },
  {
    key: 'scannerJob',
    until: '2.x',
    instead: 'Use `scanner.ttlSecondsAfterFinished` and `scanner.backoffLimit`.',
    anchor: 'restructured-helm-values',
  },
];

/**
 * Keys older releases read and the documented release does not, per chart, from the upgrade guide
 * (`docs/getting-started/upgrading.md`): the 3.0 restructuring of the scanner values, trivy's `kubeauditScope`
 * (renamed in 5.0.0) and the Elasticsearch and Kibana subcharts of `persistence-elastic` (removed in 5.0.0).
 * @param entry - a catalogue entry with a chart
 * @returns the keys, empty when the guide names none for the chart
 */
export function removedKeysOf(entry: Integration): readonly RemovedKey[] {
  const keys: RemovedKey[] = entry.kind === 'scanner' ? [...SCANNER_2X_KEYS] : [];
  if (entry.chart?.name === 'trivy') {
    keys.push({
      key: 'kubeauditScope',
      until: '4.x',
      instead: 'Use `k8sScanScope` (default `namespace`; `cluster` scans every namespace).',
      anchor: 'changes-to-the-trivy-k8s-scope',
    });
  }
  if (entry.chart?.name === 'persistence-elastic') {
    for (const key of ['elasticsearch', 'kibana']) {
      keys.push({
        key,
        until: '4.x',
        instead:
          'The chart no longer installs Elasticsearch or Kibana; run them yourself and set `externalElasticStack`.',
        anchor: 'elasticsearch-and-kibana-removed-from-the-elasticsearch-hook',
      });
    }
  }
  return keys;
}

/** JSON Schema type of a catalogue value type. */
const JSON_TYPES: Readonly<Record<ConfigValue['type'], string>> = {
  string: 'string',
  bool: 'boolean',
  int: 'integer',
  list: 'array',
  object: 'object',
};

/** Whether a catalogue row says the value has no effect; its description is then the reason. */
export function isNoEffect(row: ConfigValue): boolean {
  return /^Has no effect\b/.test(row.description);
}

/**
 * The default of a catalogue row as a JSON value, or `undefined` when the chart computes it (a phrase in
 * parentheses) or the literal does not parse.
 */
export function defaultOf(row: ConfigValue): {value: unknown} | undefined {
  if (row.default.startsWith('(')) return undefined;
  try {
    return {value: parse(row.default) as unknown};
  } catch {
    return undefined;
  }
}

/** Schema of one value row. */
function leafSchema(row: ConfigValue): JsonSchema {
  const type = JSON_TYPES[row.type];
  const fallback = defaultOf(row);
  // A value without a literal default (null, or computed by the chart) may be left null.
  const nullable = fallback === undefined || fallback.value === null;
  const schema: JsonSchema = {
    type: nullable ? [type, 'null'] : type,
    description: row.description.replace(/`/g, ''),
  };
  if (fallback !== undefined) schema.default = fallback.value;
  const values = enumOf(row.key);
  if (values) schema.enum = nullable ? [...values, null] : [...values];
  if (isNoEffect(row)) {
    schema[NO_EFFECT_KEYWORD] = schema.description;
    schema.deprecated = true;
    schema.deprecationMessage = schema.description;
  }
  return schema;
}

/** A tree of dotted keys while the schema is built. */
interface KeyNode {
  row?: ConfigValue;
  /** `true` when the key ends in `[0]`: the row describes the items of a list. */
  items?: boolean;
  children: Map<string, KeyNode>;
}

/** Splits `a.b.c[0]` into `['a', 'b', 'c']` and whether the last segment is a list item. */
function segmentsOf(key: string): {segments: string[]; items: boolean} {
  const items = key.endsWith('[0]');
  return {segments: (items ? key.slice(0, -3) : key).split('.'), items};
}

/** Schema of a node of the key tree; `name` is the node's own key segment. */
function nodeSchema(node: KeyNode, name: string): JsonSchema {
  if (node.row) {
    if (!node.items) return leafSchema(node.row);
    const item = leafSchema(node.row);
    const fallback = defaultOf(node.row);
    return {
      type: 'array',
      items: {type: item.type, description: item.description},
      description: item.description,
      ...(fallback === undefined ? {} : {default: [fallback.value]}),
    };
  }
  const properties: Record<string, JsonSchema> = {};
  for (const [key, child] of node.children) properties[key] = nodeSchema(child, key);
  return {
    type: 'object',
    properties,
    additionalProperties: FREE_FORM_KEYS.has(name) ? true : false,
  };
}

/**
 * The values schema of a chart, from its catalogue entry.
 *
 * Every object secureCodeBox defines is closed (`additionalProperties: false`), so a key the chart never reads fails;
 * objects the chart passes on to Kubernetes ({@link FREE_FORM_KEYS}) and every `object` or `list` value stay open.
 * Helm's `global` is always allowed. Keys from {@link removedKeysOf} are listed with `not: {}` and
 * {@link REMOVED_KEYWORD}, so validators fail on them and editors show why.
 * @param entry - a catalogue entry with a chart
 * @returns a draft-07 schema with `$id` at the versioned URL
 * @throws {Error} when the entry has no chart, or two rows of one chart collide (a value and a parent of values)
 */
export function valuesSchema(entry: Integration): JsonSchema {
  const chart = entry.chart;
  if (!chart) throw new Error(`${entry.slug} has no chart`);
  const root: KeyNode = {children: new Map()};
  for (const row of entry.values) {
    const {segments, items} = segmentsOf(row.key);
    let node = root;
    for (const segment of segments) {
      if (node.row) throw new Error(`${chart.name}: ${row.key} lies below the value ${node.row.key}`);
      let child = node.children.get(segment);
      if (!child) {
        child = {children: new Map()};
        node.children.set(segment, child);
      }
      node = child;
    }
    if (node.row || node.children.size > 0) throw new Error(`${chart.name}: ${row.key} collides with another row`);
    node.row = row;
    node.items = items;
  }
  const body = nodeSchema(root, '');
  const properties = body.properties as Record<string, JsonSchema>;
  properties.global = {type: 'object', description: "Helm's global values, shared with subcharts."};
  for (const removed of removedKeysOf(entry)) {
    const {segments} = segmentsOf(removed.key);
    if (segments.length !== 1 || removed.key in properties) {
      throw new Error(`${chart.name}: removed key ${removed.key} is not a free top-level key`);
    }
    const message = `secureCodeBox ${removed.until} read this key; ${RELEASE.version} does not. ${removed.instead}`;
    properties[removed.key] = {
      not: {},
      description: message.replace(/`/g, ''),
      deprecationMessage: message.replace(/`/g, ''),
      [REMOVED_KEYWORD]: {message, guide: `/docs/getting-started/upgrading#${removed.anchor}`},
    };
  }
  const path = valuesSchemaPath(chart.name);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: schemaUrl(path),
    title: `Values of the ${chart.name} chart, secureCodeBox ${RELEASE.tag}`,
    description: `Helm values of oci://ghcr.io/securecodebox/helm/${chart.name} --version ${RELEASE.version}, from the secureCodeBox website's catalogue (${SITE_URL}/docs/${entry.kind === 'scanner' ? 'scanners' : 'hooks'}/${entry.slug}).`,
    ...body,
  };
}

/** The values schemas of every catalogue entry with a chart. */
export function valuesSchemaFiles(entries: readonly Integration[]): SchemaFile[] {
  return entries
    .filter((entry) => entry.chart !== null)
    .map((entry) => {
      const schema = valuesSchema(entry);
      return {
        path: valuesSchemaPath(entry.chart?.name ?? ''),
        kind: 'values' as const,
        name: entry.chart?.name ?? '',
        schema,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Path of the finding format's schema below the release folder. */
export const FINDING_PATH = 'finding.json';

/** A date-time string as the parser SDK writes it (ISO 8601). */
const DATE_TIME = {type: 'string', format: 'date-time'};

/**
 * The finding format as a schema of a `findings.json` file: an array of findings. Fields, types and the six required
 * ones follow `docs/api/finding.md`, which matches `parser-sdk/nodejs/findings-schema.json` at v5.8.0; extra
 * top-level fields are allowed, as the SDK allows them. One finding alone validates against
 * `finding.json#/definitions/finding`.
 */
export function findingSchema(): JsonSchema {
  const nullableString = (description: string): JsonSchema => ({type: ['string', 'null'], description});
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: schemaUrl(FINDING_PATH),
    title: `secureCodeBox findings (${RELEASE.tag})`,
    description: `The findings.json a parser writes: an array of findings. See ${SITE_URL}/docs/api/finding.`,
    type: 'array',
    items: {$ref: '#/definitions/finding'},
    definitions: {
      finding: {
        type: 'object',
        additionalProperties: true,
        required: ['id', 'name', 'category', 'severity', 'parsed_at', 'scan'],
        properties: {
          id: {type: 'string', format: 'uuid', description: 'Unique identifier of the finding (RFC 4122 UUID).'},
          name: {type: 'string', description: 'Short summary of the issue, fit for a list or a ticket title.'},
          category: {type: 'string', description: 'Kind of finding, for grouping and matching, e.g. Open Port.'},
          severity: {
            enum: ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH'],
            description: 'How serious the issue is.',
          },
          parsed_at: {...DATE_TIME, description: 'When the parser created the finding; always set.'},
          identified_at: {
            type: ['string', 'null'],
            format: 'date-time',
            description: 'When the scanner detected the issue; many scanners do not report it.',
          },
          description: nullableString('Longer explanation, may span several paragraphs.'),
          mitigation: nullableString('How to fix or reduce the issue.'),
          location: nullableString('Where the issue is, as a URL where that applies, e.g. tcp://scanme.nmap.org:22.'),
          osi_layer: {
            type: ['string', 'null'],
            description: 'OSI layer of the issue, e.g. NETWORK; not required, but most parsers set it.',
          },
          references: {
            type: ['array', 'null'],
            description: 'Pointers to more information, each with a type (e.g. CVE, URL) and a value.',
            items: {
              type: 'object',
              required: ['type', 'value'],
              properties: {type: {type: 'string'}, value: {type: 'string'}},
            },
          },
          attributes: {type: 'object', description: 'Scanner-specific details; the keys differ per scanner.'},
          scan: {
            type: 'object',
            description: 'The scan that produced the finding; the parser SDK fills it in.',
            required: ['created_at', 'name', 'namespace', 'scan_type'],
            properties: {
              created_at: DATE_TIME,
              name: {type: 'string'},
              namespace: {type: 'string'},
              scan_type: {type: 'string'},
            },
          },
        },
      },
    },
  };
}

/** Every schema of the documented release: CRDs, chart values and the finding format. */
export function schemaFiles(entries: readonly Integration[]): SchemaFile[] {
  return [
    ...crdSchemaFiles(),
    ...valuesSchemaFiles(entries),
    {path: FINDING_PATH, kind: 'finding', name: 'Finding', schema: findingSchema()},
  ];
}

/** One entry of `/schemas/index.json`. */
export interface SchemaIndexEntry {
  kind: SchemaFile['kind'];
  name: string;
  /** Absolute URL at the release tag. */
  url: string;
  /** Absolute URL under `latest`. */
  latest: string;
}

/**
 * The contents of `/schemas/index.json`.
 * @param files - the release's schema files
 * @returns the release, the kubeconform template and one entry per file
 */
export function schemaIndex(files: readonly SchemaFile[]): {
  release: string;
  kubeconformSchemaLocation: string;
  schemas: SchemaIndexEntry[];
} {
  return {
    release: RELEASE.tag,
    kubeconformSchemaLocation: schemaUrl(KUBECONFORM_TEMPLATE),
    schemas: files.map((file) => ({
      kind: file.kind,
      name: file.name,
      url: schemaUrl(file.path),
      latest: schemaUrl(file.path, LATEST),
    })),
  };
}

/** A chart of the values checker's picker. */
export interface CheckerChart {
  /** Chart name, e.g. `nmap`. */
  chart: string;
  /** Display name of the integration, e.g. `Nmap`. */
  name: string;
  kind: Integration['kind'];
  /** Path of the schema below the site root, e.g. `/schemas/v5.8.0/charts/nmap/values.schema.json`. */
  schema: string;
  /** The integration's reference page, e.g. `/docs/scanners/nmap`. */
  page: string;
}

/** The charts of the values checker, scanners first, each kind by display name. */
export function checkerCharts(entries: readonly Integration[]): CheckerChart[] {
  return entries
    .flatMap((entry) =>
      entry.chart
        ? [
            {
              chart: entry.chart.name,
              name: entry.name,
              kind: entry.kind,
              schema: `/${SCHEMA_ROOT}/${RELEASE.tag}/${valuesSchemaPath(entry.chart.name)}`,
              page: `/docs/${entry.kind === 'scanner' ? 'scanners' : 'hooks'}/${entry.slug}`,
            },
          ]
        : [],
    )
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'scanner' ? -1 : 1));
}
