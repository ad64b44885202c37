/**
 * What "Copy page" does when clicked (src/components/CopyPageButton): fetch the page's Markdown twin and write it to
 * the clipboard. A chunk of its own, loaded on the first click, so that pages carry only the button.
 */

/** The outcome of one copy: the state the button shows afterwards. */
export type CopyOutcome = 'copied' | 'fetch-failed' | 'clipboard-failed';

/**
 * Loads a page's Markdown twin from the site's own origin.
 * @param url - the twin's address (same origin), e.g. `/docs/scanners/nmap.md`
 * @param fetcher - `fetch` (replaceable in tests)
 * @returns the Markdown text
 * @throws when the request fails, the status is not 2xx, or the server answered with an HTML page instead
 */
export async function loadMarkdownTwin(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(url, {credentials: 'same-origin'});
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  return response.text();
}

/**
 * Copies a page's Markdown twin to the clipboard with `navigator.clipboard.writeText`.
 * @param url - the twin's address (same origin)
 * @returns `copied`, or which step failed (never rejects)
 */
export async function copyMarkdownTwin(url: string): Promise<CopyOutcome> {
  let text: string;
  try {
    text = await loadMarkdownTwin(url);
  } catch {
    return 'fetch-failed';
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return 'clipboard-failed';
  }
  return 'copied';
}
