import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  buildContentSecurityPolicy,
  parseContentSecurityPolicy,
  securityHeaders,
} from '../../deploy/scripts/lib/headers.mjs';
import {NETLIFY_REDIRECTS, renderNetlifyHeaders, renderNetlifyRedirects} from '../../deploy/scripts/lib/netlify.mjs';
import {nginxQuote, renderNginxHeaders, renderTestServerConfig} from '../../deploy/scripts/lib/nginx.mjs';

const hashA = "'sha256-GD+IrbcJhltJLowXu32idAh/KiynRsznFJtcwACaeGM='";
const hashB = "'sha256-ByKaI/rimPHWCJW+jCvFlORyuIF5lU2Zigu9+639SD0='";

describe('Content-Security-Policy', () => {
  const policy = buildContentSecurityPolicy({scriptHashes: [hashA, hashB, hashA]});
  const directives = parseContentSecurityPolicy(policy);

  it('allows scripts only from the own origin and by the hashes of the inline scripts, each once', () => {
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", hashB, hashA]);
  });

  it('has no unsafe-eval, no unsafe-inline for scripts and no other origin', () => {
    // 'wasm-unsafe-eval' (the search's WebAssembly) allows no JavaScript eval.
    expect(policy.split(/[\s;]+/)).not.toContain("'unsafe-eval'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/https?:|\*/);
  });

  it('lets the search compile WebAssembly and start its worker from the own origin', () => {
    expect(directives.get('script-src')).toContain("'wasm-unsafe-eval'");
    expect(directives.get('worker-src')).toEqual(["'self'"]);
  });

  it('forbids framing, plugins and foreign base URLs and form targets', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it('is the same whatever order the hashes come in', () => {
    expect(buildContentSecurityPolicy({scriptHashes: [hashB, hashA]})).toBe(policy);
  });

  it('refuses a value that is not a hash source', () => {
    expect(() => buildContentSecurityPolicy({scriptHashes: ["'unsafe-inline'"]})).toThrow(/not a CSP hash/);
    expect(() => buildContentSecurityPolicy({scriptHashes: ['sha256-abc=']})).toThrow(/not a CSP hash/);
  });
});

describe('nginx rendering', () => {
  it('writes one add_header … always line per header, quoted', () => {
    const text = renderNginxHeaders([
      ['X-Content-Type-Options', 'nosniff'],
      ['Content-Security-Policy', "default-src 'self'"],
    ]);
    expect(text).toContain('add_header X-Content-Type-Options "nosniff" always;\n');
    expect(text).toContain(`add_header Content-Security-Policy "default-src 'self'" always;\n`);
  });

  it('escapes quotes and refuses values nginx would misread', () => {
    expect(nginxQuote('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(() => nginxQuote('a\nb')).toThrow(/control character/);
    expect(() => nginxQuote('$uri')).toThrow(/"\$"/);
  });

  it('renders a test server that writes only below its prefix and listens on loopback', () => {
    const config = renderTestServerConfig({
      prefix: '/tmp/t',
      root: '/tmp/t/site',
      port: 4321,
      mimeTypes: '/etc/nginx/mime.types',
      brotliModule: '/usr/lib/nginx/modules/b.so',
      user: 'nobody nogroup',
    });
    expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/b\.so;$/m);
    expect(config).toMatch(/^user nobody nogroup;$/m);
    expect(config).toContain('listen 127.0.0.1:4321;');
    expect(config).toContain('include securecodebox/site.conf;');
    const paths = config.split('\n').filter((l) => /(pid|_log|_temp_path) /.test(l));
    expect(paths.length, 'pid, log and temp path lines').toBeGreaterThan(0);
    for (const line of paths) expect(line).toMatch(/ \/tmp\/t\//);
    const plain = renderTestServerConfig({
      prefix: '/tmp/t',
      root: '/s',
      port: 1,
      mimeTypes: '/m',
      brotliModule: null,
      user: null,
    });
    expect(plain).not.toMatch(/load_module|^user /m);
  });

  it('site.conf uses the same Cache-Control values as the Netlify headers', () => {
    const siteConf = readFileSync(new URL('../../deploy/nginx/site.conf', import.meta.url), 'utf8');
    const values = [...siteConf.matchAll(/add_header Cache-Control "([^"]+)" always;/g)].map((match) => match[1]);
    expect(new Set(values)).toEqual(new Set([CACHE_REVALIDATE, CACHE_IMMUTABLE]));
  });
});

describe('Netlify rendering', () => {
  it('puts the security headers on every path and the immutable cache on /assets/* only', () => {
    const text = renderNetlifyHeaders(securityHeaders({scriptHashes: [hashA]}));
    const [all, assets, schemas] = text.split('\n\n');
    expect(all).toContain('\n/*\n  Content-Security-Policy: default-src');
    expect(all).toContain('\n  X-Content-Type-Options: nosniff');
    expect(all).not.toContain('Cache-Control');
    expect(assets).toBe(`/assets/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    expect(schemas).toBe('/schemas/*\n  Access-Control-Allow-Origin: *\n');
  });

  it('refuses a header value with a line break', () => {
    expect(() => renderNetlifyHeaders([['X-A', 'a\nb']])).toThrow(/line break/);
  });

  it('keeps the old site rule: docs.securecodebox.io (http and https) moves to www with 301', () => {
    expect(renderNetlifyRedirects()).toContain(
      'http://docs.securecodebox.io/* https://www.securecodebox.io/:splat 301!\n',
    );
    expect(renderNetlifyRedirects()).toContain(
      'https://docs.securecodebox.io/* https://www.securecodebox.io/:splat 301!\n',
    );
    expect(NETLIFY_REDIRECTS).toHaveLength(2);
  });
});
