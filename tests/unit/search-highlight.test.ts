// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {highlightTerms, isHighlightState} from '@site/src/theme/SearchBar/highlight';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('search term highlighting on the target page', () => {
  it('marks the terms inside the article only, not in links to headings', () => {
    document.body.innerHTML =
      '<nav>nmap</nav><main><article><h2>Nmap ports<a class="hash-link">nmap</a></h2><p>Run nmap, then NMAP.</p></article></main>';
    const stop = highlightTerms({searchTerms: ['nmap'], searchKind: 'Docs'});
    expect(Array.from(document.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['Nmap', 'nmap', 'NMAP']);
    expect(document.querySelector('nav mark')).toBeNull();
    expect(document.querySelector('article p')?.textContent).toBe('Run nmap, then NMAP.');
    stop();
  });

  it('marks nothing without terms', () => {
    document.body.innerHTML = '<main><article><p>nmap</p></article></main>';
    highlightTerms({searchTerms: [], searchKind: 'Docs'})();
    expect(document.querySelector('mark')).toBeNull();
  });

  it('marks content that replaces a block later (on-demand code highlighting), debounced', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main><article><pre><code>plain</code></pre></article></main>';
    const stop = highlightTerms({searchTerms: ['helm'], searchKind: 'Docs'});
    const pre = document.querySelector('pre');
    if (pre === null) throw new Error('the test page has no pre element');
    pre.innerHTML = '<code><span class="token">helm install</span></code>';
    await vi.advanceTimersByTimeAsync(50);
    expect(document.querySelector('pre mark')).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(document.querySelector('pre mark')?.textContent).toBe('helm');
    stop();
  });

  it('accepts only a router state with a list of strings', () => {
    expect(isHighlightState({searchTerms: ['a']})).toBe(true);
    expect(isHighlightState({searchTerms: [1]})).toBe(false);
    expect(isHighlightState(null)).toBe(false);
  });
});
