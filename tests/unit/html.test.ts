import {describe, expect, it} from 'vitest';

import {attribute, attributeNames, elements, parseHtml, parseHtmlCopy, textContent} from '../../src/lib/html.mjs';

describe('the HTML layer (src/lib/html.mjs)', () => {
  const page =
    '<!doctype html><html><head><title data-rh=true>Q&amp;A &lt;ops&gt; | site</title>' +
    '<link data-rh=true rel="preload stylesheet" href=/a.css?x=1&amp;y=2 />' +
    '<meta property=og:image:alt content="Say &quot;hi&quot;">' +
    '<script nomodule src=/legacy.js></script>' +
    '<script>if (a < b) x("</scr" + "ipt>");</script></head>' +
    '<body><!-- <script>old()</script> --><p data-x="a>b" onclick="go()">text</p>' +
    '<template><script>never()</script></template></body></html>';

  it('lists elements in document order, leaving out comments and template content', () => {
    const tree = parseHtml(page);
    expect(elements(tree, 'script').map(textContent)).toEqual(['', 'if (a < b) x("</scr" + "ipt>");']);
    expect(elements(tree).map((element) => element.tagName)).toEqual([
      'html',
      'head',
      'title',
      'link',
      'meta',
      'script',
      'script',
      'body',
      'p',
      'template',
    ]);
  });

  it('reads attributes as a browser does: decoded, list attributes joined, booleans as empty strings', () => {
    const tree = parseHtml(page);
    const [link] = elements(tree, 'link');
    const [meta] = elements(tree, 'meta');
    const [legacy] = elements(tree, 'script');
    const [paragraph] = elements(tree, 'p');
    expect(link && attribute(link, 'REL')).toBe('preload stylesheet');
    expect(link && attribute(link, 'href')).toBe('/a.css?x=1&y=2');
    expect(link && attribute(link, 'data-rh')).toBe('true');
    expect(meta && attribute(meta, 'content')).toBe('Say "hi"');
    expect(legacy && attribute(legacy, 'nomodule')).toBe('');
    expect(legacy && attribute(legacy, 'type')).toBeUndefined();
    expect(paragraph && attribute(paragraph, 'data-x')).toBe('a>b');
    expect(paragraph && attributeNames(paragraph)).toEqual(['data-x', 'onclick']);
    expect(textContent(elements(tree, 'title')[0] ?? tree)).toBe('Q&A <ops> | site');
  });

  it('parses a text once while it is cached, and gives a tree of its own on request', () => {
    expect(parseHtml(page)).toBe(parseHtml(page));
    expect(parseHtmlCopy(page)).not.toBe(parseHtmlCopy(page));
    expect(parseHtmlCopy('<p>a</p>', {fragment: true}).children.map((node) => node.type)).toEqual(['element']);
  });

  it('never throws on malformed HTML', () => {
    expect(elements(parseHtml('<p>unclosed <b>bold</div></p></p><a href="x>'), 'p')).toHaveLength(2);
  });
});
