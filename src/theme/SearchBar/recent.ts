/**
 * The last searches a reader opened a result of, kept in `localStorage` (key {@link RECENT_KEY},
 * a JSON array of strings, newest first). Unreadable or blocked storage counts as empty.
 */

/** The `localStorage` key. */
export const RECENT_KEY = 'scb-search-recent';
/** How many searches are kept. */
export const MAX_RECENT = 5;

/** The stored searches, newest first; `[]` when storage is empty, blocked or malformed. */
export function loadRecent(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

/** Store the list; failures (quota, blocked storage) are ignored. */
function store(list: string[]): string[] {
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage blocked: the list lives only for this panel.
  }
  return list;
}

/**
 * Put a search first in the list (once), keeping {@link MAX_RECENT}.
 * @returns the new list
 */
export function addRecent(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return loadRecent();
  return store([trimmed, ...loadRecent().filter((item) => item !== trimmed)].slice(0, MAX_RECENT));
}

/**
 * Remove a search from the list.
 * @returns the new list
 */
export function removeRecent(query: string): string[] {
  return store(loadRecent().filter((item) => item !== query));
}
