import {mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, existsSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  isWorthServing,
  listFiles,
  precompressBuild,
  scanInlineScripts,
  shouldPrecompress,
} from '../../deploy/scripts/lib/build-files.mjs';
import {cspHashSource} from '../../deploy/scripts/lib/inline-scripts.mjs';

describe('which files are precompressed', () => {
  it.each([
    'index.html',
    'assets/js/main.1a2b.js',
    'assets/css/s.css',
    'search-index.json',
    'img/logo.svg',
    'sitemap.xml',
    'llms.txt',
    'docs/a.md',
  ])('compresses %s', (path) => expect(shouldPrecompress(path)).toBe(true));
  it.each(['img/og-image.png', 'index.html.gz', 'a.js.br', 'font.woff2'])('leaves %s alone', (path) => {
    expect(shouldPrecompress(path)).toBe(false);
  });
  it('keeps a twin only when it is smaller', () => {
    expect(isWorthServing(100, 99)).toBe(true);
    expect(isWorthServing(100, 100)).toBe(false);
  });
});

describe('build scans', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'scb-deploy-unit-'));
    mkdirSync(join(dir, 'docs/a'), {recursive: true});
    writeFileSync(join(dir, 'index.html'), `<html><script>one()</script><p>${'text '.repeat(200)}</p></html>`);
    writeFileSync(join(dir, 'docs/a/index.html'), '<html><script>one()</script><script>two()</script></html>');
    writeFileSync(join(dir, 'logo.png'), Buffer.from([1, 2, 3]));
    writeFileSync(join(dir, 'tiny.svg'), '<svg/>');
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('lists files recursively with / separators', async () => {
    expect(await listFiles(dir)).toEqual(['docs/a/index.html', 'index.html', 'logo.png', 'tiny.svg']);
  });

  it('collects the distinct hashes of all inline scripts of all pages', async () => {
    const scan = await scanInlineScripts(dir);
    expect(scan.pages).toBe(2);
    expect(scan.scripts).toBe(3);
    expect(scan.hashes).toEqual([cspHashSource('one()'), cspHashSource('two()')].sort());
    expect(scan.eventHandlers).toEqual([]);
  });

  it('reports event-handler attributes with their file', async () => {
    writeFileSync(join(dir, 'docs/a/index.html'), '<img src=a.png onerror=x()>');
    expect((await scanInlineScripts(dir)).eventHandlers).toEqual(['docs/a/index.html: img[onerror]']);
  });

  it('refuses a directory without pages', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'scb-deploy-unit-empty-'));
    await expect(scanInlineScripts(empty)).rejects.toThrow(/no HTML file/);
    rmSync(empty, {recursive: true});
  });

  it('writes .gz and .br twins that decompress to the original, with its modification time', async () => {
    const summary = await precompressBuild(dir);
    expect(summary.files).toBe(3);
    const original = readFileSync(join(dir, 'index.html'));
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz')))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br')))).toEqual(original);
    // Last-Modified has a resolution of one second.
    const seconds = (path: string): number => Math.floor(statSync(join(dir, path)).mtimeMs / 1000);
    expect(seconds('index.html.gz')).toBe(seconds('index.html'));
    expect(seconds('index.html.br')).toBe(seconds('index.html'));
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    // Six bytes do not get smaller: no twin.
    expect(existsSync(join(dir, 'tiny.svg.gz'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.svg.br'))).toBe(false);
  });
});
