/*
 * The navbar search (replaces the theme's empty SearchBar; the search itself is Pagefind, built by
 * plugins/search). Only this button, the keyboard shortcuts, the stand-in input shown until the panel
 * has loaded and the check for terms to highlight are in every page's entry bundle: the panel
 * (SearchPanel.tsx) and the engine (engine.ts, which imports /pagefind/pagefind.js) load on the
 * first hover or focus of the button, or when the search is opened; the highlighter (highlight.ts)
 * only on a page reached from a search result.
 */
import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactElement} from 'react';
import {useLocation} from '@docusaurus/router';
import {MAX_QUERY_LENGTH} from './limits';
import {isSearchShortcut} from './shortcut';
import styles from './styles.module.css';

type PanelModule = typeof import('./SearchPanel');

let panelModule: Promise<PanelModule> | undefined;

/** Start (once; again after a failed download) loading the panel and, through it, the engine. */
function loadPanel(): Promise<PanelModule> {
  panelModule ??= import('./SearchPanel');
  panelModule.catch(() => {
    panelModule = undefined;
  });
  return panelModule;
}

/** Hover or focus of the search box: load the panel and the engine ahead of the first keystroke. */
function preload(): void {
  loadPanel()
    .then((module) => module.preloadEngine())
    .catch(() => undefined);
}

const SearchPanel = lazy(loadPanel);

/**
 * Whether the search is open, and the text typed into the stand-in, kept outside the component: every page renders
 * its own navbar, so a reader who opens the search while the site is switching pages opens it in the navbar that is
 * about to be replaced, and the next page's search box opens with it instead of losing it. Starts closed, as the
 * server renders it, so hydration is not affected.
 */
const session: {open: boolean; draft: {current: string}} = {open: false, draft: {current: ''}};

/**
 * What stands in for the panel while its code loads: the same dialog and a real input, focused, so that
 * keys typed right after `Ctrl+K`, `/` or a click are kept; the panel starts with the input's text.
 * @param props - `draft`: receives the input's text as it changes; `onClose`: called on Escape
 */
function PanelStandIn({draft, onClose}: {draft: {current: string}; onClose: () => void}): ReactElement {
  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-label="Search the site" className={styles.dialog}>
        <div className={styles.form}>
          <input
            className={styles.input}
            type="text"
            role="combobox"
            aria-label="Search"
            aria-expanded={false}
            placeholder="Search..."
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_QUERY_LENGTH}
            autoFocus
            defaultValue={draft.current}
            onChange={(event) => {
              draft.current = event.target.value;
            }}
            onKeyDown={(event) => event.key === 'Escape' && onClose()}
          />
        </div>
      </div>
    </div>
  );
}

/** The magnifier icon of the search box. */
function SearchIcon(): ReactElement {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1a1 1 0 0 1-1.4 1.4l-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
      />
    </svg>
  );
}

/**
 * The search box of the navbar: a button that opens the search panel, and `Ctrl+K`, `⌘K` and `/`
 * (outside text fields) anywhere on the page. On a page reached from a search result (router state
 * `{searchTerms}`), it marks the terms (highlight.ts).
 */
export default function SearchBar(): ReactElement {
  const [open, setOpenState] = useState(session.open);
  const button = useRef<HTMLButtonElement>(null);
  // What is typed so far: into the stand-in before the panel has loaded, then into the panel itself.
  const {draft} = session;
  const location = useLocation();

  const setOpen = useCallback((value: boolean): void => {
    session.open = value;
    setOpenState(value);
  }, []);

  const close = useCallback((): void => {
    draft.current = '';
    setOpen(false);
    button.current?.focus();
  }, [draft, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      preload();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [setOpen]);

  useEffect(() => {
    const state: unknown = location.state;
    if (typeof state !== 'object' || state === null || !('searchTerms' in state)) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./highlight')
      .then(({highlightTerms, isHighlightState}) => {
        if (!cancelled && isHighlightState(state)) stop = highlightTerms(state);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [location]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-label="Search"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcon />
        <span className={styles.label}>Search...</span>
        <kbd className={styles.key}>Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={<PanelStandIn draft={draft} onClose={close} />}>
          <SearchPanel onClose={close} draft={draft} />
        </Suspense>
      )}
    </>
  );
}
