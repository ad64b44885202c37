import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

import {describe, expect, it} from 'vitest';

import {integrations} from '../../src/data/integrations';
import {PLATFORM_KEYS, PLATFORM_KEY_PREFIXES} from '../../src/data/platform-keys';
import {
  checkCrdFieldPath,
  checkHelmValueKey,
  checkKubernetesKey,
  checkPageKeys,
  checkRuleClassValues,
  findKubernetesKeys,
  RULE_CLASS_VALUES,
  type KeyMention,
} from '../lib/fact-keys';

const repoRoot = resolve(__dirname, '../..');

/** Every docs page and blog post, as repo-relative paths, sorted. */
function pages(): string[] {
  return ['docs', 'blog']
    .flatMap((dir) =>
      readdirSync(join(repoRoot, dir), {recursive: true, encoding: 'utf8'}).map((entry) => join(repoRoot, dir, entry)),
    )
    .filter((path) => /\.mdx?$/.test(path))
    .map((path) => relative(repoRoot, path).split('\\').join('/'))
    .sort();
}

/** The chart a scanner or hook reference page documents (`docs/hooks/defectdojo.mdx` → `persistence-defectdojo`). */
function chartOfPage(file: string): string | undefined {
  const match = /^docs\/(scanners|hooks)\/([^/]+)\.mdx$/.exec(file);
  if (!match) return undefined;
  return integrations.find((entry) => `${entry.kind}s` === match[1] && entry.slug === match[2])?.chart?.name;
}

/**
 * Keys a page names on purpose although no chart has them, each with the reason. Keep this list short: a key belongs
 * here only when the page says that it is wrong or gone.
 */
const DELIBERATE: ReadonlyArray<{file: string; key: string; reason: string}> = [
  {
    file: 'docs/getting-started/upgrading.md',
    key: 'scanner.appendName',
    reason: 'the page warns that this spelling from older notes is not the key the charts read',
  },
  {
    file: 'docs/how-tos/values-checker.mdx',
    key: 'scanner.nameApend',
    reason: 'the page shows the typo the values checker catches, next to the key it suggests',
  },
  {
    file: 'docs/architecture/architecture_decisions/adr_0012.md',
    key: 'spec.executionNamespace',
    reason: 'the ADR proposes this field and marks it as a proposal the operator does not have',
  },
];

function isDeliberate(file: string, mention: KeyMention): boolean {
  return DELIBERATE.some((entry) => entry.file === file && entry.key === mention.key);
}

describe('annotations, labels, Helm value keys and CRD fields named in the docs and blog', () => {
  const reports = pages().map((file) => ({
    file,
    report: checkPageKeys(readFileSync(join(repoRoot, file), 'utf8'), chartOfPage(file)),
  }));
  const mentions = reports.flatMap(({file, report}) => report.mentions.map((mention) => ({file, mention})));

  it('checks a meaningful number of keys on many pages', () => {
    const distinct = new Set(mentions.map(({mention}) => `${mention.kind} ${mention.key}`));
    const helm = mentions.filter(({mention}) => mention.kind === 'helm-value');
    const k8s = mentions.filter(({mention}) => mention.kind === 'k8s-key');
    const crd = mentions.filter(({mention}) => mention.kind === 'crd-field');
    expect(helm.length).toBeGreaterThan(250);
    expect(k8s.length).toBeGreaterThan(100);
    expect(crd.length).toBeGreaterThan(80);
    expect(distinct.size).toBeGreaterThan(150);
    expect(new Set(mentions.map(({file}) => file)).size).toBeGreaterThan(40);
  });

  it('finds the DefectDojo annotations and values of the DefectDojo hook page', () => {
    const keys = mentions.filter(({file}) => file === 'docs/hooks/defectdojo.mdx').map(({mention}) => mention.key);
    expect(keys).toContain('defectdojo.securecodebox.io/minimum-severity');
    expect(keys).toContain('defectdojo.syncFindingsBack');
    expect(keys).toContain('hook.resources.limits.memory');
  });

  it('every key exists in the catalogue values, the platform charts, the platform keys or the CRD schemas', () => {
    const problems = mentions
      .filter(({file, mention}) => mention.problem !== undefined && !isDeliberate(file, mention))
      .map(({file, mention}) => `${file}:${mention.line}: ${mention.problem}`);
    expect(problems).toEqual([]);
  });

  it('every deliberate exception is still on its page and still not a real key', () => {
    for (const entry of DELIBERATE) {
      const found = mentions.filter(({file, mention}) => file === entry.file && mention.key === entry.key);
      expect(found.length, `${entry.file} ${entry.key}`).toBeGreaterThan(0);
      expect(found.every(({mention}) => mention.problem !== undefined)).toBe(true);
    }
  });

  it('skips only the charts of other projects listed here', () => {
    // DefectDojo's own chart from a clone of its repository, and Elastic's ECK operator: their values are not ours.
    const known = new Set(['./helm/defectdojo', 'elastic/eck-operator']);
    const skipped = [...new Set(reports.flatMap(({report}) => report.foreignCharts))];
    expect(skipped.filter((ref) => !known.has(ref))).toEqual([]);
    expect(skipped.length).toBeGreaterThan(0);
  });
});

describe('checkPageKeys on a page of invented keys', () => {
  const source = readFileSync(join(__dirname, 'fixtures/facts-keys-invented.md'), 'utf8');
  const {mentions} = checkPageKeys(source);
  const rejected = mentions.filter((mention) => mention.problem !== undefined).map((mention) => mention.key);

  it('rejects every invented key and nothing else', () => {
    expect(rejected.sort()).toEqual(
      [
        'cascading.securecodebox.io/parent',
        'config.serviceAutoDiscovery.scanConfigs[].interval',
        'defectdojo.authentication.apiKey',
        'defectdojo.securecodebox.io/minimum_severity',
        'hook.priorty',
        'scanner.imagePullPolicy',
        'spec.cascades.scopeLimits',
      ].sort(),
    );
  });

  it('accepts the real keys next to them', () => {
    const accepted = mentions.filter((mention) => mention.problem === undefined).map((mention) => mention.key);
    expect(accepted).toEqual(
      expect.arrayContaining([
        'defectdojo.url',
        'scanner.nameAppend',
        'config.serviceAutoDiscovery.scanConfigs[].name',
        'config.serviceAutoDiscovery.scanConfigs[].scanType',
        'spec.cascades.scopeLimiter',
      ]),
    );
  });
});

describe('key checks', () => {
  it('knows every platform key and key family', () => {
    for (const {key} of PLATFORM_KEYS) expect(checkKubernetesKey(key)).toBeUndefined();
    for (const {prefix} of PLATFORM_KEY_PREFIXES) expect(checkKubernetesKey(`${prefix}example`)).toBeUndefined();
    expect(checkKubernetesKey('scope.cascading.securecodebox.io/')).toMatch(/not defined/);
  });

  it('accepts free-form content below object values and rejects unknown siblings', () => {
    expect(checkHelmValueKey('hook.resources.limits.memory', ['persistence-defectdojo'])).toBeUndefined();
    expect(checkHelmValueKey('scanner.securityContext.capabilities.add[0]', ['nmap'])).toBeUndefined();
    expect(checkHelmValueKey('minio.persistence.size', ['operator'])).toBeUndefined();
    expect(checkHelmValueKey('hook.resource.limits', ['persistence-defectdojo'])).toMatch(
      /not in the values of persistence-defectdojo/,
    );
    expect(checkHelmValueKey('defectdojo.url', ['nmap'])).toMatch(/not in the values of nmap/);
  });

  it('follows CRD field paths through references, lists and permissive Kubernetes types', () => {
    expect(checkCrdFieldPath('spec.scanSpec.cascades.scopeLimiter.allOf[0].key')).toBeUndefined();
    expect(checkCrdFieldPath('spec.jobTemplate.spec.template.spec.containers')).toBeUndefined();
    expect(checkCrdFieldPath('spec.scopeLimiterAliases')).toBeUndefined();
    expect(checkCrdFieldPath('spec.scanSpec.scanTyp')).toMatch(/in no secureCodeBox CRD schema/);
  });

  it('does not take API versions, CRD resource names or URLs for keys', () => {
    expect(
      findKubernetesKeys(
        'apiVersion: execution.securecodebox.io/v1 scans.execution.securecodebox.io/status https://www.securecodebox.io/docs https://telemetry.securecodebox.io/v1/submit',
      ),
    ).toEqual([]);
    expect(findKubernetesKeys('kubectl annotate namespace default auto-discovery.securecodebox.io/enabled-')).toEqual([
      'auto-discovery.securecodebox.io/enabled',
    ]);
  });
});

describe('values of the CascadingRule classification labels named in the docs and blog', () => {
  const mentions = pages().flatMap((file) =>
    checkRuleClassValues(readFileSync(join(repoRoot, file), 'utf8')).map((mention) => ({file, mention})),
  );

  it('reads the label values of the shipped rules from the catalogue', () => {
    expect([...(RULE_CLASS_VALUES.get('securecodebox.io/intensive') ?? [])].sort()).toEqual([
      'high',
      'light',
      'medium',
    ]);
    expect([...(RULE_CLASS_VALUES.get('securecodebox.io/invasive') ?? [])].sort()).toEqual([
      'invasive',
      'non-invasive',
    ]);
  });

  it('finds label values on many pages', () => {
    expect(mentions.length).toBeGreaterThan(40);
    expect(new Set(mentions.map(({file}) => file)).size).toBeGreaterThan(10);
  });

  it('states only values that shipped cascading rules carry', () => {
    const problems = mentions
      .filter(({mention}) => mention.problem !== undefined)
      .map(({file, mention}) => `${file}:${mention.line}: ${mention.problem}`);
    expect(problems).toEqual([]);
  });

  it('rejects a value no rule uses, in YAML, in selectors and in a table of values', () => {
    const found = checkRuleClassValues(
      [
        '    securecodebox.io/intensive: intense',
        'Select `securecodebox.io/invasive: non-invasive` rules, or `kubectl get cascadingrules -l securecodebox.io/intensive=high`.',
        '| `securecodebox.io/intensive` | `light`, `medium`, `intense` | load |',
      ].join('\n'),
    );
    expect(found.map(({value, line, problem}) => [value, line, problem !== undefined])).toEqual([
      ['intense', 1, true],
      ['non-invasive', 2, false],
      ['high', 2, false],
      ['light', 3, false],
      ['medium', 3, false],
      ['intense', 3, true],
    ]);
  });
});
