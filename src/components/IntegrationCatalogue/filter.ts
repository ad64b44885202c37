/**
 * Pure filtering logic of the integration catalogue, shared by the component and the unit tests.
 *
 * @packageDocumentation
 */
import type {IntegrationSummary} from '@site/src/data/integrations/types';

/** The filter a reader sets on a catalogue page. */
export interface CatalogueFilter {
  /** Free text; matched case-insensitively against name, slug, category and use case. Empty matches all. */
  query: string;
  /** A category label, or `''` for every category. */
  category: string;
}

/** The filter that shows every entry. */
export const EMPTY_FILTER: CatalogueFilter = {query: '', category: ''};

/**
 * Normalises text for matching: lower case, no diacritics, runs of spaces and hyphens collapsed.
 * @param text - any text
 */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/**
 * The entries that match a filter. Every word of the query has to occur in the entry's name, slug,
 * category or use case (in any order).
 * @param entries - the catalogue entries, in display order
 * @param filter - query and category
 * @returns the matching entries, in their original order
 */
export function filterIntegrations<T extends IntegrationSummary>(entries: readonly T[], filter: CatalogueFilter): T[] {
  const words = normalise(filter.query).split(' ').filter(Boolean);
  return entries.filter((entry) => {
    if (filter.category !== '' && entry.category !== filter.category) return false;
    if (words.length === 0) return true;
    const haystack = normalise([entry.name, entry.slug, entry.category, entry.usecase].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Reads a filter from a URL query string (`?q=…&category=…`), ignoring unknown categories.
 * @param search - `location.search`, with or without the leading `?`
 * @param categories - the valid category labels
 */
export function filterFromSearch(search: string, categories: readonly string[]): CatalogueFilter {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  return {query: params.get('q') ?? '', category: categories.includes(category) ? category : ''};
}

/**
 * Writes a filter into a URL query string, keeping other parameters.
 * @param search - the current `location.search`
 * @param filter - the filter to store
 * @returns a query string with leading `?`, or `''` when nothing is left
 */
export function searchFromFilter(search: string, filter: CatalogueFilter): string {
  const params = new URLSearchParams(search);
  if (filter.query.trim()) params.set('q', filter.query);
  else params.delete('q');
  if (filter.category) params.set('category', filter.category);
  else params.delete('category');
  const text = params.toString();
  return text ? `?${text}` : '';
}
