/**
 * Finds the annotation keys, label keys and Helm value keys a docs page or blog post names, and checks them against
 * what the platform really has: the integration catalogue's values (`src/data/integrations`), the CRD schemas
 * (`src/data/crd-schemas`) and the platform keys (`src/data/platform-keys.ts`).
 *
 * Used by `tests/unit/facts-keys.test.ts`. Node-only in practice (tests and build-time checks).
 *
 * What counts as a mention:
 * - **Annotation and label keys**: every `*securecodebox.io/<name>` key in inline code and in code blocks of any
 *   language. API versions (`execution.securecodebox.io/v1`), CRD resource names (`scans.execution.securecodebox.io/
 *   status`) and URLs are not keys.
 * - **Helm value keys**: the keys of `--set`, `--set-string`, `--set-json` and `--set-file` flags of `helm install`,
 *   `helm upgrade` and `helm template` commands (in shell code blocks and inline code), checked against the chart the
 *   command installs; the keys of YAML values files tied to a chart (a heredoc piped into `helm … --values -`, a
 *   block whose title is the file a `--values` flag on the page names, a `scanners/<x>/values.yaml` title, a
 *   `<chart>-values.yaml` title, or a `values.yaml` block on the chart's own reference page); and dotted keys in
 *   inline code whose first segment is a top-level value of a chart the page installs or documents, or one of the
 *   value families every scanner or hook chart has (`scanner`, `parser`, `hook`, `cascadingRules`).
 * - **CRD fields**: dotted paths in inline code that start with `spec.` (`spec.cascades.scopeLimiter`), checked
 *   against the CRD schemas of every kind.
 * - Charts from other projects (DefectDojo's own chart, Elastic's operator …) are skipped.
 *
 * @packageDocumentation
 */
import {parseAllDocuments} from 'yaml';

import {integrations} from '../../src/data/integrations';
import {CRD_SCHEMAS, YAML_LANGUAGES, readFencedBlocks, type FencedBlock} from '../../scripts/lib/manifests';
import {inlineCodes} from '../../src/lib/markdown.mjs';
import {PLATFORM_CHARTS, PLATFORM_KEYS, PLATFORM_KEY_PREFIXES, TEST_FIXTURE_KEYS} from '../../src/data/platform-keys';

/** A key of a chart's values and whether arbitrary content may sit below it. */
export interface ChartValueKey {
  /** Dotted path with `[]` for list items, e.g. `hook.resources`, `config.serviceAutoDiscovery.scanConfigs[].name`. */
  key: string;
  /** `true` for `object` and `list` values: anything below them is the user's. */
  freeForm: boolean;
}

/** Kinds of mentions the checker finds. */
export type KeyMentionKind = 'k8s-key' | 'helm-value' | 'crd-field';

/** One key named on a page, with what the checker found. */
export interface KeyMention {
  kind: KeyMentionKind;
  /** The key as written, without `=value`. */
  key: string;
  /** 1-based line in the Markdown source. */
  line: number;
  /** For Helm values: the chart(s) the key was checked against; `*` for all secureCodeBox charts. */
  charts?: readonly string[];
  /** Why the key is wrong; absent when it is known. */
  problem?: string;
}

/** The result for one page. */
export interface PageKeyReport {
  mentions: KeyMention[];
  /** Helm commands whose chart is not a secureCodeBox chart (their `--set` keys are not checked). */
  foreignCharts: string[];
}

const normalise = (key: string): string => key.replace(/\[\d*\]/g, '[]');

/**
 * The catalogue lists the defaults below `scanner.securityContext` one by one, but the charts render the whole object
 * into the container spec (`toYaml .Values.scanner.securityContext`), so every field of a Kubernetes SecurityContext
 * may be set there. Adds the object itself as a free-form value.
 */
function withPassThroughObjects(values: ChartValueKey[]): ChartValueKey[] {
  const objects = new Set<string>();
  for (const value of values) {
    const at = value.key.indexOf('.securityContext.');
    if (at >= 0) objects.add(value.key.slice(0, at + '.securityContext'.length));
  }
  return [...values, ...[...objects].map((key) => ({key, freeForm: true}))];
}

/** The values of every chart the site knows, by chart name. */
export const CHART_VALUES: ReadonlyMap<string, readonly ChartValueKey[]> = new Map<string, readonly ChartValueKey[]>([
  ...integrations.flatMap((entry): Array<[string, ChartValueKey[]]> =>
    entry.chart === null
      ? []
      : [
          [
            entry.chart.name,
            withPassThroughObjects(
              entry.values.map((value) => ({
                key: normalise(value.key),
                freeForm: value.type === 'object' || value.type === 'list',
              })),
            ),
          ],
        ],
  ),
  ...PLATFORM_CHARTS.map((chart): [string, ChartValueKey[]] => [
    chart.name,
    chart.values.map((value) => ({key: value.key, freeForm: value.type !== 'leaf'})),
  ]),
]);

/** Monorepo folders of the catalogue charts (`scanners/nmap`) and the platform charts, mapped to chart names. */
const CHART_BY_SOURCE_DIR: ReadonlyMap<string, string> = new Map([
  ...integrations.flatMap((entry): Array<[string, string]> =>
    entry.chart === null ? [] : [[entry.chart.sourceDir, entry.chart.name]],
  ),
  ...PLATFORM_CHARTS.map((chart): [string, string] => [chart.source.replace(/\/values\.yaml$/, ''), chart.name]),
]);

/** Every chart's values together, for commands that install a chart being developed (`helm install x .`). */
const ALL_CHARTS = '*';

/** API groups of the operator's CRDs and of AutoDiscovery's component config. */
const API_GROUPS = new Set(['execution.securecodebox.io', 'cascading.securecodebox.io', 'config.securecodebox.io']);

/** How a key of a chart relates to the chart's values. */
type Lookup = 'known' | 'free' | 'intermediate' | 'unknown';

function lookup(path: string, values: readonly ChartValueKey[]): Lookup {
  const key = normalise(path);
  let intermediate = false;
  for (const value of values) {
    if (value.key === key) return value.freeForm ? 'free' : 'known';
    if (value.freeForm && (key.startsWith(`${value.key}.`) || key.startsWith(`${value.key}[`))) return 'free';
    if (value.key.startsWith(`${key}.`) || value.key.startsWith(`${key}[`)) intermediate = true;
  }
  return intermediate ? 'intermediate' : 'unknown';
}

function valuesOf(charts: readonly string[]): Array<readonly ChartValueKey[]> {
  if (charts.includes(ALL_CHARTS)) return [...CHART_VALUES.values()];
  return charts.map((chart) => CHART_VALUES.get(chart) ?? []);
}

/**
 * Checks a Helm value key against the values of one or more charts.
 * @param key - dotted key as a reader writes it (`hook.resources.limits.memory`, `scanner.env[0].name`)
 * @param charts - chart names, or `['*']` for every chart the site knows
 * @returns `undefined` when one of the charts has the key (or a free-form value above it), else a problem text
 */
export function checkHelmValueKey(key: string, charts: readonly string[]): string | undefined {
  const results = valuesOf(charts).map((values) => lookup(key, values));
  if (results.some((result) => result !== 'unknown')) return undefined;
  const where = charts.includes(ALL_CHARTS) ? 'any secureCodeBox chart' : `the values of ${charts.join(', ')}`;
  return `Helm value "${key}" is not in ${where}`;
}

/**
 * Checks an annotation or label key of the `securecodebox.io` domain.
 * @param key - e.g. `defectdojo.securecodebox.io/minimum-severity`
 * @returns `undefined` when the platform defines the key, else a problem text
 */
export function checkKubernetesKey(key: string): string | undefined {
  if ([...PLATFORM_KEYS, ...TEST_FIXTURE_KEYS].some((entry) => entry.key === key)) return undefined;
  if (PLATFORM_KEY_PREFIXES.some((entry) => key.startsWith(entry.prefix) && key.length > entry.prefix.length))
    return undefined;
  return `annotation/label "${key}" is not defined by secureCodeBox (src/data/platform-keys.ts)`;
}

/** A JSON Schema node as far as the field-path walk needs it. */
interface SchemaNode {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  definitions?: Record<string, SchemaNode>;
}

/** Whether `segments` lead somewhere in `node`; `root` resolves `#/definitions/…` references. */
function schemaHasPath(node: SchemaNode, segments: readonly string[], root: SchemaNode, depth = 0): boolean {
  if (depth > 40) return false;
  if (node.$ref) {
    const name = node.$ref.replace('#/definitions/', '');
    const target = root.definitions?.[name];
    return target ? schemaHasPath(target, segments, root, depth + 1) : false;
  }
  if (segments.length === 0) return true;
  const branches = [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])];
  if (branches.some((branch) => schemaHasPath(branch, segments, root, depth + 1))) return true;
  const [head, ...rest] = segments;
  if (head === '[]') return node.items ? schemaHasPath(node.items, rest, root, depth + 1) : false;
  const property = node.properties?.[head];
  if (property) return schemaHasPath(property, rest, root, depth + 1);
  // Permissive Kubernetes types (objects without listed properties that allow extra keys) take any field below them.
  const isObject =
    node.type === 'object' ||
    (Array.isArray(node.type) && node.type.includes('object')) ||
    node.additionalProperties === true;
  if (isObject && !node.properties && node.additionalProperties !== false) return true;
  if (typeof node.additionalProperties === 'object')
    return schemaHasPath(node.additionalProperties, rest, root, depth + 1);
  return false;
}

/**
 * Checks a CRD field path such as `spec.cascades.scopeLimiter` against the schemas of every secureCodeBox kind.
 * @param path - dotted path starting at `spec`; `[0]` or `[]` steps into list items
 * @returns `undefined` when at least one kind has the field, else a problem text
 */
export function checkCrdFieldPath(path: string): string | undefined {
  const segments = normalise(path)
    .replace(/\[\]/g, '.[]')
    .split('.')
    .filter((segment) => segment !== '');
  const schemas = Object.values(CRD_SCHEMAS).flatMap((kinds) => Object.values(kinds)) as SchemaNode[];
  if (schemas.some((schema) => schemaHasPath(schema, segments, schema))) return undefined;
  return `field "${path}" is in no secureCodeBox CRD schema (src/data/crd-schemas)`;
}

/** A `*securecodebox.io/<name>` key, not preceded by a character that would make it part of a URL or a longer word. */
const K8S_KEY = /(?<![\w./:@-])((?:[a-z0-9-]+\.)*securecodebox\.io)\/([A-Za-z0-9._-]+)/g;

/**
 * Finds the annotation and label keys of the `securecodebox.io` domain in a piece of text.
 * @param text - inline code or the content of a code block
 * @returns the keys, without `=value`, `: value` or the trailing `-` of `kubectl annotate … key-`
 */
export function findKubernetesKeys(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(K8S_KEY)) {
    const prefix = match[1];
    const name = match[2].replace(/[-._]+$/, '');
    if (name === '' || prefix.startsWith('www.')) continue;
    if (API_GROUPS.has(prefix) && /^v\d+((alpha|beta)\d+)?$/.test(name)) continue; // apiVersion
    const group = prefix.slice(prefix.indexOf('.') + 1);
    if (API_GROUPS.has(group) && /^[a-z]+s$/.test(prefix.slice(0, prefix.indexOf('.')))) continue; // <plural>.<group>/<subresource>
    keys.push(`${prefix}/${name}`);
  }
  return keys;
}

/** Splits a shell command into words, honouring single and double quotes and backslash escapes. */
function shellWords(command: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: '"' | "'" | undefined;
  let inWord = false;
  for (let i = 0; i < command.length; i += 1) {
    const char = command[i];
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < command.length) current += command[++i];
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < command.length) {
      current += command[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}

/** Helm flags that take the next word as their value. */
const HELM_VALUE_FLAGS = new Set([
  '-n',
  '--namespace',
  '--version',
  '--set',
  '--set-string',
  '--set-json',
  '--set-file',
  '--set-literal',
  '-f',
  '--values',
  '--kube-context',
  '--kubeconfig',
  '--timeout',
  '--repo',
  '--username',
  '--password',
  '--description',
  '--post-renderer',
  '--output',
  '-o',
  '--ca-file',
  '--cert-file',
  '--key-file',
]);
const SET_FLAGS = new Set(['--set', '--set-string', '--set-json', '--set-file', '--set-literal']);

/** What a helm command installs and sets. */
interface HelmCommand {
  /** Chart name, `*` for a chart being developed (`.`), or `undefined` for a chart of another project. */
  chart: string | undefined;
  chartRef: string;
  setKeys: string[];
  valuesFiles: string[];
}

/** Resolves a chart reference of a helm command to a chart the site knows. */
function resolveChart(ref: string): string | undefined {
  const clean = ref.replace(/\/+$/, '');
  const oci = /^oci:\/\/ghcr\.io\/securecodebox\/helm\/([a-z0-9-]+)$/i.exec(clean);
  if (oci) return oci[1];
  const repo = /^securecodebox\/([a-z0-9-]+)$/i.exec(clean);
  if (repo) return repo[1];
  if (clean === '.' || clean === '' || clean === '.' + '/') return ALL_CHARTS;
  const local = /^(?:\.\.?\/)*((?:scanners|hooks|demo-targets|auto-discovery|operator)(?:\/[a-z0-9-]+)?)$/.exec(clean);
  if (local) {
    const dir = local[1];
    if (CHART_BY_SOURCE_DIR.has(dir)) return CHART_BY_SOURCE_DIR.get(dir);
    const last = dir.split('/').pop() ?? dir;
    if (CHART_VALUES.has(last)) return last;
    return ALL_CHARTS;
  }
  return undefined;
}

/** Splits the argument of `--set a=1,b.c={x,y}` into its keys. */
function setFlagKeys(flag: string, argument: string): string[] {
  if (flag === '--set-json' || flag === '--set-file' || flag === '--set-literal') {
    const eq = argument.indexOf('=');
    return eq > 0 ? [argument.slice(0, eq)] : [];
  }
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of argument) {
    if (char === '{' || char === '[') depth += 1;
    if (char === '}' || char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.slice(0, part.indexOf('='))).filter((key) => key !== '');
}

/** Parses one shell command; returns `undefined` unless it is `helm install|upgrade|template`. */
function parseHelmCommand(command: string): HelmCommand | undefined {
  const words = shellWords(command);
  const helmAt = words.indexOf('helm');
  if (helmAt < 0) return undefined;
  const args = words.slice(helmAt + 1);
  const positionals: string[] = [];
  const setKeys: string[] = [];
  const valuesFiles: string[] = [];
  let verb: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const word = args[i];
    if (word.startsWith('-')) {
      const eq = word.indexOf('=');
      const flag = eq > 0 ? word.slice(0, eq) : word;
      let value: string | undefined;
      if (eq > 0) value = word.slice(eq + 1);
      else if (HELM_VALUE_FLAGS.has(flag)) value = args[++i];
      if (value === undefined) continue;
      if (SET_FLAGS.has(flag)) setKeys.push(...setFlagKeys(flag, value));
      if (flag === '-f' || flag === '--values') valuesFiles.push(value);
      continue;
    }
    if (verb === undefined) verb = word;
    else positionals.push(word);
  }
  if (verb !== 'install' && verb !== 'upgrade' && verb !== 'template') return undefined;
  const chartRef = positionals[positionals.length - 1] ?? '';
  return {chart: resolveChart(chartRef), chartRef, setKeys, valuesFiles};
}

/** Shell commands of a code block: continuation lines joined, split at `&&`, `;` and `|`, with heredoc bodies. */
function shellCommands(
  block: FencedBlock,
): Array<{line: number; text: string; heredoc?: {line: number; body: string}}> {
  const commands: Array<{line: number; text: string; heredoc?: {line: number; body: string}}> = [];
  for (let i = 0; i < block.lines.length; i += 1) {
    const startLine = block.firstLine + i;
    let text = block.lines[i].replace(/^\s*\$\s+/, '');
    while (/\\\s*$/.test(text) && i + 1 < block.lines.length) {
      text = text.replace(/\\\s*$/, ' ') + block.lines[++i];
    }
    if (/^\s*#/.test(text)) continue;
    const heredocMatch = /<<-?\s*['"]?([A-Za-z_]+)['"]?/.exec(text);
    let heredoc: {line: number; body: string} | undefined;
    if (heredocMatch) {
      const end = block.lines.findIndex((line, j) => j > i && line.trim() === heredocMatch[1]);
      const stop = end < 0 ? block.lines.length : end;
      heredoc = {line: block.firstLine + i + 1, body: block.lines.slice(i + 1, stop).join('\n')};
      i = stop;
    }
    for (const part of text.split(/&&|;|\|(?!\|)/))
      commands.push({line: startLine, text: part, heredoc: /helm/.test(part) ? heredoc : undefined});
  }
  return commands;
}

const SHELL_LANGUAGES = new Set([
  'bash',
  'sh',
  'shell',
  'console',
  'zsh',
  'makefile',
  'make',
  'powershell',
  'text',
  '',
]);
/** Last segments that make a dotted token a file name, not a Helm key (`parser.js`, `values.yaml`). */
const FILE_EXTENSION =
  /\.(js|ts|tsx|mjs|py|go|java|ya?ml|json|md|mdx|sh|txt|xml|html|njk|tpl|toml|gradle|jar|csv|sarif|lock)$/;
/** Host names (`defectdojo.default.svc`, `scanme.nmap.org`) look like dotted keys; they end in a DNS suffix. */
const HOST_NAME = /\.(local|svc|com|org|net|io|de|internal|test|example)(:\d+)?$/;
/** A dotted Helm-style key in inline code, optionally with `=value`. */
const DOTTED_KEY = /^([A-Za-z_][\w-]*)((?:\.[A-Za-z_][\w-]*|\[\d*\])+)(?:=.*)?$/;
/** Value families every scanner or hook chart has; inline code starting with them is a Helm key on any page. */
const COMMON_ROOTS = new Set(['scanner', 'parser', 'hook', 'cascadingRules']);

function rootsOf(charts: readonly string[]): Set<string> {
  const roots = new Set<string>();
  for (const values of valuesOf(charts)) for (const value of values) roots.add(value.key.split(/[.[]/)[0]);
  return roots;
}

/** Checks the keys of a parsed values document against a chart, descending into objects and lists. */
function checkValuesTree(
  node: unknown,
  path: string,
  charts: readonly string[],
  line: number,
  out: KeyMention[],
): void {
  if (Array.isArray(node)) {
    for (const item of node) checkValuesTree(item, `${path}[]`, charts, line, out);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    const results = valuesOf(charts).map((values) => lookup(childPath, values));
    if (results.includes('known') || results.includes('free')) {
      out.push({kind: 'helm-value', key: childPath, line, charts});
      continue;
    }
    if (results.includes('intermediate')) {
      checkValuesTree(child, childPath, charts, line, out);
      continue;
    }
    out.push({kind: 'helm-value', key: childPath, line, charts, problem: checkHelmValueKey(childPath, charts)});
  }
}

function checkValuesYaml(text: string, charts: readonly string[], line: number, out: KeyMention[]): void {
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) continue;
    checkValuesTree(document.toJS(), '', charts, line, out);
  }
}

/** The chart a values block belongs to, from its title and the page's `--values` flags. */
function chartOfValuesBlock(
  title: string,
  valuesFiles: ReadonlyMap<string, string>,
  pageChart: string | undefined,
): string | undefined {
  const file = title.split(/\s+/)[0];
  const base = file.split('/').pop() ?? file;
  if (valuesFiles.has(base)) return valuesFiles.get(base);
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  if (dir !== '' && CHART_BY_SOURCE_DIR.has(dir)) return CHART_BY_SOURCE_DIR.get(dir);
  const prefix = /^(.+)-values\.ya?ml$/.exec(base)?.[1];
  if (prefix) {
    if (CHART_VALUES.has(prefix)) return prefix;
    const candidates = [...CHART_VALUES.keys()].filter((chart) => chart.startsWith(`${prefix}-`));
    if (candidates.length === 1) return candidates[0];
  }
  if (base === 'values.yaml' && dir === '' && pageChart !== undefined && !/\(proposal\)/.test(title)) return pageChart;
  return undefined;
}

/**
 * Finds and checks every annotation/label key and Helm value key a page names.
 * @param markdown - full source of a `.md`/`.mdx` file
 * @param pageChart - the chart the page documents (scanner and hook reference pages), if any
 * @returns every mention with its line, and the charts of other projects the page installs
 */
export function checkPageKeys(markdown: string, pageChart?: string): PageKeyReport {
  const {blocks} = readFencedBlocks(markdown);
  const mentions: KeyMention[] = [];
  const foreignCharts: string[] = [];
  const valuesFiles = new Map<string, string>();
  const pageCharts = new Set<string>(pageChart ? [pageChart] : []);

  // Helm commands in shell blocks: their charts, --set keys, --values files and heredoc values.
  for (const block of blocks) {
    if (!SHELL_LANGUAGES.has(block.lang)) continue;
    for (const command of shellCommands(block)) {
      const helm = parseHelmCommand(command.text);
      if (!helm) continue;
      if (helm.chart === undefined) {
        foreignCharts.push(helm.chartRef);
        continue;
      }
      if (helm.chart !== ALL_CHARTS) pageCharts.add(helm.chart);
      for (const file of helm.valuesFiles) valuesFiles.set(file.split('/').pop() ?? file, helm.chart);
      for (const key of helm.setKeys) {
        mentions.push({
          kind: 'helm-value',
          key,
          line: command.line,
          charts: [helm.chart],
          problem: checkHelmValueKey(key, [helm.chart]),
        });
      }
      if (command.heredoc && helm.valuesFiles.includes('-'))
        checkValuesYaml(command.heredoc.body, [helm.chart], command.heredoc.line, mentions);
    }
  }

  for (const block of blocks) {
    // Annotation and label keys anywhere in code.
    block.lines.forEach((text, offset) => {
      for (const key of findKubernetesKeys(text))
        mentions.push({kind: 'k8s-key', key, line: block.firstLine + offset, problem: checkKubernetesKey(key)});
    });
    // Values files.
    if (YAML_LANGUAGES.has(block.lang)) {
      const title = /title="([^"]+)"/.exec(block.meta)?.[1];
      if (title && /values[^/]*\.ya?ml/.test(title)) {
        const chart = chartOfValuesBlock(title, valuesFiles, pageChart);
        if (chart) checkValuesYaml(block.lines.join('\n'), [chart], block.firstLine, mentions);
      }
    }
  }

  // Inline code in prose.
  const charts = [...pageCharts];
  const pageRoots = rootsOf(charts);
  for (const {value, line} of inlineCodes(markdown)) {
    const code = value.trim();
    for (const key of findKubernetesKeys(code))
      mentions.push({kind: 'k8s-key', key, line, problem: checkKubernetesKey(key)});
    const helm = /\bhelm\s/.test(code) ? parseHelmCommand(code) : undefined;
    if (/(^|\s)--set/.test(code)) {
      const words = shellWords(code);
      const target = helm?.chart !== undefined ? [helm.chart] : charts.length > 0 ? charts : [ALL_CHARTS];
      if (helm && helm.chart === undefined) continue;
      for (let i = 0; i < words.length; i += 1) {
        const eq = words[i].indexOf('=');
        const flag = eq > 0 && words[i].startsWith('--') ? words[i].slice(0, eq) : words[i];
        if (!SET_FLAGS.has(flag)) continue;
        const argument = eq > 0 && words[i].startsWith('--') ? words[i].slice(eq + 1) : words[++i];
        if (argument === undefined) continue;
        for (const key of setFlagKeys(flag, argument))
          mentions.push({kind: 'helm-value', key, line, charts: target, problem: checkHelmValueKey(key, target)});
      }
      continue;
    }
    const dotted = DOTTED_KEY.exec(code);
    if (!dotted || FILE_EXTENSION.test(code.split('=')[0]) || HOST_NAME.test(code)) continue;
    const key = code.split('=')[0];
    const root = dotted[1];
    if (root === 'spec') {
      mentions.push({kind: 'crd-field', key, line, problem: checkCrdFieldPath(key)});
    } else if (pageRoots.has(root)) {
      mentions.push({kind: 'helm-value', key, line, charts, problem: checkHelmValueKey(key, charts)});
    } else if (COMMON_ROOTS.has(root)) {
      mentions.push({
        kind: 'helm-value',
        key,
        line,
        charts: [ALL_CHARTS],
        problem: checkHelmValueKey(key, [ALL_CHARTS]),
      });
    }
  }
  return {mentions, foreignCharts};
}

/** The two labels that classify a CascadingRule by how invasive and how intensive the scans it starts are. */
export const RULE_CLASS_LABELS = ['securecodebox.io/invasive', 'securecodebox.io/intensive'] as const;

/**
 * The values each classification label takes on the cascading rules the scanner charts ship, read from the
 * integration catalogue (`src/data/integrations/scanners/*.ts`, which mirrors each chart's `cascading-rules/` folder):
 * `invasive`/`non-invasive` and `light`/`medium`/`high`.
 */
export const RULE_CLASS_VALUES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  RULE_CLASS_LABELS.map((label) => [
    label,
    new Set(
      integrations.flatMap((entry) =>
        entry.kind === 'scanner' ? entry.cascadingRules.map((rule) => rule.metadata.labels[label]) : [],
      ),
    ),
  ]),
);

/** A value a page states for one of the {@link RULE_CLASS_LABELS}. */
export interface RuleClassValueMention {
  label: string;
  value: string;
  /** 1-based line in the Markdown source. */
  line: number;
  /** Why the value is wrong; absent when shipped rules use it. */
  problem?: string;
}

/** `securecodebox.io/intensive: light`, `"securecodebox.io/invasive": "invasive"` or `securecodebox.io/intensive=high`. */
const RULE_CLASS_PAIR = /(securecodebox\.io\/(?:invasive|intensive))[`"']?\s*(?::|=(?!=))\s*[`"']?([a-z][a-z-]*)/g;

/** A table row whose first cell is the label and whose second cell lists its values in backticks. */
const RULE_CLASS_ROW = /^\|\s*`(securecodebox\.io\/(?:invasive|intensive))`\s*\|([^|]*)\|/;

/**
 * Finds every value a page states for the CascadingRule classification labels and checks it against
 * {@link RULE_CLASS_VALUES}: key-value pairs in YAML, inline code and label selectors, and table rows that list the
 * values of a label (`` | `securecodebox.io/intensive` | `light`, `medium`, `high` | ``). A label selector on a value
 * no shipped rule carries selects nothing, so such a value is an error.
 *
 * @param markdown - The page's Markdown or MDX source.
 * @returns One mention per stated value, in source order; `problem` is set on values no shipped rule uses.
 */
export function checkRuleClassValues(markdown: string): RuleClassValueMention[] {
  const mentions: RuleClassValueMention[] = [];
  const add = (label: string, value: string, line: number): void => {
    const known = RULE_CLASS_VALUES.get(label);
    const problem =
      known && !known.has(value)
        ? `${label} value "${value}" is used by no shipped cascading rule (they use ${[...known].sort().join(', ')})`
        : undefined;
    mentions.push({label, value, line, problem});
  };
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    const row = RULE_CLASS_ROW.exec(text);
    if (row) {
      for (const [, value] of row[2].matchAll(/`([a-z][a-z-]*)`/g)) add(row[1], value, line);
      return;
    }
    for (const [, label, value] of text.matchAll(RULE_CLASS_PAIR)) add(label, value, line);
  });
  return mentions;
}
