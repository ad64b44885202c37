/**
 * Step 4 of the scan builder: the manifest with copy and download buttons, or the list of problems that keep it
 * back, and the commands that install what the scan needs and apply it.
 *
 * @packageDocumentation
 */
import React, {useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {fieldId, type Problems} from './fields';
import type {BuilderOutput} from './manifest';
import styles from './styles.module.css';

/** Props of {@link OutputPanel}. */
export interface OutputPanelProps {
  output: BuilderOutput;
  /** The problems shown next to their fields (`visibleProblems` of fields.tsx); the others are only counted. */
  shown: Problems;
  /** Shows every problem next to its field. */
  onReveal: () => void;
  /** Whether the page has hydrated; the buttons only work with JavaScript. */
  interactive: boolean;
}

/** Offers a text as a file download (a Blob URL, so nothing leaves the browser). */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'application/yaml'}));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Scrolls to a field and focuses it; `false` when the page has no such field. */
function focusField(field: string): boolean {
  const target = document.getElementById(fieldId(field));
  if (!target) return false;
  target.scrollIntoView({block: 'center'});
  const focusable = target.matches('input, select, button')
    ? target
    : target.querySelector<HTMLElement>('input, select, button');
  focusable?.focus({preventScroll: true});
  return true;
}

/** Moves to a field from the problem list without changing the URL (the URL holds the builder state). */
function goToField(event: React.MouseEvent<HTMLAnchorElement>, field: string): void {
  if (focusField(field)) event.preventDefault();
}

/** The manifest, the problems and the commands. */
export function OutputPanel({output, shown, onReveal, interactive}: OutputPanelProps): React.ReactElement {
  const [status, setStatus] = useState('');
  const copy = async (): Promise<void> => {
    if (output.yaml === null) return;
    try {
      await navigator.clipboard.writeText(output.yaml);
      setStatus(`Copied ${output.fileName} to the clipboard.`);
    } catch {
      setStatus('The browser did not allow copying; select the YAML and copy it by hand.');
    }
  };
  const waiting = output.problems.filter((problem) => !shown.includes(problem));
  const kind = output.documents.some((doc) => doc.kind === 'ScheduledScan') ? 'ScheduledScan' : 'Scan';
  return (
    <section className={styles.output} aria-labelledby="sb-step-output">
      <h2 id="sb-step-output" className={styles.step}>
        4. Apply it
      </h2>
      {output.yaml !== null ? (
        <>
          <p>
            Your {kind}, valid against the{' '}
            <Link to={`/docs/api/crds/${kind === 'Scan' ? 'scan' : 'scheduled-scan'}`}>{kind} schema</Link>:
          </p>
          <div className={styles.buttons}>
            <button
              type="button"
              className="button button--primary button--sm"
              disabled={!interactive}
              onClick={() => void copy()}
            >
              Copy YAML
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={!interactive}
              onClick={() => {
                download(output.fileName, output.yaml ?? '');
                setStatus(`Downloaded ${output.fileName}.`);
              }}
            >
              Download {output.fileName}
            </button>
          </div>
          <p className={styles.status} role="status">
            {status}
          </p>
          <div data-scan-builder-yaml="">
            <CodeBlock language="yaml" title={output.fileName}>
              {output.yaml}
            </CodeBlock>
          </div>
        </>
      ) : (
        <div className={styles.problems} role="alert" data-scan-builder-problems="">
          {shown.length > 0 && (
            <>
              <p>
                <strong>No manifest yet:</strong> fix{' '}
                {shown.length === 1 ? 'this problem' : `these ${shown.length} problems`} first.
              </p>
              <ul>
                {shown.map((problem) => (
                  <li key={`${problem.field} ${problem.message}`}>
                    <a href={`#${fieldId(problem.field)}`} onClick={(event) => goToField(event, problem.field)}>
                      {problem.message}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {waiting.length > 0 && (
            <p className={styles.pending}>
              {shown.length === 0 && <strong>No manifest yet: </strong>}
              {waiting.length === 1
                ? `One ${shown.length > 0 ? 'more ' : ''}field still needs`
                : `${waiting.length} ${shown.length > 0 ? 'more ' : ''}fields still need`}{' '}
              your input.{' '}
              <button
                type="button"
                className={styles.add}
                disabled={!interactive}
                onClick={() => {
                  onReveal();
                  focusField(waiting[0].field);
                }}
              >
                Show what is missing
              </button>
            </p>
          )}
        </div>
      )}
      <h3>Install what the scan needs</h3>
      <p>Run these once per namespace; on a release that is already installed, Helm upgrades it in place.</p>
      <CodeBlock language="bash">{output.helm.join('\n')}</CodeBlock>
      <h3>Start the scan</h3>
      <CodeBlock language="bash">{output.kubectl}</CodeBlock>
      {output.scbctl !== null ? (
        <>
          <p>
            Or with <Link to="/docs/how-tos/scbctl">scbctl</Link>, without a file:
          </p>
          <CodeBlock language="bash">{output.scbctl}</CodeBlock>
        </>
      ) : (
        <p className={styles.hint}>
          <Link to="/docs/how-tos/scbctl">scbctl scan</Link> only creates plain Scans from a ScanType, name, namespace
          and parameters, so this {kind} needs the file.
        </p>
      )}
    </section>
  );
}
