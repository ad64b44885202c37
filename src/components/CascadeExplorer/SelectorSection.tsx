/**
 * The selector fieldset of the cascading-scans explorer: the two standard labels, further label-selector terms and
 * the scope limiter (`scopeLimiter`), which together make the Scan's `spec.cascades`.
 *
 * @packageDocumentation
 */
import React from 'react';
import clsx from 'clsx';
import {
  INTENSIVE_CHOICES,
  INVASIVE_CHOICES,
  SCOPE_LISTS,
  SCOPE_OPERATORS,
  SCOPE_PREFIX,
  defaultScope,
  type CascadesResult,
  type ExplorerState,
  type ScopeChoice,
} from './model';
import styles from './styles.module.css';

/** Props of {@link ScopeFields}. */
export interface ScopeFieldsProps {
  /** The scope limiter the reader set. */
  scope: ScopeChoice;
  /** Applies a change to the scope limiter. */
  setScope: (change: Partial<ScopeChoice>) => void;
}

/** The scope limiter's fields: annotation, its value, list, operator, values and `validOnMissingRender`. */
export function ScopeFields({scope, setScope}: ScopeFieldsProps): React.ReactElement {
  return (
    <div className={styles.nested}>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor="ce-scope-key">Scope annotation</label>
          <p className={styles.hint}>
            Name after <code>{SCOPE_PREFIX}</code>
          </p>
          <input
            id="ce-scope-key"
            className={styles.input}
            type="text"
            spellCheck={false}
            value={scope.key}
            onChange={(event) => setScope({key: event.target.value})}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="ce-scope-value">Its value on the Scan</label>
          <p className={styles.hint}>A domain, a CIDR or a comma-separated list</p>
          <input
            id="ce-scope-value"
            className={styles.input}
            type="text"
            spellCheck={false}
            value={scope.value}
            onChange={(event) => setScope({value: event.target.value})}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="ce-scope-list">List</label>
          <select
            id="ce-scope-list"
            className={styles.input}
            value={scope.list}
            onChange={(event) =>
              setScope({list: SCOPE_LISTS.find((entry) => entry === event.target.value) ?? scope.list})
            }
          >
            {SCOPE_LISTS.map((entry) => (
              <option key={entry}>{entry}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="ce-scope-operator">Operator</label>
          <select
            id="ce-scope-operator"
            className={styles.input}
            value={scope.operator}
            onChange={(event) =>
              setScope({
                operator: SCOPE_OPERATORS.find((entry) => entry === event.target.value) ?? scope.operator,
              })
            }
          >
            {SCOPE_OPERATORS.map((entry) => (
              <option key={entry}>{entry}</option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="ce-scope-values">Values, one per line</label>
        <p className={styles.hint}>
          Mustache over the finding, e.g. <code>{'{{attributes.hostname}}'}</code> or{' '}
          <code>{'{{#asList}}attributes.ip_addresses{{/asList}}'}</code>
        </p>
        <textarea
          id="ce-scope-values"
          className={styles.input}
          rows={2}
          spellCheck={false}
          value={scope.values.join('\n')}
          onChange={(event) => setScope({values: event.target.value.split('\n')})}
        />
      </div>
      <div className={styles.checkbox}>
        <input
          id="ce-scope-missing"
          type="checkbox"
          checked={scope.validOnMissingRender}
          onChange={(event) => setScope({validOnMissingRender: event.target.checked})}
        />
        <label htmlFor="ce-scope-missing">
          A condition whose value renders empty counts as met (<code>validOnMissingRender</code>)
        </label>
      </div>
    </div>
  );
}

/** Props of {@link SelectorSection}. */
export interface SelectorSectionProps {
  state: ExplorerState;
  /** The selector of the state, or why the further requirements do not parse (`cascadesOf`). */
  cascades: CascadesResult;
  /** Applies a change to the explorer's state. */
  update: (change: Partial<ExplorerState>) => void;
}

/** The "Selector (`spec.cascades`)" fieldset, with the scope limiter's fields when the reader turns it on. */
export function SelectorSection({state, cascades, update}: SelectorSectionProps): React.ReactElement {
  const scope = state.scope;
  const setScope = (change: Partial<ScopeChoice>): void => {
    if (scope) update({scope: {...scope, ...change}});
  };
  return (
    <fieldset className={styles.group}>
      <legend>
        Selector (<code>spec.cascades</code>)
      </legend>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor="ce-invasive">securecodebox.io/invasive</label>
          <select
            id="ce-invasive"
            className={styles.input}
            value={state.invasive}
            onChange={(event) =>
              update({invasive: INVASIVE_CHOICES.find((choice) => choice === event.target.value) ?? 'non-invasive'})
            }
          >
            {INVASIVE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'any' ? 'any value (label left out)' : choice}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="ce-intensive">securecodebox.io/intensive</label>
          <select
            id="ce-intensive"
            className={styles.input}
            value={state.intensive}
            onChange={(event) =>
              update({intensive: INTENSIVE_CHOICES.find((choice) => choice === event.target.value) ?? 'light'})
            }
          >
            {INTENSIVE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'any' ? 'any value (label left out)' : choice}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="ce-terms">Further requirements (optional)</label>
        <p className={styles.hint} id="ce-terms-hint">
          Label-selector syntax, comma-separated: <code>key=value</code>, <code>key!=value</code>,{' '}
          <code>key in (a,b)</code>, <code>key notin (a,b)</code>, <code>key</code>, <code>!key</code>. For example{' '}
          <code>securecodebox.io/type notin (bruteforce)</code>.
        </p>
        <input
          id="ce-terms"
          className={clsx(styles.input, !cascades.ok && styles.invalid)}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={state.terms}
          aria-describedby={cascades.ok ? 'ce-terms-hint' : 'ce-terms-hint ce-terms-error'}
          aria-invalid={!cascades.ok}
          onChange={(event) => update({terms: event.target.value})}
        />
        {!cascades.ok && (
          <p className={styles.error} id="ce-terms-error">
            {cascades.message}
          </p>
        )}
      </div>
      <div className={styles.checkbox}>
        <input
          id="ce-scope"
          type="checkbox"
          checked={scope !== null}
          onChange={(event) => update({scope: event.target.checked ? defaultScope() : null})}
        />
        <label htmlFor="ce-scope">
          Limit the scope (<code>scopeLimiter</code>)
        </label>
      </div>
      {scope && <ScopeFields scope={scope} setScope={setScope} />}
    </fieldset>
  );
}
