/**
 * Step 3 of the scan builder, all optional: repeat the scan (ScheduledScan), cascade it (`spec.cascades` with
 * label selector, inherit flags and scope limiter) and choose hooks (`spec.hookSelector`).
 *
 * @packageDocumentation
 */
import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {
  INTENSIVE_LABEL,
  INVASIVE_LABEL,
  entryPath,
  releaseOf,
  type BuilderCatalogue,
  type BuilderHook,
  type BuilderScanner,
  type CascadePlan,
  type CatalogueRule,
} from './catalogue';
import {CheckboxField, FieldError, RowList, SelectField, TextField, type Problems} from './fields';
import {cascadePlanOf} from './manifest';
import {
  CHANNEL,
  CHOICE,
  chosenChannel,
  chosenOption,
  hookConfigKey,
  hookField,
  hookSecrets,
  hookValue,
} from './hookSetup';
import {
  DEFAULT_INTERVAL,
  INHERIT_DEFAULTS,
  INHERIT_FLAGS,
  SAFE_INTENSIVE,
  SAFE_INVASIVE,
  SCOPE_COMBINATORS,
  SCOPE_DOMAIN,
  SCOPE_OPERATORS,
  type BuilderState,
  type CascadeState,
  type Passthrough,
  type ScheduleState,
  withCascade,
  withSchedule,
} from './model';
import styles from './styles.module.css';

/** A dotted values key with a line-break opportunity after each dot, so a long key wraps between its parts. */
function breakAtDots(key: string): React.ReactNode {
  return key.split('.').map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </React.Fragment>
  ));
}

/** Slug of the Cascading Scans hook, which a cascading scan needs and the builder adds by itself. */
const CASCADING_SCANS = 'cascading-scans';

/** Props shared by the option sections. */
export interface OptionSectionProps {
  state: BuilderState;
  problems: Problems;
  onChange: (state: BuilderState) => void;
}

/** The ScheduledScan options. */
export function ScheduleSection({state, problems, onChange}: OptionSectionProps): React.ReactElement {
  const schedule = state.schedule;
  const set = (patch: Partial<ScheduleState>): void => onChange({...state, schedule: {...schedule, ...patch}});
  return (
    <fieldset className={styles.group}>
      <legend>Repeat</legend>
      <CheckboxField
        id="sb-schedule"
        label="Repeat the scan: write a ScheduledScan"
        checked={schedule.enabled}
        onChange={(enabled) => onChange(withSchedule(state, enabled))}
      />
      {schedule.enabled && (
        <div className={styles.nested}>
          <p className={styles.hint}>
            Set an <code>interval</code> or a cron <code>schedule</code>, not both. See{' '}
            <Link to="/docs/api/crds/scheduled-scan">the ScheduledScan reference</Link>.
          </p>
          <div className={styles.pair}>
            <TextField
              field="schedule.interval"
              label="Interval"
              hint={<>Hours, minutes, seconds: {DEFAULT_INTERVAL}, 1h30m.</>}
              value={schedule.interval}
              problems={problems}
              onChange={(interval) => set({interval})}
            />
            <TextField
              field="schedule.cron"
              label="Cron schedule"
              hint={
                <>
                  Five fields: <code>0 3 * * *</code> is 03:00 daily.
                </>
              }
              value={schedule.cron}
              problems={problems}
              onChange={(cron) => set({cron})}
            />
          </div>
          <div className={styles.pair}>
            <TextField
              field="schedule.successfulJobsHistoryLimit"
              label="Keep successful scans"
              inputMode="numeric"
              hint="Empty: the operator keeps 3."
              value={schedule.successfulJobsHistoryLimit}
              problems={problems}
              onChange={(successfulJobsHistoryLimit) => set({successfulJobsHistoryLimit})}
            />
            <TextField
              field="schedule.failedJobsHistoryLimit"
              label="Keep failed scans"
              inputMode="numeric"
              hint="Empty: the operator keeps 1."
              value={schedule.failedJobsHistoryLimit}
              problems={problems}
              onChange={(failedJobsHistoryLimit) => set({failedJobsHistoryLimit})}
            />
          </div>
          <SelectField
            field="schedule.concurrencyPolicy"
            label="When the previous scan is still running (concurrencyPolicy)"
            value={schedule.concurrencyPolicy}
            problems={problems}
            options={[
              {value: '', label: 'Default (Allow)'},
              {value: 'Allow', label: 'Allow: start the next scan anyway'},
              {value: 'Forbid', label: 'Forbid: start it once the running scan ends'},
              {value: 'Replace', label: 'Replace: delete the running scan'},
            ]}
            onChange={(concurrencyPolicy) => set({concurrencyPolicy})}
          />
          <CheckboxField
            id="sb-retrigger"
            label="Scan again at once when the ScanType changes (retriggerOnScanTypeChange)"
            checked={schedule.retriggerOnScanTypeChange}
            onChange={(retriggerOnScanTypeChange) => set({retriggerOnScanTypeChange})}
          />
        </div>
      )}
    </fieldset>
  );
}

/** The rules a cascade selection admits, in words: "rules labelled non-invasive with intensity light or medium". */
export function selectionWords(cascade: Pick<CascadeState, 'invasive' | 'intensive'>): string {
  const invasive = cascade.invasive === '' ? 'invasive or non-invasive' : cascade.invasive;
  const intensive: Record<CascadeState['intensive'], string> = {
    '': 'any intensity',
    light: 'intensity light',
    'light-medium': 'intensity light or medium',
    medium: 'intensity medium only',
    high: 'intensity high only',
  };
  return `rules labelled ${invasive} with ${intensive[cascade.intensive]}`;
}

/** Whether two lists hold the same rules. */
function sameRules(a: readonly CatalogueRule[], b: readonly CatalogueRule[]): boolean {
  return a.length === b.length && a.every((entry) => b.some((other) => other.rule === entry.rule));
}

/** "1 rule", "14 rules". */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The names of rules, grouped by the chart that ships them: "ncrack (ncrack-ftp, ncrack-ssh)". */
function rulesByChart(rules: readonly CatalogueRule[]): string {
  const byChart = new Map<string, string[]>();
  for (const {rule, scanner} of rules)
    byChart.set(scanner.chart.name, [...(byChart.get(scanner.chart.name) ?? []), rule.metadata.name]);
  return [...byChart].map(([chart, names]) => `${chart} (${names.join(', ')})`).join('; ');
}

/**
 * What the selection admits, in words: how many rules, which ScanTypes the follow-up scans run, which charts the Helm
 * commands add, and a warning when it admits invasive or high-intensity rules.
 */
export function CascadeSummary({plan, scanner}: {plan: CascadePlan; scanner: BuilderScanner}): React.ReactElement {
  const total = plan.rules.length;
  const chained = plan.rules.some((entry) => entry.from.slug !== scanner.slug);
  const bruteForce = plan.invasive.filter(({rule}) => rule.metadata.labels['securecodebox.io/type'] === 'bruteforce');
  return (
    <div className={styles.summary} aria-live="polite" data-cascade-summary="">
      <p>
        <strong>
          This selection admits {plan.selected.length} of the {count(total, 'cascading rule')}
        </strong>{' '}
        that can start from {scanner.name} findings{chained ? ' or from the findings of the scans they start' : ''}.
      </p>
      {plan.selected.length > 0 ? (
        <p>
          Each admitted rule starts one follow-up scan for every finding it matches, with{' '}
          {plan.scanTypes.length === 1 ? 'the ScanType' : `${plan.scanTypes.length} ScanTypes:`}{' '}
          {plan.scanTypes.map((scanType, index) => (
            <React.Fragment key={scanType}>
              {index > 0 && ', '}
              <code>{scanType}</code>
            </React.Fragment>
          ))}
          .{' '}
          {plan.extraCharts.length === 0
            ? 'They need no chart besides the scanner’s own.'
            : `The Helm commands add ${count(plan.extraCharts.length, 'chart')}: ${plan.extraCharts.map((entry) => entry.chart.name).join(', ')}.`}
        </p>
      ) : (
        <p>The scan starts no follow-up scans. Choose other labels above to admit rules.</p>
      )}
      {(plan.invasive.length > 0 || plan.high.length > 0) && (
        <div className={clsx('alert alert--danger', styles.warning)} data-cascade-warning="">
          {sameRules(plan.invasive, plan.high) ? (
            <p>
              <strong>Invasive and high intensity:</strong> {count(plan.invasive.length, 'admitted rule')}{' '}
              {plan.invasive.length === 1 ? 'attacks' : 'attack'} the target and{' '}
              {plan.invasive.length === 1 ? 'puts' : 'put'} heavy load on it
              {bruteForce.length > 0 ? `, ${bruteForce.length} of them with brute-force logins` : ''}:{' '}
              {rulesByChart(plan.invasive)}.
            </p>
          ) : (
            <>
              {plan.invasive.length > 0 && (
                <p>
                  <strong>Invasive:</strong> {count(plan.invasive.length, 'admitted rule')}{' '}
                  {plan.invasive.length === 1 ? 'attacks' : 'attack'} the target
                  {bruteForce.length > 0 ? `, ${bruteForce.length} of them with brute-force logins` : ''}:{' '}
                  {rulesByChart(plan.invasive)}.
                </p>
              )}
              {plan.high.length > 0 && (
                <p>
                  <strong>High intensity:</strong> {count(plan.high.length, 'admitted rule')}{' '}
                  {plan.high.length === 1 ? 'puts' : 'put'} heavy load on the target: {rulesByChart(plan.high)}.
                </p>
              )}
            </>
          )}
          <p>
            Admit them only for systems you own or have written permission to attack; many public test hosts allow port
            scans only.
          </p>
        </div>
      )}
      {plan.invasive.length === 0 && plan.high.length === 0 && (plan.permitsInvasive || plan.permitsHigh) && (
        <div className={clsx('alert alert--warning', styles.warning)} data-cascade-warning="">
          <p>
            This selection also lets {plan.permitsInvasive ? 'invasive' : 'high-intensity'} rules run. None of the rules
            it admits here is one, but such rules from other charts installed in the namespace would start.
          </p>
        </div>
      )}
    </div>
  );
}

/** Props of {@link CascadeSection}. */
export interface CascadeSectionProps extends OptionSectionProps {
  catalogue: BuilderCatalogue;
  scanner: BuilderScanner | undefined;
  passthrough: Passthrough;
}

/** The cascading options, what the selection admits, and the rules it could reach. */
export function CascadeSection({
  state,
  problems,
  onChange,
  catalogue,
  scanner,
  passthrough,
}: CascadeSectionProps): React.ReactElement {
  const cascade = state.cascade;
  const set = (patch: Partial<CascadeState>): void => onChange({...state, cascade: {...cascade, ...patch}});
  const scope = cascade.scope;
  const setScope = (patch: Partial<CascadeState['scope']>): void => set({scope: {...scope, ...patch}});
  const plan = cascadePlanOf(catalogue, state, passthrough);
  const chained = plan?.rules.some((entry) => entry.from.slug !== scanner?.slug) ?? false;
  return (
    <fieldset className={styles.group}>
      <legend>Cascade</legend>
      <CheckboxField
        id="sb-cascade"
        label="Start follow-up scans from the findings (spec.cascades)"
        checked={cascade.enabled}
        hint={`${cascade.enabled ? 'Admits' : 'Starts with'} ${selectionWords(cascade.enabled ? cascade : {invasive: SAFE_INVASIVE, intensive: SAFE_INTENSIVE})}. Needs the Cascading Scans hook; the builder adds it.`}
        onChange={(enabled) => onChange(withCascade(state, enabled))}
      />
      <FieldError problems={problems} field="cascade" />
      {cascade.enabled && (
        <div className={styles.nested}>
          <div>
            <SelectField
              field="cascade.invasive"
              label="Rules labelled securecodebox.io/invasive"
              value={cascade.invasive}
              problems={problems}
              options={[
                {value: 'non-invasive', label: 'non-invasive: only look at the target'},
                {value: 'invasive', label: 'invasive: attack the target'},
                {value: '', label: 'any: invasive ones too'},
              ]}
              onChange={(invasive) => set({invasive})}
            />
            <SelectField
              field="cascade.intensive"
              label="Rules labelled securecodebox.io/intensive"
              value={cascade.intensive}
              problems={problems}
              options={[
                {value: 'light', label: 'light: little load'},
                {value: 'light-medium', label: 'up to medium: light and medium'},
                ...(cascade.intensive === 'medium' || cascade.intensive === 'high'
                  ? [{value: cascade.intensive, label: `only ${cascade.intensive} (as your manifest has it)`}]
                  : []),
                {value: '', label: 'any: high ones too'},
              ]}
              onChange={(intensive) => set({intensive})}
            />
          </div>
          {plan && scanner && <CascadeSummary plan={plan} scanner={scanner} />}
          <details className={styles.rulesDetails}>
            <summary>Show the {count(plan?.rules.length ?? 0, 'rule')} and which ones this selection admits</summary>
            <div className={styles.tableWrapper} role="region" aria-label="Cascading rules" tabIndex={0}>
              <table className={styles.rules}>
                <caption>
                  {plan?.narrowed
                    ? `Cascading rules of the catalogue that can start from ${scanner?.name ?? ''} findings (by finding category)${chained ? ' or from the findings of the scans they start' : ''}`
                    : 'Cascading rules of the catalogue (the catalogue has no sample findings of this scanner to narrow them down)'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Rule</th>
                    <th scope="col">Chart</th>
                    {chained && <th scope="col">Starts from</th>}
                    <th scope="col">Labels</th>
                    <th scope="col">Selected</th>
                  </tr>
                </thead>
                <tbody>
                  {(plan?.rules ?? []).map(({rule, scanner: owner, from, selected}) => (
                    <tr key={rule.metadata.name}>
                      <th scope="row">
                        <code>{rule.metadata.name}</code>
                      </th>
                      <td>
                        <Link to={`${entryPath(owner)}#cascading-rules`}>{owner.chart.name}</Link>
                      </td>
                      {chained && <td>{from.slug === scanner?.slug ? 'this scan' : `${from.name} follow-up scans`}</td>}
                      <td>
                        {rule.metadata.labels[INVASIVE_LABEL]}, {rule.metadata.labels[INTENSIVE_LABEL]}
                      </td>
                      <td>{selected ? 'yes' : 'no'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <p className={styles.hint}>
            Charts install their rules only with <code>--set cascadingRules.enabled=true</code>; the Helm commands below
            add it for every chart with a selected rule. Rules that other charts already installed in the namespace are
            selected too.
          </p>
          <fieldset className={styles.group}>
            <legend>What follow-up scans inherit</legend>
            <div className={styles.flags}>
              {INHERIT_FLAGS.map((flag) => (
                <CheckboxField
                  key={flag}
                  id={`sb-${flag}`}
                  label={flag}
                  checked={cascade.inherit[flag] ?? INHERIT_DEFAULTS[flag]}
                  onChange={(checked) => set({inherit: {...cascade.inherit, [flag]: checked}})}
                />
              ))}
            </div>
          </fieldset>
          <CheckboxField
            id="sb-scope"
            label="Limit follow-up scans to a scope (scope limiter)"
            checked={scope.enabled}
            onChange={(enabled) => setScope({enabled})}
          />
          {scope.enabled && (
            <div className={styles.nested}>
              <p className={styles.hint}>
                The builder writes the scope as the annotation <code>{`${SCOPE_DOMAIN}${scope.key || '<name>'}`}</code>{' '}
                on the {state.schedule.enabled ? 'ScheduledScan, which passes it on to each Scan it creates' : 'Scan'}.
                See <Link to="/docs/how-tos/scope">Enforcing engagement scope</Link>.
              </p>
              <div className={styles.pair}>
                <TextField
                  field="scope.key"
                  label="Scope name"
                  hint="The annotation's last part, e.g. domain."
                  value={scope.key}
                  problems={problems}
                  onChange={(key) => setScope({key})}
                />
                <TextField
                  field="scope.value"
                  label="Scope (annotation value)"
                  hint={
                    <>
                      The domain or range you may scan, e.g. <code>example.com</code>.
                    </>
                  }
                  value={scope.value}
                  problems={problems}
                  onChange={(value) => setScope({value})}
                />
              </div>
              <div className={styles.pair}>
                <SelectField
                  field="scope.combinator"
                  label="Condition list"
                  value={scope.combinator}
                  problems={problems}
                  options={SCOPE_COMBINATORS.map((value) => ({value, label: value}))}
                  onChange={(combinator) => setScope({combinator})}
                />
                <SelectField
                  field="scope.operator"
                  label="Operator"
                  value={scope.operator}
                  problems={problems}
                  options={SCOPE_OPERATORS.map((value) => ({value, label: value}))}
                  onChange={(operator) => setScope({operator})}
                />
              </div>
              <RowList
                field="scope.values"
                legend="Values from the finding"
                hint={
                  <>
                    Mustache templates over the finding, e.g. <code>{'{{attributes.hostname}}'}</code>, or{' '}
                    <code>{'{{$.name}}'}</code> for an alias the scanner&apos;s ParseDefinition defines. The
                    cascading-rule helper <code>{'{{$.hostOrIP}}'}</code> does not exist here and renders empty.
                  </>
                }
                rowLabel={(number) => `Scope value ${number}`}
                rows={scope.values}
                problems={problems}
                addLabel="Add a value"
                onChange={(values) => setScope({values})}
              />
              <CheckboxField
                id="sb-valid-on-missing"
                label="Count a condition whose template does not render as met (validOnMissingRender)"
                checked={scope.validOnMissingRender}
                onChange={(validOnMissingRender) => setScope({validOnMissingRender})}
              />
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** Props of {@link HooksSection}. */
export interface HooksSectionProps extends OptionSectionProps {
  /** Every hook with a chart (`installableHooks`); those marked `setup.broken` are listed as not offered. */
  hooks: readonly BuilderHook[];
}

/** The fields one chosen hook needs: its values, its login choice or its notification channel, or a note. */
function HookFields({
  hook,
  state,
  problems,
  onChange,
}: {
  hook: BuilderHook;
  state: BuilderState;
  problems: Problems;
  onChange: (state: BuilderState) => void;
}): React.ReactElement | null {
  const setup = hook.setup;
  if (!setup) return null;
  const setValue = (key: string, value: string): void =>
    onChange({...state, hookConfig: {...state.hookConfig, [hookConfigKey(hook.slug, key)]: value}});
  const secrets = hookSecrets(state, hook);
  const option = chosenOption(state, hook);
  const channel = chosenChannel(state, hook);
  const hasFields = setup.inputs.length > 0 || setup.choice || setup.channel;
  if (!hasFields && secrets.length === 0 && !setup.configureFirst) return null;
  return (
    <div className={styles.nested} data-hook-setup={hook.slug}>
      {setup.configureFirst && (
        <p className={styles.configureFirst}>
          <strong>Configure first:</strong> {setup.configureFirst.reason}{' '}
          <Link to={`${entryPath(hook)}#${setup.configureFirst.anchor}`}>How to write them</Link>
        </p>
      )}
      {setup.inputs.map((input) => (
        <TextField
          key={input.key}
          field={hookField(hook.slug, input.key)}
          label={
            <>
              {input.label} <span className={styles.muted}>({breakAtDots(input.key)})</span>
            </>
          }
          hint={input.hint}
          placeholder={input.example}
          value={hookValue(state, hook.slug, input.key)}
          problems={problems}
          onChange={(value) => setValue(input.key, value)}
        />
      ))}
      {setup.choice && option && (
        <SelectField
          field={hookField(hook.slug, CHOICE)}
          label={setup.choice.label}
          value={option.value}
          problems={problems}
          options={setup.choice.options.map(({value, label}) => ({value, label}))}
          onChange={(value) => setValue(CHOICE, value)}
        />
      )}
      {setup.channel && channel && (
        <SelectField
          field={hookField(hook.slug, CHANNEL)}
          label="Channel"
          hint={
            <>
              For email, Trello, Rocket.Chat or several channels, write a values file:{' '}
              <Link to={`${entryPath(hook)}#configure-notification-channels`}>Configure notification channels</Link>.
            </>
          }
          value={channel.type}
          problems={problems}
          options={setup.channel.options.map(({type, label}) => ({value: type, label}))}
          onChange={(value) => setValue(CHANNEL, value)}
        />
      )}
      {secrets.length > 0 && (
        <p className={styles.hint}>
          Secret{secrets.length > 1 ? 's' : ''}{' '}
          {secrets.map((secret, index) => (
            <React.Fragment key={secret.name}>
              {index > 0 && ', '}
              <code>{secret.name}</code> (key{secret.keys.length > 1 ? 's' : ''}{' '}
              {secret.keys.map(({key}) => key).join(', ')})
            </React.Fragment>
          ))}
          : the output creates {secrets.length > 1 ? 'them' : 'it'} with placeholders to replace; the form never asks
          for a secret.
        </p>
      )}
    </div>
  );
}

/** The hook checkboxes, the fields each chosen hook needs, and the hooks the builder does not offer. */
export function HooksSection({state, problems, onChange, hooks}: HooksSectionProps): React.ReactElement {
  const toggle = (slug: string, checked: boolean): void =>
    onChange({...state, hooks: checked ? [...state.hooks, slug] : state.hooks.filter((chosen) => chosen !== slug)});
  const offered = hooks.filter((hook) => !hook.setup?.broken);
  const broken = hooks.filter((hook) => hook.setup?.broken);
  return (
    <fieldset className={styles.group} id="sb-hooks">
      <legend>Hooks</legend>
      <p className={styles.hint}>
        Chosen hooks are installed and selected with <code>spec.hookSelector</code> on their Helm release label, so only
        they run for this scan. Choose none to let every hook of the namespace run.
      </p>
      <div className={styles.hookList}>
        {offered.map((hook) => {
          const added = hook.slug === CASCADING_SCANS && state.cascade.enabled && !state.hooks.includes(hook.slug);
          const chosen = state.hooks.includes(hook.slug) || added;
          return (
            <div key={hook.slug}>
              <CheckboxField
                id={`sb-hook-${hook.slug}`}
                label={
                  <>
                    {hook.name} <span className={styles.muted}>({releaseOf(hook.installCommand ?? '')})</span>
                  </>
                }
                checked={chosen}
                disabled={added}
                hint={added ? 'Added because the scan starts follow-up scans.' : undefined}
                onChange={(checked) => toggle(hook.slug, checked)}
              />
              {chosen && <HookFields hook={hook} state={state} problems={problems} onChange={onChange} />}
            </div>
          );
        })}
      </div>
      {broken.map((hook) => (
        <p key={hook.slug} className={styles.hint}>
          Not offered: <Link to={entryPath(hook)}>{hook.name}</Link>. {hook.setup?.broken?.reason}
        </p>
      ))}
      <FieldError problems={problems} field="hooks" />
    </fieldset>
  );
}
