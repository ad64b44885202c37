/**
 * Fact statements in the docs and blog pages, and the places where two statements of one fact disagree.
 *
 * Used by `tests/unit/facts-consistency.test.ts` to enforce "one fact, one statement": where two pages state the
 * same fact, they state the same value. Three kinds of fact are comparable across pages:
 *
 * - `default`: the default of a CRD field or a Helm value key, from reference tables with a "Default" column and from
 *   prose such as "`telemetryEnabled`, which defaults to `true`" or "`x` (default `y`)".
 * - `duration`: how long the download links in a Scan's status stay valid, from any sentence or table cell that names
 *   the download links together with a duration.
 * - `attribute`: whether a scanner's findings carry an attribute, from sentences that name exactly one scanner and a
 *   backticked `attributes.<name>`; "has no `attributes.x`", "lacks `attributes.x`" and "without `attributes.x`" state
 *   that it does not.
 *
 * Everything is read from the Markdown source; nothing is fetched.
 */
import {proseBlocks} from '../../src/lib/markdown.mjs';

/** The comparable kinds of fact. */
export type FactKind = 'default' | 'duration' | 'attribute';

/** One statement of a fact on one page. */
export interface FactStatement {
  kind: FactKind;
  /** What the fact is about, e.g. `Scan spec.cascades.inheritTolerations` or `download links of a Scan`. */
  key: string;
  /** The stated value, normalised for comparison (lower case, no backticks; durations in hours; `has`/`lacks`). */
  value: string;
  /** The value as written, for messages. */
  written: string;
  /** Repo-relative path of the page, e.g. `docs/api/crds/scan.md`. */
  page: string;
  /** 1-based line of the statement in the page source. */
  line: number;
}

/** Two statements of the same fact with different values. */
export interface FactConflict {
  kind: FactKind;
  key: string;
  first: FactStatement;
  second: FactStatement;
}

/** A page to read: its repo-relative path and its Markdown/MDX source. */
export interface FactPage {
  path: string;
  source: string;
}

/**
 * The Helm values of one chart as the integration catalogue states them (the reference page's values table).
 * `path` names the catalogue file in messages.
 */
export interface FactChartValues {
  chart: string;
  path: string;
  values: readonly {key: string; default: string}[];
}

/** A scanner the attribute statements can name: its display name and its id (the chart name). */
export interface FactScanner {
  name: string;
  id: string;
}

/** The CRD kinds, longest first so that `ScheduledScan` wins over `Scan`. Cluster kinds share the spec of their twin. */
const KINDS = [
  'ClusterScanCompletionHook',
  'ClusterParseDefinition',
  'ScanCompletionHook',
  'ClusterScanType',
  'ParseDefinition',
  'CascadingRule',
  'ScheduledScan',
  'ScanType',
  'Scan',
] as const;

const KIND_OF_CRD_PAGE: Record<string, string> = {
  'scan.md': 'Scan',
  'scheduled-scan.md': 'ScheduledScan',
  'scan-type.md': 'ScanType',
  'parse-definition.md': 'ParseDefinition',
  'scan-completion-hook.md': 'ScanCompletionHook',
  'cascading-rule.md': 'CascadingRule',
};

/** First segments of Helm value keys that every scanner or hook chart has, so they need the chart to be comparable. */
const GENERIC_HELM_ROOTS = new Set([
  'image',
  'scanner',
  'parser',
  'hook',
  'cascadingRules',
  'imagePullSecrets',
  'resources',
  'securityContext',
  'podSecurityContext',
  'nodeSelector',
  'tolerations',
  'affinity',
  'env',
  'serviceAccount',
  'labels',
  'annotations',
]);

const UNSET = /^(?:–|-|—|none|unset|not set|no default|empty)\b/i;

function normaliseValue(written: string): string {
  const text = written.trim().replace(/\.$/, '');
  if (UNSET.test(text)) return 'unset';
  return text
    .replace(/`/g, '')
    .replace(/^"(.*)"$/, '$1')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The one backticked token a value consists of, if it is a single token (possibly with trailing words). */
function leadingToken(written: string): string | undefined {
  const match = /^\s*`([^`]+)`/.exec(written);
  return match ? match[1].replace(/^"(.*)"$/, '$1').toLowerCase() : undefined;
}

/** Map a cluster kind to the kind whose spec it shares. */
function baseKind(kind: string): string {
  return kind.startsWith('Cluster') ? kind.slice('Cluster'.length) : kind;
}

/**
 * Key of a CRD field, with `scanSpec` of ScheduledScan and CascadingRule folded into Scan (it is a Scan spec).
 * Returns `undefined` for names that are not field paths.
 */
function fieldKey(kind: string, field: string): string | undefined {
  if (!/^(?:spec|status)\.[A-Za-z]/.test(field)) return undefined;
  const clean = field.replace(/\[\]/g, '');
  const scanSpec = /^spec\.scanSpec\.(.+)$/.exec(clean);
  if (scanSpec && (kind === 'ScheduledScan' || kind === 'CascadingRule')) return `Scan spec.${scanSpec[1]}`;
  return `${baseKind(kind)} ${clean}`;
}

/**
 * Helm key of a value key: `helm <chart> <key>` when the chart is known (from the page, or because only one catalogue
 * chart has the key), `helm <key>` for keys no catalogue chart has (operator, auto-discovery), `undefined` when the
 * chart cannot be told.
 */
function helmKey(
  name: string,
  chart: string | undefined,
  context: string,
  valueCharts: ReadonlyMap<string, readonly string[]>,
): string | undefined {
  if (!/^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*$/.test(name)) return undefined;
  // A bare word is only a value key when it is camelCase and the text around it speaks of chart values.
  if (!name.includes('.') && !(/[A-Z]/.test(name) && (chart || /\b(?:chart|Helm|values?)\b/i.test(context))))
    return undefined;
  if (chart) return `helm ${chart} ${name}`;
  const charts = valueCharts.get(name) ?? [];
  if (charts.length === 1) return `helm ${charts[0]} ${name}`;
  if (charts.length > 1 || GENERIC_HELM_ROOTS.has(name.split('.')[0])) return undefined;
  return `helm ${name}`;
}

interface Block {
  /** Text of a paragraph, list item or table row, without Markdown structure. */
  text: string;
  line: number;
  /** The nearest heading above, for context. */
  heading: string;
  /** Cells of a table row with the header it belongs to, when the block is a table row. */
  table?: {header: string[]; cells: string[]};
}

/**
 * Split a page into prose blocks and table rows through the site's Markdown parser (`proseBlocks` of
 * `src/lib/markdown.mjs`): paragraphs and list items with their nearest heading, table rows with their header row;
 * front matter, code blocks, imports, JSX tags and comments are not prose.
 */
function blocks(source: string): Block[] {
  const result: Block[] = [];
  let heading = '';
  let header: string[] = [];
  for (const block of proseBlocks(source)) {
    if (block.type === 'heading') heading = block.text;
    else if (block.type === 'paragraph') result.push({text: block.text, line: block.line, heading});
    else if (block.type === 'tableRow' && block.header) header = block.cells;
    else if (block.type === 'tableRow')
      result.push({text: block.cells.join(' | '), line: block.line, heading, table: {header, cells: block.cells}});
  }
  return result;
}

/** Split prose into sentences; a sentence ends at `.`, `!` or `?` followed by a space and a capital or backtick. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z`[])/);
}

function kindOfPage(path: string): string | undefined {
  const crd = /^docs\/api\/crds\/([^/]+)$/.exec(path);
  return crd ? KIND_OF_CRD_PAGE[crd[1]] : undefined;
}

function chartOfPage(path: string): string | undefined {
  const match = /^docs\/(?:scanners|hooks)\/([^/]+)\.mdx?$/.exec(path);
  return match && match[1] !== 'index' ? match[1] : undefined;
}

/** The kind a heading names (`## ClusterParseDefinition` → `ClusterParseDefinition`), if any. */
function kindInText(text: string): string | undefined {
  return KINDS.find((kind) => new RegExp(`\\b${kind}\\b`).test(text));
}

const DURATION = /\b(\d+|one|seven|twelve)[\s-]*(days?|hours?|weeks?)\b|`(\d+)(h|d)`/i;
const NUMBER_WORDS: Record<string, number> = {one: 1, seven: 7, twelve: 12};

function hours(match: RegExpExecArray): number {
  if (match[3]) return Number(match[3]) * (match[4].toLowerCase() === 'd' ? 24 : 1);
  const amount = NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1]);
  const unit = match[2].toLowerCase();
  return amount * (unit.startsWith('day') ? 24 : unit.startsWith('week') ? 168 : 1);
}

/** Prose patterns that state a default; group 1 is the name, group 2 the value. */
const PROSE_DEFAULTS = [
  /`([^`]+)`[^`]{0,160}?\bdefaults? to `([^`]+)`/g,
  /`([^`]+)`\s*\((?:default:?|defaults to)\s*`([^`]+)`\)/g,
  /`([^`]+)`,?\s+(?:which\s+)?is\s+(?:set to\s+)?`([^`]+)`[^`.]{0,30}?\bby default/g,
  /`([^`]+)`\s+(?:is|set to)\s+`([^`]+)`\s*\(the default\)/g,
  /`([A-Za-z][A-Za-z.]*):\s*([^`]+)`\s*\(the default\)/g,
];

/**
 * Extract the fact statements of one page.
 *
 * @param page The page's repo-relative path and source.
 * @param scanners Scanners that attribute statements may name (display name and chart id).
 * @param fieldLeaves Optional map from the last segment of CRD field paths (as found in tables of all pages) to the
 *   full keys; lets prose that names only `inheritTolerations` be compared with the table row of
 *   `spec.cascades.inheritTolerations`. A leaf with several keys is ambiguous and skipped.
 * @param valueCharts Optional map from Helm value keys to the catalogue charts that have them, to tell which chart
 *   a key named outside its reference page belongs to.
 * @returns The statements in page order.
 */
export function extractFactStatements(
  page: FactPage,
  scanners: readonly FactScanner[],
  fieldLeaves: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
  valueCharts: ReadonlyMap<string, readonly string[]> = new Map(),
): FactStatement[] {
  const statements: FactStatement[] = [];
  const pageKind = kindOfPage(page.path);
  const chart = chartOfPage(page.path);
  const add = (kind: FactKind, key: string, written: string, line: number, value = normaliseValue(written)): void => {
    statements.push({kind, key, value, written: written.trim(), page: page.path, line});
  };
  const scannerPatterns = [...scanners]
    .sort((a, b) => b.name.length - a.name.length)
    .map((scanner) => ({
      id: scanner.id,
      pattern: new RegExp(`(?<![\\w-])(?:${escape(scanner.name)}|${escape(scanner.id)})(?![\\w-])`, 'gi'),
    }));

  for (const block of blocks(page.source)) {
    const headingKind = kindInText(block.heading);
    const kind =
      headingKind && pageKind && baseKind(headingKind) === baseKind(pageKind) ? headingKind : (pageKind ?? headingKind);

    const aboutDownloadLinks = /download links?|DownloadLink`/i.test(`${block.heading} ${block.text}`);
    if (block.table) {
      const {header, cells} = block.table;
      const column = header.findIndex((title) => /^default/i.test(title));
      const name = /^`([^`]+)`/.exec(cells[0] ?? '')?.[1];
      if (column > 0 && name && cells[column] !== undefined) {
        const key = kind
          ? (fieldKey(kind, name) ?? helmKey(name, chart, header.join(' '), valueCharts))
          : helmKey(name, chart, header.join(' '), valueCharts);
        if (key) add('default', key, cells[column], block.line);
      }
    }

    for (const sentence of block.table ? [block.text] : sentences(block.text)) {
      if (!block.table) {
        for (const pattern of PROSE_DEFAULTS) {
          for (const match of sentence.matchAll(pattern)) {
            const [, name, value] = match;
            const sentenceKind = kindInText(sentence) ?? kind;
            let key = sentenceKind ? fieldKey(sentenceKind, name) : undefined;
            if (!key && !name.includes('.')) {
              const candidates = fieldLeaves.get(name);
              if (candidates && candidates.size === 1) key = [...candidates][0];
            }
            if (!key && !/^(?:spec|status)\./.test(name)) key = helmKey(name, chart, sentence, valueCharts);
            if (key) add('default', key, `\`${value}\``, block.line);
          }
        }
      }

      const aboutLinks =
        /download links?|DownloadLink`/i.test(sentence) || (aboutDownloadLinks && /\blinks?\b/i.test(sentence));
      if (aboutLinks && !/\bHEAD\b|head links?|HeadLink/.test(sentence)) {
        const match = DURATION.exec(sentence);
        if (match) add('duration', 'download links of a Scan: validity', match[0], block.line, String(hours(match)));
      }

      const named = new Set<string>();
      for (const {id, pattern} of scannerPatterns) {
        // Names inside code (`nikto-http`, `http://scanme.nmap.org/`) do not make the sentence about a scanner.
        if (pattern.test(sentence.replace(/`[^`]*`/g, ''))) named.add(id);
        pattern.lastIndex = 0;
      }
      if (named.size === 1 && !HISTORY.test(sentence)) {
        const [scanner] = named;
        for (const {name, index} of attributeNames(sentence)) {
          const negated = /\b(?:no|lacks?|without)\s+(?:[\w'-]+\s+){0,2}$/i.test(sentence.slice(0, index));
          const written = negated ? `no \`attributes.${name}\`` : `\`attributes.${name}\``;
          add('attribute', `${scanner} attributes.${name}`, written, block.line, negated ? 'lacks' : 'has');
        }
      }
    }
  }
  return statements;
}

/** Sentences about the past ("is now", "was renamed") state no current fact. */
const HISTORY = /\b(?:is now|was|were|renamed|previously|formerly|used to|no longer|until|before v?\d)/i;

/**
 * Attribute names a sentence states: backticked `attributes.<name>` tokens, and the backticked list right after the
 * word "attribute(s)" ("attributes such as `port`, `state` and `service`"). Template expressions do not count.
 */
function attributeNames(sentence: string): {name: string; index: number}[] {
  const found: {name: string; index: number}[] = [];
  for (const token of sentence.matchAll(/`attributes\.([A-Za-z0-9_-]+)[^`]*`/g))
    found.push({name: token[1], index: token.index});
  const list =
    /\battributes?\b(?:\s+(?:such as|like|include|including|named|called))?:?\s+((?:`[A-Za-z_][A-Za-z0-9_-]*`(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)?)+)/g;
  for (const match of sentence.matchAll(list)) {
    const start = match.index + match[0].length - match[1].length;
    for (const token of match[1].matchAll(/`([^`]+)`/g)) found.push({name: token[1], index: start + token.index});
  }
  return found;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether two default values say the same: equal, both unset, or one is the single token the other starts with. */
function sameDefault(a: FactStatement, b: FactStatement): boolean {
  if (a.value === b.value) return true;
  const tokenA = leadingToken(a.written);
  const tokenB = leadingToken(b.written);
  if (tokenA && tokenB && tokenA === tokenB) return true;
  return false;
}

/**
 * Read all pages and return every statement, resolving prose that names a bare field (`inheritTolerations`) through
 * the field paths the tables of all pages use. The catalogue's chart values, when given, come first: each default in
 * a chart's values table is a statement of its own, so prose that gives a value key another default disagrees with
 * the reference page.
 */
export function collectFactStatements(
  pages: readonly FactPage[],
  scanners: readonly FactScanner[],
  chartValues: readonly FactChartValues[] = [],
): FactStatement[] {
  const valueCharts = new Map<string, string[]>();
  for (const {chart, values} of chartValues) {
    for (const {key} of values) valueCharts.set(key, [...(valueCharts.get(key) ?? []), chart]);
  }
  const leaves = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const statement of extractFactStatements(page, scanners)) {
      if (statement.kind !== 'default' || !/ (?:spec|status)\./.test(statement.key)) continue;
      const leaf = statement.key.split('.').pop() ?? '';
      if (!leaves.has(leaf)) leaves.set(leaf, new Set());
      leaves.get(leaf)?.add(statement.key);
    }
  }
  const catalogue: FactStatement[] = chartValues.flatMap(({chart, path, values}) =>
    values
      // Computed defaults such as "(the chart's appVersion)" are descriptions, not values.
      .filter((value) => !value.default.startsWith('('))
      .map((value) => ({
        kind: 'default' as const,
        key: `helm ${chart} ${value.key}`,
        value: normaliseValue(value.default),
        written: `\`${value.default}\``,
        page: path,
        line: 0,
      })),
  );
  return [...catalogue, ...pages.flatMap((page) => extractFactStatements(page, scanners, leaves, valueCharts))];
}

/**
 * Find facts stated with different values. Each disagreeing pair is reported once, against the first statement of
 * the fact in page order.
 *
 * @returns One conflict per statement that disagrees with the first statement of its fact.
 */
export function findFactConflicts(statements: readonly FactStatement[]): FactConflict[] {
  const byFact = new Map<string, FactStatement[]>();
  for (const statement of statements) {
    const id = `${statement.kind}\u0000${statement.key}`;
    if (!byFact.has(id)) byFact.set(id, []);
    byFact.get(id)?.push(statement);
  }
  const conflicts: FactConflict[] = [];
  for (const group of byFact.values()) {
    const [first, ...rest] = group;
    for (const other of rest) {
      const same = first.kind === 'default' ? sameDefault(first, other) : first.value === other.value;
      if (!same) conflicts.push({kind: first.kind, key: first.key, first, second: other});
    }
  }
  return conflicts;
}

/** A one-line message that names both pages and both values. */
export function describeConflict({kind, key, first, second}: FactConflict): string {
  return `${kind} of ${key}: ${first.page}:${first.line} says ${first.written}, ${second.page}:${second.line} says ${second.written}`;
}
