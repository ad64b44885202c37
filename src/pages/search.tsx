/*
 * The search results page, `/search?q=…[&type=docs|blog][&exact=1]`: every result of a query, with
 * Docs / Blog filters. The query and filter live in the URL, so a search can be shared and Back
 * returns to the previous one. The server renders the shell (heading, form, filters, an empty
 * result area of fixed minimum height); the results fill in after hydration. Not a search result itself
 * (plugins/search indexes only `/` of the pages plugin).
 */
import React, {useEffect, useState, type SyntheticEvent, type ReactElement} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Excerpt from '@site/src/theme/SearchBar/Excerpt';
import {MAX_PAGE_RESULTS, MAX_QUERY_LENGTH, UNAVAILABLE, type PageHit} from '@site/src/theme/SearchBar/engine';
import {isPlainClick} from '@site/src/theme/SearchBar/links';
import {useSearch} from '@site/src/theme/SearchBar/useSearch';
// The search input looks like the panel's (src/theme/SearchBar/styles.module.css `.input`, already on every page).
import searchBarStyles from '@site/src/theme/SearchBar/styles.module.css';
import styles from './search.module.css';

/** The filters: URL value, label, engine filter. */
const FILTERS = [
  {value: '', label: 'All', filter: undefined},
  {value: 'docs', label: 'Docs', filter: 'Docs'},
  {value: 'blog', label: 'Blog', filter: 'Blog'},
] as const;

/** The search parameters of the page's URL. */
function readParams(search: string): {query: string; type: string; exact: boolean} {
  const params = new URLSearchParams(search);
  const type = params.get('type') ?? '';
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim(),
    type: FILTERS.some((f) => f.value === type) ? type : '',
    exact: params.get('exact') === '1',
  };
}

/** The URL of a search. */
function searchUrl(query: string, type: string, exact = false): string {
  const params = new URLSearchParams({q: query});
  if (type) params.set('type', type);
  if (exact) params.set('exact', '1');
  return `/search?${params.toString()}`;
}

/** One result: breadcrumb, linked title, excerpt, and its matching sections. */
function Result({hit, open}: {hit: PageHit; open: (url: string, hit: PageHit) => void}): ReactElement {
  const link = (url: string, children: React.ReactNode): ReactElement => (
    <a
      href={url}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        open(url, hit);
      }}
    >
      {children}
    </a>
  );
  return (
    <li className={styles.result}>
      <span className={styles.breadcrumb}>{hit.breadcrumb}</span>
      <h2 className={styles.title}>{link(hit.url, hit.title)}</h2>
      <Excerpt parts={hit.excerpt} className={styles.excerpt} />
      {hit.sections.length > 0 && (
        <ul className={styles.sections}>
          {hit.sections.map((section) => (
            <li key={section.url}>
              {link(section.url, section.title)} <Excerpt parts={section.excerpt} className={styles.excerpt} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The results page. */
export default function SearchPage(): ReactElement {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const {query, type, exact} = readParams(isBrowser ? location.search : '');
  const filter = FILTERS.find((f) => f.value === type)?.filter;
  const [draft, setDraft] = useState('');
  useEffect(() => setDraft(query), [query]);
  const {outcome, stalled, pending} = useSearch(query, {limit: MAX_PAGE_RESULTS, filter, correct: !exact});

  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const trimmed = draft.slice(0, MAX_QUERY_LENGTH).trim();
    if (trimmed) history.push(searchUrl(trimmed, type));
  };
  const open = (url: string, hit: PageHit): void =>
    history.push(url, {searchTerms: outcome?.terms ?? [], searchKind: hit.kind});

  let status = '';
  if (query && outcome && !pending) {
    status = outcome.unavailable
      ? UNAVAILABLE
      : outcome.total === 0
        ? 'No results found.'
        : `${outcome.total} ${outcome.total === 1 ? 'page' : 'pages'} found for “${outcome.query}”.`;
  } else if (stalled) status = 'Searching…';

  return (
    <Layout title="Search" description="Search the secureCodeBox documentation and blog.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search the documentation</h1>
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <input
            className={searchBarStyles.input}
            type="text"
            aria-label="Search"
            placeholder="Search..."
            maxLength={MAX_QUERY_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Submit
          </button>
        </form>
        <fieldset className={styles.filters}>
          <legend className={styles.legend}>Show</legend>
          {FILTERS.map((f) => (
            <label key={f.value} className={styles.filter}>
              <input
                type="radio"
                name="type"
                value={f.value}
                checked={type === f.value}
                onChange={() => query && history.push(searchUrl(query, f.value, exact))}
              />{' '}
              {f.label}
            </label>
          ))}
        </fieldset>
        <div className={styles.results}>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {outcome?.correctedFrom && (
            <p>
              Showing results for <strong>{outcome.query}</strong>.{' '}
              <a
                href={searchUrl(outcome.correctedFrom, type, true)}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  history.push(searchUrl(outcome.correctedFrom ?? '', type, true));
                }}
              >
                Search for {outcome.correctedFrom} instead
              </a>
            </p>
          )}
          {query && outcome && outcome.hits.length > 0 && (
            <ol className={styles.list}>
              {outcome.hits.map((hit) => (
                <Result key={hit.url} hit={hit} open={open} />
              ))}
            </ol>
          )}
        </div>
      </main>
    </Layout>
  );
}
