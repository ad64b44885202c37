import {describe, expect, it} from 'vitest';
import {valuesSchema} from '../../plugins/schemas/generate';
import {MAX_IMPORT_BYTES} from '../../src/components/ScanBuilder/importer';
import {
  MAX_MESSAGES,
  checkValues,
  nestingOf,
  suggestKey,
  type ValuesSchemaNode,
} from '../../src/components/ValuesChecker/check';
import {integrations} from '../../src/data/integrations';

/** The published values schema of a chart, as the page fetches it. */
function schemaOf(chart: string): ValuesSchemaNode {
  const entry = integrations.find((candidate) => candidate.chart?.name === chart);
  if (!entry) throw new Error(`${chart} is not in the catalogue`);
  return JSON.parse(JSON.stringify(valuesSchema(entry))) as ValuesSchemaNode;
}

const nmap = schemaOf('nmap');
const lines = (report: ReturnType<typeof checkValues>): string[] =>
  [...report.errors, ...report.warnings].map(({line, column, kind, text}) => `${line}:${column} ${kind} ${text}`);

describe('the values checker', () => {
  it('accepts the values a reader sets for nmap', () => {
    const report = checkValues(
      'scanner:\n  nameAppend: -privileged\n  backoffLimit: 2\n  resources:\n    limits: {cpu: 1}\ncascadingRules:\n  enabled: true\n',
      nmap,
      'nmap',
    );
    expect(report).toMatchObject({notice: null, errors: [], warnings: []});
    expect(report.keys).toBe(6);
  });

  it('names a misspelt key with the key the chart reads, at its line and column', () => {
    const report = checkValues('scanner:\n  nameApend: -privileged\n', nmap, 'nmap');
    expect(lines(report)).toEqual([
      '2:3 unknown The nmap chart does not read `scanner.nameApend`; did you mean `scanner.nameAppend`?',
    ]);
  });

  it('suggests a key at another level when the name matches', () => {
    expect(lines(checkValues('backoffLimit: 5\n', nmap, 'nmap'))).toEqual([
      '1:1 unknown The nmap chart does not read `backoffLimit`; did you mean `scanner.backoffLimit`?',
    ]);
    expect(suggestKey('zzz', ['enabled'], 'cascadingRules', [])).toBeNull();
  });

  it('reports wrong types and values outside the enum at the value', () => {
    const report = checkValues(
      'scanner:\n  backoffLimit: "3"\n  suspend: yes please\n  image:\n    pullPolicy: Sometimes\n',
      nmap,
      'nmap',
    );
    expect(lines(report)).toEqual([
      '2:17 type `scanner.backoffLimit` must be a whole number, not a string `"3"`. Leave out the quotes around it.',
      '3:12 type `scanner.suspend` must be true or false, not a string `yes please`.',
      '5:17 enum `scanner.image.pullPolicy` accepts `Always`, `IfNotPresent`, `Never`; `Sometimes` is none of them.',
    ]);
  });

  it('names the keys older releases read, with what to write instead', () => {
    const report = checkValues('parserImage:\n  tag: 2.1.0\nscannerJob:\n  backoffLimit: 1\n', nmap, 'nmap');
    expect(lines(report)).toEqual([
      '1:1 removed `parserImage`: secureCodeBox 2.x read this key; 5.8.0 does not. Use `parser.image`.',
      '3:1 removed `scannerJob`: secureCodeBox 2.x read this key; 5.8.0 does not. Use `scanner.ttlSecondsAfterFinished` and `scanner.backoffLimit`.',
    ]);
    expect(lines(checkValues('kubeauditScope: cluster\n', schemaOf('trivy'), 'trivy'))[0]).toMatch(
      /^1:1 removed `kubeauditScope`: secureCodeBox 4\.x read this key; 5\.8\.0 does not\. Use `k8sScanScope`/,
    );
  });

  it("warns about keys without effect, with the catalogue's reason", () => {
    const report = checkValues('cascadingRules:\n  enabled: true\n', schemaOf('gitleaks'), 'gitleaks');
    expect(report.errors).toEqual([]);
    expect(lines(report)).toEqual([
      '2:3 no-effect `cascadingRules.enabled`: Has no effect: this chart ships no cascading rules for it to install.',
    ]);
  });

  it('refuses text over the size cap before parsing it', () => {
    const report = checkValues('a: b\n'.repeat(Math.ceil((MAX_IMPORT_BYTES + 10) / 5)), nmap, 'nmap');
    expect(report.notice).toMatch(/^This text is 257 KB; the checker reads at most 256 KB\./);
    expect(report.errors).toEqual([]);
  });

  it('stops an alias bomb with a message', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let level = 1; level < 9; level += 1) {
      bomb.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + level)}`)
          .join(',')}]`,
      );
    }
    const report = checkValues(`${bomb.join('\n')}\n`, nmap, 'nmap');
    expect(report.notice).toMatch(/aliases of this text expand to more than 100 copies/);
  });

  it('reads deep nesting without a crash and says so', () => {
    const started = Date.now();
    for (const deep of [
      `deep: ${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      `deep: ${'{a: '.repeat(20_000)}1${'}'.repeat(20_000)}`,
      Array.from({length: 300}, (_, level) => `${' '.repeat(level * 2)}k${level}:`).join('\n'),
      `${'- '.repeat(5_000)}x`,
    ]) {
      expect(checkValues(deep, nmap, 'nmap').notice).toBe(
        'This text nests lists or mappings more than 100 levels deep; no values file nests like this, so the checker does not read it.',
      );
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(nestingOf('a: "[[[[" # {{{{\nb: [1, [2, {c: 3}]]\n')).toBe(3);
  });

  it('lists at most 20 messages of junk and counts them all', () => {
    const junk = Array.from({length: 200}, (_, index) => `junk${index}: ${index}`).join('\n');
    const report = checkValues(junk, nmap, 'nmap');
    expect(report.errors).toHaveLength(MAX_MESSAGES);
    expect(report.totals.errors).toBe(200);
  });

  it('explains text that is not a mapping, and empty text', () => {
    expect(checkValues('- a\n- b\n', nmap, 'nmap').notice).toBe(
      'A values file is a mapping of keys to values; this text is a list.',
    );
    expect(checkValues('', nmap, 'nmap').notice).toBe('The text is empty: paste or drop a values file.');
    expect(checkValues('a: [\n', nmap, 'nmap').errors[0]?.kind).toBe('yaml');
  });
});
