/**
 * Every install the scan builder prints makes its chart work: for every hook and scanner of the catalogue, the test
 * derives what the chart needs to run from the catalogue data that mirrors the chart (the hook's `setup`, the values
 * with a `null` Secret name) and checks the builder's output against it. It fails when the builder prints an install
 * without a required value or Secret, and when it sets a key the chart does not read.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

import {afterAll, describe, expect, it} from 'vitest';

import {hooks, scanners} from '../../src/data/integrations';
import {DEMO_TARGET_CHARTS} from '../../src/data/integrations/demo-targets';
import {NO_EFFECT} from '../../src/data/integrations/common';
import type {HookIntegration, Integration} from '../../src/data/integrations/types';
import {offeredHooks} from '../../src/components/ScanBuilder/catalogue';
import {slimCatalogue} from '../../src/data/scan-builder-catalogue';
import {OPERATOR_INSTALL, buildOutput, helmCommands} from '../../src/components/ScanBuilder/manifest';
import {CHANNEL, CHOICE, hookConfigKey, hookField, hookSecrets} from '../../src/components/ScanBuilder/hookSetup';
import {
  blankState,
  defaultState,
  passthroughOf,
  withCascade,
  type BuilderState,
} from '../../src/components/ScanBuilder/model';
import {installLines} from '../../src/components/ScanBuilder/OutputPanel';
import {COMMAND_COLUMNS, joinCommand, shellWords, wrapCommand} from '../../src/lib/commandLines';
import type {Validators} from '../../src/components/ScanBuilder/validators';
import {validatorSource} from '../../plugins/scan-builder/validators.mjs';
import {RELEASE} from '../../src/data/release';

const catalogue = JSON.parse(
  JSON.stringify(slimCatalogue({scanners, hooks, demoTargets: DEMO_TARGET_CHARTS})),
) as ReturnType<typeof slimCatalogue>;
const cacheDir = resolve(__dirname, '../../node_modules/.cache/scan-builder-tests');
mkdirSync(cacheDir, {recursive: true});
const validatorFile = join(cacheDir, `hook-setup-validators-${process.pid}.mjs`);
writeFileSync(validatorFile, validatorSource());
const validators = (await import(/* @vite-ignore */ pathToFileURL(validatorFile).href)) as Validators;
afterAll(() => rmSync(validatorFile, {force: true}));

/**
 * Values whose default is a `null` Secret name that a chart runs without: alternatives or extras, never required.
 * Each names why, from the chart's templates at the documented release.
 */
const OPTIONAL_NULL_SECRETS: Readonly<Record<string, string>> = {
  // templates/persistence-provider.yaml reads it only when authentication.userSecret is not set; the login choice
  // offers userSecret, the one that authenticates in 5.8.0.
  'elasticsearch:authentication.apiKeySecret': 'alternative login',
  // templates/ncrack-parse-definition.yaml mounts it only `if .Values.encryptPasswords.existingSecret`.
  'ncrack:encryptPasswords.existingSecret': 'optional encryption of found passwords',
};

/** Address values the builder does not ask for, with the fixed value that keeps them from being used. */
const ADDRESSES_SET_ASIDE: Readonly<Record<string, string>> = {
  // templates/import-dashboard.yaml is the only reader; the builder sets dashboardImporter.enabled=false.
  'elasticsearch:externalElasticStack.kibanaAddress': 'dashboardImporter.enabled',
};

/** The `--set` and `--set-json` keys of a Helm command, in order. */
function setKeys(command: string): string[] {
  return [...command.matchAll(/--set(?:-json)? '?([^=' ]+)=/g)].map((match) => match[1]);
}

/** The value rows of an entry by key. */
function rowsOf(entry: Integration): Map<string, string> {
  return new Map(entry.values.map((row) => [row.key, row.description]));
}

/** What a hook's chart needs to run, derived from the catalogue entry. */
function requirements(hook: HookIntegration, state: BuilderState) {
  const setup = hook.setup;
  if (!setup) return {values: [], secrets: [], channel: false};
  const builderHook = catalogue.hooks.find((entry) => entry.slug === hook.slug);
  if (!builderHook) throw new Error(`${hook.slug} is not in the builder catalogue`);
  return {
    values: [
      ...setup.inputs.map((input) => input.key),
      ...hookSecrets(state, builderHook)
        .filter((secret) => secret.setName)
        .map((secret) => secret.nameKey),
      ...(setup.fixed ?? []).map((fixed) => fixed.key),
    ],
    secrets: hookSecrets(state, builderHook).map((secret) => ({
      name: secret.name,
      keys: secret.keys.map(({key}) => key),
    })),
    channel: setup.channel !== undefined,
  };
}

/** A state with one hook chosen and every field of it filled in as a reader would. */
function withHook(slug: string, filled: boolean): BuilderState {
  const state = defaultState(catalogue);
  state.hooks = [slug];
  const hook = hooks.find((entry) => entry.slug === slug);
  for (const input of hook?.setup?.inputs ?? [])
    if (filled) state.hookConfig[hookConfigKey(slug, input.key)] = input.example;
  return state;
}

function outputOf(state: BuilderState) {
  return buildOutput(catalogue, state, passthroughOf(catalogue, state), validators);
}

describe('hook setup: every hook the builder offers installs ready to work', () => {
  const offered = new Set(offeredHooks(catalogue).map((hook) => hook.slug));

  it('offers every hook with a chart except those that fail at the release, and none without a chart', () => {
    for (const hook of hooks) {
      if (hook.chart === null) {
        expect(hook.setup, hook.slug).toBeNull();
        expect(offered.has(hook.slug), hook.slug).toBe(false);
      } else {
        expect(hook.setup, hook.slug).not.toBeNull();
        expect(offered.has(hook.slug), hook.slug).toBe(!hook.setup?.broken);
      }
    }
    expect(offered.has('static-report')).toBe(false);
    expect(offered.has('azure-monitor')).toBe(false);
    expect(offered.has('defectdojo')).toBe(true);
  });

  for (const hook of hooks.filter((entry) => entry.chart !== null)) {
    const rows = rowsOf(hook);

    it(`${hook.slug}: every value its setup names is one the chart reads`, () => {
      const setup = hook.setup;
      if (!setup) throw new Error('no setup');
      const keys = [
        ...setup.inputs.map((input) => input.key),
        ...setup.secrets.map((secret) => secret.nameKey),
        ...(setup.choice?.options ?? []).flatMap((option) => (option.secret ? [option.secret.nameKey] : [])),
        ...(setup.fixed ?? []).map((fixed) => fixed.key),
        ...(setup.channel ? [setup.channel.channelsKey, setup.channel.envKey] : []),
      ];
      for (const key of keys) {
        expect(rows.has(key), `${hook.slug}: ${key} is not a value of the chart`).toBe(true);
        expect(rows.get(key), `${hook.slug}: ${key} has no effect`).not.toBe(NO_EFFECT);
      }
    });

    it(`${hook.slug}: every null Secret name of the chart is set up or known to be optional`, () => {
      const covered = new Set([
        ...(hook.setup?.secrets ?? []).map((secret) => secret.nameKey),
        ...(hook.setup?.choice?.options ?? []).flatMap((option) => (option.secret ? [option.secret.nameKey] : [])),
      ]);
      for (const row of hook.values) {
        if (row.default !== 'null' || !/Secret$/.test(row.key)) continue;
        expect(
          covered.has(row.key) || `${hook.slug}:${row.key}` in OPTIONAL_NULL_SECRETS,
          `${hook.slug}: ${row.key} defaults to null`,
        ).toBe(true);
      }
    });

    it(`${hook.slug}: every address value of the chart is a form field, or set aside by a fixed value`, () => {
      // An address (a key ending in url, Url or Address) defaults to a guess (`http://example.com`, a service of a
      // default install): the hook only works once the reader gives theirs.
      const inputs = new Set((hook.setup?.inputs ?? []).map((input) => input.key));
      for (const row of hook.values) {
        if (!/(url|Url|Address)$/.test(row.key) || row.description === NO_EFFECT) continue;
        expect(
          inputs.has(row.key) || `${hook.slug}:${row.key}` in ADDRESSES_SET_ASIDE,
          `${hook.slug}: ${row.key} (default ${row.default})`,
        ).toBe(true);
      }
    });

    if (!offered.has(hook.slug)) continue;

    it(`${hook.slug}: the printed install has every required value and Secret and sets only keys the chart reads`, () => {
      const state = withHook(hook.slug, true);
      const result = outputOf(state);
      expect(result.problems).toEqual([]);
      const install = result.hookInstalls.find((entry) => entry.hook.slug === hook.slug);
      if (!install) throw new Error(`no install of ${hook.slug}`);
      expect(result.helm).toContain(install.helm);
      const needed = requirements(hook, state);
      const keys = setKeys(install.helm);
      for (const key of needed.values) expect(keys, `${hook.slug} sets ${key}`).toContain(key);
      for (const input of hook.setup?.inputs ?? [])
        expect(install.helm, `${hook.slug}: the form's ${input.key}`).toContain(`${input.key}=${input.example}`);
      for (const key of keys) {
        expect(rows.has(key), `${hook.slug}: --set ${key} is not a value of the chart`).toBe(true);
        expect(rows.get(key)).not.toBe(NO_EFFECT);
      }
      expect(install.setKeys.sort()).toEqual([...keys].sort());
      for (const secret of needed.secrets) {
        const line = result.secrets.find((command) =>
          command.startsWith(`kubectl create secret generic ${secret.name} `),
        );
        expect(line, `${hook.slug}: the Secret ${secret.name}`).toBeDefined();
        const literals = [...(line ?? '').matchAll(/--from-literal=([^=]+)=/g)].map((match) => match[1]);
        expect(literals, `${hook.slug}: the keys of ${secret.name}`).toEqual(secret.keys);
        // Secret values are placeholders, never a value from the form.
        expect(line).toMatch(/='<[^>]+>'/);
      }
      if (needed.channel) {
        expect(keys).toEqual(expect.arrayContaining(['notificationChannels', 'env']));
        const json = /--set-json 'notificationChannels=(\[.*?\])'/.exec(install.helm)?.[1];
        const channels = JSON.parse(json ?? 'null') as Array<{endPoint: string; type: string}>;
        const env = JSON.parse(/--set-json 'env=(\[.*?\])'/.exec(install.helm)?.[1] ?? 'null') as Array<{
          name: string;
          valueFrom: {secretKeyRef: {name: string; key: string}};
        }>;
        expect(env.map((entry) => entry.name)).toEqual([channels[0].endPoint]);
        expect(needed.secrets).toEqual([
          {name: env[0].valueFrom.secretKeyRef.name, keys: [env[0].valueFrom.secretKeyRef.key]},
        ]);
      }
      if (hook.setup?.configureFirst) {
        expect(install.configureFirst?.link).toBe(`/docs/hooks/${hook.slug}#${hook.setup.configureFirst.anchor}`);
        expect(install.helm).toContain(`--values ${hook.slug}-values.yaml`);
      }
    });

    if ((hook.setup?.inputs.length ?? 0) > 0)
      it(`${hook.slug}: an empty field is a problem and a marked placeholder, never a missing value`, () => {
        const result = outputOf(withHook(hook.slug, false));
        expect(result.yaml).toBeNull();
        for (const input of hook.setup?.inputs ?? []) {
          expect(result.problems.map((problem) => problem.field)).toContain(hookField(hook.slug, input.key));
          expect(result.helm.join('\n')).toContain(`'${input.key}=<${input.label}>'`);
          expect(result.placeholders).toContain(`<${input.label}>`);
        }
      });
  }

  it('DefectDojo: the URL from the form and the API key Secret the template reads', () => {
    const state = withHook('defectdojo', false);
    state.hookConfig['defectdojo:defectdojo.url'] = 'https://dojo.example.com';
    const result = outputOf(state);
    expect(result.secrets).toEqual([
      "kubectl create secret generic defectdojo-credentials --from-literal=apikey='<your DefectDojo API v2 key>'",
    ]);
    expect(result.helm.at(-1)).toBe(
      'helm upgrade --install persistence-defectdojo oci://ghcr.io/securecodebox/helm/persistence-defectdojo --version 5.8.0 --set defectdojo.url=https://dojo.example.com',
    );
  });

  it('a URL that is not http(s) is a problem of its field', () => {
    const state = withHook('generic-webhook', false);
    state.hookConfig['generic-webhook:webhookUrl'] = 'hooks.example.com';
    expect(outputOf(state).problems).toEqual([
      {field: 'hookcfg.generic-webhook.webhookUrl', message: expect.stringContaining('http://') as string},
    ]);
  });

  it('Elasticsearch: the login choice decides the Secret, and the dashboard importer is switched off', () => {
    const state = withHook('elasticsearch', true);
    const withLogin = outputOf(state);
    expect(withLogin.secrets).toEqual([
      "kubectl create secret generic elasticsearch-credentials --from-literal=username='<Elasticsearch user>' --from-literal=password='<password of that user>'",
    ]);
    expect(setKeys(withLogin.helm.at(-1) ?? '')).toEqual([
      'externalElasticStack.elasticsearchAddress',
      'authentication.userSecret',
      'dashboardImporter.enabled',
    ]);
    state.hookConfig[hookConfigKey('elasticsearch', CHOICE)] = 'none';
    const without = outputOf(state);
    expect(without.secrets).toEqual([]);
    expect(setKeys(without.helm.at(-1) ?? '')).not.toContain('authentication.userSecret');
  });

  it('Notification: the channel type picks the template, the variable and its Secret', () => {
    const state = withHook('notification-webhook', true);
    state.hookConfig[hookConfigKey('notification-webhook', CHANNEL)] = 'ms-teams';
    const result = outputOf(state);
    expect(result.secrets).toEqual([
      "kubectl create secret generic teams-webhook --from-literal=url='<Microsoft Teams webhook URL>'",
    ]);
    expect(result.helm.at(-1)).toContain(
      `--set-json 'notificationChannels=[{"name":"ms-teams","type":"ms-teams","template":"msteams-messageCard","rules":[],"endPoint":"TEAMS_WEBHOOK_URL"}]'`,
    );
  });

  it('a hook that fails at the release is a problem when a link asks for it', () => {
    const result = outputOf(withHook('azure-monitor', true));
    expect(result.problems).toEqual([
      {field: 'hooks', message: expect.stringContaining('does not work in this release') as string},
    ]);
  });

  it('the Cascading Scans hook that a cascade adds needs nothing more', () => {
    const state = withCascade(defaultState(catalogue), true);
    const result = outputOf(state);
    expect(result.problems).toEqual([]);
    expect(result.hookInstalls.map((install) => install.hook.slug)).toEqual(['cascading-scans']);
    expect(setKeys(result.helm.at(-1) ?? '')).toEqual([]);
  });
});

/** Every command line the builder prints for each offered hook (empty and filled in), scanner, the operator and scbctl. */
function printedCommands(): string[] {
  const lines = new Set<string>([OPERATOR_INSTALL]);
  for (const hook of offeredHooks(catalogue))
    for (const filled of [false, true]) {
      const state = withHook(hook.slug, filled);
      state.namespace = 'team-a';
      const output = outputOf(state);
      for (const line of [...installLines(output), output.kubectl, output.scbctl ?? '']) if (line) lines.add(line);
    }
  const plain = defaultState(catalogue);
  plain.parameters = ['-p', '22,80,443', '--script', 'ssl-cert and not brute', 'scanme.nmap.org'];
  plain.namespace = 'security-scans';
  const start = outputOf(plain);
  lines.add(start.kubectl).add(start.scbctl ?? '');
  for (const scanner of catalogue.scanners) {
    const state = withCascade(blankState(scanner), true);
    state.parameters = ['example.com', "it's a target"];
    state.namespace = 'security-scans';
    for (const line of helmCommands(catalogue, state, passthroughOf(catalogue, state))) lines.add(line);
  }
  return [...lines];
}

/** The words bash reads from each command, one block per command (printf of every word, NUL-separated). */
function bashWords(commands: readonly string[]): string[] {
  const script = ["words() { printf '%s\\0' \"$@\"; printf '\\n--end--\\n'; }", ...commands.map((c) => `words ${c}`)];
  return execFileSync('bash', ['-c', script.join('\n')], {encoding: 'utf8'})
    .split('\n--end--\n')
    .slice(0, -1);
}

describe('scan builder: printed commands fit the output column and run as printed', () => {
  const commands = printedCommands();

  it('prints every install, the hooks with their Secrets, and the start commands', () => {
    expect(commands.length).toBeGreaterThan(40);
    expect(commands.some((line) => line.includes('--set-json'))).toBe(true);
    expect(commands.some((line) => line.startsWith('kubectl create secret'))).toBe(true);
    expect(commands.some((line) => line.startsWith('scbctl scan'))).toBe(true);
  });

  it(`every printed line fits ${COMMAND_COLUMNS} characters, unless one word or one option with its value is wider`, () => {
    for (const command of commands) {
      const printed = wrapCommand(command);
      for (const line of printed.split('\n')) {
        if (line.length <= COMMAND_COLUMNS || line.startsWith('#')) continue;
        const words = shellWords(line.replace(/ \\$/, '')) ?? [];
        expect(words.length === 1 || (words.length === 2 && words[0].startsWith('-')), `${line}\n(of ${command})`).toBe(
          true,
        );
      }
    }
  });

  it('bash reads the same words from the printed command as from the command on one line', () => {
    const printed = commands.filter((command) => !command.startsWith('#')).map((command) => wrapCommand(command));
    const original = commands.filter((command) => !command.startsWith('#'));
    expect(printed.some((text, index) => text !== original[index])).toBe(true);
    expect(bashWords(printed)).toEqual(bashWords(original));
    for (const text of printed) expect(joinCommand(text)).toBe(original[printed.indexOf(text)]);
  });

  it('each --set, --set-json, --from-literal and --values starts a line; an option keeps its value', () => {
    const state = withHook('elasticsearch', true);
    state.namespace = 'team-a';
    const lines = installLines(outputOf(state)).map((line) => wrapCommand(line));
    const helm = lines.find((line) => line.startsWith('helm upgrade --install persistence-elastic')) ?? '';
    expect(helm.split('\n')).toEqual([
      'helm upgrade --install persistence-elastic \\',
      '  oci://ghcr.io/securecodebox/helm/persistence-elastic \\',
      `  --version ${RELEASE.version} --namespace team-a \\`,
      '  --set externalElasticStack.elasticsearchAddress=https://quickstart-es-http.elastic.svc:9200 \\',
      '  --set authentication.userSecret=elasticsearch-credentials \\',
      '  --set dashboardImporter.enabled=false',
    ]);
    const secret = lines.find((line) => line.startsWith('kubectl create secret')) ?? '';
    expect(secret.split('\n').filter((line) => line.trimStart().startsWith('--from-literal='))).toHaveLength(2);
  });

  it('leaves short commands, comments and commands it cannot split safely as they are', () => {
    expect(wrapCommand('helm upgrade --install nmap x')).toBe('helm upgrade --install nmap x');
    const comment =
      '# Configure first: write finding-post-processing-values.yaml (see the Finding Post Processing page)';
    expect(wrapCommand(comment)).toBe(comment);
    const open = "kubectl create secret generic x --from-literal=url='<an unfinished quote --set y=1";
    expect(wrapCommand(open)).toBe(open);
    const doubleSpaced = 'helm upgrade --install  nmap oci://ghcr.io/securecodebox/helm/nmap --version 1.0.0';
    expect(wrapCommand(doubleSpaced)).toBe(doubleSpaced);
    expect(shellWords(`a 'b c' "d e" f\\ g`)).toEqual(['a', "'b c'", '"d e"', 'f\\ g']);
  });
});

describe('hook setup: every scanner installs without a value the form cannot give', () => {
  for (const scanner of scanners) {
    it(`${scanner.slug}: sets only cascadingRules.enabled, a value the chart has, and needs no Secret`, () => {
      const state = withCascade(
        blankState(catalogue.scanners.find((entry) => entry.slug === scanner.slug) ?? catalogue.scanners[0]),
        true,
      );
      state.cascade = {...state.cascade, invasive: '', intensive: ''};
      state.parameters = ['example.com'];
      const rows = rowsOf(scanner);
      const command = helmCommands(catalogue, state, passthroughOf(catalogue, state)).find((line) =>
        line.startsWith(scanner.installCommand),
      );
      expect(command, scanner.slug).toBeDefined();
      for (const key of setKeys(command ?? '')) {
        expect(key).toBe('cascadingRules.enabled');
        expect(rows.has(key)).toBe(true);
      }
      for (const row of scanner.values) {
        if (row.default === 'null' && /Secret$/.test(row.key))
          expect(`${scanner.slug}:${row.key}` in OPTIONAL_NULL_SECRETS, `${scanner.slug}: ${row.key}`).toBe(true);
      }
    });
  }
});
