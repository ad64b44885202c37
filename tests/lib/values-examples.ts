/**
 * The Helm values examples of the site: YAML blocks titled as a values file (`values.yaml`, `<name>-values.yaml`) on
 * the pages that install a scanner or hook chart, and the `--set` flags of every `helm` command that installs one.
 * Used by `tests/unit/schemas-examples.test.ts` to check them against the charts' published values schemas.
 */
import {parse} from 'yaml';
import {readFencedBlocks} from '../../scripts/lib/manifests';
import {integrations} from '../../src/data/integrations';

/** One values example. */
export interface ValuesExample {
  /** Repo-relative file and 1-based line. */
  where: string;
  /** Chart name, e.g. `nmap`. */
  chart: string;
  /** The values as plain data. */
  values: unknown;
}

const chartNames = new Set(integrations.flatMap((entry) => (entry.chart ? [entry.chart.name] : [])));

/**
 * The chart a values block belongs to, or `undefined` when it is not a secureCodeBox chart's values: the chart that a
 * `helm` command of the same file installs with `-f`/`--values <title>`, else the chart named by the title's prefix
 * (`subfinder-values.yaml`), else, for a plain `values.yaml` on a scanner or hook page, that page's chart.
 */
function chartOfBlock(file: string, title: string, installedWith: ReadonlyMap<string, string>): string | undefined {
  const match = /^(?:([a-z-]+)-)?values\.ya?ml$/.exec(title);
  const named = installedWith.get(title);
  if (named) return named;
  if (!match) return undefined;
  const prefix = match[1];
  if (prefix) return chartNames.has(prefix) ? prefix : undefined;
  const page = /^docs\/(scanners|hooks)\/([a-z0-9-]+)\.mdx?$/.exec(file);
  if (!page) return undefined;
  const kind = page[1] === 'scanners' ? 'scanner' : 'hook';
  return integrations.find((entry) => entry.kind === kind && entry.slug === page[2])?.chart?.name;
}

/** Words of a shell line, with quotes removed (enough for the helm commands of the docs). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g)) {
    words.push(
      match[0].replace(/"([^"]*)"|'([^']*)'/g, (_, a: string | undefined, b: string | undefined) => a ?? b ?? ''),
    );
  }
  return words;
}

/** A `--set` value as Helm types it: `true`/`false`, integers, `null`, else a string. */
function helmScalar(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** The values object of `key=value` pairs (`a.b=1` → `{a: {b: 1}}`), as `helm --set` builds it. */
export function setFlagsToValues(pairs: readonly string[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    // `a.b[0].c` → `a`, `b`, 0, `c`: a number is a list index.
    const segments = pair
      .slice(0, equals)
      .split(/(?<!\\)\./)
      .flatMap((segment) => {
        const [name, ...indices] = segment.replace(/\\\./g, '.').split('[');
        return [name, ...indices.map((index) => Number(index.replace(']', '')))];
      });
    let node: Record<string | number, unknown> = root;
    for (const [at, segment] of segments.slice(0, -1).entries()) {
      const next = node[segment];
      const fresh = typeof segments[at + 1] === 'number' ? [] : {};
      node = typeof next === 'object' && next !== null ? next : (node[segment] = fresh);
    }
    node[segments[segments.length - 1]] = helmScalar(pair.slice(equals + 1));
  }
  return root;
}

/**
 * The values examples of one Markdown file.
 * @param file - repo-relative path, e.g. `docs/hooks/notification-webhook.mdx`
 * @param markdown - its source
 */
export function valuesExamples(file: string, markdown: string): ValuesExample[] {
  const found: ValuesExample[] = [];
  const blocks = readFencedBlocks(markdown).blocks;
  const installedWith = new Map<string, string>();
  for (const block of blocks) {
    for (const line of block.lines
      .join('\n')
      .replace(/\\\n\s*/g, ' ')
      .split('\n')) {
      const chart = /oci:\/\/ghcr\.io\/securecodebox\/helm\/([a-z0-9-]+)/.exec(line)?.[1];
      const valuesFile = /(?:-f|--values)[= ]"?([^\s"]+)/.exec(line)?.[1];
      if (chart && valuesFile && chartNames.has(chart)) installedWith.set(valuesFile, chart);
    }
  }
  for (const block of blocks) {
    const title = /title="([^"]+)"/.exec(block.meta)?.[1];
    if (/^ya?ml$/.test(block.lang) && title) {
      const chart = chartOfBlock(file, title, installedWith);
      if (chart) found.push({where: `${file}:${block.firstLine}`, chart, values: parse(block.lines.join('\n'))});
    }
    if (/^(bash|sh|shell|console)$/.test(block.lang)) {
      const lines = block.lines
        .join('\n')
        .replace(/\\\n\s*/g, ' ')
        .split('\n');
      for (const [index, line] of lines.entries()) {
        const chart = /oci:\/\/ghcr\.io\/securecodebox\/helm\/([a-z0-9-]+)/.exec(line)?.[1];
        if (!chart || !chartNames.has(chart)) continue;
        const words = shellWords(line);
        const pairs: string[] = [];
        for (const [at, word] of words.entries()) {
          if (word === '--set') pairs.push(words[at + 1] ?? '');
          else if (word.startsWith('--set=')) pairs.push(word.slice('--set='.length));
        }
        const usable = pairs.flatMap((pair) => pair.split(/(?<!\\),/)).filter((pair) => pair.includes('='));
        if (usable.length > 0) {
          found.push({where: `${file}:${block.firstLine + index}`, chart, values: setFlagsToValues(usable)});
        }
      }
    }
  }
  return found;
}
