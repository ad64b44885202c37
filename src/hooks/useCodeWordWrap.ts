import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

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
 * button cannot be seen anyway.
 *
 * Browsers without IntersectionObserver measure the block once after mounting, as the theme does.
 * @returns the state, stable between renders except for the two flags and `toggle`
 */
export default function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const toggled = useRef(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Even a single token longer than the line wraps, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    toggled.current = true;
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

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
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
