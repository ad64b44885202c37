/**
 * Validation of secureCodeBox Kubernetes manifests against the website's own JSON Schemas.
 *
 * The schemas live in `src/data/crd-schemas/<Kind>.schema.json`. `npm run sync:upstream` generates them for this site
 * from the operator's CRDs: strict on the objects secureCodeBox defines (an unknown or misspelt key fails),
 * permissive inside embedded Kubernetes types (`jobTemplate`, `volumes`, `env`, `affinity`, `resources`, …).
 *
 * Also home of {@link readFencedBlocks}, the one reader of fenced code blocks in Markdown that this module and the
 * key checks of `tests/lib/fact-keys.ts` share.
 *
 * Used by the unit tests, to check every manifest shown in the docs and the catalogue's example manifests, and by the
 * upstream drift check (`scripts/upstream-drift`), which reads the schemas. Node-only: the site never imports it (the
 * scan builder validates with validators compiled ahead of time by `plugins/scan-builder`).
 *
 * @packageDocumentation
 */
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import {parseAllDocuments} from 'yaml';

import cascadingRuleSchema from '../../src/data/crd-schemas/CascadingRule.schema.json';
import clusterParseDefinitionSchema from '../../src/data/crd-schemas/ClusterParseDefinition.schema.json';
import clusterScanCompletionHookSchema from '../../src/data/crd-schemas/ClusterScanCompletionHook.schema.json';
import clusterScanTypeSchema from '../../src/data/crd-schemas/ClusterScanType.schema.json';
import parseDefinitionSchema from '../../src/data/crd-schemas/ParseDefinition.schema.json';
import scanSchema from '../../src/data/crd-schemas/Scan.schema.json';
import scanCompletionHookSchema from '../../src/data/crd-schemas/ScanCompletionHook.schema.json';
import scanTypeSchema from '../../src/data/crd-schemas/ScanType.schema.json';
import scheduledScanSchema from '../../src/data/crd-schemas/ScheduledScan.schema.json';
import {isRecord} from '../../src/lib/isRecord';
import {codeBlocks} from '../../src/lib/markdown.mjs';

/** API group of the execution kinds (Scan, ScheduledScan, ScanType, ParseDefinition, ScanCompletionHook …). */
const EXECUTION_GROUP = 'execution.securecodebox.io';
/** API group of the CascadingRule kind. */
const CASCADING_GROUP = 'cascading.securecodebox.io';

/**
 * The schema of every kind the operator's CRDs define, keyed by API group, then by kind.
 * Cluster-scoped twins (`ClusterScanType`, `ClusterParseDefinition`, `ClusterScanCompletionHook`) have the
 * same spec as their namespaced kinds.
 */
export const CRD_SCHEMAS: Readonly<Record<string, Readonly<Record<string, object>>>> = {
  [EXECUTION_GROUP]: {
    Scan: scanSchema,
    ScheduledScan: scheduledScanSchema,
    ScanType: scanTypeSchema,
    ClusterScanType: clusterScanTypeSchema,
    ParseDefinition: parseDefinitionSchema,
    ClusterParseDefinition: clusterParseDefinitionSchema,
    ScanCompletionHook: scanCompletionHookSchema,
    ClusterScanCompletionHook: clusterScanCompletionHookSchema,
  },
  [CASCADING_GROUP]: {
    CascadingRule: cascadingRuleSchema,
  },
};

/** A manifest found in a Markdown file. */
export interface ExtractedManifest {
  /** 1-based line in the Markdown source where the YAML document starts (or where a parse error sits). */
  line: number;
  /** The parsed document (plain JavaScript values); `undefined` when the YAML could not be parsed. */
  doc: unknown;
  /** Set when the YAML block did not parse; the message names the line. */
  parseError?: string;
}

// strictRequired is off because `oneOf`/`anyOf` branches list required fields defined next to them, not inside them.
const ajv = new Ajv({allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true});
const validators = new Map<string, ValidateFunction>();

function validatorFor(group: string, kind: string): ValidateFunction | undefined {
  const key = `${group}/${kind}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const schema = CRD_SCHEMAS[group]?.[kind];
  if (!schema) return undefined;
  const compiled = ajv.compile(schema);
  validators.set(key, compiled);
  return compiled;
}

/** Turns an ajv JSON pointer (`/spec/parameters/0`) into a dotted path (`spec.parameters[0]`). */
function toPath(pointer: string): string {
  if (pointer === '') return '(root)';
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => {
      if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
      const key = /^[A-Za-z_$][\w$]*$/.test(segment) ? segment : `"${segment}"`;
      return path === '' ? key : `${path}.${key}`;
    }, '');
}

function describe(error: ErrorObject): {path: string; message: string} {
  const path = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      return {path: toPath(`${path}/${field}`), message: 'unknown field (misspelt or not part of this kind)'};
    }
    case 'required': {
      const field = String(params.missingProperty);
      return {path: toPath(`${path}/${field}`), message: 'required field is missing'};
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String).join(', ');
      return {path: toPath(path), message: `must be one of ${allowed}`};
    }
    case 'const':
      return {path: toPath(path), message: `must be ${JSON.stringify(params.allowedValue)}`};
    default:
      return {path: toPath(path), message: error.message ?? error.keyword};
  }
}

/**
 * Validates one parsed Kubernetes document against the secureCodeBox CRD schema of its kind.
 *
 * The schema is picked by the API group of `apiVersion` (`execution.securecodebox.io`,
 * `cascading.securecodebox.io`) and by `kind`; the version must be `v1`.
 *
 * @param doc - A parsed manifest (for example one document of a YAML file), any value.
 * @returns The problems found, each naming the kind, the object name when known and the field path
 *   (e.g. `Scan "nmap-example" spec.scanTyp: unknown field …`). An empty array means the manifest is valid.
 */
export function validateManifest(doc: unknown): string[] {
  if (!isRecord(doc)) return ['(unknown kind) (root): manifest is not a YAML/JSON object'];
  const apiVersion = doc.apiVersion;
  const kind = typeof doc.kind === 'string' ? doc.kind : undefined;
  const metadata = isRecord(doc.metadata) ? doc.metadata : undefined;
  const name = typeof metadata?.name === 'string' ? metadata.name : undefined;
  const label = `${kind ?? '(unknown kind)'}${name ? ` "${name}"` : ''}`;

  if (typeof apiVersion !== 'string' || !apiVersion.includes('/')) {
    return [`${label} apiVersion: must be "<group>/<version>", e.g. "${EXECUTION_GROUP}/v1"`];
  }
  if (!kind) return [`(unknown kind) kind: required field is missing`];
  const group = apiVersion.slice(0, apiVersion.lastIndexOf('/'));
  const kinds = CRD_SCHEMAS[group];
  if (!kinds) {
    return [`${label} apiVersion: unknown API group "${group}" (known: ${Object.keys(CRD_SCHEMAS).join(', ')})`];
  }
  const validate = validatorFor(group, kind);
  if (!validate) {
    return [`${label} kind: "${kind}" is not a kind of ${group} (known: ${Object.keys(kinds).join(', ')})`];
  }
  if (validate(doc)) return [];

  const seen = new Set<string>();
  const problems: string[] = [];
  for (const error of validate.errors ?? []) {
    // oneOf/anyOf report their branches separately; the branch errors say what is wrong.
    if (error.keyword === 'oneOf' && error.params && (error.params as {passingSchemas?: unknown}).passingSchemas) {
      const {path} = describe(error);
      const text = `${label} ${path}: set exactly one of these fields, not both`;
      if (!seen.has(text)) problems.push(text);
      seen.add(text);
      continue;
    }
    const {path, message} = describe(error);
    const text = `${label} ${path}: ${message}`;
    if (!seen.has(text)) problems.push(text);
    seen.add(text);
  }
  return problems;
}

/** Info strings of fenced blocks that hold YAML. */
export const YAML_LANGUAGES = new Set(['yaml', 'yml']);
/** Word in a code block's meta string that excludes it from validation (e.g. a rejected proposal in an ADR). */
const SKIP_MARKER = /(^|\s)skip-validation(\s|$)/;
/**
 * Helm template actions (`{{ .Values.x }}`, `{{- if … }}`, `{{ include … }}`). Mustache placeholders of cascading rules
 * (`{{location}}`, `{{$.hostOrIP}}`, `{{#asList}}`) do not match.
 */
const HELM_ACTION = /\{\{-?\s*(\.|include\b|if\b|else\b|end\b|range\b|with\b|template\b|toYaml\b|tpl\b|define\b)/;
/** An apiVersion line of a `*.securecodebox.io` group, used to attribute unparsable blocks. */
const SCB_API_VERSION_LINE = /^\s*["']?apiVersion["']?\s*:\s*["']?[a-z0-9.-]+\.securecodebox\.io\//m;

function isSecureCodeBoxDoc(doc: unknown): boolean {
  return (
    isRecord(doc) && typeof doc.apiVersion === 'string' && /^[a-z0-9.-]+\.securecodebox\.io\//.test(doc.apiVersion)
  );
}

function lineOfOffset(text: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text[i] === '\n') line += 1;
  return line;
}

/** A fenced code block of a Markdown/MDX source, as {@link readFencedBlocks} finds it. */
export interface FencedBlock {
  /** 1-based line of the first content line (the line after the opening fence). */
  firstLine: number;
  /**
   * The info string up to its first white space or `{`, lower-cased (`yaml`, `bash`; `js` for ```` ```js{1,3} ````);
   * `''` when the fence names no language.
   */
  lang: string;
  /** The rest of the info string after the language, trimmed, e.g. `title="scan.yaml"`; `''` when there is none. */
  meta: string;
  /** The content lines, without line ends and without the fences, as the MDX parser reads them (see `CodeBlock`). */
  lines: string[];
}

/** The result of {@link readFencedBlocks}. */
export interface FencedBlocksReading {
  /** Every closed fenced block, in source order. */
  blocks: FencedBlock[];
}

/**
 * Reads the fenced code blocks of a Markdown/MDX file through the site's one Markdown parser
 * (`codeBlocks` of `src/lib/markdown.mjs`): blocks at any depth (list items, admonitions, MDX tabs), ``` or ~~~
 * fences of any length; a fence inside a longer one is content. A block left open (at the end of the file or of the
 * list item holding it) is not returned. Front matter is never a block.
 *
 * @param markdown - The full source of a `.md` or `.mdx` file.
 * @returns The closed blocks in source order with 1-based line numbers.
 * @throws {MarkdownSyntaxError} when the source is not valid MDX.
 */
export function readFencedBlocks(markdown: string): FencedBlocksReading {
  return {
    blocks: codeBlocks(markdown)
      .filter((block) => block.closed)
      .map(({firstLine, lang, meta, value}) => ({firstLine, lang, meta, lines: value.split(/\r?\n/)})),
  };
}

/**
 * Finds the secureCodeBox manifests in the ```` ```yaml ```` (or ```` ```yml ````) fenced blocks of a Markdown/MDX
 * file. Every block may hold several documents separated by `---`.
 *
 * - Returns the documents whose `apiVersion` belongs to a `*.securecodebox.io` group, with the Markdown line
 *   where each document starts; other documents (Kubernetes Secrets, Helm values, fragments) are left out.
 * - A block that does not parse as YAML but names a `*.securecodebox.io` apiVersion is returned with
 *   `doc: undefined` and a `parseError` naming the line, so that `validateManifest` also fails on it.
 * - Blocks containing Helm template actions (`{{ .Values.… }}`, `{{- if … }}`) are Helm chart templates, not
 *   manifests, and are skipped. Mustache placeholders such as `"{{location}}"` are ordinary strings.
 * - Blocks whose opening fence carries the word `skip-validation` after the language (```` ```yaml title="x.yaml"
 *   skip-validation ````) are skipped: use it only for manifests that are deliberately not valid, such as a field an
 *   ADR proposed but never implemented. Docusaurus ignores the extra word.
 *
 * @param markdown - The full source of a `.md` or `.mdx` file.
 * @returns One entry per secureCodeBox document, in source order.
 */
export function extractSecureCodeBoxManifests(markdown: string): ExtractedManifest[] {
  const found: ExtractedManifest[] = [];
  for (const block of readFencedBlocks(markdown).blocks) {
    if (!YAML_LANGUAGES.has(block.lang)) continue;
    if (SKIP_MARKER.test(block.meta)) continue;
    const content = block.lines.join('\n');
    if (HELM_ACTION.test(content)) continue;
    const documents = parseAllDocuments(content, {prettyErrors: true});
    const list = Array.isArray(documents) ? documents : [];
    const blockErrors = list.flatMap((document) => document.errors);
    if (blockErrors.length > 0) {
      if (!SCB_API_VERSION_LINE.test(content)) continue;
      const first = blockErrors[0];
      const line = block.firstLine + (first.linePos?.[0].line ?? 1) - 1;
      found.push({
        line,
        doc: undefined,
        parseError: `YAML does not parse (line ${line}): ${first.message.split('\n')[0]}`,
      });
      continue;
    }
    for (const document of list) {
      const doc: unknown = document.toJS();
      if (!isSecureCodeBoxDoc(doc)) continue;
      const start = document.contents?.range[0] ?? document.range[0];
      found.push({line: block.firstLine + lineOfOffset(content, start), doc});
    }
  }
  return found;
}
