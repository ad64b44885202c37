import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {PRETTY_URL_SCRIPT, prettyPath} from '../../plugins/pretty-url';

/** Run the inline script against a fake `location` and `history`; returns the URL it set, or null. */
function runScript(pathname: string, search = '', hash = ''): string | null {
  let replaced: string | null = null;
  const history = {state: {key: 'k'}, replaceState: (_state: unknown, _title: string, url: string) => (replaced = url)};
  // The page's inline script, run in a fresh context whose only globals are these two.
  runInNewContext(PRETTY_URL_SCRIPT, {location: {pathname, search, hash}, history});
  return replaced;
}

const cases: Array<[string, string]> = [
  ['/index.html', '/'],
  ['/blog/index.html', '/blog/'],
  ['/docs/getting-started/installation/index.html', '/docs/getting-started/installation/'],
  ['/docs/getting-started/installation.html', '/docs/getting-started/installation'],
  ['/blog/tags/kubernetes.html', '/blog/tags/kubernetes'],
];

describe('pretty-url plugin', () => {
  it.each(cases)('maps %s to %s', (from, to) => {
    expect(prettyPath(from)).toBe(to);
    expect(runScript(from)).toBe(to);
  });

  it('keeps the query and the hash', () => {
    expect(runScript('/docs/scbctl/usage.html', '?a=1', '#flags')).toBe('/docs/scbctl/usage?a=1#flags');
  });

  it.each(['/', '/blog', '/docs/scbctl/', '/404.html', '/docs/x.htm'])('leaves %s alone', (path) => {
    expect(prettyPath(path)).toBe(path);
    expect(runScript(path)).toBeNull();
  });
});
