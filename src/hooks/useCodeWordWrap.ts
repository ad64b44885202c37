import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/**
 * Wraps or unwraps the lines of a code block, as theme-common does: inline styles on the block's `<code>`
 * (the theme's unwrapping removed the whole `style` attribute, and with it a numbered block's counter).
 * @param pre - the block's `<pre>`; nothing happens when it has no `<code>`
 * @param enabled - wrap (true) or restore the theme's `white-space: pre` (false)
 */
function applyWordWrap(pre: HTMLPreElement, enabled: boolean): void {
  const code = pre.querySelector('code');
  if (!code) return;
  if (enabled) {
    code.style.whiteSpace = 'pre-wrap';
    // Even a single token longer than the line wraps, so a wrapped block never scrolls.
    code.style.overflowWrap = 'anywhere';
  } else {
    // Only the two wrap properties: a block with line numbers keeps its `counter-reset`.
    code.style.removeProperty('white-space');
    code.style.removeProperty('overflow-wrap');
    if (code.style.length === 0) code.removeAttribute('style');
  }
}

/** A code block's word-wrap state, in the shape the theme's code block context and WordWrapButton take. */
export interface CodeWordWrap {
  /** The block's `<pre>`; set by the content component that renders it. */
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  /** Whether lines wrap (the reader toggled it on). */
  readonly isEnabled: boolean;
  /** Whether the code is wider than the block, or wrapped: the word-wrap button shows when either holds. */
  readonly isCodeScrollable: boolean;
  /** Turn wrapping on or off. */
  readonly toggle: () => void;
}

/**
 * Word wrap for a code block, with the same behaviour as theme-common's `useCodeWordWrap` but measured
 * lazily. The theme's hook reads every block's `scrollWidth` in an effect right after hydration (a forced
 * layout per block) and memoises its MutationObserver options by sorting their keys with `localeCompare`,
 * whose first call on a page loads the browser's collation data (24 ms here, about 100 ms under
 * Lighthouse's CPU slowdown). This one measures a block when it comes within 200 px of the viewport
 * (an IntersectionObserver callback, after layout), which also covers a block in a tab that becomes
 * visible, on window resize, and after each toggle. Blocks no one scrolls to are never measured; their
 * button cannot be seen anyway. Wrapping survives a change of `<pre>`: when the highlighted content replaces
 * the plain one (src/theme/CodeBlock/Content), the new `<code>` is wrapped as the reader left it.
 *
 * Browsers without IntersectionObserver measure the block once after mounting, as the theme does.
 * @returns the state, stable between renders except for the two flags and `toggle`
 */
export default function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const enabled = useRef(false);
  // A ref object whose assignment re-applies wrapping: src/theme/CodeBlock/Content swaps the plain `<pre>`
  // for the highlighted one when Prism has loaded, and a reader may have turned wrapping on before that.
  const [codeBlockRef] = useState<RefObject<HTMLPreElement | null>>(() => {
    let element: HTMLPreElement | null = null;
    return {
      get current() {
        return element;
      },
      set current(next: HTMLPreElement | null) {
        element = next;
        if (next && enabled.current) applyWordWrap(next, true);
      },
    };
  });
  const toggled = useRef(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(enabled.current || pre.scrollWidth > pre.clientWidth);
  }, [codeBlockRef]);

  const toggle = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre?.querySelector('code')) return;
    enabled.current = !isEnabled;
    applyWordWrap(pre, enabled.current);
    toggled.current = true;
    setIsEnabled(enabled.current);
  }, [isEnabled, codeBlockRef]);

  // After a toggle the width of the code changed.
  useEffect(() => {
    if (toggled.current) measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) measure();
      },
      {rootMargin: '200px 0px'},
    );
    // The block's container outlives the `<pre>`, which the highlighted content replaces.
    observer.observe(pre.parentElement ?? pre);
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure, codeBlockRef]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
