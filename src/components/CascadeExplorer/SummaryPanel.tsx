/**
 * The summary of the cascading-scans explorer: how many rules the selector selects and how many follow-up scans they
 * start per level, a warning when invasive or high-intensity rules start or are admitted, and the follow-up scans of
 * each sample finding.
 *
 * @packageDocumentation
 */
import React from 'react';
import clsx from 'clsx';
import {totalScans, type CascadesResult, type Exploration, type ExplorerFinding} from './model';
import {selectorString} from './select';
import {count, findingLabel} from './Tree';
import styles from './styles.module.css';

/** Props of {@link SummaryPanel}. */
export interface SummaryPanelProps {
  /** The selector of the state, or why the further requirements do not parse. */
  cascades: CascadesResult;
  /** Whether the scope limiter's libraries are still loading (nothing is computed until they are there). */
  scopePending: boolean;
  /** The tree of follow-up scans; `null` while it cannot be computed. */
  exploration: Exploration | null;
  /** The state's finding: an index into the scanner's findings, or `null` for all of them. */
  finding: number | null;
  /** With all findings chosen, the exploration of each finding on its own; else empty. */
  perFinding: ReadonlyArray<{finding: ExplorerFinding; result: Exploration}>;
}

/** The "Summary" section: counts, warnings about invasive or high-intensity rules, follow-up scans per finding. */
export function SummaryPanel({
  cascades,
  scopePending,
  exploration,
  finding,
  perFinding,
}: SummaryPanelProps): React.ReactElement {
  const selectedAll = exploration?.selected ?? [];
  const admitsInvasive = selectedAll.filter(
    ({rule}) => rule.metadata.labels['securecodebox.io/invasive'] === 'invasive',
  );
  const admitsHigh = selectedAll.filter(({rule}) => rule.metadata.labels['securecodebox.io/intensive'] === 'high');
  const riskyNames = exploration ? [...new Set([...exploration.risky.invasive, ...exploration.risky.high])] : [];

  return (
    <section className={styles.output} aria-labelledby="ce-summary">
      <h2 id="ce-summary" className={styles.heading}>
        Summary
      </h2>
      {!cascades.ok ? (
        <p className={styles.error}>Fix the further requirements to see the follow-up scans.</p>
      ) : scopePending || !exploration ? (
        <p className={styles.muted}>Loading the scope limiter…</p>
      ) : (
        <div className={styles.summary} data-cascade-summary="">
          <p aria-live="polite">
            The selector <code>{selectorString(cascades.selector) || '(empty: every rule)'}</code> selects{' '}
            <strong data-selected-rules={exploration.selected.length}>
              {count(exploration.selected.length, 'rule')}
            </strong>{' '}
            of the catalogue. From {finding === null ? 'the sample findings' : 'this finding'} they start{' '}
            <strong data-total-scans={totalScans(exploration)}>
              {count(totalScans(exploration), 'follow-up scan')}
            </strong>{' '}
            ({exploration.perLevel.map((n, index) => `level ${index + 1}: ${n}`).join(', ')}).
          </p>
          {(exploration.risky.invasive.length > 0 || exploration.risky.high.length > 0) && (
            <div className={clsx('alert alert--danger', styles.warning)} data-cascade-warning="danger">
              <p>
                <strong>Invasive or high-intensity scans:</strong>{' '}
                {riskyNames.map((name, index) => (
                  <React.Fragment key={name}>
                    {index > 0 && ', '}
                    <code>{name}</code>
                  </React.Fragment>
                ))}{' '}
                {riskyNames.length > 1 ? 'start' : 'starts'} here. Invasive rules attack the target (the{' '}
                <code>ncrack</code> rules try passwords against login services); high-intensity rules put heavy load on
                it. Run them only against systems you own or have written permission to attack.
              </p>
            </div>
          )}
          {exploration.risky.invasive.length === 0 &&
            exploration.risky.high.length === 0 &&
            (admitsInvasive.length > 0 || admitsHigh.length > 0) && (
              <div className={clsx('alert alert--warning', styles.warning)} data-cascade-warning="warning">
                <p>
                  None of the sample findings triggers one, but this selector admits{' '}
                  {count(new Set([...admitsInvasive, ...admitsHigh].map(({rule}) => rule.metadata.name)).size, 'rule')}{' '}
                  labelled invasive or high, such as{' '}
                  <code>{(admitsInvasive[0] ?? admitsHigh[0]).rule.metadata.name}</code>. Real findings can start them.
                </p>
              </div>
            )}
          {perFinding.length > 1 && (
            <div
              className={styles.tableWrapper}
              role="region"
              aria-label="Follow-up scans per sample finding"
              tabIndex={0}
            >
              <table className={styles.table}>
                <caption>Follow-up scans per sample finding</caption>
                <thead>
                  <tr>
                    <th scope="col">Sample finding</th>
                    <th scope="col">Level 1</th>
                    <th scope="col">Level 2</th>
                    <th scope="col">Level 3</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {perFinding.map(({finding, result}, index) => (
                    <tr key={index}>
                      <th scope="row">
                        {index + 1}. {findingLabel(finding)}
                      </th>
                      {result.perLevel.map((n, level) => (
                        <td key={level}>{n}</td>
                      ))}
                      <td>{totalScans(result)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
