/**
 * Marks search terms on the page a search result led to. Loaded only when the router state of a
 * navigation carries terms (see SearchPanel's `openHit`), never with the page.
 *
 * Terms are wrapped in `<mark data-search-term>` inside the article (docs page, blog post) or the
 * `<main>` element (other pages). Code blocks are highlighted on demand (src/theme/CodeBlock/Content),
 * which replaces their content; a MutationObserver marks new content again, debounced.
 */

/** The router state a search result passes to its target page. */
export interface HighlightState {
  searchTerms: string[];
  /** `Docs` or `Blog` for an article page; anything else marks inside `<main>`. */
  searchKind?: string;
}

/** Debounce of re-marking after the page changed, ms. */
const REMARK_DELAY = 100;
/** Elements whose text is never marked. */
const SKIP = 'mark[data-search-term], script, style, textarea, input, button, .hash-link';

/**
 * Whether a router state carries search terms.
 * @param state - `location.state`
 */
export function isHighlightState(state: unknown): state is HighlightState {
  if (typeof state !== 'object' || state === null) return false;
  const terms = (state as {searchTerms?: unknown}).searchTerms;
  return Array.isArray(terms) && terms.every((term) => typeof term === 'string');
}

/** Escape a string for a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Wrap every occurrence of the pattern in text nodes under `root` in a `<mark>`, splitting the text
 * node in place (the node React knows stays in the document). Text already marked is skipped.
 * @param root - element to search in
 * @param pattern - global, case-insensitive pattern of the terms
 * @returns how many marks were added
 */
export function markTerms(root: Element, pattern: RegExp): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let added = 0;
  for (const node of nodes) {
    let current: Text = node;
    pattern.lastIndex = 0;
    let match = pattern.exec(current.data);
    while (match && match[0].length > 0) {
      const hit = current.splitText(match.index);
      const rest = hit.splitText(match[0].length);
      const mark = document.createElement('mark');
      mark.dataset.searchTerm = '';
      hit.replaceWith(mark);
      mark.append(hit);
      added += 1;
      current = rest;
      pattern.lastIndex = 0;
      match = pattern.exec(current.data);
    }
  }
  return added;
}

/**
 * Mark the terms on the current page and keep them marked while its content changes.
 * Nothing is marked when there are no terms (of at least 2 characters).
 * @param state - terms and the kind of the target
 * @returns a function that stops watching (the marks stay until the page changes)
 */
export function highlightTerms(state: HighlightState): () => void {
  const terms = state.searchTerms.filter((term) => term.length >= 2).slice(0, 10);
  const root =
    (state.searchKind === 'Docs' || state.searchKind === 'Blog' ? document.querySelector('article') : null) ??
    document.querySelector('main');
  if (terms.length === 0 || !root) return () => undefined;
  const pattern = new RegExp(
    terms
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gi',
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => markTerms(root, pattern), REMARK_DELAY);
  });
  markTerms(root, pattern);
  observer.observe(root, {childList: true, subtree: true});
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
