// @vitest-environment jsdom
import {act, renderHook} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import useNavbarToggleIntent, {
  INTENT_EVENTS,
  isToggleTarget,
  listenForToggleIntent,
} from '@site/src/hooks/useNavbarToggleIntent';

/** The navbar as the classic theme renders it on a phone: the toggle (with its icon) and a link. */
function navbar(): {toggle: HTMLButtonElement; icon: SVGElement; link: HTMLAnchorElement} {
  document.body.innerHTML =
    '<nav class="navbar"><button class="navbar__toggle clean-btn" type="button"><svg></svg></button><a href="/docs">Docs</a></nav>';
  const toggle = document.querySelector<HTMLButtonElement>('.navbar__toggle');
  const icon = document.querySelector<SVGElement>('svg');
  const link = document.querySelector<HTMLAnchorElement>('a');
  if (!toggle || !icon || !link) throw new Error('fixture did not render');
  return {toggle, icon, link};
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isToggleTarget', () => {
  it('accepts the toggle and anything inside it, nothing else', () => {
    const {toggle, icon, link} = navbar();
    expect(isToggleTarget(toggle)).toBe(true);
    expect(isToggleTarget(icon)).toBe(true);
    expect(isToggleTarget(link)).toBe(false);
    expect(isToggleTarget(document.createTextNode('x'))).toBe(false);
    expect(isToggleTarget(window)).toBe(false);
    expect(isToggleTarget(null)).toBe(false);
  });
});

describe('listenForToggleIntent', () => {
  it.each(INTENT_EVENTS)('reports a %s on the toggle once', (type) => {
    const {icon} = navbar();
    const onIntent = vi.fn();
    listenForToggleIntent(document, onIntent);
    icon.dispatchEvent(new Event(type, {bubbles: true}));
    icon.dispatchEvent(new Event(type, {bubbles: true}));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('ignores events elsewhere and events of other types', () => {
    const {toggle, link} = navbar();
    const onIntent = vi.fn();
    listenForToggleIntent(document, onIntent);
    for (const type of INTENT_EVENTS) link.dispatchEvent(new Event(type, {bubbles: true}));
    toggle.dispatchEvent(new Event('scroll', {bubbles: true}));
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('hears the toggle even when a handler stops the event from bubbling', () => {
    const {toggle} = navbar();
    toggle.addEventListener('pointerdown', (event) => event.stopPropagation());
    const onIntent = vi.fn();
    listenForToggleIntent(document, onIntent);
    toggle.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the returned function is called', () => {
    const {toggle} = navbar();
    const onIntent = vi.fn();
    const remove = listenForToggleIntent(document, onIntent);
    remove();
    remove();
    toggle.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    expect(onIntent).not.toHaveBeenCalled();
  });
});

describe('useNavbarToggleIntent', () => {
  it('turns true on the first intent and stays true', () => {
    const {toggle, link} = navbar();
    const {result} = renderHook(() => useNavbarToggleIntent(false));
    expect(result.current).toBe(false);
    act(() => {
      link.dispatchEvent(new Event('pointerover', {bubbles: true}));
    });
    expect(result.current).toBe(false);
    act(() => {
      toggle.dispatchEvent(new Event('focusin', {bubbles: true}));
    });
    expect(result.current).toBe(true);
    act(() => {
      link.dispatchEvent(new Event('pointerover', {bubbles: true}));
    });
    expect(result.current).toBe(true);
  });

  it("counts the menu's first opening as intent, keeps it once the menu closes, and stops listening", () => {
    const {toggle} = navbar();
    const removed = vi.spyOn(document, 'removeEventListener');
    const {result, rerender} = renderHook(({open}) => useNavbarToggleIntent(open), {initialProps: {open: false}});
    expect(result.current).toBe(false);
    rerender({open: true});
    expect(result.current).toBe(true);
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining([...INTENT_EVENTS]));
    removed.mockRestore();
    rerender({open: false});
    expect(result.current).toBe(true);
    act(() => {
      toggle.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    });
    expect(result.current).toBe(true);
  });

  it('removes its listeners when the component unmounts', () => {
    navbar();
    const removed = vi.spyOn(document, 'removeEventListener');
    const {unmount} = renderHook(() => useNavbarToggleIntent(false));
    unmount();
    const types = removed.mock.calls.map(([type]) => type);
    expect(types).toEqual(expect.arrayContaining([...INTENT_EVENTS]));
    removed.mockRestore();
  });
});
