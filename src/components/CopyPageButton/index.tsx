import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {markdownPath} from '@site/src/lib/markdownPath';
import styles from './styles.module.css';

/** Props of {@link CopyPageButton}. */
export interface CopyPageButtonProps {
  /** The page's route with the base URL, e.g. `/docs/scanners/nmap`; its Markdown twin is `markdownPath(permalink)`. */
  permalink: string;
  /**
   * `beside-title`: the button floats at the right of the heading that follows (docs pages); `inline`: the button
   * starts a line of its own (post headers). Default `inline`.
   */
  placement?: 'beside-title' | 'inline';
}

/** What the last click did. */
export type CopyState = 'idle' | 'copying' | 'copied' | 'fetch-failed' | 'clipboard-failed';

/**
 * The message screen readers hear for each state ('' says nothing). A failure is also shown under the button; a
 * success is shown as the button's label (`Copied`), so the page's layout does not move.
 */
export const COPY_MESSAGES: Readonly<Record<CopyState, string>> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  'fetch-failed': 'Copy failed: the Markdown version of this page could not be loaded.',
  'clipboard-failed': 'Copy failed: the browser did not allow access to the clipboard.',
};

/** How long the success message stays, in milliseconds. */
const COPIED_MESSAGE_MS = 4000;

/**
 * "Copy page": copies the page's Markdown twin (written next to the page by plugins/llms-txt) to the clipboard.
 * Nothing loads before the click: then the copy code
 * (./copy.ts, a chunk of its own) loads, fetches the twin from the same origin and writes it with
 * `navigator.clipboard.writeText`; if that chunk cannot be loaded, the button reports a failed download. The outcome shows next to the button in a `role="status"` line, which screen
 * readers announce; a failure names its cause and links to the twin. Hidden when printing.
 */
export default function CopyPageButton({permalink, placement = 'inline'}: CopyPageButtonProps): React.ReactElement {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  const twin = markdownPath(permalink);
  const statusId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (): Promise<void> => {
    window.clearTimeout(timer.current);
    setState('copying');
    let outcome: CopyState;
    try {
      const {copyMarkdownTwin} = await import('./copy');
      outcome = await copyMarkdownTwin(twin);
    } catch {
      outcome = 'fetch-failed';
    }
    setState(outcome);
    if (outcome !== 'copied') return;
    timer.current = window.setTimeout(() => {
      setState('idle');
    }, COPIED_MESSAGE_MS);
  };

  const failed = state === 'fetch-failed' || state === 'clipboard-failed';
  return (
    <div
      className={clsx(styles.copyPage, placement === 'beside-title' && styles.besideTitle)}
      data-pagefind-ignore="all"
    >
      <button
        type="button"
        className={clsx('button button--secondary button--sm', styles.button)}
        aria-describedby={statusId}
        aria-busy={state === 'copying'}
        onClick={() => void copy()}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 1.5h6.5v9H5zM3 4.5v10h7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <p id={statusId} role="status" className={failed ? styles.failed : styles.visuallyHidden}>
        {COPY_MESSAGES[state]}
        {failed && (
          <>
            {' '}
            <a href={twin}>Open the Markdown</a>
          </>
        )}
      </p>
    </div>
  );
}
