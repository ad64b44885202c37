/*
 * What the not-found page offers under its heading (src/theme/NotFound/Content wraps the theme's page with it): a
 * "Did you mean …?" link to the page the path most likely meant (./suggest.ts, with the search's typo corrector),
 * the site search as a form that submits to the results page (/search?q=…, the same engine as the navbar search),
 * and links to the docs home and the scanner catalogue.
 *
 * The server renders the form and the links into 404.html, so they work without JavaScript. The suggestion needs
 * the path, which only the browser knows (one 404.html answers every unknown path), so it appears after hydration,
 * from ./siteSuggestion.ts, loaded on demand.
 */
import React, {useEffect, useState, type ReactElement, type SyntheticEvent} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import {MAX_QUERY_LENGTH} from '@site/src/theme/SearchBar/limits';
// The input looks like the search panel's (src/theme/SearchBar/styles.module.css, already on every page).
import searchBarStyles from '@site/src/theme/SearchBar/styles.module.css';
import type {Suggestion} from './siteSuggestion';
import styles from './styles.module.css';

/** The "Did you mean …?" line, the search form and the links of the not-found page. */
export default function NotFoundHelp(): ReactElement {
  const {pathname} = useLocation();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const sitemap = useBaseUrl('/sitemap.xml');
  const [draft, setDraft] = useState('');
  const [found, setFound] = useState<Suggestion & {pathname: string}>();

  // After hydration only (the server rendered 404.html without knowing the path), and loaded on demand: the docs
  // layout renders this component too, so the corrector must not weigh on every docs page.
  useEffect(() => {
    let current = true;
    import('./siteSuggestion')
      .then(({suggestionFor}) => suggestionFor(pathname, sitemap))
      .then((suggestion) => {
        if (current) setFound({...suggestion, pathname});
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, sitemap]);
  const {
    route: suggestion,
    title,
    words,
  } = found?.pathname === pathname ? found : {route: null, title: null, words: ''};

  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const query = draft.slice(0, MAX_QUERY_LENGTH).trim();
    history.push(query ? `${searchPage}?${new URLSearchParams({q: query}).toString()}` : searchPage);
  };

  return (
    <nav aria-label="Find the page" className={styles.help}>
      {suggestion ? (
        <p className={styles.suggestion} data-testid="did-you-mean">
          Did you mean{' '}
          {title === null ? (
            <Link to={suggestion}>{suggestion}</Link>
          ) : (
            <>
              <Link to={suggestion}>{title}</Link> <span className={styles.path}>({suggestion})</span>
            </>
          )}
          ?
        </p>
      ) : (
        words && (
          <p className={styles.suggestion} data-testid="search-for">
            <Link to={`${searchPage}?${new URLSearchParams({q: words}).toString()}`}>
              Search the site for “{words}”
            </Link>
          </p>
        )
      )}
      <form role="search" action={searchPage} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="not-found-search" className={styles.label}>
          Search the documentation and the blog
        </label>
        <div className={styles.row}>
          <input
            id="not-found-search"
            className={searchBarStyles.input}
            type="search"
            name="q"
            placeholder="Search..."
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/docs/">Documentation home</Link>: where to start, how-tos and reference
        </li>
        <li>
          <Link to="/docs/scanners">Scanner catalogue</Link>: every scanner secureCodeBox integrates
        </li>
        <li>
          <Link to="/blog">Blog</Link>: releases and articles
        </li>
      </ul>
    </nav>
  );
}
