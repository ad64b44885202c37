import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

import {parseAllDocuments} from 'yaml';
import {afterAll, describe, expect, it} from 'vitest';
import {defined} from '../lib/defined';
import {docsFiles, repoRoot} from '../lib/docs-files';

import {hooks, scanners} from '../../src/data/integrations';
import {DEMO_TARGET_CHARTS} from '../../src/data/integrations/demo-targets';
import {extractSecureCodeBoxManifests, readFencedBlocks} from '../../scripts/lib/manifests';
import {slimCatalogue} from '../../src/data/scan-builder-catalogue';
import {
  checkManifests,
  hookLabels,
  MAX_ALIAS_COUNT,
  MAX_DOCUMENTS,
  MAX_IMPORT_BYTES,
  REMOVED_SCAN_TYPES,
  type ImportReport,
} from '../../src/components/ScanBuilder/importer';
import {buildOutput} from '../../src/components/ScanBuilder/manifest';
import type {ImportValidators} from '../../src/components/ScanBuilder/validators';
import {importValidatorSource, validatorSource} from '../../plugins/scan-builder/validators.mjs';

/** The catalogue slice the plugin writes into the build, through JSON as in the build. */
const catalogue = JSON.parse(
  JSON.stringify(slimCatalogue({scanners, hooks, demoTargets: DEMO_TARGET_CHARTS})),
) as ReturnType<typeof slimCatalogue>;

/** Both validator modules the plugin writes, loaded from files below node_modules (so they resolve Ajv's helpers). */
const cacheDir = resolve(__dirname, '../../node_modules/.cache/scan-builder-tests');
mkdirSync(cacheDir, {recursive: true});
async function loadModule(name: string, source: string): Promise<unknown> {
  const file = join(cacheDir, `${name}-${process.pid}.mjs`);
  writeFileSync(file, source);
  afterAll(() => rmSync(file, {force: true}));
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}
const validators = {
  ...((await loadModule('validators', validatorSource())) as object),
  ...((await loadModule('import-validators', importValidatorSource())) as object),
} as ImportValidators;

function check(text: string): ImportReport {
  return checkManifests(text, catalogue, validators);
}

/** The documents of a YAML text as plain values, without empty documents. */
function plainDocuments(text: string): unknown[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as unknown)
    .filter((doc) => doc !== null && doc !== undefined);
}

/** The secureCodeBox Scans and ScheduledScans a YAML text holds. */
function scanKinds(text: string): Array<{kind: string; scanType: unknown}> {
  return plainDocuments(text).flatMap((doc) => {
    const record = doc as {
      apiVersion?: unknown;
      kind?: unknown;
      spec?: {scanType?: unknown; scanSpec?: {scanType?: unknown}};
    };
    if (typeof record.apiVersion !== 'string' || !record.apiVersion.startsWith('execution.securecodebox.io/'))
      return [];
    if (record.kind === 'Scan') return [{kind: 'Scan', scanType: record.spec?.scanType}];
    if (record.kind === 'ScheduledScan') return [{kind: 'ScheduledScan', scanType: record.spec?.scanSpec?.scanType}];
    return [];
  });
}

/**
 * Every YAML block of the docs and the blog that holds a secureCodeBox Scan or ScheduledScan, as the manifest
 * tests find them (same blocks: no Helm templates, no `skip-validation`), and every catalogue example.
 */
function siteManifests(): Array<{where: string; text: string}> {
  const cases: Array<{where: string; text: string}> = [];
  for (const file of docsFiles()) {
    const markdown = readFileSync(join(repoRoot, file), 'utf8');
    for (const block of readFencedBlocks(markdown).blocks) {
      const text = block.lines.join('\n');
      const fenced = `\`\`\`${block.lang} ${block.meta}\n${text}\n\`\`\`\n`;
      const manifests = extractSecureCodeBoxManifests(fenced);
      if (manifests.length === 0 || manifests.some((manifest) => manifest.parseError)) continue;
      if (scanKinds(text).length > 0) cases.push({where: `${file}:${block.firstLine}`, text});
    }
  }
  for (const scanner of scanners)
    for (const example of scanner.examples)
      cases.push({where: `catalogue ${scanner.slug}/${example.name}`, text: example.scan});
  return cases;
}

const SCAN = `apiVersion: execution.securecodebox.io/v1
kind: Scan
metadata:
  name: nmap-scanme
spec:
  scanType: nmap
  parameters:
    - -sV
    - scanme.nmap.org
`;

describe('scan import: every manifest of the site imports and comes back equal in meaning', () => {
  const cases = siteManifests();

  it('finds the Scans of the docs, the blog and the catalogue', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(cases.some(({where}) => where.startsWith('blog/'))).toBe(true);
    expect(cases.some(({where}) => where.startsWith('catalogue '))).toBe(true);
    expect(cases.some(({text}) => scanKinds(text).some(({kind}) => kind === 'ScheduledScan'))).toBe(true);
  });

  for (const {where, text} of cases) {
    it(where, () => {
      const report = check(text);
      expect(report.documents.flatMap((entry) => entry.errors)).toEqual([]);
      const first = scanKinds(text)[0];
      const removed = typeof first.scanType === 'string' ? REMOVED_SCAN_TYPES[first.scanType] : undefined;
      if (removed) {
        // A 4.x manifest of a removed scanner: the hint names the replacement, and the form stays as it is.
        expect(report.loaded).toBeNull();
        expect(report.documents.flatMap((entry) => entry.hints).map((hint) => hint.link?.to)).toContain(
          removed.link.to,
        );
        return;
      }
      if (!catalogue.scanners.some((scanner) => scanner.scanTypes.includes(String(first.scanType)))) {
        // A ScanType of no chart (one the reader creates, or one a chart installs only on request): checked and
        // named in a hint, but the form, which writes the charts' ScanTypes, stays as it is.
        expect(report.loaded).toBeNull();
        expect(report.notLoaded).toContain(`"${String(first.scanType)}"`);
        expect(
          report.documents
            .flatMap((entry) => entry.hints)
            .map((hint) => hint.text)
            .join(' '),
        ).toContain(String(first.scanType));
        return;
      }
      const loaded = defined(report.loaded, `the form state of ${where} (${report.notLoaded ?? ''})`);
      const output = buildOutput(catalogue, loaded.state, loaded.passthrough, validators);
      expect(output.documents).toEqual(plainDocuments(text));
      expect(output.problems).toEqual([]);
      expect(plainDocuments(defined(output.yaml, 'the YAML'))).toEqual(plainDocuments(text));
    });
  }
});

/** The hints of a report, as their texts. */
function hintTexts(report: ImportReport): string[] {
  return report.documents.flatMap((entry) => entry.hints.map((hint) => hint.text));
}

/** A Scan with a spec body (YAML lines indented under `spec:`). */
function scanWith(spec: string, kind = 'Scan'): string {
  return `apiVersion: execution.securecodebox.io/v1\nkind: ${kind}\nmetadata:\n  name: test-scan\nspec:\n${spec}`;
}

describe('scan import: hints', () => {
  it('a clean Scan gets no hint, is valid and loads into the form', () => {
    const report = check(SCAN);
    expect(hintTexts(report)).toEqual([]);
    expect(report.documents.map((entry) => entry.status)).toEqual(['valid']);
    const loaded = defined(report.loaded, 'the loaded scan');
    expect(loaded.state.scanner).toBe('nmap');
    expect(loaded.state.parameters).toEqual(['-sV', 'scanme.nmap.org']);
    expect(loaded.kept).toEqual([]);
  });

  it('a ScanType 5.0.0 removed names its replacement and links its migration page, at the scanType line', () => {
    for (const [scanType, to] of [
      ['amass', '/docs/scanners/amass'],
      ['cmseek', '/docs/scanners/cmseek'],
      ['zap-baseline-scan', '/docs/scanners/zap-automation-framework#migrate-from-the-zap-and-zap-advanced-scanners'],
    ]) {
      const report = check(scanWith(`  scanType: ${scanType}\n  parameters: ["-d", "example.com"]\n`));
      const hint = defined(report.documents[0].hints[0], `the hint for ${scanType}`);
      expect(hint.link?.to).toBe(to);
      expect({line: hint.line, column: hint.column}).toEqual({line: 6, column: 3});
      expect(report.loaded).toBeNull();
      // The schema accepts it, but it does not run: a warning, not a green "valid".
      expect(report.documents.map((entry) => entry.status)).toEqual(['warning']);
      expect(report.notLoaded).toContain(`no chart of them installs the ScanType "${scanType}"`);
    }
    expect(REMOVED_SCAN_TYPES.amass.text).toContain('"subfinder"');
    expect(REMOVED_SCAN_TYPES.cmseek.text).toMatch(/"nuclei".*-tags, joomla/);
  });

  it('parameters written as one string: a scalar, and a list item holding a whole command line', () => {
    const scalar = check(scanWith('  scanType: nmap\n  parameters: "-sV -p 80 scanme.nmap.org"\n'));
    expect(hintTexts(scalar)).toEqual([
      'parameters is one string; write it as a list with one argument per item ("-sV", "-p", "80" …).',
    ]);
    expect(scalar.documents[0].hints[0]).toMatchObject({line: 7, column: 3});
    expect(scalar.documents[0].status).toBe('invalid');

    const joined = check(scanWith('  scanType: nmap\n  parameters: ["-sV -p 80 scanme.nmap.org"]\n'));
    expect(hintTexts(joined)).toEqual([
      '"-sV -p 80 scanme.nmap.org" is 4 arguments in one item; the scanner receives it as a single argument. Give each argument its own item.',
    ]);
    expect(joined.documents[0].hints[0]).toMatchObject({line: 7, column: 16});
    // Valid for the API server, so it loads, and the form shows the same problem in its row.
    expect(joined.loaded?.state.parameters).toEqual(['-sV -p 80 scanme.nmap.org']);

    // A value with spaces right after its option is one argument.
    expect(
      hintTexts(
        check(scanWith('  scanType: nuclei\n  parameters: ["-H", "User-Agent: scb", "-u", "https://example.com"]\n')),
      ),
    ).toEqual([]);
  });

  it('schedule and interval together, at the interval key', () => {
    const report = check(
      scanWith(
        '  interval: 24h\n  schedule: "0 3 * * *"\n  scanSpec:\n    scanType: nmap\n    parameters: [scanme.nmap.org]\n',
        'ScheduledScan',
      ),
    );
    expect(report.documents[0].hints).toEqual([
      expect.objectContaining({
        line: 6,
        column: 3,
        text: expect.stringContaining('follows the cron schedule') as unknown,
      }),
    ]);
    expect(report.documents[0].errors.map((error) => error.text)).toEqual([
      'spec: set either interval or schedule, not both.',
    ]);
    const single = check(
      scanWith(
        '  interval: 24h\n  scanSpec:\n    scanType: nmap\n    parameters: [scanme.nmap.org]\n',
        'ScheduledScan',
      ),
    );
    expect(hintTexts(single)).toEqual([]);
    expect(single.loaded?.state.schedule).toMatchObject({enabled: true, interval: '24h', cron: ''});
  });

  it('a cascades selector that admits invasive rules, evaluated against the catalogue rules', () => {
    const any = check(scanWith('  scanType: nmap\n  parameters: [scanme.nmap.org]\n  cascades: {}\n'));
    const text = defined(hintTexts(any)[0], 'the cascade hint');
    expect(text).toMatch(
      /^This cascades selector admits \d+ invasive rules that can follow Nmap findings: .*ncrack \(/,
    );
    expect(any.documents[0].hints[0]).toMatchObject({line: 8, column: 3});

    const intensityOnly = check(
      scanWith(
        '  scanType: nmap\n  parameters: [scanme.nmap.org]\n  cascades:\n    matchLabels:\n      securecodebox.io/intensive: light\n',
      ),
    );
    expect(hintTexts(intensityOnly).join(' ')).toContain('securecodebox.io/invasive');

    const safe = check(
      scanWith(
        '  scanType: nmap\n  parameters: [scanme.nmap.org]\n  cascades:\n    matchLabels:\n      securecodebox.io/invasive: non-invasive\n      securecodebox.io/intensive: light\n',
      ),
    );
    expect(hintTexts(safe)).toEqual([]);
  });

  it('a hookSelector that matches no hook of the catalogue, and none for one that does', () => {
    const none = check(
      scanWith(
        '  scanType: nmap\n  parameters: [scanme.nmap.org]\n  hookSelector:\n    matchLabels:\n      app.kubernetes.io/instance: persistence-defectdjo\n',
      ),
    );
    expect(hintTexts(none)).toEqual([expect.stringContaining('This hookSelector matches none of the hooks')]);
    expect(none.documents[0].hints[0]).toMatchObject({line: 8, column: 3});

    const some = check(
      scanWith(
        '  scanType: nmap\n  parameters: [scanme.nmap.org]\n  hookSelector:\n    matchExpressions:\n      - {key: app.kubernetes.io/instance, operator: In, values: [persistence-defectdojo]}\n',
      ),
    );
    expect(hintTexts(some)).toEqual([]);
    const defectdojo = defined(
      catalogue.hooks.find((hook) => hook.slug === 'defectdojo'),
      'the DefectDojo hook',
    );
    expect(hookLabels(defectdojo)).toMatchObject({
      'app.kubernetes.io/instance': 'persistence-defectdojo',
      type: 'Unstructured',
    });
  });

  it('CascadingRule and ScanCompletionHook are validated only: valid, or errors at line and column', () => {
    const rule = `apiVersion: cascading.securecodebox.io/v1
kind: CascadingRule
metadata:
  name: https-nuclei
spec:
  matches:
    anyOf:
      - category: Open Port
        attributes: {service: https}
  scanSpec:
    scanType: nuclei
    parameters: ["-u", "https://{{location}}"]
`;
    const hook = `apiVersion: execution.securecodebox.io/v1
kind: ScanCompletionHook
metadata:
  name: my-hook
spec:
  type: ReadWrite
  image: docker.io/example/hook:1.0.0
`;
    const report = check(`${rule}---\n${hook}`);
    expect(report.documents.map(({kind, status}) => ({kind, status}))).toEqual([
      {kind: 'CascadingRule', status: 'valid'},
      {kind: 'ScanCompletionHook', status: 'invalid'},
    ]);
    expect(report.documents[1].errors).toEqual([
      {line: 19, column: 3, text: 'spec.type must be one of ReadOnly, ReadAndWrite.'},
    ]);
    expect(report.loaded).toBeNull();
    expect(report.notLoaded).toBeNull();
  });

  it('schema errors point at the field: an unknown key, a missing field, a wrong type', () => {
    const report = check(
      scanWith('  scanTyp: nmap\n  parameters: [scanme.nmap.org]\n  ttlSecondsAfterFinished: "600"\n'),
    );
    expect(report.documents[0].errors).toEqual(
      expect.arrayContaining([
        {line: 6, column: 3, text: 'Unknown field spec.scanTyp: it is misspelt or not part of this kind.'},
        {line: 5, column: 1, text: 'The required field spec.scanType is missing.'},
        {line: 8, column: 3, text: 'spec.ttlSecondsAfterFinished must be a whole number.'},
      ]),
    );
    expect(report.loaded).toBeNull();
    expect(report.notLoaded).toBe('Fix the errors of document 1 (Scan) to load it into the form.');
  });

  it('keeps what the form cannot show and lists it', () => {
    const report = check(
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plan\ndata:\n  a: b\n---\n${scanWith('  scanType: nmap\n  parameters: [scanme.nmap.org]\n  volumes:\n    - name: plan\n      configMap: {name: plan}\n')}`,
    );
    const loaded = defined(report.loaded, 'the loaded scan');
    expect(loaded.number).toBe(2);
    expect(loaded.kept).toEqual(['the ConfigMap plan', 'spec.volumes']);
    expect(report.documents[0].status).toBe('unchecked');
  });
});

describe('scan import: malformed and hostile input gives a message', () => {
  it('a tab in the indentation', () => {
    const report = check('apiVersion: execution.securecodebox.io/v1\nkind: Scan\nspec:\n\tscanType: nmap\n');
    expect(report.documents[0].errors[0]).toEqual({
      line: 4,
      column: 1,
      text: 'A tab indents this line; YAML indents with spaces only.',
    });
    expect(report.loaded).toBeNull();
  });

  it('a duplicate key', () => {
    const report = check(scanWith('  scanType: nmap\n  scanType: nuclei\n  parameters: [x]\n'));
    expect(report.documents[0].errors[0]).toEqual({
      line: 7,
      column: 3,
      text: 'This key appears twice in the same mapping; keep one of them.',
    });
  });

  it('a syntax error', () => {
    const report = check('apiVersion: execution.securecodebox.io/v1\nkind: Scan\nspec: {scanType: nmap\n');
    expect(report.documents[0].status).toBe('invalid');
    expect(report.documents[0].errors[0].text).toMatch(/^YAML syntax error: /);
  });

  it('a 1 MB paste is refused before parsing', () => {
    const big = `${SCAN}# ${'x'.repeat(1024 * 1024)}\n`;
    const report = check(big);
    expect(report.read).toBe(false);
    expect(report.notice).toBe(
      `This text is 1,025 KB; the import reads at most ${MAX_IMPORT_BYTES / 1024} KB. Paste a single manifest file, or split a large one.`,
    );
    // Multi-byte characters count as their UTF-8 bytes.
    expect(check(`# ${'ü'.repeat(MAX_IMPORT_BYTES / 2)}`).read).toBe(false);
    expect(check(`# ${'u'.repeat(MAX_IMPORT_BYTES / 2)}`).read).toBe(true);
  });

  it('a YAML bomb with anchors (billion laughs) stops at the alias limit', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 9; level += 1) {
      const name = String.fromCharCode(97 + level);
      const previous = String.fromCharCode(96 + level);
      levels.push(`${name}: &${name} [${Array.from({length: 9}, () => `*${previous}`).join(',')}]`);
    }
    const report = check(`${levels.join('\n')}\n`);
    expect(report.documents[0].errors).toEqual([
      {
        line: 1,
        column: 1,
        text: `This document's aliases (*name) expand to more than ${MAX_ALIAS_COUNT} copies of their anchors, as an alias bomb does; the import stops reading it. Write the values out instead.`,
      },
    ]);
  });

  it('more documents than the limit: the first ones are checked and the rest named', () => {
    const report = check(Array.from({length: MAX_DOCUMENTS + 5}, () => SCAN).join('---\n'));
    expect(report.documents).toHaveLength(MAX_DOCUMENTS);
    expect(report.notice).toBe(
      `This text holds ${MAX_DOCUMENTS + 5} documents; the import checks the first ${MAX_DOCUMENTS}. Check the rest separately.`,
    );
  });

  it('empty text, a scalar and deep nesting', () => {
    expect(check('  \n').notice).toBe('Paste or drop a manifest first.');
    expect(check('just a string').documents[0].errors[0].text).toBe(
      'This document is not a mapping, so it is no Kubernetes object.',
    );
    const deep = check(`${'['.repeat(20000)}${']'.repeat(20000)}`);
    expect(deep.documents[0].errors.map((error) => error.text)).toEqual([
      'Lists or mappings nest too deeply here to be read; no manifest nests like this.',
    ]);
  });
});
