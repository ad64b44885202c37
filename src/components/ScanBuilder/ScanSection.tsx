/**
 * Steps 1 and 2 of the scan builder: choose the scanner, its example (or a blank scan) and ScanType, then edit the
 * Scan itself (name, namespace, parameters, environment, resources, `ttlSecondsAfterFinished`, `suspend`).
 *
 * @packageDocumentation
 */
import React, {useMemo} from 'react';
import Link from '@docusaurus/Link';
import {entryPath, parameterSuggestions, type BuilderScanner} from './catalogue';
import {CheckboxField, FieldError, RowList, SelectField, TextField, fieldId, messagesOf, type Problems} from './fields';
import type {BuilderState, EnvRow, Passthrough} from './model';
import styles from './styles.module.css';

/** Props of {@link ScanSection}. */
export interface ScanSectionProps {
  state: BuilderState;
  scanners: readonly BuilderScanner[];
  /** The scanner of the state (undefined only for a state that failed its checks). */
  scanner: BuilderScanner | undefined;
  passthrough: Passthrough;
  /** Whether the state comes from an imported manifest rather than an example or a blank scan. */
  imported?: boolean;
  problems: Problems;
  /** Replaces the state. */
  onChange: (state: BuilderState) => void;
  /** Switches to another scanner, starting from its first example. */
  onScanner: (slug: string) => void;
  /** Loads an example of the current scanner (`null`: blank scan). */
  onExample: (name: string | null) => void;
}

/** Value of the "Start from" option that stands for an imported manifest (no example name starts with `#`). */
const IMPORTED = '#imported';

/** The `metadata.name` of a document when it is a string, else an empty string. */
function documentName(doc: Record<string, unknown>): string {
  const metadata = doc.metadata as {name?: unknown} | undefined;
  return typeof metadata?.name === 'string' ? metadata.name : '';
}

/** Names of the example parts the form keeps unchanged, for the "kept from the example" note. */
function passthroughParts(passthrough: Passthrough): string[] {
  const parts = [
    ...passthrough.before.map((doc) => `the ${String(doc.kind)} ${documentName(doc)}`.trim()),
    ...Object.keys(passthrough.metadata).map((key) => `metadata.${key}`),
    ...Object.keys(passthrough.scheduled).map((key) => `spec.${key}`),
    ...Object.keys(passthrough.spec).map((key) => `spec.${key}`),
    ...passthrough.after.map((doc) => `the ${String(doc.kind)}`),
  ];
  if (passthrough.env.length > 0) parts.push('further env entries');
  return parts;
}

function EnvRows({
  state,
  problems,
  onChange,
}: {
  state: BuilderState;
  problems: Problems;
  onChange: (env: EnvRow[]) => void;
}): React.ReactElement {
  const set = (index: number, patch: Partial<EnvRow>): void =>
    onChange(state.env.map((row, at) => (at === index ? {...row, ...patch} : row)));
  return (
    <fieldset className={styles.group} id={fieldId('env')}>
      <legend>Environment variables</legend>
      <p className={styles.hint}>
        Pass credentials from a Kubernetes Secret (<code>valueFrom.secretKeyRef</code>) rather than as plain values.
      </p>
      {state.env.map((row, index) => (
        <div key={index} className={styles.envRow} role="group" aria-label={`Variable ${index + 1}`}>
          <TextField
            field={`env.${index}.name`}
            label="Name"
            value={row.name}
            problems={problems}
            onChange={(name) => set(index, {name})}
          />
          <SelectField
            field={`env.${index}.from`}
            label="Value from"
            value={row.from}
            problems={problems}
            options={[
              {value: 'secret', label: 'a Secret'},
              {value: 'value', label: 'a plain value'},
            ]}
            onChange={(from) => set(index, {from})}
          />
          {row.from === 'secret' ? (
            <>
              <TextField
                field={`env.${index}.secret`}
                label="Secret name"
                value={row.secret}
                problems={problems}
                onChange={(secret) => set(index, {secret})}
              />
              <TextField
                field={`env.${index}.key`}
                label="Key in the Secret"
                value={row.key}
                problems={problems}
                onChange={(key) => set(index, {key})}
              />
            </>
          ) : (
            <TextField
              field={`env.${index}.value`}
              label="Value"
              value={row.value}
              problems={problems}
              onChange={(value) => set(index, {value})}
            />
          )}
          <button
            type="button"
            className={styles.small}
            onClick={() => onChange(state.env.filter((_, at) => at !== index))}
          >
            Remove variable {index + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={styles.add}
        onClick={() => onChange([...state.env, {name: '', from: 'secret', secret: '', key: '', value: ''}])}
      >
        Add a variable from a Secret
      </button>
    </fieldset>
  );
}

/** Scanner choice and the Scan's own fields. */
export function ScanSection({
  state,
  scanners,
  scanner,
  passthrough,
  imported = false,
  problems,
  onChange,
  onScanner,
  onExample,
}: ScanSectionProps): React.ReactElement {
  const suggestions = useMemo(() => (scanner ? parameterSuggestions(scanner) : []), [scanner]);
  const kept = passthroughParts(passthrough);
  const resources = (key: keyof BuilderState['resources'], label: string, placeholder: string): React.ReactElement => (
    <TextField
      field={`resources.${key}`}
      label={label}
      placeholder={placeholder}
      value={state.resources[key]}
      problems={problems}
      onChange={(value) => onChange({...state, resources: {...state.resources, [key]: value}})}
    />
  );
  return (
    <>
      <section className={styles.section} aria-labelledby="sb-step-scanner">
        <h2 id="sb-step-scanner" className={styles.step}>
          1. Choose a scanner
        </h2>
        <SelectField
          field="scanner"
          label="Scanner"
          value={state.scanner}
          problems={problems}
          options={scanners.map((entry) => ({value: entry.slug, label: `${entry.name} (${entry.category})`}))}
          onChange={onScanner}
        />
        {scanner && (
          <p className={styles.hint}>
            {scanner.usecase} <Link to={entryPath(scanner)}>{scanner.name} reference</Link>
          </p>
        )}
        <SelectField
          field="example"
          label="Start from"
          value={imported ? IMPORTED : (state.example ?? '')}
          problems={problems}
          options={[
            ...(imported ? [{value: IMPORTED, label: 'Your imported manifest'}] : []),
            ...(scanner?.examples ?? []).map((example) => ({value: example.name, label: `Example: ${example.name}`})),
            {value: '', label: 'A blank scan'},
          ]}
          onChange={(value) => {
            if (value !== IMPORTED) onExample(value === '' ? null : value);
          }}
        />
        {scanner && scanner.scanTypes.length > 1 ? (
          <SelectField
            field="scanType"
            label="ScanType"
            value={state.scanType}
            problems={problems}
            options={[...new Set([...scanner.scanTypes, state.scanType])].map((name) => ({value: name, label: name}))}
            onChange={(scanType) => onChange({...state, scanType})}
          />
        ) : (
          <>
            <p className={styles.hint}>
              ScanType: <code>{state.scanType}</code>
            </p>
            <FieldError problems={problems} field="scanType" />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="sb-step-scan">
        <h2 id="sb-step-scan" className={styles.step}>
          2. Edit the scan
        </h2>
        <div className={styles.pair}>
          <TextField
            field="name"
            label="Name"
            value={state.name}
            problems={problems}
            onChange={(name) => onChange({...state, name})}
          />
          <TextField
            field="namespace"
            label="Namespace"
            hint="Empty: your current namespace."
            value={state.namespace}
            problems={problems}
            onChange={(namespace) => onChange({...state, namespace})}
          />
        </div>
        <RowList
          field="parameters"
          legend="Parameters and targets"
          hint={
            <>
              One argument per row, exactly as the scanner expects it: <code>-p</code> and <code>443</code> are two
              rows. The suggestions are the options the {scanner?.name ?? 'scanner'} examples and rules use.
            </>
          }
          rowLabel={(number) => `Parameter ${number}`}
          rows={state.parameters}
          problems={problems}
          addLabel="Add a parameter"
          suggestions={suggestions}
          onChange={(parameters) => onChange({...state, parameters})}
        />
        <EnvRows state={state} problems={problems} onChange={(env) => onChange({...state, env})} />
        <fieldset className={styles.group}>
          <legend>Resources of the scanner container</legend>
          <p className={styles.hint}>
            All empty: the ScanType&apos;s values apply. Once you fill in one field, these four replace the
            ScanType&apos;s requests and limits as a whole, so set every one you need.
          </p>
          <div className={styles.quad}>
            {resources('requestsCpu', 'CPU request', '250m')}
            {resources('requestsMemory', 'Memory request', '256Mi')}
            {resources('limitsCpu', 'CPU limit', '1')}
            {resources('limitsMemory', 'Memory limit', '1Gi')}
          </div>
        </fieldset>
        <TextField
          field="ttl"
          label={
            <>
              Delete the Scan after (<code>ttlSecondsAfterFinished</code>, seconds)
            </>
          }
          hint={
            state.schedule.enabled
              ? 'Empty: each Scan stays until the history limits delete it.'
              : 'Empty: the Scan stays until you delete it.'
          }
          inputMode="numeric"
          value={state.ttl}
          problems={problems}
          onChange={(ttl) => onChange({...state, ttl})}
        />
        <CheckboxField
          id="sb-suspend"
          label={
            <>
              Create it suspended (<code>suspend: true</code>)
            </>
          }
          checked={state.suspend}
          hint={
            state.schedule.enabled
              ? 'The ScheduledScan starts no Scans until you set suspend to false.'
              : 'The operator leaves the Scan waiting, without a state, until you set suspend to false.'
          }
          onChange={(suspend) => onChange({...state, suspend})}
        />
        <FieldError problems={problems} field="suspend" />
        {kept.length > 0 && (
          <p className={styles.note}>
            Kept from {imported ? 'your manifest' : 'the example'} as it is: {kept.join(', ')}. Edit them in the
            downloaded file if you need to.
          </p>
        )}
        {messagesOf(problems, 'manifest').length > 0 && <FieldError problems={problems} field="manifest" />}
        <CheckboxField
          id="sb-operator"
          label="The secureCodeBox operator is not installed yet"
          checked={state.installOperator}
          hint="Adds its Helm command to the output."
          onChange={(installOperator) => onChange({...state, installOperator})}
        />
      </section>
    </>
  );
}
