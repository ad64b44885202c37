/**
 * The values checker (page `/docs/how-tos/values-checker`): pick a scanner or hook chart, paste or drop a Helm values
 * file, and read each mistake with its line and column. The chart's published values schema
 * (`/schemas/<tag>/charts/<chart>/values.schema.json`, `plugins/schemas`) is fetched and the engine (`check.ts`, with
 * the `yaml` parser) loaded with `import()` on the first text, so the page itself carries only this form. Nothing
 * leaves the browser: the only requests are the schema and the engine's code, both from this site.
 *
 * The report reuses the scan builder's import layout (its CSS module: position buttons, error and hint lists).
 * `?chart=<name>` preselects a chart; the integration pages link here with it.
 *
 * @packageDocumentation
 */
import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import charts from '@generated/schemas/default/charts.json';
import builderStyles from '@site/src/components/ScanBuilder/styles.module.css';
import type {ValuesMessage, ValuesReport, ValuesSchemaNode} from './check';
import styles from './styles.module.css';

type Engine = typeof import('./check');

/** Renders `code` spans of a message; the messages mark keys and values with backticks. */
function withCode(text: string): React.ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** One message with the button that moves the caret to it. */
function Message({message, onGoTo}: {message: ValuesMessage; onGoTo: (message: ValuesMessage) => void}) {
  return (
    <li data-values-message={message.kind}>
      <button
        type="button"
        className={builderStyles.position}
        onClick={() => onGoTo(message)}
        aria-label={`Line ${message.line}, column ${message.column}: show in the text`}
      >
        {message.line}:{message.column}
      </button>{' '}
      {withCode(message.text)}
    </li>
  );
}

/** "one error", "3 errors". */
function count(n: number, word: string): string {
  return n === 0 ? `no ${word}s` : n === 1 ? `one ${word}` : `${n} ${word}s`;
}

/** The chart named by `?chart=` of the address, if the picker has it. */
function chartFromAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const wanted = new URLSearchParams(window.location.search).get('chart');
  return charts.some(({chart}) => chart === wanted) ? wanted : null;
}

/** The values checker form and report. */
export default function ValuesChecker(): React.ReactElement {
  const id = useId();
  const [chart, setChart] = useState('nmap');
  const [text, setText] = useState('');
  const [report, setReport] = useState<ValuesReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const engine = useRef<Promise<Engine> | null>(null);
  const schemas = useRef(new Map<string, Promise<ValuesSchemaNode>>());
  const area = useRef<HTMLTextAreaElement>(null);
  const selected = charts.find((candidate) => candidate.chart === chart) ?? charts[0];

  useEffect(() => {
    const fromAddress = chartFromAddress();
    if (fromAddress) setChart(fromAddress);
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (text.trim() === '') {
      setReport(null);
      setProblem(null);
      return undefined;
    }
    let current = true;
    // Let a burst of typing settle before the check runs.
    const timer = window.setTimeout(() => {
      engine.current ??= import('./check');
      let schema = schemas.current.get(selected.schema);
      if (!schema) {
        schema = fetch(selected.schema).then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return (await response.json()) as ValuesSchemaNode;
        });
        schemas.current.set(selected.schema, schema);
        // A failed fetch is retried on the next check.
        schema.catch(() => schemas.current.delete(selected.schema));
      }
      Promise.all([engine.current, schema]).then(
        ([loaded, values]) => {
          if (!current) return;
          setProblem(null);
          setReport(loaded.checkValues(text, values, selected.chart));
        },
        () => {
          engine.current = null;
          if (!current) return;
          setReport(null);
          setProblem(
            `The schema of the ${selected.chart} chart could not be loaded from ${selected.schema}. Check your connection and change the text to try again; the schemas are written by the production build, so \`npm start\` does not serve them.`,
          );
        },
      );
    }, 200);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text, selected]);

  const goTo = useCallback((message: ValuesMessage) => {
    const box = area.current;
    if (!box) return;
    const lines = box.value.split('\n');
    const offset =
      lines.slice(0, message.line - 1).reduce((sum, line) => sum + line.length + 1, 0) +
      Math.max(0, message.column - 1);
    box.focus();
    box.setSelectionRange(offset, offset);
  }, []);

  const readFile = useCallback((file: File | undefined) => {
    if (!file) return;
    file.text().then(setText, () => setProblem(`The file ${file.name} could not be read.`));
  }, []);

  const errors = report?.totals.errors ?? 0;
  const warnings = report?.totals.warnings ?? 0;
  return (
    <section
      className={clsx(builderStyles.importer, styles.checker)}
      aria-label="Values checker"
      data-values-checker={hydrated ? 'ready' : 'idle'}
    >
      <div className={styles.picker}>
        <label htmlFor={`${id}-chart`} className={builderStyles.importLabel}>
          Chart
        </label>
        <select
          id={`${id}-chart`}
          className={clsx(builderStyles.input, styles.select)}
          value={chart}
          onChange={(event) => setChart(event.target.value)}
        >
          {(['scanner', 'hook'] as const).map((kind) => (
            <optgroup key={kind} label={kind === 'scanner' ? 'Scanners' : 'Hooks'}>
              {charts
                .filter((candidate) => candidate.kind === kind)
                .map((candidate) => (
                  <option key={candidate.chart} value={candidate.chart}>
                    {candidate.name} ({candidate.chart})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <span className={styles.chartLinks}>
          <Link to={selected.page}>Values of {selected.name}</Link> ·{' '}
          <a href={selected.schema} download={`${selected.chart}.values.schema.json`}>
            JSON Schema
          </a>
        </span>
      </div>
      <label htmlFor={`${id}-text`} className={builderStyles.importLabel}>
        Values file (paste, type, or drop a file)
      </label>
      <textarea
        id={`${id}-text`}
        ref={area}
        className={clsx(builderStyles.input, builderStyles.textarea, styles.text, errors > 0 && builderStyles.invalid)}
        value={text}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={10}
        placeholder={'scanner:\n  nameAppend: -privileged'}
        aria-describedby={`${id}-report`}
        onChange={(event) => setText(event.target.value)}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          readFile(event.dataTransfer.files[0]);
        }}
      />
      <div className={styles.buttons}>
        <label className="button button--secondary button--sm">
          Choose a file
          <input
            type="file"
            accept=".yaml,.yml,text/yaml"
            className={styles.file}
            onChange={(event) => readFile(event.target.files?.[0])}
          />
        </label>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setText('')}
          disabled={text === ''}
        >
          Clear
        </button>
      </div>
      <div id={`${id}-report`} className={builderStyles.importReport} role="status" data-values-report="">
        {problem && <p className={builderStyles.importError}>{withCode(problem)}</p>}
        {report?.notice && <p className={builderStyles.importError}>{report.notice}</p>}
        {report && !(report.notice && errors + warnings === 0) && (
          <p className={builderStyles.importSummary}>
            <strong>
              Values of the {selected.chart} chart: {count(errors, 'error')}, {count(warnings, 'warning')}.
            </strong>{' '}
            {errors + warnings === 0
              ? `Every key the checker read (${report.keys}) is one the chart reads, with a value of the right type.`
              : errors > report.errors.length || warnings > report.warnings.length
                ? `The first ${report.errors.length + report.warnings.length} are listed; fix them and the rest show up.`
                : ''}
          </p>
        )}
        {report && report.errors.length > 0 && (
          <ul className={builderStyles.importErrors} aria-label="Errors">
            {report.errors.map((message) => (
              <Message key={`${message.line}:${message.column} ${message.text}`} message={message} onGoTo={goTo} />
            ))}
          </ul>
        )}
        {report && report.warnings.length > 0 && (
          <ul className={builderStyles.importHints} aria-label="Warnings">
            {report.warnings.map((message) => (
              <Message key={`${message.line}:${message.column} ${message.text}`} message={message} onGoTo={goTo} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
