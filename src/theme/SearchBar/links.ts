/**
 * Whether a click on a result link is a plain one (main button, no modifier key) that the site handles itself:
 * it opens the result in this tab through the router, passing the search terms to highlight. Any other click
 * (Ctrl, Cmd, Shift or Alt held, or another button) is left to the browser: a new tab or window, a download.
 * @param event - the click, as React or the DOM reports it
 */
export function isPlainClick(event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
