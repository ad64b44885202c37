/**
 * "Import and check" of the scan builder: a textarea that takes pasted YAML or a dropped or chosen file, a check
 * button, and the report of `importer/` (errors and hints at their line and column, which documents are valid, what
 * was loaded into the form).
 *
 * The checking code (`importer/` and the CascadingRule and ScanCompletionHook validators) is not part of the
 * builder's bundle: it loads with `import()` when the reader first points at, focuses or drags onto the textarea, so
 * that by the time they check, nothing has to be fetched. A dropped or chosen file is read with `FileReader`; the text
 * never leaves the browser.
 *
 * @packageDocumentation
 */
import React, {useCallback, useRef, useState} from 'react';
import clsx from 'clsx';
import type {BuilderCatalogue} from './catalogue';
import type {ImportedScan, ImportReport} from './importer';
import type {ImportReportProps} from './ImportReport';
import type {ImportValidators, Validators} from './validators';
import styles from './styles.module.css';

/** Largest text the import reads, in bytes (mirrors `MAX_IMPORT_BYTES` of importer/yaml.ts, loaded later). */
const LIMIT_BYTES = 256 * 1024;

/** The checking code, loaded on first use. */
interface Checker {
  check: (text: string) => ImportReport;
  /** The component that renders a report (`ImportReport.tsx`). */
  View: React.ComponentType<ImportReportProps>;
}

/** Makes a {@link Checker} from the catalogue and the form's validators. */
type MakeChecker = (catalogue: BuilderCatalogue, validators: Validators) => Checker;

/** Loads `importer/`, the extra validators and the report view; the promise is shared, so they load once. */
let checkerPromise: Promise<MakeChecker> | undefined;
function loadChecker(): Promise<MakeChecker> {
  checkerPromise ??= Promise.all([
    import('./importer'),
    import('@generated/scan-builder/default/import-validators.js'),
    import('./ImportReport'),
  ]).then(([importer, extra, view]): MakeChecker => (catalogue, validators) => {
    const all: ImportValidators = {
      scan: validators.scan,
      scheduledScan: validators.scheduledScan,
      cascadingRule: extra.cascadingRule,
      scanCompletionHook: extra.scanCompletionHook,
    };
    return {check: (text) => importer.checkManifests(text, catalogue, all), View: view.default};
  });
  // A failed load (offline, a new deploy) may be retried on the next use.
  checkerPromise.catch(() => {
    checkerPromise = undefined;
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

/** The import panel; see the module description. */
export function ImportPanel({catalogue, validators, onLoad, interactive}: ImportPanelProps): React.ReactElement {
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [status, setStatus] = useState('');
  /** The report view, once the checking code has loaded (`null` before). */
  const [View, setView] = useState<React.ComponentType<ImportReportProps> | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const prepare = useCallback((): Promise<Checker> => {
    const loading = loadChecker().then((make) => make(catalogue, validators));
    void loading.then(
      (checker) => setView(() => checker.View),
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

  // Stable, so that the memoised report does not re-render on every keystroke: it reads the box's current text.
  const goTo = useCallback((line: number, column: number): void => {
    const element = textarea.current;
    if (!element) return;
    const offset = offsetOf(element.value, line, column);
    element.focus();
    element.setSelectionRange(offset, offset);
  }, []);

  const invalid = report !== null && (report.documents.some((entry) => entry.status === 'invalid') || !report.read);
  return (
    <section className={styles.importer} aria-labelledby="sb-import-title" data-scan-import={View ? 'ready' : 'idle'}>
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
        {report && View && <View report={report} onGoTo={goTo} />}
      </div>
    </section>
  );
}
