import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

import {parseAllDocuments} from 'yaml';
import {afterAll, describe, expect, it} from 'vitest';
import {defined} from '../lib/defined';

import {hooks, scanners} from '../../src/data/integrations';
import {DEMO_TARGET_CHARTS} from '../../src/data/integrations/demo-targets';
import {validateManifest} from '../../scripts/lib/manifests';
import {
  SAFE_CASCADE_LABELS,
  cascadePlan,
  exampleDocuments,
  labelSelectorMatches,
  parameterSuggestions,
  releaseOf,
  rulesForScanner,
} from '../../src/components/ScanBuilder/catalogue';
import {slimCatalogue} from '../../src/data/scan-builder-catalogue';
import {
  buildOutput,
  cascadePlanOf,
  OPERATOR_INSTALL,
  renameConfigMaps,
} from '../../src/components/ScanBuilder/manifest';
import {
  blankState,
  defaultState,
  initialStateFor,
  loadDocuments,
  loadExample,
  passthroughOf,
  withCascade,
  withSchedule,
  type BuilderState,
} from '../../src/components/ScanBuilder/model';
import {visibleProblems} from '../../src/components/ScanBuilder/fields';
import {decodeUrl, encodeState} from '../../src/components/ScanBuilder/url';
import type {Validators} from '../../src/components/ScanBuilder/validators';
import {validatorSource} from '../../plugins/scan-builder/validators.mjs';
import {RELEASE} from '../../src/data/release';

/** The flag every generated helm command carries: charts are pinned to the documented release. */
const PIN = `--version ${RELEASE.version}`;

/** The catalogue slice the plugin writes into the build, through JSON as in the build. */
const catalogue = JSON.parse(
  JSON.stringify(slimCatalogue({scanners, hooks, demoTargets: DEMO_TARGET_CHARTS})),
) as ReturnType<typeof slimCatalogue>;

/** The validator module the plugin writes, loaded from a file below node_modules (so it resolves Ajv's helpers). */
const source = validatorSource();
const cacheDir = resolve(__dirname, '../../node_modules/.cache/scan-builder-tests');
mkdirSync(cacheDir, {recursive: true});
const validatorFile = join(cacheDir, `validators-${process.pid}.mjs`);
writeFileSync(validatorFile, source);
const validators = (await import(/* @vite-ignore */ pathToFileURL(validatorFile).href)) as Validators;
afterAll(() => rmSync(validatorFile, {force: true}));

function output(state: BuilderState) {
  return buildOutput(catalogue, state, passthroughOf(catalogue, state), validators);
}

function nmapState(): BuilderState {
  const state = defaultState(catalogue);
  expect(state.scanner).toBe('nmap');
  return state;
}

describe('scan builder: catalogue examples', () => {
  const cases = scanners.flatMap((scanner) => scanner.examples.map((example) => ({scanner, example})));

  it('covers every example of every scanner in the catalogue', () => {
    expect(scanners.length).toBeGreaterThan(0);
    expect(cases.length).toBeGreaterThanOrEqual(scanners.length);
  });

  for (const {scanner, example} of cases) {
    it(`${scanner.slug}/${example.name} comes out equal in meaning to the example and valid`, () => {
      const loaded = defined(loadExample(scanner, example.name), `the example ${example.name}`);
      const result = buildOutput(catalogue, loaded.state, loaded.passthrough, validators);
      expect(result.problems).toEqual([]);
      expect(result.yaml).not.toBeNull();
      const produced = parseAllDocuments(defined(result.yaml, 'the YAML')).map(
        (document) => document.toJS() as unknown,
      );
      const expected = exampleDocuments(example);
      const main = defined(
        expected.find((doc) => doc.kind === 'Scan' || doc.kind === 'ScheduledScan'),
        'the Scan of the example',
      );
      // The builder names the ConfigMaps the Scan mounts after the Scan (<name>-config), and nothing else changes.
      expect(produced).toEqual(renameConfigMaps(loaded.state.name, expected, main));
      for (const doc of produced) {
        if ((doc as {apiVersion: string}).apiVersion.includes('securecodebox.io'))
          expect(validateManifest(doc)).toEqual([]);
      }
    });

    it(`${scanner.slug}/${example.name} survives the URL round trip`, () => {
      const loaded = defined(loadExample(scanner, example.name), `the example ${example.name}`);
      const decoded = decodeUrl(catalogue, `?scan=${encodeState(loaded.state)}`);
      expect(decoded).toEqual({kind: 'state', state: loaded.state});
      expect(output(loaded.state).yaml).toBe(buildOutput(catalogue, loaded.state, loaded.passthrough, validators).yaml);
    });
  }
});

describe('scan builder: invalid input shows its error and no YAML', () => {
  it('an empty target row', () => {
    const state = nmapState();
    state.parameters = [''];
    const result = output(state);
    expect(result.problems).toContainEqual({
      field: 'parameters.0',
      message: 'Empty row: enter the target or an argument, or remove the row.',
    });
    expect(result.yaml).toBeNull();
  });

  it('no parameters at all, unless the ScanType runs without any', () => {
    const state = nmapState();
    state.parameters = [];
    expect(output(state).problems.map((problem) => problem.field)).toEqual(['parameters']);
    const trivy = defined(
      scanners.find((entry) => entry.slug === 'trivy'),
      'the trivy entry',
    );
    const k8s = blankState(trivy);
    k8s.scanType = 'trivy-k8s';
    k8s.parameters = [];
    expect(output(k8s).problems).toEqual([]);
  });

  it('two arguments in one parameter row', () => {
    const state = nmapState();
    state.parameters = ['-p 443', 'scanme.nmap.org'];
    const result = output(state);
    expect(result.problems).toEqual([
      {field: 'parameters.0', message: 'One argument per row: split "-p 443" into 2 rows.'},
    ]);
    expect(result.yaml).toBeNull();
    // A value with spaces right after its option is one argument.
    state.parameters = ['--script-args', 'http.useragent=secureCodeBox scanner', 'scanme.nmap.org'];
    expect(output(state).problems).toEqual([]);
  });

  it('an interval and a cron schedule together', () => {
    const state = nmapState();
    state.schedule = {...state.schedule, enabled: true, interval: '24h', cron: '0 3 * * *'};
    const result = output(state);
    expect(result.problems.map((problem) => problem.field)).toEqual(['schedule.interval', 'schedule.cron']);
    expect(result.problems[0].message).toBe('Set either an interval or a cron schedule, not both.');
    expect(result.yaml).toBeNull();
  });

  it('an interval with a day unit', () => {
    const state = nmapState();
    state.schedule = {...state.schedule, enabled: true, interval: '7d'};
    expect(output(state).problems).toEqual([
      {
        field: 'schedule.interval',
        message: 'Write a duration with the units h, m or s, such as 24h or 1h30m (no days).',
      },
    ]);
  });

  it('an unknown hook and a hook without chart', () => {
    const state = nmapState();
    state.hooks = ['no-such-hook', 'static-report'];
    const result = output(state);
    expect(result.problems).toEqual([
      {field: 'hooks', message: 'Unknown hook "no-such-hook": choose hooks from the list.'},
      {field: 'hooks', message: 'The hook Static Report has no published chart to install.'},
    ]);
    expect(result.yaml).toBeNull();
  });

  it('a ScanType the chart does not install, a bad name, a Secret without key', () => {
    const state = nmapState();
    state.scanType = 'nmap-advanced';
    state.name = 'Nmap Scan';
    state.env = [{name: 'TOKEN', from: 'secret', secret: 'api', key: '', value: ''}];
    expect(output(state).problems.map((problem) => problem.field)).toEqual(['scanType', 'name', 'env.0.key']);
  });

  it('a schema error the form does not check is reported next to the manifest', () => {
    const state = nmapState();
    const passthrough = passthroughOf(catalogue, state);
    passthrough.spec.scanTyp = 'nmap';
    const result = buildOutput(catalogue, state, passthrough, validators);
    expect(result.problems).toEqual([{field: 'manifest', message: 'The schema does not know the field scanTyp.'}]);
    expect(result.yaml).toBeNull();
  });
});

describe('scan builder: a ScheduledScan with cascades and hooks', () => {
  function scheduled(): BuilderState {
    const state = nmapState();
    state.namespace = 'scans';
    state.schedule = {
      ...state.schedule,
      enabled: true,
      interval: '24h',
      successfulJobsHistoryLimit: '3',
      concurrencyPolicy: 'Forbid',
    };
    state.env = [{name: 'TOKEN', from: 'secret', secret: 'scan-secrets', key: 'token', value: ''}];
    state.resources = {requestsCpu: '200m', requestsMemory: '', limitsCpu: '', limitsMemory: '512Mi'};
    state.ttl = '600';
    state.cascade = {
      ...state.cascade,
      enabled: true,
      invasive: 'non-invasive',
      intensive: 'light',
      inherit: {inheritEnv: true, inheritLabels: true},
      scope: {...state.cascade.scope, enabled: true, key: 'domain', value: 'nmap.org'},
    };
    state.hooks = ['defectdojo'];
    state.hookConfig = {'defectdojo:defectdojo.url': 'http://defectdojo-django.defectdojo.svc'};
    state.installOperator = true;
    return state;
  }

  it('writes a valid ScheduledScan with the scope annotation on its metadata', () => {
    const result = output(scheduled());
    expect(result.problems).toEqual([]);
    const [doc] = parseAllDocuments(defined(result.yaml, 'the YAML')).map((document) => document.toJS() as unknown);
    expect(validateManifest(doc)).toEqual([]);
    expect(doc).toEqual({
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ScheduledScan',
      metadata: {
        name: 'nmap-scanme.nmap.org',
        namespace: 'scans',
        annotations: {'scope.cascading.securecodebox.io/domain': 'nmap.org'},
      },
      spec: {
        interval: '24h',
        successfulJobsHistoryLimit: 3,
        concurrencyPolicy: 'Forbid',
        scanSpec: {
          scanType: 'nmap',
          parameters: ['scanme.nmap.org'],
          env: [{name: 'TOKEN', valueFrom: {secretKeyRef: {name: 'scan-secrets', key: 'token'}}}],
          resources: {requests: {cpu: '200m'}, limits: {memory: '512Mi'}},
          ttlSecondsAfterFinished: 600,
          cascades: {
            matchLabels: {'securecodebox.io/intensive': 'light', 'securecodebox.io/invasive': 'non-invasive'},
            inheritEnv: true,
            scopeLimiter: {
              allOf: [
                {
                  key: 'scope.cascading.securecodebox.io/domain',
                  operator: 'SubdomainOf',
                  values: ['{{attributes.hostname}}'],
                },
              ],
            },
          },
          hookSelector: {
            matchExpressions: [
              {
                key: 'app.kubernetes.io/instance',
                operator: 'In',
                values: ['persistence-defectdojo', 'cascading-scans'],
              },
            ],
          },
        },
      },
    });
  });

  it('installs the operator, the scanner, the scanners of the selected rules and the hooks from the catalogue commands', () => {
    const result = output(scheduled());
    const dojo = defined(
      hooks.find((hook) => hook.slug === 'defectdojo'),
      'the defectdojo entry',
    );
    expect(result.helm[0]).toBe(OPERATOR_INSTALL);
    expect(result.helm[1]).toBe(
      `helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap ${PIN} --namespace scans --set cascadingRules.enabled=true`,
    );
    expect(result.helm).toContain(
      `helm upgrade --install ssh-audit oci://ghcr.io/securecodebox/helm/ssh-audit ${PIN} --namespace scans --set cascadingRules.enabled=true`,
    );
    expect(result.helm.some((command) => command.includes('zap-automation-framework'))).toBe(false); // its rules are medium
    expect(result.secrets).toEqual([
      "kubectl create secret generic defectdojo-credentials --namespace scans --from-literal=apikey='<your DefectDojo API v2 key>'",
    ]);
    expect(result.helm.slice(-2)).toEqual([
      `${dojo.installCommand} --namespace scans --set defectdojo.url=http://defectdojo-django.defectdojo.svc`,
      `helm upgrade --install cascading-scans oci://ghcr.io/securecodebox/helm/cascading-scans ${PIN} --namespace scans`,
    ]);
    expect(result.kubectl).toBe('kubectl apply -f nmap-scanme.nmap.org.yaml');
    expect(result.scbctl).toBeNull();
  });

  it('offers a scope value the scope limiter can render, not the cascading-rule helper $.hostOrIP', () => {
    // In the scope limiter `$` holds only the ParseDefinition's scopeLimiterAliases (cascading-scans
    // scope-limiter.ts); `{{$.hostOrIP}}` renders empty there, and an empty render blocks every follow-up scan.
    const values = scheduled().cascade.scope.values;
    expect(values).toEqual(['{{attributes.hostname}}']);
    expect(values.join(' ')).not.toContain('$.hostOrIP');
  });

  it('round-trips through the URL', () => {
    const state = scheduled();
    expect(decodeUrl(catalogue, `?scan=${encodeState(state)}`)).toEqual({kind: 'state', state});
  });
});

describe('scan builder: suspend', () => {
  /** The builder's own document (the Scan or ScheduledScan) of a state, parsed back from the YAML. */
  function mainDocument(state: BuilderState): {kind: string; spec: Record<string, unknown>} {
    const result = output(state);
    expect(result.problems).toEqual([]);
    const docs = parseAllDocuments(defined(result.yaml, 'the YAML')).map((document) => document.toJS() as unknown);
    for (const doc of docs) expect(validateManifest(doc)).toEqual([]);
    return docs[passthroughOf(catalogue, state).before.length] as {kind: string; spec: Record<string, unknown>};
  }

  it('leaves suspend out while the box is unticked, as before', () => {
    const state = nmapState();
    expect(state.suspend).toBe(false);
    expect(mainDocument(state).spec).not.toHaveProperty('suspend');
    state.schedule = {...state.schedule, enabled: true, interval: '24h'};
    const scheduled = mainDocument(state);
    expect(scheduled.spec).not.toHaveProperty('suspend');
    expect(scheduled.spec.scanSpec).not.toHaveProperty('suspend');
  });

  it('writes suspend: true on the Scan spec when ticked, and gives no scbctl command', () => {
    const state = {...nmapState(), suspend: true};
    const doc = mainDocument(state);
    expect(doc.kind).toBe('Scan');
    expect(doc.spec.suspend).toBe(true);
    expect(defined(output(state).yaml, 'the YAML')).toContain('suspend: true');
    expect(output(state).scbctl).toBeNull();
  });

  it('writes suspend: true on the ScheduledScan spec, not into its scanSpec', () => {
    const state = nmapState();
    state.suspend = true;
    state.schedule = {...state.schedule, enabled: true, interval: '24h'};
    const doc = mainDocument(state);
    expect(doc.kind).toBe('ScheduledScan');
    expect(doc.spec.suspend).toBe(true);
    expect(doc.spec.scanSpec).not.toHaveProperty('suspend');
  });

  it('round-trips through the URL, and old links without it decode unsuspended', () => {
    const state = {...nmapState(), suspend: true};
    expect(decodeUrl(catalogue, `?scan=${encodeState(state)}`)).toEqual({kind: 'state', state});
    const plain = nmapState();
    const decoded = decodeUrl(catalogue, `?scan=${encodeState(plain)}`);
    expect(decoded).toEqual({kind: 'state', state: plain});
    expect(encodeState(plain)).toBe(encodeState({...plain, suspend: false}));
  });

  it('rejects a link whose suspend flag is not 0 or 1', () => {
    const compact = {s: 'nmap', t: 'nmap', n: 'nmap-scan', p: ['scanme.nmap.org'], su: true};
    const encoded = Buffer.from(JSON.stringify(compact)).toString('base64url');
    const decoded = decodeUrl(catalogue, `?scan=1.${encoded}`);
    expect(decoded.kind).toBe('error');
  });

  it('reads suspend: true from an example into the checkbox', () => {
    const nmap = defined(
      scanners.find((entry) => entry.slug === 'nmap'),
      'the nmap entry',
    );
    const example = nmap.examples[0];
    const suspended = {...example, scan: `${example.scan.trimEnd()}\n  suspend: true\n`};
    const loaded = defined(loadExample({...nmap, examples: [suspended]}, example.name), 'the suspended example');
    expect(loaded.state.suspend).toBe(true);
    expect(loaded.passthrough.spec).not.toHaveProperty('suspend');
  });
});

describe('scan builder: commands', () => {
  it('gives the scbctl command for a plain Scan and quotes what the shell would split', () => {
    const state = nmapState();
    state.parameters = ['-p', '22,80', '--script-args', 'a=b c', 'scanme.nmap.org'];
    state.namespace = 'team-a';
    expect(output(state).scbctl).toBe(
      "scbctl scan nmap --name nmap-scanme.nmap.org --namespace team-a -- -p 22,80 --script-args 'a=b c' scanme.nmap.org",
    );
  });

  it('has no scbctl command when the scan needs more than a ScanType, name and parameters', () => {
    const zap = defined(
      scanners.find((entry) => entry.slug === 'zap-automation-framework'),
      'the zap-automation-framework entry',
    );
    const loaded = defined(loadExample(zap, zap.examples[0].name), 'the first zap example');
    expect(buildOutput(catalogue, loaded.state, loaded.passthrough, validators).scbctl).toBeNull();
  });

  it('reads release names from the catalogue install commands', () => {
    expect(releaseOf('helm upgrade --install notification oci://ghcr.io/securecodebox/helm/notification')).toBe(
      'notification',
    );
  });
});

describe('scan builder: catalogue derivations', () => {
  it('suggests the options of the examples and the scanner rules', () => {
    const nmap = defined(
      scanners.find((entry) => entry.slug === 'nmap'),
      'the nmap entry',
    );
    expect(parameterSuggestions(nmap)).toEqual(expect.arrayContaining(['-Pn', '-sV', '--script']));
  });

  it('lists the rules that start from Open Port findings for nmap', () => {
    const nmap = defined(
      scanners.find((entry) => entry.slug === 'nmap'),
      'the nmap entry',
    );
    const {rules, narrowed} = rulesForScanner(catalogue, nmap);
    expect(narrowed).toBe(true);
    expect(rules.map(({rule}) => rule.metadata.name)).toEqual(
      expect.arrayContaining(['ssh-audit', 'nmap-smb', 'zap-http']),
    );
    expect(rules.map(({rule}) => rule.metadata.name)).not.toContain('nmap-hostscan');
  });
});

describe('scan builder: URL state', () => {
  it('preselects a scanner with ?scanner=', () => {
    const result = decodeUrl(catalogue, '?scanner=trivy');
    expect(result.kind).toBe('state');
    expect(result.kind === 'state' && result.state.scanner).toBe('trivy');
  });

  it('has no state without parameters', () => {
    expect(decodeUrl(catalogue, '')).toEqual({kind: 'none'});
  });

  const hostile: Array<[string, string]> = [
    ['garbage', '?scan=%%%'],
    ['unknown version', '?scan=2.e30'],
    ['not base64', '?scan=1.@@@'],
    ['not JSON', `?scan=1.${Buffer.from('{').toString('base64url')}`],
    ['not an object', `?scan=1.${Buffer.from('[1,2]').toString('base64url')}`],
    [
      'unknown scanner',
      `?scan=1.${Buffer.from(JSON.stringify({s: 'metasploit', t: 'x', n: 'x', p: []})).toString('base64url')}`,
    ],
    [
      'prototype pollution',
      `?scan=1.${Buffer.from('{"s":"nmap","t":"nmap","n":"x","p":[],"__proto__":{"x":1}}').toString('base64url')}`,
    ],
    [
      'wrong types',
      `?scan=1.${Buffer.from(JSON.stringify({s: 'nmap', t: 'nmap', n: 5, p: []})).toString('base64url')}`,
    ],
    ['too long', `?scan=1.${'A'.repeat(20000)}`],
    [
      'unknown example',
      `?scan=1.${Buffer.from(JSON.stringify({s: 'nmap', x: 'nope', t: 'nmap', n: 'x', p: []})).toString('base64url')}`,
    ],
    ['unknown preselected scanner', '?scanner=%3Cscript%3E'],
  ];
  for (const [label, search] of hostile) {
    it(`falls back with a message on ${label}`, () => {
      const result = decodeUrl(catalogue, search);
      expect(result.kind).toBe('error');
      expect(result.kind === 'error' && result.message).toMatch(/default scan/);
    });
  }
});

describe('scan builder: precompiled validators', () => {
  it('contain no eval or new Function, so they run under the deploy CSP', () => {
    expect(source).not.toMatch(/new Function|\beval\(/);
    expect(source).toMatch(/export const scan = /);
  });

  it('agree with the Node validator of the docs on a valid and an invalid ScheduledScan', () => {
    const valid = {
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ScheduledScan',
      metadata: {name: 'nmap-daily'},
      spec: {interval: '24h', scanSpec: {scanType: 'nmap', parameters: ['scanme.nmap.org']}},
    };
    expect(validators.scheduledScan(valid)).toBe(true);
    expect(validateManifest(valid)).toEqual([]);
    const invalid = {...valid, metadata: {name: ''}, spec: {...valid.spec, schedule: '0 3 * * *'}};
    expect(validators.scheduledScan(invalid)).toBe(false);
    expect(validators.scheduledScan.errors?.map((error) => error.keyword).sort()).toEqual(['minLength', 'oneOf']);
    expect(validateManifest(invalid)).toHaveLength(2);
  });

  it('report the problems the site schema reports', () => {
    const state = nmapState();
    const passthrough = passthroughOf(catalogue, state);
    passthrough.spec.resourceMode = 'clusterwide';
    const result = buildOutput(catalogue, state, passthrough, validators);
    expect(result.problems).toHaveLength(1);
    expect(validateManifest(result.documents[0])).toEqual([
      'Scan "nmap-scanme.nmap.org" spec.resourceMode: must be one of namespaceLocal, clusterWide',
    ]);
  });
});

describe('scan builder: blank scans', () => {
  for (const scanner of scanners) {
    it(`a blank ${scanner.slug} scan with a target is valid`, () => {
      const state = blankState(scanner);
      state.parameters = ['example.com'];
      expect(output(state).problems).toEqual([]);
    });
  }
});

describe('scan builder: cascading selection', () => {
  const nmap = defined(
    catalogue.scanners.find((entry) => entry.slug === 'nmap'),
    'the nmap entry',
  );
  const names = (rules: ReadonlyArray<{rule: {metadata: {name: string}}}>): string[] =>
    rules.map(({rule}) => rule.metadata.name).sort();

  it('selects with Kubernetes label-selector semantics', () => {
    const labels = {'securecodebox.io/invasive': 'invasive', 'securecodebox.io/intensive': 'high'};
    expect(labelSelectorMatches({}, labels)).toBe(true);
    expect(labelSelectorMatches({matchLabels: {}}, labels)).toBe(true);
    expect(labelSelectorMatches({matchLabels: {'securecodebox.io/invasive': 'invasive'}}, labels)).toBe(true);
    expect(labelSelectorMatches({matchLabels: {'securecodebox.io/invasive': 'non-invasive'}}, labels)).toBe(false);
    expect(labelSelectorMatches({matchLabels: {'securecodebox.io/type': 'bruteforce'}}, labels)).toBe(false);
    const expression = (operator: string, values?: string[]) => ({
      matchExpressions: [{key: 'securecodebox.io/intensive', operator, values}],
    });
    expect(labelSelectorMatches(expression('In', ['light', 'high']), labels)).toBe(true);
    expect(labelSelectorMatches(expression('In', ['light']), labels)).toBe(false);
    expect(labelSelectorMatches(expression('NotIn', ['high']), labels)).toBe(false);
    expect(labelSelectorMatches(expression('NotIn', ['high']), {})).toBe(true);
    expect(labelSelectorMatches(expression('Exists'), labels)).toBe(true);
    expect(labelSelectorMatches(expression('DoesNotExist'), labels)).toBe(false);
    expect(labelSelectorMatches(expression('Exists'), {})).toBe(false);
    expect(labelSelectorMatches(expression('Matches', ['high']), labels)).toBe(false);
    // matchLabels and matchExpressions must both hold.
    expect(
      labelSelectorMatches(
        {matchLabels: {'securecodebox.io/invasive': 'invasive'}, ...expression('In', ['light'])},
        labels,
      ),
    ).toBe(false);
  });

  it('ticking "Start follow-up scans" writes the safe selector, also after a wider one was chosen', () => {
    const state = withCascade(nmapState(), true);
    expect(state.cascade).toMatchObject({enabled: true, invasive: 'non-invasive', intensive: 'light'});
    const [doc] = parseAllDocuments(defined(output(state).yaml, 'the YAML')).map(
      (document) => document.toJS() as {spec: {cascades: unknown}},
    );
    expect(doc.spec.cascades).toEqual({
      matchLabels: {'securecodebox.io/intensive': 'light', 'securecodebox.io/invasive': 'non-invasive'},
    });
    const widened = {...state, cascade: {...state.cascade, invasive: '' as const, intensive: '' as const}};
    const again = withCascade(withCascade(widened, false), true);
    expect(again.cascade).toMatchObject({invasive: 'non-invasive', intensive: 'light'});
    expect(blankState(nmap).cascade).toMatchObject({enabled: false, invasive: 'non-invasive', intensive: 'light'});
  });

  it('counts what the safe selection admits for the default Nmap scan: 14 of 27 rules, nothing invasive', () => {
    const state = withCascade(nmapState(), true);
    const plan = defined(cascadePlanOf(catalogue, state, passthroughOf(catalogue, state)), 'the plan');
    expect(plan.rules).toHaveLength(27);
    expect(plan.selected).toHaveLength(14);
    expect(plan.invasive).toEqual([]);
    expect(plan.high).toEqual([]);
    expect(plan.scanTypes).toEqual(['kube-hunter', 'nmap', 'nuclei', 'screenshooter', 'ssh-audit', 'sslyze']);
    expect(plan.extraCharts.map((entry) => entry.slug)).toEqual([
      'kube-hunter',
      'nuclei',
      'screenshooter',
      'ssh-audit',
      'sslyze',
    ]);
    for (const {rule} of plan.selected) expect(rule.metadata.labels).toMatchObject(SAFE_CASCADE_LABELS);
    const helm = output(state).helm;
    expect(helm.filter((command) => command.includes('cascadingRules.enabled=true'))).toHaveLength(6);
    expect(helm.join('\n')).not.toMatch(/ncrack|zap-automation-framework|nikto|ffuf/);
  });

  it('counts an empty selector (cascades: {}) as every rule: 27 rules, 9 invasive brute-force ncrack rules, 10 charts', () => {
    const state = withCascade(nmapState(), true);
    state.cascade = {...state.cascade, invasive: '', intensive: ''};
    const passthrough = passthroughOf(catalogue, state);
    const plan = defined(cascadePlanOf(catalogue, state, passthrough), 'the plan');
    expect(plan.selected).toHaveLength(27);
    expect(names(plan.invasive)).toHaveLength(9);
    expect(plan.invasive.every(({scanner}) => scanner.slug === 'ncrack')).toBe(true);
    expect(names(plan.high)).toEqual(names(plan.invasive));
    expect(plan.extraCharts).toHaveLength(9);
    expect(output(state).helm.filter((command) => command.includes('oci://ghcr.io/securecodebox/helm/'))).toHaveLength(
      11, // nmap, nine further scanner charts and the cascading-scans hook
    );
    const [doc] = parseAllDocuments(defined(output(state).yaml, 'the YAML')).map(
      (document) => document.toJS() as {spec: {cascades: unknown}},
    );
    expect(doc.spec.cascades).toEqual({});
  });

  it('counts only the invasive rules when invasive is chosen, and nothing for invasive and light', () => {
    const state = withCascade(nmapState(), true);
    state.cascade = {...state.cascade, invasive: 'invasive', intensive: ''};
    const plan = defined(cascadePlanOf(catalogue, state, passthroughOf(catalogue, state)), 'the plan');
    expect(plan.selected).toHaveLength(9);
    expect(plan.invasive).toHaveLength(9);
    expect(plan.scanTypes).toEqual(['ncrack']);
    state.cascade = {...state.cascade, intensive: 'light'};
    const none = defined(cascadePlanOf(catalogue, state, passthroughOf(catalogue, state)), 'the plan');
    expect(none.selected).toEqual([]);
    expect(none.extraCharts).toEqual([]);
    expect(output(state).helm.join('\n')).not.toContain('cascadingRules.enabled=true');
  });

  it('follows follow-up scans: subdomains found by subfinder start Nmap, whose open ports start further rules', () => {
    const subfinder = defined(
      catalogue.scanners.find((entry) => entry.slug === 'subfinder'),
      'the subfinder entry',
    );
    const state = withCascade(initialStateFor(subfinder), true);
    const plan = defined(cascadePlanOf(catalogue, state, passthroughOf(catalogue, state)), 'the plan');
    const direct = plan.rules.filter((entry) => entry.from.slug === 'subfinder');
    expect(names(direct)).toEqual(['nmap-hostscan', 'whatweb-subdomain-scan']);
    expect(plan.selected).toHaveLength(16);
    expect(plan.rules.find((entry) => entry.rule.metadata.name === 'ssh-audit')?.from.slug).toBe('nmap');
    expect(output(state).helm).toContain(
      `helm upgrade --install sslyze oci://ghcr.io/securecodebox/helm/sslyze ${PIN} --set cascadingRules.enabled=true`,
    );
    // Without the rule that starts Nmap, nothing behind it runs, whatever its labels.
    state.cascade = {...state.cascade, intensive: 'medium'};
    expect(defined(cascadePlanOf(catalogue, state, passthroughOf(catalogue, state)), 'the plan').selected).toEqual([]);
  });

  it('reads an example selector and a link without labels as written: a missing label selects any value', () => {
    const gitRepo = defined(
      catalogue.scanners.find((entry) => entry.slug === 'git-repo-scanner'),
      'the git-repo-scanner entry',
    );
    const loaded = defined(loadExample(gitRepo, gitRepo.examples[0].name), 'the first git-repo-scanner example');
    expect(loaded.state.cascade).toMatchObject({enabled: true, invasive: 'non-invasive', intensive: 'medium'});
    const compact = {s: 'nmap', t: 'nmap', n: 'nmap-scan', p: ['scanme.nmap.org'], c: {}};
    const decoded = decodeUrl(catalogue, `?scan=1.${Buffer.from(JSON.stringify(compact)).toString('base64url')}`);
    expect(decoded.kind === 'state' && decoded.state.cascade).toMatchObject({
      enabled: true,
      invasive: '',
      intensive: '',
    });
    const safe = withCascade(nmapState(), true);
    expect(decodeUrl(catalogue, `?scan=${encodeState(safe)}`)).toEqual({kind: 'state', state: safe});
  });
});

describe('scan builder: when problems show', () => {
  it('ticking Repeat fills in a real interval, so the ScheduledScan is valid before anything is typed', () => {
    const state = withSchedule(nmapState(), true);
    expect(state.schedule.interval).toBe('24h');
    expect(output(state).problems).toEqual([]);
    const cron = withSchedule({...nmapState(), schedule: {...nmapState().schedule, cron: '0 3 * * *'}}, true);
    expect(cron.schedule.interval).toBe('');
  });

  it('shows a field problem only once the field was edited or left, or when every problem is asked for', () => {
    const state = nmapState();
    state.parameters = ['scanme.nmap.org', ''];
    state.hooks = ['no-such-hook'];
    const problems = output(state).problems;
    expect(problems.map((problem) => problem.field)).toEqual(['parameters.1', 'hooks']);
    expect(visibleProblems(problems, new Set(), false).map((problem) => problem.field)).toEqual(['hooks']);
    expect(visibleProblems(problems, new Set(['sb-parameters']), false).map((problem) => problem.field)).toEqual([
      'hooks',
    ]);
    expect(visibleProblems(problems, new Set(['sb-parameters-1']), false)).toEqual(problems);
    expect(visibleProblems(problems, new Set(), true)).toEqual(problems);
  });
});

describe('scan builder: what a selector permits beyond the catalogue rules', () => {
  it('permits invasive or high-intensity rules only when its labels let them through', () => {
    const nmap = defined(
      catalogue.scanners.find((entry) => entry.slug === 'nmap'),
      'the nmap entry',
    );
    const plan = (matchLabels: Record<string, string>) => cascadePlan(catalogue, nmap, {matchLabels});
    expect(plan(SAFE_CASCADE_LABELS)).toMatchObject({permitsInvasive: false, permitsHigh: false});
    expect(plan({'securecodebox.io/invasive': 'non-invasive'})).toMatchObject({
      permitsInvasive: false,
      permitsHigh: true,
    });
    expect(plan({'securecodebox.io/invasive': 'invasive', 'securecodebox.io/intensive': 'light'})).toMatchObject({
      permitsInvasive: true,
      permitsHigh: false,
      selected: [],
    });
    expect(plan({})).toMatchObject({permitsInvasive: true, permitsHigh: true});
  });
});

describe('scan builder: "up to medium" means light and medium', () => {
  it('writes matchExpressions In light, medium and admits the light and the medium rules', () => {
    const state = withCascade(nmapState(), true);
    const light = defined(cascadePlanOf(catalogue, state, passthroughOf(catalogue, state)), 'the light plan');
    state.cascade = {...state.cascade, intensive: 'light-medium'};
    const result = output(state);
    const [doc] = parseAllDocuments(defined(result.yaml, 'the YAML')).map(
      (document) => document.toJS() as {spec: {cascades: unknown}},
    );
    expect(doc.spec.cascades).toEqual({
      matchLabels: {'securecodebox.io/invasive': 'non-invasive'},
      matchExpressions: [{key: 'securecodebox.io/intensive', operator: 'In', values: ['light', 'medium']}],
    });
    expect(validateManifest(doc)).toEqual([]);
    const upTo = defined(cascadePlanOf(catalogue, state, passthroughOf(catalogue, state)), 'the plan');
    const intensities = new Set(upTo.selected.map(({rule}) => rule.metadata.labels['securecodebox.io/intensive']));
    expect(intensities).toEqual(new Set(['light', 'medium']));
    expect(upTo.selected.length).toBeGreaterThan(light.selected.length);
    // Every light rule is still admitted: "up to" widens, it does not swap.
    for (const entry of light.selected) expect(upTo.selected.map(({rule}) => rule)).toContain(entry.rule);
    // The ZAP rules are medium, so their chart's install now comes with its rules.
    expect(
      result.helm.some((command) =>
        /install zap-automation-framework .* --set cascadingRules\.enabled=true$/.test(command),
      ),
    ).toBe(true);
  });

  it('an exact medium admits only medium rules, which is why the form offers "up to medium"', () => {
    const state = withCascade(nmapState(), true);
    state.cascade = {...state.cascade, intensive: 'medium'};
    const plan = defined(cascadePlanOf(catalogue, state, passthroughOf(catalogue, state)), 'the plan');
    expect(plan.selected.every(({rule}) => rule.metadata.labels['securecodebox.io/intensive'] === 'medium')).toBe(true);
  });

  it('round-trips through the URL and through an imported manifest', () => {
    const state = withCascade(nmapState(), true);
    state.cascade = {...state.cascade, intensive: 'light-medium'};
    expect(decodeUrl(catalogue, `?scan=${encodeState(state)}`)).toEqual({kind: 'state', state});
    const docs = parseAllDocuments(defined(output(state).yaml, 'the YAML')).map(
      (document) => document.toJS() as Record<string, unknown>,
    );
    const scanner = defined(
      catalogue.scanners.find((entry) => entry.slug === 'nmap'),
      'nmap',
    );
    const loaded = loadDocuments(scanner, docs, 0);
    expect(loaded.state.cascade.intensive).toBe('light-medium');
    expect(loaded.passthrough.cascades).toEqual({});
  });
});

describe('scan builder: examples are reachable', () => {
  const zap = defined(
    catalogue.scanners.find((entry) => entry.slug === 'zap-automation-framework'),
    'the ZAP entry',
  );

  it('names the ZAP plan ConfigMap after the scan, so two scans never share a plan', () => {
    const loaded = defined(loadExample(zap, 'demo-nginx-automation-scan'), 'the nginx example');
    const documentsOf = (name: string) => {
      const state = {...loaded.state, name};
      return parseAllDocuments(defined(output(state).yaml, 'the YAML')).map(
        (document) =>
          document.toJS() as {
            kind: string;
            metadata: {name: string};
            spec?: {volumes?: Array<{configMap?: {name: string}}>};
          },
      );
    };
    const first = documentsOf('zap-shop');
    const second = documentsOf('zap-blog');
    expect(first[0]).toMatchObject({kind: 'ConfigMap', metadata: {name: 'zap-shop-config'}});
    expect(first[1].spec?.volumes?.[0].configMap?.name).toBe('zap-shop-config');
    expect(second[0].metadata.name).toBe('zap-blog-config');
    expect(second[1].spec?.volumes?.[0].configMap?.name).toBe('zap-blog-config');
  });

  it('marks the ZAP example target that no demo-target chart installs as one to replace', () => {
    const loaded = defined(loadExample(zap, 'demo-nginx-automation-scan'), 'the nginx example');
    const result = output(loaded.state);
    expect(result.replaceTargets).toEqual(['nginx.demo-targets.svc']);
    expect(result.demoTargets).toEqual([]);
  });

  it('installs the demo target an example aims at, pinned to the release', () => {
    const nikto = defined(
      catalogue.scanners.find((entry) => entry.slug === 'nikto'),
      'the nikto entry',
    );
    const loaded = defined(loadExample(nikto, 'demo-bodgeit'), 'the bodgeit example');
    const result = output(loaded.state);
    expect(result.demoTargets).toEqual([
      `helm upgrade --install bodgeit oci://ghcr.io/securecodebox/helm/bodgeit ${PIN}`,
    ]);
    expect(result.helm).toContain(result.demoTargets[0]);
    expect(result.replaceTargets).toEqual([]);
  });
});
