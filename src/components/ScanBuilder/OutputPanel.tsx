/**
 * Step 4 of the scan builder, in three parts: the manifest with copy and download buttons (or the list of problems
 * that keep it back), what to install (Secrets with placeholders, Helm commands, hooks to configure first, demo
 * targets) and how to start the scan.
 *
 * Where the panel scrolls on its own (the wide layout keeps it beside the form), a change brings the part that
 * changed into the panel's view and marks it, so a change made in the form shows where the reader looks: the first
 * changed line of the manifest, or the install part.
 *
 * @packageDocumentation
 */
import React, {useEffect, useRef, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {wrapCommand} from '../../lib/commandLines';
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

/** The index of the first line that differs between two texts, or `-1` when they are equal. */
export function firstChangedLine(before: string, after: string): number {
  if (before === after) return -1;
  const a = before.split('\n');
  const b = after.split('\n');
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) if (a[index] !== b[index]) return index;
  return length;
}

/** Scrolls a scroll container (not the page) so that an element inside it is in view; no-op when it is already. */
function revealInPanel(panel: HTMLElement, target: Element): void {
  if (panel.scrollHeight <= panel.clientHeight) return;
  const top = target.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop;
  const bottom = top + target.getBoundingClientRect().height;
  if (top >= panel.scrollTop && bottom <= panel.scrollTop + panel.clientHeight) return;
  panel.scrollTop = Math.max(0, top - panel.clientHeight / 3);
}

/** The lines of the install part: what comes before the hooks, then per hook its note, Secrets and Helm command. */
export function installLines(output: BuilderOutput): string[] {
  const lines = output.helm.slice(0, output.helm.length - output.hookInstalls.length);
  for (const install of output.hookInstalls) {
    if (install.configureFirst)
      lines.push(`# Configure first: write ${install.hook.slug}-values.yaml (see the ${install.hook.name} page)`);
    lines.push(...install.secrets, install.helm);
  }
  return lines;
}

/** The manifest, the problems and the commands. */
export function OutputPanel({output, shown, onReveal, interactive}: OutputPanelProps): React.ReactElement {
  const [status, setStatus] = useState('');
  const panel = useRef<HTMLElement>(null);
  const install = installLines(output)
    .map((line) => wrapCommand(line))
    .join('\n');
  const previous = useRef({yaml: output.yaml, install});
  const [changed, setChanged] = useState<'manifest' | 'install' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = {yaml: output.yaml, install};
    const element = panel.current;
    if (!element) return undefined;
    let part: 'manifest' | 'install' | null = null;
    if (before.yaml !== null && output.yaml !== null && before.yaml !== output.yaml) {
      part = 'manifest';
      const line = firstChangedLine(before.yaml, output.yaml);
      const lines = element.querySelectorAll('[data-scan-builder-yaml] .token-line');
      const target = lines.item(Math.min(line, lines.length - 1)) as Element | null;
      revealInPanel(element, target ?? element);
    } else if (before.install !== install) {
      part = 'install';
      const target = element.querySelector('[data-scan-builder-install]');
      if (target) revealInPanel(element, target);
    }
    if (part === null) return undefined;
    setChanged(part);
    const timer = setTimeout(() => setChanged(null), 1500);
    return () => clearTimeout(timer);
  }, [output.yaml, install]);
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
    <section className={styles.output} aria-labelledby="sb-step-output" ref={panel} data-scan-builder-output="">
      <h2 id="sb-step-output" className={styles.step}>
        4. Apply it
      </h2>
      <div className={clsx(styles.part, changed === 'manifest' && styles.changed)} data-output-part="manifest">
        <h3>The manifest</h3>
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
      </div>
      <div className={clsx(styles.part, changed === 'install' && styles.changed)} data-output-part="install">
        <h3>Install what it needs</h3>
        <p>Run these once per namespace; on a release that is already installed, Helm upgrades it in place.</p>
        {output.placeholders.length > 0 && (
          <div className={styles.placeholders} data-scan-builder-placeholders="">
            <p>
              <strong>Replace before you run:</strong> the values in angle brackets are yours to fill in. Secrets stay
              out of this page and its link.
            </p>
            <ul>
              {output.placeholders.map((text) => (
                <li key={text}>
                  <code>{text}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
        {output.hookInstalls
          .filter((entry) => entry.configureFirst)
          .map((entry) => (
            <p key={entry.hook.slug} className={styles.configureFirst}>
              <strong>Configure {entry.hook.name} first:</strong> {entry.configureFirst?.reason}{' '}
              <Link to={entry.configureFirst?.link ?? ''}>How to write {entry.hook.slug}-values.yaml</Link>
            </p>
          ))}
        {output.replaceTargets.length > 0 && (
          <p className={styles.configureFirst} data-scan-builder-replace-target="">
            <strong>Replace with your application:</strong>{' '}
            {output.replaceTargets.map((host, index) => (
              <React.Fragment key={host}>
                {index > 0 && ', '}
                <code>{host}</code>
              </React.Fragment>
            ))}{' '}
            {output.replaceTargets.length === 1 ? 'is' : 'are'} the example&apos;s target, which no demo-target chart of
            this release installs. Enter your application&apos;s address in the form.
          </p>
        )}
        {output.demoTargets.length > 0 && (
          <p className={styles.hint}>
            The scan aims at a demo target; the commands install it from the release&apos;s demo-target charts. Scan
            only targets you own or may test.
          </p>
        )}
        <div className={styles.commands} data-scan-builder-install="">
          <CodeBlock language="bash">{install}</CodeBlock>
        </div>
      </div>
      <div className={styles.part} data-output-part="start">
        <h3>Start the scan</h3>
        <div className={styles.commands}>
          <CodeBlock language="bash">{wrapCommand(output.kubectl)}</CodeBlock>
        </div>
        {output.scbctl !== null ? (
          <>
            <p>
              Or with <Link to="/docs/how-tos/scbctl">scbctl</Link>, without a file:
            </p>
            <div className={styles.commands} data-scan-builder-scbctl="">
              <CodeBlock language="bash">{wrapCommand(output.scbctl)}</CodeBlock>
            </div>
          </>
        ) : (
          <p className={styles.hint}>
            <Link to="/docs/how-tos/scbctl">scbctl scan</Link> only creates plain Scans from a ScanType, name, namespace
            and parameters, so this {kind} needs the file.
          </p>
        )}
      </div>
    </section>
  );
}
