/*
 * The search panel, loaded on first use of the navbar search box (see index.tsx). The ARIA 1.2
 * combobox pattern: the input owns a listbox of results grouped by page (title, breadcrumb,
 * excerpt, up to 3 matching sections); ↑ ↓ move the active option, Enter opens it (or the results
 * page when none is active), Escape closes. A centred dialog from 996 px up, full screen below.
 * Every option is a link (`<a role="option" href>`, as ARIA in HTML allows): a plain click opens it
 * here through the router, a Ctrl, Cmd or middle click in a new tab, which leaves the panel open with
 * its query, and a right click offers the browser's link menu.
 */
import React, {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type SyntheticEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Excerpt from './Excerpt';
import {MAX_QUERY_LENGTH, UNAVAILABLE, preload, setBaseUrl, type PageHit} from './engine';
import {isPlainClick} from './links';
import {addRecent, loadRecent, removeRecent} from './recent';
import {useSearch} from './useSearch';
import styles from './styles.module.css';

/** Whether this is `npm start`: the index only exists in a production build. */
const DEV = process.env.NODE_ENV === 'development';

/**
 * Load the engine ahead of the first keystroke (called on hover or focus of the search box).
 * @param baseUrl - the site's base URL; default `/`
 */
export function preloadEngine(baseUrl = '/'): void {
  if (DEV) return;
  setBaseUrl(baseUrl);
  preload();
}

/** One selectable row of the listbox: a page, one of its sections, or "See all results" (`hit: null`). */
interface Option {
  id: string;
  /** Where the option's link goes. */
  url: string;
  hit: PageHit | null;
}

/**
 * The path of the results page for a query.
 * @param query - the query
 * @param exact - search exactly this, without typo correction
 */
export function resultsPath(query: string, exact = false): string {
  return `/search?q=${encodeURIComponent(query)}${exact ? '&exact=1' : ''}`;
}

/**
 * The search panel.
 * @param props - `onClose`: called on Escape, Cancel, a click outside, or when a result is opened;
 *   `draft`: text typed into the stand-in input (index.tsx) while the panel loaded, with which the panel starts;
 *   the panel keeps its query there, so that a panel opened again on the next page (index.tsx `session`) goes on
 *   with it
 */
export default function SearchPanel({onClose, draft}: {onClose: () => void; draft?: {current: string}}): ReactElement {
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  // A site path (`/search?q=…`) under the site's base URL, as links and the router need it.
  const withBase = (path: string): string => `${baseUrl}${path.slice(1)}`;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(() => (draft?.current ?? '').slice(0, MAX_QUERY_LENGTH));
  const [exact, setExact] = useState(false);
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>([]);
  const {outcome, stalled, pending} = useSearch(DEV ? '' : query, {correct: !exact});

  useEffect(() => {
    setBaseUrl(baseUrl);
    setRecent(loadRecent());
  }, [baseUrl]);
  // Text typed into the stand-in until the panel replaced it (React may render the panel a little before it shows
  // it): taken when the panel is committed, before the browser handles the next key. The caret goes after the text
  // (setting a new value moves it there too).
  useLayoutEffect(() => {
    const typed = (draft?.current ?? '').slice(0, MAX_QUERY_LENGTH);
    if (typed) setQuery(typed);
    const length = input.current?.value.length ?? 0;
    input.current?.setSelectionRange(length, length);
  }, [draft]);
  useEffect(() => {
    if (draft) draft.current = query;
  }, [draft, query]);
  useEffect(() => setActive(0), [outcome]);

  const hits = useMemo(() => (query.trim() && outcome ? outcome.hits : []), [query, outcome]);
  const allResultsUrl = withBase(resultsPath(query.trim(), exact));
  const options = useMemo<Option[]>(() => {
    const list: Option[] = [];
    hits.forEach((hit, h) => {
      list.push({id: `${id}-p${h}`, url: hit.url, hit});
      hit.sections.forEach((section, s) => list.push({id: `${id}-p${h}-s${s}`, url: section.url, hit}));
    });
    if (list.length > 0) list.push({id: `${id}-all`, url: allResultsUrl, hit: null});
    return list;
  }, [hits, id, allResultsUrl]);
  const optionIndex = new Map(options.map((option, i) => [option.id, i]));
  const listId = `${id}-list`;

  const openResultsPage = (): void => {
    const trimmed = query.trim();
    if (!trimmed) return;
    setRecent(addRecent(trimmed));
    onClose();
    history.push(withBase(resultsPath(trimmed, exact)));
  };
  const openOption = (option: Option | undefined): void => {
    if (!option) return;
    if (!option.hit) {
      openResultsPage();
      return;
    }
    setRecent(addRecent(query.trim()));
    onClose();
    history.push(option.url, {searchTerms: outcome?.terms ?? [], searchKind: option.hit.kind});
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && options.length > 0) {
      event.preventDefault();
      openOption(options[active]);
    }
  };
  // A modal dialog keeps the focus: Tab on its last focusable element goes to the first, Shift+Tab on the first to the
  // last (the result options are reached through the input, not the Tab key).
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(
      dialog.current.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex]'),
    ).filter(
      (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled') && element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const current = document.activeElement;
    if (event.shiftKey && (current === first || !dialog.current.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !dialog.current.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };
  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    openResultsPage();
  };

  // A result opened by the browser in a new tab or window: the panel stays, and the query counts as used.
  const openedElsewhere = (): void => {
    if (query.trim()) setRecent(addRecent(query.trim()));
  };
  const optionProps = (optionId: string) => {
    const index = optionIndex.get(optionId) ?? -1;
    const option = options[index];
    return {
      id: optionId,
      role: 'option',
      href: option?.url,
      // Reached through the input (aria-activedescendant), not the Tab key.
      tabIndex: -1,
      'aria-selected': index === active,
      className: index === active ? `${styles.option} ${styles.active}` : styles.option,
      onMouseMove: () => setActive(index),
      // Keeps the focus in the input, so that the keys still reach the search after a click that opened a new tab.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: (event: MouseEvent) => {
        if (!isPlainClick(event)) {
          openedElsewhere();
          return;
        }
        event.preventDefault();
        openOption(option);
      },
      // The middle button fires no click, only auxclick; the browser then opens the link in a new tab.
      onAuxClick: (event: MouseEvent) => {
        if (event.button === 1) openedElsewhere();
      },
    } as const;
  };

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search the site"
        className={styles.dialog}
        onKeyDown={trapFocus}
      >
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <input
            ref={input}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listId : undefined}
            aria-activedescendant={options[active]?.id}
            placeholder="Search..."
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={MAX_QUERY_LENGTH}
            autoFocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH));
              setExact(false);
            }}
            onKeyDown={onKeyDown}
          />
          {query && (
            <button type="button" className={styles.textButton} onClick={() => setQuery('')}>
              Clear
            </button>
          )}
          <button type="submit" className={styles.textButton}>
            Submit
          </button>
          <button type="button" className={styles.textButton} onClick={onClose}>
            Cancel
          </button>
        </form>
        {/* data-search-state / data-searched: what the browser tests and scripts/search-relevance.mjs wait for. */}
        {/* Focusable so that keyboard users can scroll a long list (the options are reached through the input). */}
        <div
          className={styles.body}
          tabIndex={0}
          data-search-state={pending ? 'pending' : 'idle'}
          data-searched={outcome?.typed ?? ''}
        >
          {DEV && (
            <p className={styles.notice}>
              Search needs the index of a production build: run <code>npm run preview</code>.
            </p>
          )}
          {stalled && (
            <p className={styles.notice} role="status">
              Searching…
            </p>
          )}
          {outcome?.correctedFrom && query.trim() && (
            <p className={styles.notice}>
              Showing results for <strong>{outcome.query}</strong>.{' '}
              <a
                href={withBase(resultsPath(outcome.correctedFrom, true))}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  setExact(true);
                }}
              >
                Search for {outcome.correctedFrom} instead
              </a>
            </p>
          )}
          {options.length > 0 && (
            <div role="listbox" id={listId} aria-label="Search results" className={styles.listbox}>
              {hits.map((hit, h) => (
                <div role="group" key={hit.url} aria-labelledby={`${id}-p${h}-title`} className={styles.group}>
                  <a {...optionProps(`${id}-p${h}`)} data-url={hit.url}>
                    <span className={styles.breadcrumb}>{hit.breadcrumb}</span>
                    <span id={`${id}-p${h}-title`} className={styles.title}>
                      {hit.title}
                    </span>
                    <Excerpt parts={hit.excerpt} className={styles.excerpt} />
                  </a>
                  {hit.sections.map((section, s) => (
                    <a key={section.url} {...optionProps(`${id}-p${h}-s${s}`)}>
                      <span className={styles.sectionTitle}>{section.title}</span>
                      <Excerpt parts={section.excerpt} className={styles.excerpt} />
                    </a>
                  ))}
                </div>
              ))}
              <a {...optionProps(`${id}-all`)}>
                <span className={styles.title}>See all results</span>
              </a>
            </div>
          )}
          {!DEV && query.trim() && outcome && !pending && outcome.unavailable && (
            <p className={styles.notice} role="alert">
              {UNAVAILABLE}
            </p>
          )}
          {!DEV && query.trim() && outcome && !pending && !outcome.unavailable && outcome.hits.length === 0 && (
            <p className={styles.notice}>No results found.</p>
          )}
          {!query && recent.length > 0 && (
            <section aria-label="Recent searches">
              <h2 className={styles.recentHeading}>Recent searches</h2>
              <ul className={styles.recent}>
                {recent.map((item) => (
                  <li key={item}>
                    <button type="button" className={styles.recentQuery} onClick={() => setQuery(item)}>
                      {item}
                    </button>
                    <button
                      type="button"
                      className={styles.textButton}
                      aria-label={`Remove ${item} from recent searches`}
                      onClick={() => setRecent(removeRecent(item))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
