import React, {useEffect, useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import {categoriesOf, hooks, integrationPath, scanners} from '@site/src/data/integrations';
import type {Integration, IntegrationKind} from '@site/src/data/integrations/types';
import {EMPTY_FILTER, filterFromSearch, filterIntegrations, searchFromFilter, type CatalogueFilter} from './filter';
import styles from './styles.module.css';

/** Props of {@link IntegrationCatalogue}. */
export interface IntegrationCatalogueProps {
  /** Which catalogue to show. */
  kind: IntegrationKind;
}

/**
 * The version a catalogue row shows: the version of the tool or app the chart ships (`appVersion`).
 * Charts without one (most hooks) are versioned with secureCodeBox itself; the `version` in their
 * Chart.yaml is a placeholder until release, so it is never shown.
 */
function versionOf(entry: Integration): string {
  if (!entry.chart) return 'no chart yet';
  return entry.chart.appVersion ?? 'secureCodeBox release';
}

/**
 * The catalogue of all scanners or all hooks: a table with name, category, use case and version, and
 * a filter form (text box and category select).
 *
 * Works without JavaScript: the server-rendered HTML lists every entry, and the form is a plain GET form,
 * so submitting it without JavaScript only reloads the full list. Once the page is hydrated the table
 * filters as you type and the filter is kept in the URL (`?q=…&category=…`), so a filtered view can be
 * shared and survives a reload.
 */
export default function IntegrationCatalogue({kind}: IntegrationCatalogueProps): React.ReactElement {
  const entries: readonly Integration[] = kind === 'scanner' ? scanners : hooks;
  const noun = kind === 'scanner' ? 'scanners' : 'hooks';
  const categories = useMemo(() => categoriesOf(entries), [entries]);
  const [filter, setFilter] = useState<CatalogueFilter>(EMPTY_FILTER);
  const id = useId();

  // Read the filter from the URL after hydration, so that server and client render the same first HTML.
  useEffect(() => {
    setFilter(
      filterFromSearch(
        window.location.search,
        categories.map(([name]) => name),
      ),
    );
  }, [categories]);

  const update = (next: CatalogueFilter): void => {
    setFilter(next);
    const search = searchFromFilter(window.location.search, next);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  };

  const visible = filterIntegrations(entries, filter);
  const filtered = filter.query.trim() !== '' || filter.category !== '';

  return (
    <div className={styles.catalogue} data-integration-catalogue={kind}>
      <form
        className={styles.form}
        role="search"
        aria-label={`Filter the ${noun}`}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          {/* Not "Search": that is the site search's name, and a reader moving by form fields must tell them apart. */}
          <label htmlFor={`${id}-q`}>Filter {noun}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className={styles.input}
            placeholder={kind === 'scanner' ? 'e.g. TLS, WordPress, secrets' : 'e.g. Slack, DefectDojo'}
            value={filter.query}
            onChange={(event) => update({...filter, query: event.target.value})}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            name="category"
            className={styles.input}
            value={filter.category}
            onChange={(event) => update({...filter, category: event.target.value})}
          >
            <option value="">All categories ({entries.length})</option>
            {categories.map(([name, count]) => (
              <option key={name} value={name}>
                {name} ({count})
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button type="button" className="button button--secondary" onClick={() => update(EMPTY_FILTER)}>
            Clear filter
          </button>
        )}
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {filtered ? `${visible.length} of ${entries.length} ${noun} match.` : `${entries.length} ${noun}.`}
      </p>
      {visible.length > 0 ? (
        // Focusable so that keyboard users can scroll the table sideways on narrow screens.
        <div className={styles.tableWrapper} role="region" aria-label={`List of ${noun}`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Use case</th>
                <th scope="col">{kind === 'scanner' ? 'Tool version' : 'App version'}</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((entry) => (
                <tr key={entry.slug} data-slug={entry.slug}>
                  <th scope="row">
                    <Link to={integrationPath(entry)}>{entry.name}</Link>
                  </th>
                  <td>{entry.category}</td>
                  <td>{entry.usecase}</td>
                  <td>
                    <code>{versionOf(entry)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.empty}>No {noun} match this filter. Try fewer words or another category.</p>
      )}
    </div>
  );
}
