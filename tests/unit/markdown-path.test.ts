import {describe, expect, it} from 'vitest';
import {markdownPath} from '../../src/lib/markdownPath';

describe('markdownPath', () => {
  it('puts the twin of a route next to it, with or without a trailing slash', () => {
    expect(markdownPath('/docs/scanners/nmap')).toBe('/docs/scanners/nmap.md');
    expect(markdownPath('/docs/scanners/')).toBe('/docs/scanners.md');
    expect(markdownPath('/docs/scanners//')).toBe('/docs/scanners.md');
  });

  it('gives the landing page the twin /index.md', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('')).toBe('/index.md');
  });

  it('keeps a base URL in front of the route', () => {
    expect(markdownPath('/site/blog/2025/01/02/post')).toBe('/site/blog/2025/01/02/post.md');
  });
});
