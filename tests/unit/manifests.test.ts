import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {extractSecureCodeBoxManifests, readFencedBlocks, validateManifest} from '../../scripts/lib/manifests';
import {docsFiles, repoRoot} from '../lib/docs-files';

/** A valid Scan used as the base of the negative cases. */
function validScan(): Record<string, unknown> {
  return {
    apiVersion: 'execution.securecodebox.io/v1',
    kind: 'Scan',
    metadata: {name: 'nmap-scanme'},
    spec: {scanType: 'nmap', parameters: ['-sV', 'scanme.nmap.org']},
  };
}

describe('secureCodeBox manifests in the docs and the blog', () => {
  const files = docsFiles()
    .map((file) => ({file, manifests: extractSecureCodeBoxManifests(readFileSync(join(repoRoot, file), 'utf8'))}))
    .filter(({manifests}) => manifests.length > 0);

  it('finds the manifests of the API reference pages', () => {
    expect(files.map(({file}) => file)).toContain('docs/api/crds/scan.md');
  });

  it('finds the manifests of the blog posts that readers apply', () => {
    expect(files.map(({file}) => file)).toEqual(
      expect.arrayContaining([
        'blog/2021-10-27-sast-scanning.md',
        'blog/2023-09-01-automate-zap-with-authentication.md',
      ]),
    );
  });

  for (const {file, manifests} of files) {
    it(`every secureCodeBox manifest in ${file} validates against its CRD schema`, () => {
      const problems = manifests.flatMap(({line, doc, parseError}) =>
        (parseError ? [parseError] : validateManifest(doc)).map((problem) => `${file}:${line}: ${problem}`),
      );
      expect(problems).toEqual([]);
    });
  }
});

describe('validateManifest', () => {
  it('accepts a complete Scan', () => {
    expect(validateManifest(validScan())).toEqual([]);
  });

  it('rejects a misspelt spec field and names kind and path', () => {
    const scan = validScan();
    scan.spec = {scanTyp: 'nmap', parameters: ['scanme.nmap.org']};
    const problems = validateManifest(scan);
    expect(problems).toContain('Scan "nmap-scanme" spec.scanTyp: unknown field (misspelt or not part of this kind)');
    expect(problems).toContain('Scan "nmap-scanme" spec.scanType: required field is missing');
  });

  it('rejects a misspelt field inside cascades of a CascadingRule scanSpec', () => {
    const rule = {
      apiVersion: 'cascading.securecodebox.io/v1',
      kind: 'CascadingRule',
      metadata: {name: 'nmap-hostscan'},
      spec: {
        matches: {anyOf: [{category: 'Subdomain', osi_layer: 'NETWORK'}]},
        scanSpec: {scanType: 'nmap', parameters: ['{{location}}'], cascades: {inheritLabel: false}},
      },
    };
    expect(validateManifest(rule)).toEqual([
      'CascadingRule "nmap-hostscan" spec.scanSpec.cascades.inheritLabel: unknown field (misspelt or not part of this kind)',
    ]);
  });

  it('rejects a wrong enum value', () => {
    const scan = validScan();
    scan.spec = {...(scan.spec as object), resourceMode: 'clusterwide'};
    expect(validateManifest(scan)).toEqual([
      'Scan "nmap-scanme" spec.resourceMode: must be one of namespaceLocal, clusterWide',
    ]);

    const hook = {
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ScanCompletionHook',
      metadata: {name: 'my-hook'},
      spec: {type: 'ReadWrite', image: 'docker.io/example/hook:1.0.0'},
    };
    expect(validateManifest(hook)).toEqual([
      'ScanCompletionHook "my-hook" spec.type: must be one of ReadOnly, ReadAndWrite',
    ]);
  });

  it('rejects a ScheduledScan that sets both interval and schedule', () => {
    const scheduled = {
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ScheduledScan',
      metadata: {name: 'nmap-daily'},
      spec: {interval: '24h', schedule: '0 12 * * *', scanSpec: {scanType: 'nmap', parameters: ['scanme.nmap.org']}},
    };
    expect(validateManifest(scheduled)).toEqual([
      'ScheduledScan "nmap-daily" spec: set exactly one of these fields, not both',
    ]);
  });

  it('accepts suspend on Scan, ScheduledScan and both scanSpecs, as a boolean only (CRDs since 5.6.0)', () => {
    const scan = validScan();
    scan.spec = {...(scan.spec as object), suspend: true};
    expect(validateManifest(scan)).toEqual([]);

    const scanSpec = {scanType: 'nmap', parameters: ['scanme.nmap.org'], suspend: false};
    const scheduled = {
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ScheduledScan',
      metadata: {name: 'nmap-daily'},
      spec: {interval: '24h', suspend: true, scanSpec},
    };
    expect(validateManifest(scheduled)).toEqual([]);

    const rule = {
      apiVersion: 'cascading.securecodebox.io/v1',
      kind: 'CascadingRule',
      metadata: {name: 'nmap-hostscan'},
      spec: {matches: {anyOf: [{category: 'Subdomain'}]}, scanSpec},
    };
    expect(validateManifest(rule)).toEqual([]);

    scan.spec = {...(scan.spec as object), suspend: 'true'};
    const problems = validateManifest(scan);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Scan "nmap-scanme" spec\.suspend: /);
  });

  it('rejects a ScheduledScan interval with a day unit', () => {
    const scheduled = {
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ScheduledScan',
      metadata: {name: 'nmap-weekly'},
      spec: {interval: '7d', scanSpec: {scanType: 'nmap', parameters: ['scanme.nmap.org']}},
    };
    const problems = validateManifest(scheduled);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ScheduledScan "nmap-weekly" spec\.interval: must match pattern/);
  });

  it('accepts permissive content inside embedded Kubernetes types', () => {
    const scanType = {
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ClusterScanType',
      metadata: {name: 'nmap'},
      spec: {
        extractResults: {type: 'nmap-xml', location: '/home/securecodebox/nmap-results.xml'},
        jobTemplate: {
          spec: {backoffLimit: 3, template: {spec: {restartPolicy: 'Never', containers: [{name: 'nmap', image: 'x'}]}}},
        },
      },
    };
    expect(validateManifest(scanType)).toEqual([]);
  });

  it('rejects unknown kinds, groups and versions', () => {
    expect(validateManifest({...validScan(), kind: 'Scans'})[0]).toMatch(
      /^Scans "nmap-scanme" kind: "Scans" is not a kind of execution\.securecodebox\.io/,
    );
    expect(validateManifest({...validScan(), apiVersion: 'foo.securecodebox.io/v1'})[0]).toMatch(
      /unknown API group "foo\.securecodebox\.io"/,
    );
    expect(validateManifest({...validScan(), apiVersion: 'execution.securecodebox.io/v1beta1'})).toEqual([
      'Scan "nmap-scanme" apiVersion: must be "execution.securecodebox.io/v1"',
    ]);
    expect(validateManifest('not a manifest')).toHaveLength(1);
  });
});

describe('extractSecureCodeBoxManifests', () => {
  it('returns every secureCodeBox document of multi-document yaml blocks with its line', () => {
    const markdown = [
      '---', // line 1: front matter is not a code block
      'title: Example',
      '---',
      '',
      '```yaml title="scan.yaml"', // line 5
      'apiVersion: "execution.securecodebox.io/v1"', // line 6
      'kind: Scan',
      'metadata:',
      '  name: "a"',
      'spec:',
      '  scanType: "nmap"',
      '  parameters: ["scanme.nmap.org"]',
      '---',
      'apiVersion: v1', // line 14: a Secret is not returned
      'kind: Secret',
      'metadata:',
      '  name: s',
      '---',
      'apiVersion: cascading.securecodebox.io/v1', // line 19
      'kind: CascadingRule',
      'metadata:',
      '  name: r',
      '```',
      '',
      '```bash',
      'kubectl apply -f scan.yaml',
      '```',
    ].join('\n');
    const manifests = extractSecureCodeBoxManifests(markdown);
    expect(manifests.map(({line}) => line)).toEqual([6, 19]);
    expect((manifests[0].doc as {kind: string}).kind).toBe('Scan');
    expect((manifests[1].doc as {kind: string}).kind).toBe('CascadingRule');
  });

  it('reports a yaml block that does not parse', () => {
    const markdown = [
      'Some prose.',
      '',
      '```yaml',
      'apiVersion: "execution.securecodebox.io/v1"', // line 4
      'kind: Scan',
      'metadata:',
      '  name: "broken"',
      'spec:',
      '  scanType: "nmap"',
      '   parameters: [ "-sV"', // line 10: bad indentation and an unclosed flow sequence
      '```',
    ].join('\n');
    const manifests = extractSecureCodeBoxManifests(markdown);
    expect(manifests).toHaveLength(1);
    expect(manifests[0].doc).toBeUndefined();
    expect(manifests[0].parseError).toMatch(/^YAML does not parse \(line \d+\)/);
    expect(manifests[0].line).toBeGreaterThanOrEqual(4);
    expect(validateManifest(manifests[0].doc)).not.toEqual([]);
  });

  it('skips Helm chart templates but keeps mustache placeholders', () => {
    const markdown = [
      '```yaml',
      'apiVersion: "execution.securecodebox.io/v1"',
      'kind: ScanType',
      'metadata:',
      '  name: "nmap{{ .Values.scanner.nameAppend | default "" }}"',
      '```',
      '',
      '```yml',
      'apiVersion: "cascading.securecodebox.io/v1"',
      'kind: CascadingRule',
      'metadata:',
      '  name: "nmap-hostscan"',
      'spec:',
      '  matches:',
      '    anyOf:',
      '      - category: "Subdomain"',
      '  scanSpec:',
      '    scanType: "nmap"',
      '    parameters: ["-Pn", "{{location}}", "{{$.hostOrIP}}", "{{#asList}}{{attributes.ip_addresses}}{{/asList}}"]',
      '```',
    ].join('\n');
    const manifests = extractSecureCodeBoxManifests(markdown);
    expect(manifests).toHaveLength(1);
    expect(validateManifest(manifests[0].doc)).toEqual([]);
  });

  it('skips blocks marked skip-validation', () => {
    const markdown = [
      '```yaml title="proposal.yaml" skip-validation',
      'apiVersion: "execution.securecodebox.io/v1"',
      'kind: ClusterScanCompletionHook',
      'metadata:',
      '  name: "proposal"',
      'spec:',
      '  type: ReadOnly',
      '  executionNamespace: "never-implemented"',
      '```',
    ].join('\n');
    expect(extractSecureCodeBoxManifests(markdown)).toEqual([]);
    expect(extractSecureCodeBoxManifests(markdown.replace(' skip-validation', ''))).toHaveLength(1);
  });

  it('finds indented yaml blocks inside lists and ignores yaml nested in other fences', () => {
    const markdown = [
      '1. Apply the scan:',
      '',
      '   ```yaml',
      '   apiVersion: execution.securecodebox.io/v1',
      '   kind: Scan',
      '   metadata:',
      '     name: indented',
      '   spec:',
      '     scanType: nmap',
      '     parameters: ["scanme.nmap.org"]',
      '   ```',
      '',
      '````md',
      '```yaml',
      'apiVersion: execution.securecodebox.io/v1',
      'kind: Scan',
      '```',
      '````',
    ].join('\n');
    const manifests = extractSecureCodeBoxManifests(markdown);
    expect(manifests).toHaveLength(1);
    expect(manifests[0].line).toBe(4);
    expect(validateManifest(manifests[0].doc)).toEqual([]);
  });
});

describe('readFencedBlocks', () => {
  const markdown = [
    '---',
    'title: Fences',
    '```yaml',
    '---',
    'Intro with `inline` code.',
    '',
    '- A list item:',
    '',
    '  ~~~~YAML title="scan.yaml" skip-validation',
    '  kind: Scan',
    '    more indented',
    '  ~~~',
    '  ~~~~~ ',
    'Between.',
    '```js{1,3}',
    'const a = 1;',
    '```',
    '```sh',
    'never closed',
  ].join('\r\n');

  it('returns the closed blocks with language, meta, first line and unindented lines; front matter is no block', () => {
    expect(readFencedBlocks(markdown).blocks).toEqual([
      {
        firstLine: 10,
        lang: 'yaml',
        meta: 'title="scan.yaml" skip-validation',
        lines: ['kind: Scan', '  more indented', '~~~'],
      },
      {firstLine: 16, lang: 'js', meta: '{1,3}', lines: ['const a = 1;']},
    ]);
  });

  it('ends a block in a list item where the item ends, as Docusaurus renders it', () => {
    // The line indented less than the item's content ends the item, so the fence is never closed.
    const item = ['- Apply:', '', '  ```yaml', '  kind: Scan', ' less indented', '  ```'].join('\n');
    expect(readFencedBlocks(item).blocks).toEqual([]);
  });
});
