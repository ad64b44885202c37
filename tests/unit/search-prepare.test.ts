import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {
  EXCLUDE_SELECTORS,
  attribute,
  bodyText,
  breadcrumb,
  markUpForIndex,
  pageKind,
  separateCells,
  closeCells,
  separateElements,
  vocabularyFile,
  weightFieldKeys,
  FIELD_KEY_WEIGHT,
  lowerHeadingWeights,
  isReaderPage,
  audience,
  lowerBodyWeight,
  vocabularyWords,
  valueKeys,
  sharedValueKeys,
  ignoreSharedValues,
} from '@site/plugins/search/prepare';

const docsPage = `<!doctype html><html lang="en" class="docs-wrapper plugin-docs docs-doc-page"><head>
<meta data-rh=true name=description content="Run Nmap &amp; find open ports"><meta name=keywords content="site, wide"><meta name="keywords" content="nmap, port scan"></head><body>
<nav class="navbar">Navbar text</nav>
<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"></svg></a><li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/scanners/><span>Scanners</span></a><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Nmap</span></ul></nav>
<article><h1>Nmap</h1><h2 id="x">Setup<a href="#x" class="hash-link" aria-label="Direct link to Setup">\u200b</a></h2><p>Scan ports with spec.parameters.</p></article>
<footer>Footer text</footer></body></html>`;

/** The landing page as the build writes it (minified): a hero with two buttons, integration tiles, a lead. */
const landingPage = `<!doctype html><html lang="en" class="plugin-pages plugin-id-default"><head>
<meta name=description content="Automated security testing on Kubernetes"></head><body><nav class=navbar>Navbar text</nav>
<main><div class=hero><h1>Automated security testing tool</h1><h2 id=cli>Run <code>scbctl scan</code><a href=#cli class=hash-link aria-label="Direct link">\u200b</a></h2><div class=heroActions><a class="button" href=/docs/getting-started/installation>Get started</a><a class="button" href=/docs/scanners>Browse the scanners</a></div></div>
<ul class=grid><li><a class=tile href=/docs/hooks/defectdojo><svg aria-hidden=true><text>DE</text></svg><span class=text><span class=name>DefectDojo</span><span class=category>Persistence</span><span class=usecase>Imports scan reports into OWASP DefectDojo.</span></span></a></ul>
<ul class=leads><li class=lead><span class=leadName>Robert Felber</span><span class=leadRole>Project Lead</span></ul>
<p>Set <code><span class=token>spec</span><span class=token>.</span><span class=token>parameters</span></code> or <code>a</code><code>b</code>.</p>
<pre><code><span class=token-line><span class=token>kind</span><span class=token>:</span><span class=token>Scan</span></span></code></pre></main>
<footer>Footer text</footer></body></html>`;

/** The text Pagefind stores for a page (its fragment's `content`): Pagefind itself indexes the HTML in memory. */
async function pagefindContent(html: string): Promise<string> {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: EXCLUDE_SELECTORS});
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  try {
    const added = await index.addHTMLFile({url: '/', content: html});
    expect(added.errors).toEqual([]);
    const {files} = await index.getFiles();
    const fragment = files.find((file) => file.path.includes('fragment/'));
    if (!fragment) throw new Error('Pagefind wrote no page fragment');
    const json = gunzipSync(fragment.content).toString('utf8');
    return (JSON.parse(json.slice(json.indexOf('{'))) as {content: string}).content;
  } finally {
    await pagefind.close();
  }
}

describe('search index preparation', () => {
  it('indexes docs pages, blog posts and the landing page only', () => {
    expect(pageKind(docsPage, '/docs/scanners/nmap')).toBe('docs');
    expect(pageKind('<html class="blog-wrapper blog-post-page plugin-blog">', '/blog/2022/01/18/log4shell')).toBe(
      'blog',
    );
    expect(pageKind('<html class=docs-doc-page>', '/docs/x')).toBe('docs');
    expect(pageKind('<html class="plugin-pages plugin-id-default">', '/')).toBe('page');
    expect(pageKind('<html class="plugin-pages plugin-id-default">', '/search')).toBeNull();
    for (const list of ['blog-list-page', 'blog-tags-post-list-page', 'blog-authors-posts-page', 'blog-archive-page']) {
      expect(pageKind(`<html class="blog-wrapper ${list}">`, '/blog/tags/x')).toBeNull();
    }
    expect(
      pageKind('<html class="docs-doc-page"><meta name="robots" content="noindex, nofollow">', '/docs/x'),
    ).toBeNull();
  });

  it('reads attributes quoted or not, as the minified HTML writes them', () => {
    expect(attribute('<meta name=keywords content="a, b">', 'name')).toBe('keywords');
    expect(attribute('<meta name=keywords content="a &amp; b">', 'content')).toBe('a & b');
    expect(attribute("<meta content='x'>", 'content')).toBe('x');
    expect(attribute('<meta name=x>', 'content')).toBeUndefined();
  });

  it('takes the breadcrumb from the sidebar categories, "Blog" for posts', () => {
    expect(breadcrumb(docsPage, 'docs')).toBe('Scanners');
    expect(breadcrumb('<html>', 'blog')).toBe('Blog');
  });

  it('marks the article as the body, adds the description with a weight and the keywords as a meta field, escaped', () => {
    const marked = markUpForIndex(docsPage, 'docs', 'site, wide');
    expect(marked).toContain(
      '<article data-pagefind-body><p data-pagefind-weight="2">Run Nmap &amp; find open ports</p><h1> Nmap</h1>',
    );
    expect(marked).toContain(
      '<span data-pagefind-meta="breadcrumb">Scanners</span><span data-pagefind-filter="type">Docs</span>' +
        '<span data-pagefind-filter="audience">reader</span><span data-pagefind-meta="keywords">nmap, port scan</span></body>',
    );
    expect(marked.match(/data-pagefind-body/g)).toHaveLength(1);
    expect(
      markUpForIndex(docsPage.replace('content="nmap, port scan"', 'content="nmap,port scan"'), 'docs', 'site, wide'),
    ).toContain('<span data-pagefind-meta="keywords">nmap, port scan</span>');
    expect(
      markUpForIndex(docsPage.replace('<meta name="keywords" content="nmap, port scan">', ''), 'docs', 'site, wide'),
    ).not.toContain('data-pagefind-meta="keywords"');
  });

  it('keeps the keywords out of the indexed body, so that no excerpt quotes them, and in the vocabulary', () => {
    const page = docsPage.replace('content="nmap, port scan"', 'content="uninstall,remove securecodebox"');
    const marked = markUpForIndex(page, 'docs', 'site, wide');
    const body = marked.slice(marked.indexOf('data-pagefind-body'), marked.lastIndexOf('</article>'));
    expect(body).toContain('Scan ports with spec.parameters.');
    expect(body).not.toMatch(/uninstall|remove securecodebox/);
    expect(marked).toContain('<span data-pagefind-meta="keywords">uninstall, remove securecodebox</span>');
    const words = vocabularyWords(bodyText(marked));
    expect(words).toEqual(expect.arrayContaining(['uninstall', 'remove', 'securecodebox', 'spec.parameters']));
    expect(words).not.toContain('breadcrumb');
  });

  it('tells reader pages from contributor, architecture and blog pages, and weighs the latter lower', () => {
    expect(isReaderPage('docs', 'Getting started')).toBe(true);
    expect(isReaderPage('docs', 'Scanners')).toBe(true);
    expect(isReaderPage('page', 'Home')).toBe(true);
    expect(isReaderPage('docs', 'Contributing › Integrating a scanner')).toBe(false);
    expect(isReaderPage('docs', 'Architecture › Architecture decisions')).toBe(false);
    expect(isReaderPage('blog', 'Blog')).toBe(false);
    expect(lowerBodyWeight('<article data-pagefind-body class=x><p>a', 'article')).toBe(
      '<article data-pagefind-body data-pagefind-weight="0.5" class=x><p>a',
    );
  });

  it('names the audience filter of a page: reader, builder (contributor guide, architecture) or blog', () => {
    expect(audience('docs', 'Getting started')).toBe('reader');
    expect(audience('page', '')).toBe('reader');
    expect(audience('docs', 'Contributing › Integrating a scanner')).toBe('builder');
    expect(audience('docs', 'Architecture')).toBe('builder');
    expect(audience('blog', 'Blog')).toBe('blog');
    expect(markUpForIndex(docsPage, 'docs')).toContain('<span data-pagefind-filter="audience">reader</span>');
  });

  it('keeps the words of list items apart when end tags are left out', () => {
    expect(separateCells('<ul><li>nuclei<li>ip<dt>a<dd>b')).toBe('<ul> <li>nuclei <li>ip <dt>a <dd>b');
  });

  it('stores no keyword and no doc card icon in the text that excerpts quote', async () => {
    const page = docsPage
      .replace('content="nmap, port scan"', 'content="uninstall,remove securecodebox"')
      .replace(
        '</article>',
        '<a class="card" href=/docs/x><h2 class="theme-doc-card-heading"><span class="theme-doc-card-icon">📄️</span><span class="theme-doc-card-title">Uninstallation</span></h2></a></article>',
      );
    const content = await pagefindContent(markUpForIndex(page, 'docs', 'site, wide'));
    expect(content).toContain('Scan ports with spec.parameters.');
    expect(content).toContain('Uninstallation');
    expect(content).not.toMatch(/uninstall,|remove securecodebox|📄/);
  });

  it('gives every table cell and row its end tag, header cells as td, so that excerpts end each cell', () => {
    expect(
      closeCells(
        '<table><thead><tr><th>Field<th>Value<tbody><tr><td>nuclei<td><code>ip</code><tr><td class=x>a</td><td>b</table>',
      ),
    ).toBe(
      '<table><thead><tr><td>Field</td><td>Value</td></tr><tbody><tr><td>nuclei</td><td><code>ip</code></td></tr>' +
        '<tr><td class=x>a</td><td>b</td></tr></table>',
    );
    // A table inside a cell closes its own cells and leaves the outer cell open until the outer table goes on.
    expect(closeCells('<table><tr><td>x<table><tr><td>in</table>after<td>y</table><p>z')).toBe(
      '<table><tr><td>x<table><tr><td>in</td></tr></table>after</td><td>y</td></tr></table><p>z',
    );
    expect(closeCells('<p>no table <td>stray')).toBe('<p>no table <td>stray');
  });

  it('keeps apart the words of elements laid out side by side (tiles, buttons), never inside code', () => {
    expect(
      separateElements(
        '<a><span>DefectDojo</span><span class="x">Persistence</span></a><a>Get started</a><a>Browse</a>',
      ),
    ).toBe('<a><span>DefectDojo</span><span class="x"> Persistence</span></a><a> Get started</a><a> Browse</a>');
    // A `>` inside a quoted attribute value is not the end of the tag.
    expect(separateElements('<b>a</b><a title="x > y" href=/z>b</a>')).toBe('<b>a</b><a title="x > y" href=/z> b</a>');
    // Code tokens are parts of one word; two code elements side by side are two words.
    const code = '<pre><code><span>spec</span><span>.</span><span>x</span></code></pre>';
    expect(separateElements(code)).toBe(code);
    expect(separateElements('<p><code><span>a</span><span>b</span></code><code>c</code>')).toBe(
      '<p><code><span>a</span><span>b</span></code><code> c</code>',
    );
    expect(separateElements('<script>x("</b><i>")</script><b>y</b>z')).toBe('<script>x("</b><i>")</script><b> y</b>z');
    // End followed by end, or by text, is left alone.
    expect(separateElements('<a><b>x</b></a>y')).toBe('<a><b>x</b></a>y');
  });

  it('gives Pagefind the landing page tiles, leads and buttons as separate words, and code as written', async () => {
    const content = await pagefindContent(markUpForIndex(landingPage, 'page'));
    expect(content).toContain('DefectDojo Persistence Imports scan reports into OWASP DefectDojo.');
    expect(content).toContain('Robert Felber Project Lead');
    expect(content).toContain('Get started Browse the scanners');
    // The heading still ends its sentence although it ends in code followed by its (excluded) anchor link.
    expect(content).toContain('Run scbctl scan. ');
    expect(content).toContain('spec.parameters');
    expect(content).toContain('kind:Scan');
    expect(content).not.toMatch(/DefectDojoPersistence|FelberProject|startedBrowse|Navbar|Footer/);
  }, 30_000);

  it('keeps a key whole in the vocabulary when the page lets it wrap with <wbr>', () => {
    const page =
      '<html><body><article><p>Set <code>minio.<wbr>auth.<wbr>rootUser</code> first.</p></article></body></html>';
    const text = bodyText(markUpForIndex(page, 'docs'));
    expect(text).toContain('minio.auth.rootUser');
  });

  it('fails on a page without its article, so a theme change cannot empty the index', () => {
    expect(() => markUpForIndex('<html><body><main>x</main></body></html>', 'docs')).toThrow(/no <article>/);
  });

  it('builds the vocabulary from the article only, without heading anchors', () => {
    const text = bodyText(markUpForIndex(docsPage, 'docs'));
    expect(text).toContain('spec.parameters');
    expect(text).not.toContain('Navbar text');
    expect(text).not.toContain('Footer text');
    expect(text).not.toContain('Direct link');
    expect(vocabularyWords('Use spec.parameters with kube-hunter, 42 ok')).toEqual([
      'use',
      'spec.parameters',
      'spec',
      'parameters',
      'with',
      'kube-hunter',
      'kube',
      'hunter',
    ]);
  });

  it('writes the vocabulary most frequent first, dropping words seen once unless in a heading', () => {
    const counts = new Map([
      ['nmap', 5],
      ['rare', 1],
      ['title', 1],
      ['scan', 9],
    ]);
    expect(vocabularyFile(counts, new Set(['title']))).toBe('scan 9\nnmap 5\ntitle 1');
  });

  it('makes a field key findable by its last segment, weighted, without touching other code', () => {
    const html =
      '<dl class=field-list><dt><span class=field-list__key><code>spec.<wbr/>cascades.<wbr/>inheritHookSelector</code></span>' +
      ' <span class=field-list__type>bool</span><dt><span class=field-list__key><code>suspend</code></span></dl>' +
      '<p><code>spec.<wbr/>other</code></p>';
    expect(weightFieldKeys(html)).toBe(
      `<dl class=field-list><dt><span class="field-list__key" data-pagefind-weight="${FIELD_KEY_WEIGHT}">` +
        '<code>spec.<wbr/>cascades.<wbr/>inheritHookSelector</code> inheritHookSelector</span>' +
        ` <span class=field-list__type>bool</span><dt><span class="field-list__key" data-pagefind-weight="${FIELD_KEY_WEIGHT}">` +
        '<code>suspend</code></span></dl><p><code>spec.<wbr/>other</code></p>',
    );
  });

  it('halves the section heading weights of contributor pages only, keeping the title', () => {
    expect(lowerHeadingWeights('<h1>values.yaml</h1><h2 id=priority>priority</h2><h3>affinity</h3>')).toBe(
      '<h1>values.yaml</h1><h2 data-pagefind-weight="3" id=priority>priority</h2><h3 data-pagefind-weight="2.5">affinity</h3>',
    );
    const contributor = docsPage
      .replace('href=/docs/scanners/><span>Scanners', 'href=/docs/contributing/><span>Contributing')
      .replace('<h2 id="x">', '<h2 id="y">');
    expect(markUpForIndex(contributor, 'docs')).toContain('<h2 data-pagefind-weight="3" id="y">');
    expect(markUpForIndex(docsPage, 'docs')).not.toContain('data-pagefind-weight="3" id=');
  });

  it('leaves the text of Helm values many charts share out of the index, keeping their keys and every other value', () => {
    const field = (key: string, text: string): string =>
      `<div class=field_xUhp><dt><code class=fieldKey_AJF7>${key.replace(/\./g, '.<wbr/>')}</code> <span class=fieldType_wC5k>int</span>` +
      `<dd class=fieldDefault_I4ht><span class=fieldLabel_IPR_>Default:</span> <code data-default=true>0</code><dd>${text}</div>`;
    const page = (fields: string): string =>
      `<article><h2 id=configuration>Configuration</h2><section class=fieldList_i7ur data-values-list=true><dl class=fields_yVXr>${fields}</dl></section></article>`;
    const hook = page(
      field('hook.priority', 'Order of the <code>hook</code> jobs.') +
        field('defectdojo.url', 'Address of DefectDojo.'),
    );
    expect(valueKeys(hook)).toEqual(['hook.priority', 'defectdojo.url']);
    expect(valueKeys('<article><p>no values</p></article>')).toEqual([]);
    const lists = [['hook.priority', 'defectdojo.url'], ['hook.priority'], ['hook.priority', 'webhookUrl'], []];
    expect([...sharedValueKeys(lists)]).toEqual(['hook.priority']);
    const marked = ignoreSharedValues(hook, sharedValueKeys(lists));
    expect(marked).toContain(
      '<dt><code class=fieldKey_AJF7>hook.<wbr/>priority</code> <span class=fieldType_wC5k>int</span><div data-pagefind-ignore>' +
        '<dd class=fieldDefault_I4ht><span class=fieldLabel_IPR_>Default:</span> <code data-default=true>0</code></dd>' +
        '<dd>Order of the <code>hook</code> jobs.</dd></div></div>',
    );
    expect(marked).toContain('<dd>Address of DefectDojo.</div>');
    expect(bodyText(markUpForIndex(`<html class="docs-doc-page"><body>${marked}</body></html>`, 'docs'))).not.toContain(
      'Order of',
    );
    expect(ignoreSharedValues(hook, new Set())).toBe(hook);
  });
});
