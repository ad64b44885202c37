import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether an element has come near the viewport, for loading a heavy feature only when the reader gets
 * to it (Prism for code blocks, Mermaid for diagrams, the live playground). Once true it stays true:
 * the observer disconnects and a feature that loaded is never unloaded.
 *
 * Browsers without IntersectionObserver count every element as near, so the feature still loads.
 * During the server render and hydration the value is `initial`; an effect then starts observing.
 *
 * @param ref - the element to watch; nothing happens while `ref.current` is null
 * @param rootMargin - how far ahead of the viewport counts as near, in CSS margin syntax, e.g. `'200px 0px'`
 * @param initial - the value before anything was observed (e.g. true once the feature is already loaded)
 * @returns true from the moment the element intersects the viewport grown by `rootMargin`
 */
export default function useNearViewport(ref: RefObject<Element | null>, rootMargin: string, initial = false): boolean {
  const [near, setNear] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
