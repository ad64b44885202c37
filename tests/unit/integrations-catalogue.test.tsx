// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';

import IntegrationCatalogue from '@site/src/components/IntegrationCatalogue';
import {
  EMPTY_FILTER,
  filterFromSearch,
  filterIntegrations,
  normalise,
  searchFromFilter,
} from '@site/src/components/IntegrationCatalogue/filter';
import {categoriesOf, hooks, scanners} from '@site/src/data/integrations';

describe('filterIntegrations', () => {
  it('returns every entry for the empty filter', () => {
    expect(filterIntegrations(scanners, EMPTY_FILTER)).toEqual(scanners);
  });

  it('matches every word of the query in name, slug, category or use case, case-insensitively', () => {
    expect(filterIntegrations(scanners, {query: 'tls', category: ''}).map((entry) => entry.slug)).toEqual(['sslyze']);
    expect(filterIntegrations(scanners, {query: 'WORDPRESS', category: ''}).map((entry) => entry.slug)).toEqual([
      'wpscan',
    ]);
    expect(filterIntegrations(hooks, {query: 'dojo import', category: ''}).map((entry) => entry.slug)).toEqual([
      'defectdojo',
    ]);
  });

  it('treats hyphens and spaces alike', () => {
    expect(filterIntegrations(scanners, {query: 'kube hunter', category: ''}).map((entry) => entry.slug)).toEqual([
      'kube-hunter',
    ]);
    expect(normalise('Git-Repo  Scanner')).toBe('git repo scanner');
  });

  it('limits the result to one category', () => {
    const result = filterIntegrations(hooks, {query: '', category: 'Persistence'});
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((entry) => entry.category === 'Persistence')).toBe(true);
  });
});

describe('catalogue filter in the URL', () => {
  const categories = categoriesOf(hooks).map(([name]) => name);

  it('reads query and category and ignores unknown categories', () => {
    expect(filterFromSearch('?q=slack&category=Integration', categories)).toEqual({
      query: 'slack',
      category: 'Integration',
    });
    expect(filterFromSearch('?category=Nonsense', categories)).toEqual(EMPTY_FILTER);
  });

  it('writes the filter and keeps unrelated parameters', () => {
    expect(searchFromFilter('?utm=x', {query: 'dojo', category: ''})).toBe('?utm=x&q=dojo');
    expect(searchFromFilter('?q=dojo', EMPTY_FILTER)).toBe('');
  });
});

describe('IntegrationCatalogue', () => {
  it('renders every scanner with a link, category, use case and tool version', () => {
    render(<IntegrationCatalogue kind="scanner" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(scanners.length);
    const nmap = scanners.find((entry) => entry.slug === 'nmap');
    const row = rows.find((candidate) => candidate.getAttribute('data-slug') === 'nmap');
    if (!nmap || !row) throw new Error('the catalogue has no Nmap entry or row');
    expect(within(row).getByRole('link', {name: 'Nmap'}).getAttribute('href')).toBe('/docs/scanners/nmap');
    expect(row.textContent).toContain(nmap.category);
    expect(row.textContent).toContain(nmap.usecase);
    expect(row.textContent).toContain(nmap.chart.appVersion);
  });

  it('heads the version column with what it shows: the tool version for scanners, the app version for hooks', () => {
    render(<IntegrationCatalogue kind="scanner" />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Tool version');
    cleanup();
    render(<IntegrationCatalogue kind="hook" />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // A hook chart's own version is the release; the column shows the chart's appVersion (DefectDojo: 1.12.0).
    expect(headers).toContain('App version');
    expect(headers).not.toContain('Chart version');
    const dojo = hooks.find((entry) => entry.slug === 'defectdojo');
    const row = screen.getAllByRole('row').find((candidate) => candidate.getAttribute('data-slug') === 'defectdojo');
    if (!dojo?.chart?.appVersion || !row) throw new Error('the catalogue has no DefectDojo entry with an appVersion');
    expect(row.textContent).toContain(dojo.chart.appVersion);
  });

  it('filters as the reader types and offers to clear the filter', () => {
    render(<IntegrationCatalogue kind="hook" />);
    fireEvent.change(screen.getByRole('searchbox', {name: 'Filter hooks'}), {target: {value: 'slack'}});
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-slug')),
    ).toEqual(['notification-webhook']);
    expect(screen.getByRole('status').textContent).toBe(`1 of ${hooks.length} hooks match.`);
    fireEvent.click(screen.getByRole('button', {name: 'Clear filter'}));
    expect(screen.getAllByRole('row')).toHaveLength(hooks.length + 1);
  });

  it('names its text box after what it filters, not "Search" like the site search', () => {
    render(<IntegrationCatalogue kind="scanner" />);
    expect(screen.getByRole('searchbox', {name: 'Filter scanners'})).toBeDefined();
    expect(screen.queryByRole('searchbox', {name: 'Search'})).toBeNull();
    render(<IntegrationCatalogue kind="hook" />);
    expect(screen.getByRole('searchbox', {name: 'Filter hooks'})).toBeDefined();
  });

  it('offers every category with its count', () => {
    render(<IntegrationCatalogue kind="hook" />);
    const options = within(screen.getByRole('combobox', {name: 'Category'})).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `All categories (${hooks.length})`,
      ...categoriesOf(hooks).map(([name, count]) => `${name} (${count})`),
    ]);
  });
});
