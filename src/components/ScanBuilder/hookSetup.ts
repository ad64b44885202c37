/**
 * What the scan builder prints to make a chosen hook work: the form fields a hook's chart needs (from the catalogue's
 * `setup`, which mirrors the chart's templates at the documented release), the problems of those fields, and the
 * `kubectl create secret` and `helm upgrade --install … --set` lines.
 *
 * Secret values never come from the form: they stay placeholders in angle brackets (`'<your DefectDojo API v2
 * key>'`), which the output lists under "Replace before you run", so nothing secret ends up in the URL that holds the
 * form. Values the form asks for (URLs, field names) are quoted for the shell and escaped for Helm's `--set` syntax.
 *
 * @packageDocumentation
 */
import type {
  HookSetupChoice,
  HookSetupInput,
  HookSetupNotification,
  HookSetupSecret,
} from '@site/src/data/integrations/types';
import {entryPath, type BuilderHook} from './catalogue';
import type {BuilderState} from './model';

/** A problem of a hook field; `field` is `hookcfg.<slug>.<values key>` (see {@link hookField}). */
export interface HookProblem {
  field: string;
  message: string;
}

/** The install of one hook, ready to print. */
export interface HookInstall {
  hook: BuilderHook;
  /** `kubectl create secret generic …` lines, to run before the Helm command. */
  secrets: string[];
  /** The `helm upgrade --install …` command with its `--set` and `--set-json` flags. */
  helm: string;
  /** The placeholders in {@link secrets} and {@link helm} the reader replaces, as written there. */
  placeholders: string[];
  /** Set when the hook needs a values file first: what to write and the section that explains it. */
  configureFirst: {reason: string; link: string} | null;
  /** The `--set` and `--set-json` keys the command sets (for the tests: every one is a value the chart reads). */
  setKeys: string[];
}

/** Key of a hook's form value in {@link BuilderState.hookConfig}. */
export function hookConfigKey(slug: string, key: string): string {
  return `${slug}:${key}`;
}

/** Field id of a hook's form value, e.g. `hookcfg.defectdojo.defectdojo.url`. */
export function hookField(slug: string, key: string): string {
  return `hookcfg.${slug}.${key}`;
}

/** Key of the authentication choice and of the notification channel type in {@link BuilderState.hookConfig}. */
export const CHOICE = '_choice';
/** See {@link CHOICE}. */
export const CHANNEL = '_channel';

/** The reader's value of a hook setting, or `''`. */
export function hookValue(state: BuilderState, slug: string, key: string): string {
  return state.hookConfig[hookConfigKey(slug, key)] ?? '';
}

/** Quotes a shell word when it needs it (POSIX single quotes). */
export function shellWord(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Escapes what Helm's `--set` parser reads as syntax in a value: `\`, `,` (next key), `{` `}` and `[` `]`. */
function helmValue(value: string): string {
  return value.replace(/[\\,{}[\]]/g, (char) => `\\${char}`);
}

/** A placeholder as the commands print it: `<what to fill in>`. */
function placeholder(text: string): string {
  return `<${text}>`;
}

/** The authentication option the reader chose (the first one by default). */
export function chosenOption(state: BuilderState, hook: BuilderHook): HookSetupChoice['options'][number] | undefined {
  const choice = hook.setup?.choice;
  if (!choice) return undefined;
  const value = hookValue(state, hook.slug, CHOICE);
  return choice.options.find((option) => option.value === value) ?? choice.options[0];
}

/** The notification channel type the reader chose (the first one by default). */
export function chosenChannel(
  state: BuilderState,
  hook: BuilderHook,
): HookSetupNotification['options'][number] | undefined {
  const channel = hook.setup?.channel;
  if (!channel) return undefined;
  const value = hookValue(state, hook.slug, CHANNEL);
  return channel.options.find((option) => option.type === value) ?? channel.options[0];
}

/** The Secrets a hook reads with the reader's choices. */
export function hookSecrets(state: BuilderState, hook: BuilderHook): HookSetupSecret[] {
  const setup = hook.setup;
  if (!setup) return [];
  const secrets = [...setup.secrets];
  const option = chosenOption(state, hook);
  if (option?.secret) secrets.push(option.secret);
  const channel = chosenChannel(state, hook);
  if (channel)
    secrets.push({
      nameKey: `${setup.channel?.envKey ?? 'env'}[0].valueFrom.secretKeyRef.name`,
      name: channel.secret,
      setName: false,
      keys: [{key: 'url', placeholder: `${channel.label.replace(/ \(.*\)$/, '')} webhook URL`}],
    });
  return secrets;
}

const URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/;

function inputProblem(input: HookSetupInput, value: string, hookName: string): string | null {
  if (value.trim() === '') return `Enter the ${input.label} the ${hookName} hook needs, e.g. ${input.example}.`;
  if (value !== value.trim()) return 'Remove the spaces before or after the value.';
  if (input.format === 'url' && !URL_PATTERN.test(value))
    return `Enter a URL that starts with http:// or https://, e.g. ${input.example}.`;
  return null;
}

/**
 * The problems of the chosen hooks' fields: an empty or malformed required value, and a hook that does not work at
 * the documented release.
 * @param state - the form
 * @param hooks - the hooks the scan runs (chosen, plus Cascading Scans when it cascades)
 */
export function hookProblems(state: BuilderState, hooks: readonly BuilderHook[]): HookProblem[] {
  const problems: HookProblem[] = [];
  for (const hook of hooks) {
    const setup = hook.setup;
    if (!setup) continue;
    if (setup.broken) {
      problems.push({
        field: 'hooks',
        message: `The ${hook.name} hook does not work in this release: ${setup.broken.reason}`,
      });
      continue;
    }
    for (const input of setup.inputs) {
      const message = inputProblem(input, hookValue(state, hook.slug, input.key), hook.name);
      if (message) problems.push({field: hookField(hook.slug, input.key), message});
    }
  }
  return problems;
}

/**
 * The lines that install one hook ready to work: its Secrets with placeholder values, and its Helm command with the
 * form's values (a placeholder while a field is empty), the chart's fixed settings and the notification channel.
 * @param state - the form
 * @param hook - a hook with a chart
 * @param namespace - ` --namespace <ns>` or `''`
 */
export function hookInstall(state: BuilderState, hook: BuilderHook, namespace: string): HookInstall {
  const setup = hook.setup;
  const placeholders: string[] = [];
  const setKeys: string[] = [];
  const flags: string[] = [];
  const set = (key: string, value: string): void => {
    setKeys.push(key);
    flags.push(`--set ${shellWord(`${key}=${helmValue(value)}`)}`);
  };
  const secrets = hookSecrets(state, hook).map((secret) => {
    const literals = secret.keys.map(({key, placeholder: what}) => {
      const text = placeholder(what);
      placeholders.push(text);
      return `--from-literal=${key}=${shellWord(text)}`;
    });
    return `kubectl create secret generic ${secret.name}${namespace} ${literals.join(' ')}`;
  });
  for (const input of setup?.inputs ?? []) {
    const value = hookValue(state, hook.slug, input.key);
    if (value.trim() === '') {
      const text = placeholder(input.label);
      placeholders.push(text);
      set(input.key, text);
    } else set(input.key, value.trim());
  }
  for (const secret of hookSecrets(state, hook)) if (secret.setName) set(secret.nameKey, secret.name);
  for (const fixed of setup?.fixed ?? []) set(fixed.key, fixed.value);
  const channel = chosenChannel(state, hook);
  if (channel && setup?.channel) {
    const channels = [
      {name: channel.type, type: channel.type, template: channel.template, rules: [], endPoint: channel.envName},
    ];
    const env = [{name: channel.envName, valueFrom: {secretKeyRef: {name: channel.secret, key: 'url'}}}];
    setKeys.push(setup.channel.channelsKey, setup.channel.envKey);
    flags.push(`--set-json ${shellWord(`${setup.channel.channelsKey}=${JSON.stringify(channels)}`)}`);
    flags.push(`--set-json ${shellWord(`${setup.channel.envKey}=${JSON.stringify(env)}`)}`);
  }
  const configureFirst = setup?.configureFirst
    ? {reason: setup.configureFirst.reason, link: `${entryPath(hook)}#${setup.configureFirst.anchor}`}
    : null;
  const valuesFile = configureFirst ? ` --values ${hook.slug}-values.yaml` : '';
  return {
    hook,
    secrets,
    helm: [`${hook.installCommand ?? ''}${namespace}${valuesFile}`, ...flags].join(' '),
    placeholders,
    configureFirst,
    setKeys,
  };
}
