// @vitest-environment jsdom
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import CopyPageButton, {COPY_MESSAGES} from '@site/src/components/CopyPageButton';
import {loadMarkdownTwin} from '@site/src/components/CopyPageButton/copy';

/** A `fetch` stand-in that answers every request with one response. */
function answer(body: string, init: ResponseInit): typeof fetch {
  return vi.fn(() => Promise.resolve(new Response(body, init)));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadMarkdownTwin', () => {
  it('returns the Markdown of a 2xx answer', async () => {
    const fetcher = answer('# nmap\n', {status: 200, headers: {'content-type': 'text/markdown'}});
    await expect(loadMarkdownTwin('/docs/scanners/nmap.md', fetcher)).resolves.toBe('# nmap\n');
    expect(fetcher).toHaveBeenCalledWith('/docs/scanners/nmap.md', {credentials: 'same-origin'});
  });

  it('fails on an error status and on an HTML page served in its place', async () => {
    await expect(loadMarkdownTwin('/x.md', answer('missing', {status: 404}))).rejects.toThrow('/x.md: HTTP 404');
    const html = answer('<!doctype html>', {status: 200, headers: {'content-type': 'text/html; charset=utf-8'}});
    await expect(loadMarkdownTwin('/x.md', html)).rejects.toThrow('HTTP 200');
  });
});

describe('CopyPageButton', () => {
  it('copies the twin of the page and says so in its status line', async () => {
    vi.stubGlobal('fetch', answer('# nmap\n', {status: 200}));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', {clipboard: {writeText}});
    render(<CopyPageButton permalink="/docs/scanners/nmap/" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    expect(await screen.findByText(COPY_MESSAGES.copied)).toBe(status);
    // The button's label says it too, without moving the page's layout.
    expect(screen.getByRole('button').textContent).toBe('Copied');
    expect(fetch).toHaveBeenCalledWith('/docs/scanners/nmap.md', {credentials: 'same-origin'});
    expect(writeText).toHaveBeenCalledWith('# nmap\n');
  });

  it('names a refused clipboard and offers the twin as a link', async () => {
    vi.stubGlobal('fetch', answer('# nmap\n', {status: 200}));
    vi.stubGlobal('navigator', {clipboard: {writeText: () => Promise.reject(new Error('denied'))}});
    render(<CopyPageButton permalink="/docs/scanners/nmap" />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    expect(await screen.findByText(COPY_MESSAGES['clipboard-failed'], {exact: false})).toBe(screen.getByRole('status'));
    expect(screen.getByRole('link', {name: 'Open the Markdown'}).getAttribute('href')).toBe('/docs/scanners/nmap.md');
  });

  it('names a failed download without touching the clipboard', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', {clipboard: {writeText}});
    render(<CopyPageButton permalink="/blog/2022/01/18/log4shell" />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    expect(await screen.findByText(COPY_MESSAGES['fetch-failed'], {exact: false})).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
  });
});
