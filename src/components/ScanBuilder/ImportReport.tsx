/**
 * The report of the scan builder's import check (`ImportPanel.tsx`): for every document its status, and its errors
 * and hints, each with a button that puts the cursor at its line and column; what was loaded into the form and what
 * the form keeps as written. Loaded with the checking code, on first use of the import box.
 *
 * @packageDocumentation
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {CheckedDocument, ImportMessage, ImportReport as Report} from './importer';
import styles from './styles.module.css';

/** Props of {@link ImportReport}. */
export interface ImportReportProps {
  /** The result of `checkManifests`. */
  report: Report;
  /** Puts the cursor of the import box at a 1-based line and column. */
  onGoTo: (line: number, column: number) => void;
}

/** "Scan nmap-scanme", "ConfigMap", "document" for a checked document. */
function documentLabel(entry: CheckedDocument): string {
  return `${entry.kind ?? 'Document'}${entry.name ? ` ${entry.name}` : ''}`;
}

/** One error or hint with the button that moves the caret to its position. */
function Message({
  message,
  onGoTo,
}: {
  message: ImportMessage;
  onGoTo: (line: number, column: number) => void;
}): React.ReactElement {
  return (
    <li>
      <button
        type="button"
        className={styles.position}
        onClick={() => onGoTo(message.line, message.column)}
        aria-label={`Line ${message.line}, column ${message.column}: show in the text`}
      >
        {message.line}:{message.column}
      </button>{' '}
      {message.text}
      {message.link && (
        <>
          {' '}
          <Link to={message.link.to}>{message.link.label}</Link>
        </>
      )}
    </li>
  );
}

/** Most errors and most hints listed per document; the rest are counted ("and 12 more errors"). */
export const MAX_LISTED = 20;

const STATUS_WORDS: Readonly<Record<CheckedDocument['status'], string>> = {
  valid: 'valid',
  warning: 'valid schema, will not run as written',
  invalid: 'has errors',
  unchecked: 'not checked, kept as it is',
};
const STATUS_CLASSES: Readonly<Record<CheckedDocument['status'], string | undefined>> = {
  valid: styles.badgeValid,
  warning: styles.badgeWarning,
  invalid: styles.badgeInvalid,
  unchecked: styles.badgeUnchecked,
};

/** "and 12 more errors" below a list cut at {@link MAX_LISTED}; nothing when the list is complete. */
function More({count, noun}: {count: number; noun: string}): React.ReactElement | null {
  const rest = count - MAX_LISTED;
  if (rest <= 0) return null;
  return (
    <p className={styles.more} data-import-more="">
      and {rest} more {rest === 1 ? noun : `${noun}s`}: fix these first, then check again.
    </p>
  );
}

/** The report of one check. */
function ImportReport({report, onGoTo}: ImportReportProps): React.ReactElement {
  const errors = report.documents.reduce((sum, entry) => sum + entry.errors.length, 0);
  const hints = report.documents.reduce((sum, entry) => sum + entry.hints.length, 0);
  return (
    <>
      {report.notice && <p className={clsx(report.read ? styles.pending : styles.importError)}>{report.notice}</p>}
      {report.read && report.documents.length > 0 && (
        <p className={styles.importSummary}>
          <strong>
            {report.documents.length === 1 ? 'One document' : `${report.documents.length} documents`}:{' '}
            {errors === 0 ? 'no errors' : errors === 1 ? 'one error' : `${errors} errors`},{' '}
            {hints === 0 ? 'no hints' : hints === 1 ? 'one hint' : `${hints} hints`}.
          </strong>{' '}
          {report.loaded
            ? `Document ${report.loaded.number} is loaded into the form below.`
            : (report.notLoaded ?? 'The text holds no Scan or ScheduledScan to load into the form.')}
        </p>
      )}
      {report.documents.length > 0 && (
        <ol className={styles.documents}>
          {report.documents.map((entry) => (
            <li key={entry.number} data-import-document={entry.status}>
              <p className={styles.documentTitle}>
                <span className={clsx(styles.badge, STATUS_CLASSES[entry.status])}>{STATUS_WORDS[entry.status]}</span>{' '}
                <strong>
                  Document {entry.number}: {documentLabel(entry)}
                </strong>{' '}
                (line {entry.line})
              </p>
              {entry.errors.length > 0 && (
                <>
                  <ul className={styles.importErrors} aria-label={`Errors of document ${entry.number}`}>
                    {entry.errors.slice(0, MAX_LISTED).map((message) => (
                      <Message
                        key={`${message.line}:${message.column} ${message.text}`}
                        message={message}
                        onGoTo={onGoTo}
                      />
                    ))}
                  </ul>
                  <More count={entry.errors.length} noun="error" />
                </>
              )}
              {entry.hints.length > 0 && (
                <>
                  <ul className={styles.importHints} aria-label={`Hints for document ${entry.number}`}>
                    {entry.hints.slice(0, MAX_LISTED).map((message) => (
                      <Message
                        key={`${message.line}:${message.column} ${message.text}`}
                        message={message}
                        onGoTo={onGoTo}
                      />
                    ))}
                  </ul>
                  <More count={entry.hints.length} noun="hint" />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {report.loaded && report.loaded.kept.length > 0 && (
        <p className={styles.note}>
          The form does not show these parts and writes them back as they are: {report.loaded.kept.join(', ')}. The link
          in the address bar carries only what the form shows, so they stay until you reload the page or choose another
          scanner or example.
        </p>
      )}
    </>
  );
}

/**
 * The report, re-rendered only when the report or the go-to callback changes: typing in the import box after a check
 * leaves it alone, however long the report is.
 */
export default React.memo(ImportReport);
