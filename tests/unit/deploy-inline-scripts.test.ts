import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  cspHashSource,
  extractInlineScripts,
  findEventHandlerAttributes,
  isExecutedScriptType,
} from '../../deploy/scripts/lib/inline-scripts.mjs';

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script extraction for the CSP', () => {
  it('finds the colour-mode script Docusaurus puts in every page, exactly as written', () => {
    const script = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
    const html = `<!doctype html><html><head><script src=/assets/js/main.js defer></script></head><body><script>${script}</script></body></html>`;
    expect(extractInlineScripts(html)).toEqual([script]);
  });

  it('skips external scripts, JSON-LD and other data blocks, and empty scripts', () => {
    const html = [
      '<script src="/a.js"></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"BlogPosting"}</script>',
      '<script type="application/json">{}</script>',
      '<script type="text/x-template"><div></div></script>',
      '<script></script>',
    ].join('');
    expect(extractInlineScripts(html)).toEqual([]);
  });

  it('keeps modules, import maps and JavaScript MIME types, whatever their case and spacing', () => {
    const html = [
      '<script type="module">import "/a.js"</script>',
      '<script type=importmap>{"imports":{}}</script>',
      "<script type=' Text/JavaScript '>a()</script>",
      '<SCRIPT>b()</SCRIPT>',
    ].join('');
    expect(extractInlineScripts(html)).toEqual(['import "/a.js"', '{"imports":{}}', 'a()', 'b()']);
  });

  it('reads a script that contains "<" and quoted ">" in attributes without losing text', () => {
    const html = '<script data-x="a>b">if (a < b && c > d) { x("</scr" + "ipt>"); }</script><p>after</p>';
    expect(extractInlineScripts(html)).toEqual(['if (a < b && c > d) { x("</scr" + "ipt>"); }']);
  });

  it('ignores scripts inside comments and tags inside script text', () => {
    const html = '<!-- <script>old()</script> --><script>var s = "<script>not a tag";</script>';
    expect(extractInlineScripts(html)).toEqual(['var s = "<script>not a tag";']);
  });

  it('hashes a script as the browser does: SHA-256 of its UTF-8 text, base64, quoted', () => {
    expect(cspHashSource('alert("ü")')).toBe(sha256('alert("ü")'));
    // The value browsers report for `alert('Hello, world.');` (CSP specification example).
    expect(cspHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('recognises executed script types', () => {
    expect(isExecutedScriptType(undefined)).toBe(true);
    expect(isExecutedScriptType('')).toBe(true);
    expect(isExecutedScriptType('module')).toBe(true);
    expect(isExecutedScriptType('application/ld+json')).toBe(false);
  });

  it('reads attributes as a browser does: the first of a repeated name wins, a script in a template never runs', () => {
    const html = '<script type=module async type=text/plain>a()</script><template><script>b()</script></template>';
    expect(extractInlineScripts(html)).toEqual(['a()']);
  });

  it('hashes the text the browser hashes: line ends read as LF', () => {
    expect(extractInlineScripts('<script>a();\r\nb();</script>')).toEqual(['a();\nb();']);
  });

  it('finds event-handler attributes, which no hash can allow, but not the same words in text', () => {
    const html =
      '<link rel=preload href=/a.css onload="this.rel=\'stylesheet\'"><p>use onclick="x" in text</p><img src=a.png onerror=x()>';
    expect(findEventHandlerAttributes(html)).toEqual(['link[onload]', 'img[onerror]']);
  });
});
