/** The parts of a keyboard event that decide whether it opens the search. */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focused element the key went to (`event.target`). */
  target: EventTarget | null;
}

/**
 * Whether an element takes text input, so that `/` typed into it must not open the search.
 * @param target - the event target; anything that is not an element counts as not editable
 */
export function isEditable(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Whether a key press is the search shortcut: `Ctrl+K` or `⌘K` anywhere (but not with Alt),
 * or a plain `/` while focus is not in a text field.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
}
