import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

import {parseAllDocuments} from 'yaml';
import {afterAll, describe, expect, it} from 'vitest';
import {defined} from './lib/defined';

import {hooks, scanners} from '../../src/data/integrations';
import {validateManifest} from '../../src/lib/manifests';
import {
  exampleDocuments,
  parameterSuggestions,
  releaseOf,
  rulesForScanner,
  slimCatalogue,
} from '../../src/components/ScanBuilder/catalogue';
import {buildOutput, OPERATOR_INSTALL} from '../../src/components/ScanBuilder/manifest';
import {
  blankState,
  defaultState,
  loadExample,
  passthroughOf,
  type BuilderState,
} from '../../src/components/ScanBuilder/model';
import {decodeUrl, encodeState} from '../../src/components/ScanBuilder/url';
import type {Validators} from '../../src/components/ScanBuilder/validators';
import {validatorSource} from '../../plugins/scan-builder/validators.mjs';

/** The catalogue slice the plugin writes into the build, through JSON as in the build. */
const catalogue = JSON.parse(JSON.stringify(slimCatalogue({scanners, hooks}))) as ReturnType<typeof slimCatalogue>;

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
      expect(produced).toEqual(exampleDocuments(example));
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
      'helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap --namespace scans --set cascadingRules.enabled=true',
    );
    expect(result.helm).toContain(
      'helm upgrade --install ssh-audit oci://ghcr.io/securecodebox/helm/ssh-audit --namespace scans --set cascadingRules.enabled=true',
    );
    expect(result.helm).not.toContain(expect.stringMatching(/zap-automation-framework/)); // its rules are medium
    expect(result.helm.slice(-2)).toEqual([
      `${dojo.installCommand} --namespace scans`,
      'helm upgrade --install cascading-scans oci://ghcr.io/securecodebox/helm/cascading-scans --namespace scans',
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
