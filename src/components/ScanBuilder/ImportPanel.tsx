/**
 * "Import and check" of the scan builder: a textarea that takes pasted YAML or a dropped or chosen file, a check
 * button, and the report of `importer.ts` (errors and hints at their line and column, which documents are valid, what
 * was loaded into the form).
 *
 * The checking code (`importer.ts` and the CascadingRule and ScanCompletionHook validators) is not part of the
 * builder's bundle: it loads with `import()` when the reader first points at, focuses or drags onto the textarea, so
 * that by the time they check, nothing has to be fetched. A dropped or chosen file is read with `FileReader`; the text
 * never leaves the browser.
 *
 * @packageDocumentation
 */
import React, {useCallback, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {BuilderCatalogue} from './catalogue';
import type {CheckedDocument, ImportedScan, ImportMessage, ImportReport} from './importer';
import type {ImportValidators, Validators} from './validators';
import styles from './styles.module.css';

/** Largest text the import reads, in bytes (mirrors `MAX_IMPORT_BYTES` of importer.ts, which the page loads later). */
const LIMIT_BYTES = 256 * 1024;

/** The checking code, loaded on first use. */
interface Checker {
  check: (text: string) => ImportReport;
}

/** Loads `importer.ts` and the extra validators; the promise is shared, so they load once. */
let checkerPromise: Promise<(catalogue: BuilderCatalogue, validators: Validators) => Checker> | undefined;
function loadChecker(): Promise<(catalogue: BuilderCatalogue, validators: Validators) => Checker> {
  checkerPromise ??= Promise.all([
    import('./importer'),
    import('@generated/scan-builder/default/import-validators.js'),
  ]).then(([importer, extra]) => (catalogue: BuilderCatalogue, validators: Validators): Checker => {
    const all: ImportValidators = {
      scan: validators.scan,
      scheduledScan: validators.scheduledScan,
      cascadingRule: extra.cascadingRule,
      scanCompletionHook: extra.scanCompletionHook,
    };
    return {check: (text) => importer.checkManifests(text, catalogue, all)};
  });
  return checkerPromise;
}

/** Props of {@link ImportPanel}. */
export interface ImportPanelProps {
  catalogue: BuilderCatalogue;
  /** The compiled Scan and ScheduledScan schemas the form already uses. */
  validators: Validators;
  /** Loads a checked Scan or ScheduledScan into the form. */
  onLoad: (scan: ImportedScan) => void;
  /** Whether the page has hydrated; the controls only work with JavaScript. */
  interactive: boolean;
}

/** The offset in `text` of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, text.length);
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

const STATUS_WORDS: Readonly<Record<CheckedDocument['status'], string>> = {
  valid: 'valid',
  invalid: 'has errors',
  unchecked: 'not checked, kept as it is',
};
const STATUS_CLASSES: Readonly<Record<CheckedDocument['status'], string | undefined>> = {
  valid: styles.badgeValid,
  invalid: styles.badgeInvalid,
  unchecked: styles.badgeUnchecked,
};

/** The report of one check. */
function Report({
  report,
  onGoTo,
}: {
  report: ImportReport;
  onGoTo: (line: number, column: number) => void;
}): React.ReactElement {
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
                <ul className={styles.importErrors} aria-label={`Errors of document ${entry.number}`}>
                  {entry.errors.map((message) => (
                    <Message
                      key={`${message.line}:${message.column} ${message.text}`}
                      message={message}
                      onGoTo={onGoTo}
                    />
                  ))}
                </ul>
              )}
              {entry.hints.length > 0 && (
                <ul className={styles.importHints} aria-label={`Hints for document ${entry.number}`}>
                  {entry.hints.map((message) => (
                    <Message
                      key={`${message.line}:${message.column} ${message.text}`}
                      message={message}
                      onGoTo={onGoTo}
                    />
                  ))}
                </ul>
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

/** The import panel; see the module description. */
export function ImportPanel({catalogue, validators, onLoad, interactive}: ImportPanelProps): React.ReactElement {
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [status, setStatus] = useState('');
  const [ready, setReady] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const prepare = useCallback((): Promise<Checker> => {
    const loading = loadChecker().then((make) => make(catalogue, validators));
    void loading.then(
      () => setReady(true),
      () => undefined,
    );
    return loading;
  }, [catalogue, validators]);

  const run = useCallback(
    async (input: string): Promise<void> => {
      let checker: Checker;
      try {
        checker = await prepare();
      } catch {
        setReport(null);
        setStatus('The checking code could not be loaded. Reload the page and try again.');
        return;
      }
      const result = checker.check(input);
      setReport(result);
      setStatus('');
      if (result.loaded) onLoad(result.loaded);
    },
    [prepare, onLoad],
  );

  const readFile = useCallback(
    (file: File): void => {
      if (file.size > LIMIT_BYTES) {
        setText('');
        setReport(null);
        setStatus(
          `${file.name} is ${Math.ceil(file.size / 1024).toLocaleString('en-US')} KB; the import reads at most ${LIMIT_BYTES / 1024} KB. Choose a single manifest file, or split a large one.`,
        );
        return;
      }
      const reader = new FileReader();
      reader.onload = () => {
        const content = typeof reader.result === 'string' ? reader.result : '';
        setText(content);
        void run(content);
      };
      reader.onerror = () => setStatus(`${file.name} could not be read.`);
      reader.readAsText(file);
    },
    [run],
  );

  const goTo = useCallback(
    (line: number, column: number): void => {
      const element = textarea.current;
      if (!element) return;
      const offset = offsetOf(text, line, column);
      element.focus();
      element.setSelectionRange(offset, offset);
    },
    [text],
  );

  const invalid = report !== null && (report.documents.some((entry) => entry.status === 'invalid') || !report.read);
  return (
    <section className={styles.importer} aria-labelledby="sb-import-title" data-scan-import={ready ? 'ready' : 'idle'}>
      <h2 id="sb-import-title" className={styles.step}>
        Import and check a manifest (optional)
      </h2>
      <p id="sb-import-hint" className={styles.hint}>
        Paste YAML or drop a file on the box: one or more documents, up to {LIMIT_BYTES / 1024} KB. Scans and
        ScheduledScans load into the form; CascadingRules and ScanCompletionHooks are checked. The text stays in your
        browser.
      </p>
      <label htmlFor="sb-import-text" className={styles.importLabel}>
        Manifest YAML
      </label>
      <textarea
        id="sb-import-text"
        ref={textarea}
        className={clsx(styles.input, styles.textarea, invalid && styles.invalid)}
        value={text}
        rows={6}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby="sb-import-hint sb-import-report"
        aria-invalid={invalid || undefined}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => void prepare().catch(() => undefined)}
        onPointerEnter={() => void prepare().catch(() => undefined)}
        onDragEnter={() => void prepare().catch(() => undefined)}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={(event) => {
          const file = event.dataTransfer.files.item(0);
          if (!file) return;
          event.preventDefault();
          readFile(file);
        }}
      />
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={!interactive}
          onClick={() => void run(text)}
        >
          Check and load
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!interactive}
          onClick={() => {
            void prepare().catch(() => undefined);
            fileInput.current?.click();
          }}
        >
          Choose a file
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".yaml,.yml,.json,application/yaml,text/yaml,text/plain"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.item(0);
            if (file) readFile(file);
            event.target.value = '';
          }}
        />
        {(text !== '' || report !== null) && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setText('');
              setReport(null);
              setStatus('');
            }}
          >
            Clear
          </button>
        )}
      </div>
      <div id="sb-import-report" className={styles.importReport} role="status" data-scan-import-report="">
        {status && <p className={styles.importError}>{status}</p>}
        {report && <Report report={report} onGoTo={goTo} />}
      </div>
    </section>
  );
}
