import {useEffect, useState} from 'react';

/** Events on the navbar's menu toggle that announce an opening: pointer over or down, a touch, keyboard focus. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The classic theme's menu toggle button (Infima's class, rendered by `@theme/Navbar/MobileSidebar/Toggle`). */
const TOGGLE_SELECTOR = '.navbar__toggle';

/**
 * Whether an event target lies in the navbar's menu toggle.
 * @param target - an event's target; anything that is not an `Element` (a text node, the window) is `false`
 */
export function isToggleTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TOGGLE_SELECTOR) !== null;
}

/**
 * Calls `onIntent` once, the first time one of {@link INTENT_EVENTS} reaches the menu toggle. Listens on
 * `doc` in the capture phase (passive), so the toggle itself needs no swizzle. The listeners are removed
 * after the first match, or when the returned function is called.
 * @param doc - the document to listen on
 * @param onIntent - called at most once
 * @returns a function that removes the listeners (safe to call more than once)
 */
export function listenForToggleIntent(doc: Document, onIntent: () => void): () => void {
  const remove = (): void => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, handle, true);
  };
  function handle(event: Event): void {
    if (!isToggleTarget(event.target)) return;
    remove();
    onIntent();
  }
  for (const type of INTENT_EVENTS) doc.addEventListener(type, handle, {capture: true, passive: true});
  return remove;
}

/**
 * Whether the navbar's slide-out menu should be rendered: `false` on the server and until the reader
 * first shows intent to open it (the toggle is hovered, pressed, touched or focused) or it first opens,
 * then `true` for good, so that a menu once rendered stays in the DOM and slides out when it closes.
 * The intent listeners are removed once the answer is `true`.
 * @param open - whether the menu is open now (`useNavbarMobileSidebar().shown`)
 */
export default function useNavbarToggleIntent(open: boolean): boolean {
  const [wanted, setWanted] = useState(open);
  // A menu opened without a prior intent event (a script's or an assistive technology's bare click)
  // counts as wanted from that render on; React re-renders at once with the new state.
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return undefined;
    return listenForToggleIntent(document, () => setWanted(true));
  }, [wanted]);
  return wanted;
}
