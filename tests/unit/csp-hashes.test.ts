import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';

import {cspHashProblems, pageScriptHashes, policyScriptHashes} from '../../scripts/lib/csp-hashes.mjs';

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the CSP hashes equal the inline scripts of the hast trees', () => {
  const theme = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
  const page = (body: string): string =>
    `<!doctype html><html><head><script>${theme}</script></head><body>${body}</body></html>`;
  const pages = [
    {file: 'index.html', html: page('<script type=application/ld+json>{}</script><script src=/a.js></script>')},
    {file: 'docs/x/index.html', html: page('<script type=module>go()</script><!-- <script>old()</script> -->')},
  ];
  const policy = (hashes: string[]): string =>
    `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}; style-src 'self' 'unsafe-inline'`;

  it('hashes the scripts a browser runs, not data blocks, external or commented-out scripts', () => {
    expect(pageScriptHashes(pages[1]?.html ?? '')).toEqual([sha256(theme), sha256('go()')]);
    expect(pageScriptHashes(pages[0]?.html ?? '')).toEqual([sha256(theme)]);
  });

  it('reads the hashes of script-src only', () => {
    expect(policyScriptHashes(policy([sha256('a')]))).toEqual([sha256('a')]);
    expect(policyScriptHashes("default-src 'self'")).toEqual([]);
  });

  it('accepts a policy that allows exactly the scripts of the pages', () => {
    expect(cspHashProblems(pages, policy([sha256(theme), sha256('go()')]))).toEqual({
      problems: [],
      scripts: 3,
      hashes: 2,
    });
  });

  it('names a script the policy does not allow and a hash no page needs', () => {
    expect(cspHashProblems(pages, policy([sha256(theme), sha256('gone()')])).problems).toEqual([
      `docs/x/index.html: inline script ${sha256('go()')} is not in the CSP's script-src`,
      `script-src allows ${sha256('gone()')}, which no page needs`,
    ]);
  });
});
