/**
 * Small form building blocks of the scan builder: labelled inputs, selects and checkboxes that show the problems of
 * their field right below them (`aria-invalid`, `aria-describedby`), and a list editor for one-value-per-row lists.
 *
 * @packageDocumentation
 */
import React, {useId} from 'react';
import clsx from 'clsx';
import type {FieldProblem} from './manifest';
import styles from './styles.module.css';

/** Problems of the whole form, handed down to every field. */
export type Problems = readonly FieldProblem[];

/** The DOM id of a form field, e.g. `sb-parameters-2` for `parameters.2`. */
export function fieldId(field: string): string {
  return `sb-${field.replace(/\./g, '-')}`;
}

/**
 * Fields whose problems show at once: nobody types in them, so their problems come from a choice or a link, never
 * from a field the reader has not reached yet.
 */
const SHOWN_AT_ONCE = new Set(['scanner', 'scanType', 'cascade', 'hooks', 'manifest', 'suspend']);

/**
 * The problems to show next to their fields: those of fields the reader has edited or left ({@link fieldId}s in
 * `touched`, e.g. `sb-parameters-1`, or `sb-parameters` for the list itself), those of {@link SHOWN_AT_ONCE}, and all
 * of them once the reader asked to see every problem (`revealAll`: submitting the form, the output panel's button,
 * a shared link). A new empty row or a field that was just revealed stays quiet until the reader has been there.
 * @param problems - every problem of the form
 * @param touched - DOM ids of the fields and lists the reader has edited or left
 * @param revealAll - show every problem
 */
export function visibleProblems(problems: Problems, touched: ReadonlySet<string>, revealAll: boolean): FieldProblem[] {
  return problems.filter(
    (problem) => revealAll || SHOWN_AT_ONCE.has(problem.field) || touched.has(fieldId(problem.field)),
  );
}

/** The messages of one field. */
export function messagesOf(problems: Problems, field: string): string[] {
  return problems.filter((problem) => problem.field === field).map((problem) => problem.message);
}

/** The problems of a field, rendered below it. Renders nothing when there are none. */
export function FieldError({problems, field}: {problems: Problems; field: string}): React.ReactElement | null {
  const messages = messagesOf(problems, field);
  if (messages.length === 0) return null;
  return (
    <div id={`${fieldId(field)}-error`} className={styles.error}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** What {@link FieldShell} hands to the control it wraps: spread these onto the `<input>` or `<select>`. */
export interface FieldControl {
  /** DOM id of the control, {@link fieldId} of the field; the `<label>` points at it. */
  id: string;
  /** `styles.input`, plus `styles.invalid` when the field has problems. */
  className: string;
  /** `true` when the field has problems, else `undefined` (the attribute is left out). */
  invalid: true | undefined;
  /** Value of `aria-describedby`: the hint's id and the error's id, space-separated; `undefined` when neither shows. */
  describedBy: string | undefined;
}

/** Props of {@link FieldShell}. */
export interface FieldShellProps {
  /** Field id of the problems (e.g. `name`, `schedule.cron`); gives the DOM ids. */
  field: string;
  label: React.ReactNode;
  problems: Problems;
  /** Short help below the label. */
  hint?: React.ReactNode;
  /** Renders the control (one `<input>` or `<select>`) from the id, class and ARIA values it must carry. */
  children: (control: FieldControl) => React.ReactNode;
}

/**
 * The wrapper every labelled form field shares: a `<div>` with the `<label>`, the optional hint, the control that
 * `children` renders, and the field's problems ({@link FieldError}) below it.
 *
 * Ids, all derived from `field` through {@link fieldId} (`schedule.cron` → `sb-schedule-cron`):
 * - the control: `<id>` (the label's `htmlFor`);
 * - the hint paragraph: `<id>-hint`, rendered only when `hint` is given;
 * - the error block: `<id>-error`, rendered by {@link FieldError} only when `problems` has messages for `field`.
 *
 * The control's `aria-describedby` lists the hint id and then the error id, each only when that element is rendered,
 * so that a screen reader reads the hint and the problems with the control; with neither, the attribute is left out.
 * `aria-invalid="true"` and the invalid style are set when the field has at least one problem.
 */
export function FieldShell({field, label, problems, hint, children}: FieldShellProps): React.ReactElement {
  const id = fieldId(field);
  const invalid = messagesOf(problems, field).length > 0;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        className: clsx(styles.input, invalid && styles.invalid),
        invalid: invalid || undefined,
        describedBy,
      })}
      <FieldError problems={problems} field={field} />
    </div>
  );
}

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** Field id of the problems (e.g. `name`, `schedule.cron`); also gives the input's DOM id. */
  field: string;
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  problems: Problems;
  /** Short help below the label. */
  hint?: React.ReactNode;
  placeholder?: string;
  /** `numeric` for whole numbers (mobile keyboards). */
  inputMode?: 'numeric' | 'text';
  /** id of a `<datalist>` with suggestions. */
  list?: string;
}

/** A labelled text input with its problems (see {@link FieldShell} for the ids and ARIA wiring). */
export function TextField({
  field,
  label,
  value,
  onChange,
  problems,
  hint,
  placeholder,
  inputMode,
  list,
}: TextFieldProps): React.ReactElement {
  return (
    <FieldShell field={field} label={label} problems={problems} hint={hint}>
      {(control) => (
        <input
          id={control.id}
          type="text"
          className={control.className}
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          list={list}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends string> {
  field: string;
  label: React.ReactNode;
  value: T;
  options: ReadonlyArray<{value: T; label: string}>;
  onChange: (value: T) => void;
  problems: Problems;
  hint?: React.ReactNode;
}

/** A labelled select with its problems (see {@link FieldShell} for the ids and ARIA wiring). */
export function SelectField<T extends string>({
  field,
  label,
  value,
  options,
  onChange,
  problems,
  hint,
}: SelectFieldProps<T>): React.ReactElement {
  return (
    <FieldShell field={field} label={label} problems={problems} hint={hint}>
      {(control) => (
        <select
          id={control.id}
          className={control.className}
          value={value}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A checkbox with its label to the right. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  id: string;
  label: React.ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: React.ReactNode;
  /** Shows the box as set by the builder: checked or not, the reader cannot change it here. */
  disabled?: boolean;
}): React.ReactElement {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Props of {@link RowList}. */
export interface RowListProps {
  /** Field id of the list; rows use `<field>.<index>`. */
  field: string;
  /** Legend of the group. */
  legend: React.ReactNode;
  hint?: React.ReactNode;
  /** Accessible name of one row's input, given its 1-based number. */
  rowLabel: (number: number) => string;
  rows: readonly string[];
  onChange: (rows: string[]) => void;
  problems: Problems;
  /** Text of the add button. */
  addLabel: string;
  /** Suggestions offered in every row. */
  suggestions?: readonly string[];
}

/** A list of one-line values, one per row, with add, remove and move-up buttons. */
export function RowList({
  field,
  legend,
  hint,
  rowLabel,
  rows,
  onChange,
  problems,
  addLabel,
  suggestions,
}: RowListProps): React.ReactElement {
  const listId = `${useId().replace(/:/g, '')}-suggestions`;
  const set = (index: number, value: string): void => onChange(rows.map((row, at) => (at === index ? value : row)));
  const remove = (index: number): void => onChange(rows.filter((_, at) => at !== index));
  const moveUp = (index: number): void => {
    const next = [...rows];
    [next[index - 1], next[index]] = [next[index], next[index - 1]];
    onChange(next);
  };
  return (
    <fieldset className={styles.group} id={fieldId(field)}>
      <legend>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      {suggestions && suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const rowField = `${field}.${index}`;
          const id = fieldId(rowField);
          const invalid = messagesOf(problems, rowField).length > 0;
          return (
            // Rows have no identity beyond their position, so the index is the key.
            <li key={index} className={styles.row}>
              <div className={styles.rowLine}>
                <input
                  id={id}
                  type="text"
                  className={clsx(styles.input, invalid && styles.invalid)}
                  value={row}
                  aria-label={rowLabel(index + 1)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-error` : undefined}
                  list={suggestions && suggestions.length > 0 ? listId : undefined}
                  spellCheck={false}
                  autoCapitalize="off"
                  autoComplete="off"
                  onChange={(event) => set(index, event.target.value)}
                />
                {index > 0 && (
                  <button
                    type="button"
                    className={styles.small}
                    onClick={() => moveUp(index)}
                    aria-label={`Move ${rowLabel(index + 1).toLowerCase()} up`}
                  >
                    ↑
                  </button>
                )}
                <button
                  type="button"
                  className={styles.small}
                  onClick={() => remove(index)}
                  aria-label={`Remove ${rowLabel(index + 1).toLowerCase()}`}
                >
                  ✕
                </button>
              </div>
              <FieldError problems={problems} field={rowField} />
            </li>
          );
        })}
      </ol>
      <FieldError problems={problems} field={field} />
      <button type="button" className={styles.add} onClick={() => onChange([...rows, ''])}>
        {addLabel}
      </button>
    </fieldset>
  );
}
