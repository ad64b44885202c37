/**
 * The first fieldset of the cascading-scans explorer: the starting scanner and which of its sample findings the tree
 * starts from (all of them, or one).
 *
 * @packageDocumentation
 */
import React from 'react';
import type {ExplorerCatalogue, ExplorerScanner, ExplorerState} from './model';
import {count, findingLabel} from './Tree';
import styles from './styles.module.css';

/** Props of {@link StartSection}. */
export interface StartSectionProps {
  catalogue: ExplorerCatalogue;
  /** The starting scanner (the state's, or the catalogue's first when the state names none it has). */
  scanner: ExplorerScanner;
  /** The state's finding: an index into the scanner's findings, or `null` for all of them. */
  finding: ExplorerState['finding'];
  /** Applies a change to the explorer's state. */
  update: (change: Partial<ExplorerState>) => void;
}

/** The "Starting scan" fieldset: the scanner and the sample finding (or all of them) the tree starts from. */
export function StartSection({catalogue, scanner, finding, update}: StartSectionProps): React.ReactElement {
  return (
    <fieldset className={styles.group}>
      <legend>Starting scan</legend>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor="ce-scanner">Scanner</label>
          <select
            id="ce-scanner"
            className={styles.input}
            value={scanner.slug}
            onChange={(event) => update({scanner: event.target.value, finding: null})}
          >
            {catalogue.scanners.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="ce-finding">Findings of the starting scan</label>
          <select
            id="ce-finding"
            className={styles.input}
            value={finding === null ? '' : String(finding)}
            onChange={(event) => update({finding: event.target.value === '' ? null : Number(event.target.value)})}
            disabled={scanner.findings.length === 0}
          >
            <option value="">All {count(scanner.findings.length, 'sample finding')}</option>
            {scanner.findings.map((sample, index) => (
              <option key={index} value={String(index)}>
                {index + 1}. {findingLabel(sample)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
