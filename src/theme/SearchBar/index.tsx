/*
 * Swizzled (wrapped) because no option of @cmfcmf/docusaurus-search-local does this:
 * 1. keyboard shortcuts (Ctrl+K / ⌘K, `/`, Escape) for the search overlay;
 * 2. the original search bar (autocomplete UI, lunr, mark.js: ~35 KB gzip) is no longer part of
 *    every page's entry bundle. The navbar shows a look-alike button; the original is loaded on
 *    first use (click, shortcut, or a search-result link that asks for term highlighting) and
 *    opened at once. Hovering or focusing the button starts the download early.
 */
import React, {lazy, Suspense, useCallback, useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {isSearchShortcut} from './shortcut';
import styles from './styles.module.css';

/** The real search button, rendered by autocomplete inside `.dsla-search-field`. */
const SEARCH_BUTTON = '.dsla-search-field .aa-DetachedSearchButton';

let searchBarModule: Promise<{default: React.ComponentType<Record<string, unknown>>}> | undefined;

/** Start (once) and return the download of the original search bar. */
function loadSearchBar(): Promise<{default: React.ComponentType<Record<string, unknown>>}> {
  searchBarModule ??= import('@theme-original/SearchBar');
  return searchBarModule;
}

const OriginalSearchBar = lazy(loadSearchBar);

/** Whether this page session has used the search: later navbars render the original directly. */
let searchUsed = false;

/** Whether the router state asks the original search bar to highlight search terms on this page. */
function wantsHighlight(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'cmfcmfhighlight' in state;
}

/** Click the real search button once autocomplete has rendered it (after the original mounts). */
function openWhenReady(): void {
  const deadline = Date.now() + 5000;
  const attempt = (): void => {
    const button = document.querySelector<HTMLButtonElement>(SEARCH_BUTTON);
    if (button && !button.closest('[data-search-placeholder]')) button.click();
    else if (Date.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

/** Calls `onMount` after its earlier siblings' effects have run. */
function AfterMount({onMount}: {onMount: () => void}): null {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * Stand-in for the search button until the search bar is loaded: the same markup and classes
 * autocomplete renders in detached mode, so it looks the same and the same selectors find it.
 */
function SearchButtonPlaceholder({onActivate}: {onActivate?: () => void}): React.ReactElement {
  const placeholder = translate({
    message: 'cmfcmf/d-s-l.searchBar.placeholder',
    description: 'Placeholder shown in the searchbar',
  });
  return (
    <div className={`dsla-search-wrapper ${styles.placeholder}`} data-search-placeholder="">
      <div className="dsla-search-field">
        <div className="aa-Autocomplete">
          <button
            type="button"
            className="aa-DetachedSearchButton"
            title="Search"
            onClick={onActivate}
            onPointerEnter={() => void loadSearchBar()}
            onFocus={() => void loadSearchBar()}>
            <div className="aa-DetachedSearchButtonIcon">
              <svg className="aa-SubmitIcon" viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
                <path d="M16.041 15.856c-0.034 0.026-0.067 0.055-0.099 0.087s-0.060 0.064-0.087 0.099c-1.258 1.213-2.969 1.958-4.855 1.958-1.933 0-3.682-0.782-4.95-2.050s-2.050-3.017-2.050-4.95 0.782-3.682 2.050-4.95 3.017-2.050 4.95-2.050 3.682 0.782 4.95 2.050 2.050 3.017 2.050 4.95c0 1.886-0.745 3.597-1.959 4.856zM21.707 20.293l-3.675-3.675c1.231-1.54 1.968-3.493 1.968-5.618 0-2.485-1.008-4.736-2.636-6.364s-3.879-2.636-6.364-2.636-4.736 1.008-6.364 2.636-2.636 3.879-2.636 6.364 1.008 4.736 2.636 6.364 3.879 2.636 6.364 2.636c2.125 0 4.078-0.737 5.618-1.968l3.675 3.675c0.391 0.391 1.024 0.391 1.414 0s0.391-1.024 0-1.414z" />
              </svg>
            </div>
            <div className="aa-DetachedSearchButtonPlaceholder">{placeholder}</div>
            <div className="aa-DetachedSearchButtonQuery" />
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The navbar search: a lightweight button until the search is first used, then the local search
 * bar of `@cmfcmf/docusaurus-search-local`, opened immediately. Adds keyboard shortcuts:
 * `Ctrl+K` / `⌘K` anywhere and `/` outside text fields open the search; `Escape` closes the open
 * search overlay (the plugin's overlay otherwise stays open).
 * @param props - passed on to the original search bar
 */
export default function SearchBarWrapper(props: Record<string, unknown>): React.ReactElement {
  // Server and hydration render the placeholder; after the first use, new navbars (other pages)
  // render the original directly.
  const [active, setActive] = useState(searchUsed);
  const [openOnMount, setOpenOnMount] = useState(false);
  const location = useLocation();

  const activate = useCallback((open: boolean): void => {
    searchUsed = true;
    setActive(true);
    if (open) setOpenOnMount(true);
  }, []);

  // A search result links here with terms to highlight; only the original search bar does that.
  useEffect(() => {
    if (wantsHighlight(location.state)) activate(false);
  }, [location.state, activate]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        const cancel = document.querySelector<HTMLButtonElement>('.aa-DetachedOverlay .aa-DetachedCancelButton');
        if (cancel) {
          event.preventDefault();
          cancel.click();
        }
        return;
      }
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      const button = document.querySelector<HTMLButtonElement>(SEARCH_BUTTON);
      if (button && !button.closest('[data-search-placeholder]')) button.click();
      else activate(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activate]);

  const opened = useCallback((): void => {
    if (!openOnMount) return;
    setOpenOnMount(false);
    openWhenReady();
  }, [openOnMount]);

  if (!active) return <SearchButtonPlaceholder onActivate={() => activate(true)} />;
  return (
    <Suspense fallback={<SearchButtonPlaceholder />}>
      <OriginalSearchBar {...props} />
      <AfterMount onMount={opened} />
    </Suspense>
  );
}
