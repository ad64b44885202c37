// @vitest-environment jsdom
import {act, renderHook} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import useCodeWordWrap from '@site/src/hooks/useCodeWordWrap';

/**
 * A code block's `<pre><code>` as the theme renders it; `counter` gives the `<code>` the inline
 * `counter-reset` of a block with line numbers.
 */
function codeBlock(counter = false): HTMLPreElement {
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  if (counter) code.style.counterReset = 'line-count 0';
  code.textContent = 'kubectl get scans';
  pre.append(code);
  document.body.append(pre);
  return pre;
}

describe('useCodeWordWrap', () => {
  it('wraps the lines with inline styles and unwraps them again', () => {
    const {result} = renderHook(() => useCodeWordWrap());
    const pre = codeBlock();
    result.current.codeBlockRef.current = pre;
    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(true);
    expect(result.current.isCodeScrollable).toBe(true);
    const code = pre.querySelector('code');
    expect(code?.style.whiteSpace).toBe('pre-wrap');
    expect(code?.style.overflowWrap).toBe('anywhere');
    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(false);
    expect(code?.hasAttribute('style')).toBe(false);
  });

  it('keeps the line counter of a numbered block when unwrapping', () => {
    const {result} = renderHook(() => useCodeWordWrap());
    const pre = codeBlock(true);
    result.current.codeBlockRef.current = pre;
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    const code = pre.querySelector('code');
    expect(code?.style.whiteSpace).toBe('');
    expect(code?.style.counterReset).toBe('line-count 0');
  });

  it('wraps the new <code> when the highlighted content replaces a wrapped plain block', () => {
    const {result} = renderHook(() => useCodeWordWrap());
    result.current.codeBlockRef.current = codeBlock();
    act(() => result.current.toggle());
    const highlighted = codeBlock();
    result.current.codeBlockRef.current = highlighted;
    expect(result.current.codeBlockRef.current).toBe(highlighted);
    expect(highlighted.querySelector('code')?.style.whiteSpace).toBe('pre-wrap');
  });

  it('leaves a new <code> alone while wrapping is off', () => {
    const {result} = renderHook(() => useCodeWordWrap());
    result.current.codeBlockRef.current = codeBlock();
    const highlighted = codeBlock();
    result.current.codeBlockRef.current = highlighted;
    expect(highlighted.querySelector('code')?.hasAttribute('style')).toBe(false);
  });

  it('does nothing when the block has no <pre> yet', () => {
    const {result} = renderHook(() => useCodeWordWrap());
    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(false);
  });
});
