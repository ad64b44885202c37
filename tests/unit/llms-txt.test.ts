import {describe, expect, it} from 'vitest';
import {absoluteUrl, extractMermaidDiagrams, htmlToMarkdown} from '../../plugins/llms-txt/html-to-markdown';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  sidebarSections,
  twinMarkdown,
  type LlmsPage,
  type SidebarNode,
} from '../../plugins/llms-txt/llms-index';
import {defaultSummary} from '../../plugins/llms-txt';
import {llmsTxtProblems} from '../../scripts/lib/site-files.mjs';

const site = {siteUrl: 'https://www.example.org', pageUrl: 'https://www.example.org/docs/a', title: 'A'};

/** A built page as Docusaurus writes it, with the given Markdown content. */
function page(content: string): string {
  return `<!doctype html><html><body><nav class="navbar"><a href="/">Home</a></nav><main><article>
    <nav class="theme-doc-breadcrumbs"><a href="/docs">Docs</a></nav>
    <div class="theme-doc-toc-mobile"><button>On this page</button></div>
    <div class="theme-doc-markdown markdown">${content}</div>
    <footer class="theme-doc-footer"><a href="https://github.com/edit">Edit this page</a></footer>
  </article></main><footer class="footer">Copyright</footer></body></html>`;
}

/** Converts a content fragment and returns the Markdown. */
function convert(content: string, diagrams = extractMermaidDiagrams('')): string {
  const result = htmlToMarkdown(page(content), {...site, diagrams});
  if (!result) throw new Error('no content');
  return result.markdown;
}

describe('Markdown twin from the built HTML', () => {
  it('keeps only the article content: no navbar, breadcrumbs, mobile table of contents or edit link', () => {
    const markdown = convert('<header><h1>Title</h1></header><p>Body text.</p>');
    expect(markdown).toBe('# Title\n\nBody text.\n');
  });

  it('drops the hash links of headings and makes links and images absolute', () => {
    const markdown = convert(
      '<h2 id="x">Setup<a href="#x" class="hash-link" aria-label="Direct link">\u200b</a></h2>' +
        '<p>See <a href="#x">above</a>, <a href="/docs/b">B</a> and <a href="https://nmap.org/">Nmap</a>. <img src="/img/a.svg" alt="Diagram"></p>',
    );
    expect(markdown).toContain('## Setup\n');
    expect(markdown).not.toContain('\u200b');
    expect(markdown).toContain('[above](https://www.example.org/docs/a#x)');
    expect(markdown).toContain('[B](https://www.example.org/docs/b)');
    expect(markdown).toContain('[Nmap](https://nmap.org/)');
    expect(markdown).toContain('![Diagram](https://www.example.org/img/a.svg)');
  });

  it('turns a highlighted code block into a fence with its language and title', () => {
    const markdown = convert(
      '<div class="language-yaml codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">scan.yaml</div>' +
        '<div class="codeBlockContent_QJqH"><pre class="prism-code language-yaml"><code class="codeBlockLines_e6Vv">' +
        '<div class="token-line"><span class="token key">kind</span><span>: Scan</span><br></div>' +
        '<div class="token-line"><span>spec: {}</span><br></div></code></pre>' +
        '<div class="buttonGroup_M5ko"><button>Copy</button></div></div></div>',
    );
    expect(markdown).toBe('# A\n\n```yaml title="scan.yaml"\nkind: Scan\nspec: {}\n```\n');
  });

  it('writes every tab panel, hidden ones too, under its tab label', () => {
    const markdown = convert(
      '<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">Scan</li><li role="tab">Findings</li></ul>' +
        '<div><div role="tabpanel"><p>The scan.</p></div><div role="tabpanel" hidden><p>The findings.</p></div></div></div>',
    );
    expect(markdown).toContain('**Scan**\n\nThe scan.\n\n**Findings**\n\nThe findings.');
  });

  it('turns an admonition into a quote that starts with its heading', () => {
    const markdown = convert(
      '<div class="theme-admonition theme-admonition-warning alert"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg></svg></span>warning</div>' +
        '<div class="admonitionContent_BuS1"><p>Only scan what you may attack.</p></div></div>',
    );
    expect(markdown).toContain('> **Warning**\n>\n> Only scan what you may attack.');
  });

  it('writes the fact panel (a definition list) as a list of bold terms', () => {
    const markdown = convert(
      '<dl><div><dt>Kind</dt><dd>Scanner</dd></div><div><dt>Chart</dt><dd><code>nmap</code></dd></div></dl>',
    );
    expect(markdown).toContain('- **Kind:** Scanner\n- **Chart:** `nmap`');
  });

  it('keeps a table caption as a paragraph above the table', () => {
    const markdown = convert(
      '<div class="tableWrapper" role="region"><table><caption>Helm values of the chart.</caption><thead><tr><th>Key</th><th>Default</th></tr></thead>' +
        '<tbody><tr><th scope="row"><code>a</code></th><td><code>1</code></td></tr></tbody></table></div>',
    );
    expect(markdown).toContain('Helm values of the chart.\n\n| Key | Default |\n| - | - |\n| `a` | `1` |');
  });

  it('writes the summary of a details element in bold, followed by its content', () => {
    const markdown = convert('<details><summary>Manifest</summary><p>Inside.</p></details>');
    expect(markdown).toContain('**Manifest**\n\nInside.');
  });

  it('keeps the code of a live code block and drops its rendered result', () => {
    const markdown = convert(
      '<div class="playgroundContainer_XwyR"><div class="playgroundHeader_EIHj">Live Editor</div><div class="playgroundEditor_L2Ll">' +
        '<pre class="prism-code language-tsx"><span class="token-line">function A() {\n</span><span class="token-line">  return 1;\n</span><span class="token-line">}</span></pre></div>' +
        '<div class="playgroundHeader_EIHj">Result</div><div class="playgroundPreview_bb8I"><p>Loading...</p></div></div>',
    );
    expect(markdown).toBe('# A\n\n```tsx\nfunction A() {\n  return 1;\n}\n```\n');
  });

  it('adds the title as a heading when the content has no h1 (blog posts)', () => {
    expect(convert('<p>Post body.</p>')).toBe('# A\n\nPost body.\n');
  });

  it('returns undefined for a page without Markdown content', () => {
    expect(htmlToMarkdown('<html><body><main>Cards only</main></body></html>', site)).toBeUndefined();
  });
});

describe('Mermaid diagrams, which only the source has', () => {
  const source = [
    '---',
    'title: A',
    '---',
    '',
    "import X from '@site/x';",
    '',
    'The operator starts a **job** for each [scan](/docs/scan).',
    '',
    '```mermaid',
    'flowchart LR',
    '  A --> B',
    '```',
    '',
    'The diagram shows the `job`',
    'and its parser.',
    '',
    '```yaml',
    'kind: Scan',
    '```',
    '',
    '## Next',
    '',
    '```mermaid',
    'flowchart TB',
    '```',
  ].join('\n');

  it('finds each diagram with the text right before and after it, Markdown syntax removed', () => {
    expect(extractMermaidDiagrams(source)).toEqual([
      {
        code: 'flowchart LR\n  A --> B',
        textBefore: 'The operator starts a job for each scan.',
        textAfter: 'The diagram shows the job and its parser.',
      },
      {code: 'flowchart TB', textBefore: 'Next', textAfter: ''},
    ]);
  });

  it('puts each diagram back before the paragraph that follows it in the source, or after the one before it', () => {
    const result = htmlToMarkdown(
      page(
        '<h1>A</h1><p>The operator starts a <strong>job</strong> for each <a href="/docs/scan">scan</a>.</p><p>The diagram shows the <code>job</code>\nand its parser.</p><h2>Next</h2><p>End.</p>',
      ),
      {...site, diagrams: extractMermaidDiagrams(source)},
    );
    expect(result?.unplacedDiagrams).toBe(0);
    expect(result?.markdown).toContain(
      'for each [scan](https://www.example.org/docs/scan).\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\nThe diagram shows',
    );
    expect(result?.markdown).toContain('## Next\n\n```mermaid\nflowchart TB\n```\n\nEnd.');
  });

  it('fills the empty diagram wrappers the theme renders, in order, when there is one per diagram', () => {
    const result = htmlToMarkdown(
      page('<h1>A</h1><div class="mermaid-diagram"></div><p>Unrelated.</p><div class="mermaid-diagram"></div>'),
      {
        ...site,
        diagrams: extractMermaidDiagrams(source),
      },
    );
    expect(result?.markdown).toBe(
      '# A\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\nUnrelated.\n\n```mermaid\nflowchart TB\n```\n',
    );
  });

  it('appends diagrams it cannot place under a Diagrams heading', () => {
    const result = htmlToMarkdown(page('<h1>A</h1><p>Unrelated.</p>'), {
      ...site,
      diagrams: [{code: 'graph TD', textBefore: 'Gone', textAfter: 'Also gone'}],
    });
    expect(result?.unplacedDiagrams).toBe(1);
    expect(result?.markdown).toMatch(/## Diagrams\n\n```mermaid\ngraph TD\n```\n$/);
  });

  it('reads the text around a diagram as a reader sees it, in lists, admonitions and JSX too', () => {
    const nested = [
      '- A [link](/x), `code`, **bold** and _em_ {/* note */}<!-- c -->',
      '  text',
      '',
      '  ```mermaid',
      '  graph TD',
      '  ```',
      '',
      ':::note Careful',
      '',
      '```mermaid',
      'graph LR',
      '```',
      '',
      '<Tabs><TabItem value="a">',
      '',
      'Inside a tab.',
      '',
      '</TabItem></Tabs>',
      ':::',
    ].join('\n');
    expect(extractMermaidDiagrams(nested)).toEqual([
      {code: 'graph TD', textBefore: 'A link, code, bold and em text', textAfter: ''},
      {code: 'graph LR', textBefore: '', textAfter: 'Inside a tab.'},
    ]);
  });
});

describe('addresses', () => {
  it('makes fragment and site-relative addresses absolute and leaves others alone', () => {
    expect(absoluteUrl('#a', site)).toBe('https://www.example.org/docs/a#a');
    expect(absoluteUrl('/img/x.png', site)).toBe('https://www.example.org/img/x.png');
    expect(absoluteUrl('//cdn.example.com/x', site)).toBe('//cdn.example.com/x');
    expect(absoluteUrl('mailto:a@b.c', site)).toBe('mailto:a@b.c');
  });
});

describe('llms.txt and llms-full.txt', () => {
  const make = (id: string, title: string, extra: Partial<LlmsPage> = {}): LlmsPage => ({
    permalink: `/docs/${id}`,
    title,
    description: `About ${title}.`,
    markdown: `# ${title}\n\nText of ${title}.\n`,
    ...extra,
  });
  const pages = new Map<string, LlmsPage>([
    ['start/install', make('start/install', 'Install')],
    ['api/index', make('api/', 'API')],
    ['api/crds/scan', make('api/crds/scan', 'Scan')],
    ['security', make('security', 'Security')],
  ]);
  const sidebar: SidebarNode[] = [
    {type: 'category', label: 'Getting started', items: [{type: 'doc', id: 'start/install'}, {type: 'link'}]},
    {
      type: 'category',
      label: 'API',
      link: {type: 'doc', id: 'api/index'},
      items: [
        {
          type: 'category',
          label: 'CRDs',
          link: {type: 'generated-index'},
          items: [
            {type: 'doc', id: 'api/crds/scan'},
            {type: 'doc', id: 'missing'},
          ],
        },
        {type: 'doc', id: 'api/index'},
      ],
    },
    {type: 'doc', id: 'security'},
    {type: 'category', label: 'Empty', items: []},
  ];

  it('groups docs by sidebar category in sidebar order; nested categories get their own section; loose docs go to More', () => {
    const sections = sidebarSections(sidebar, pages);
    expect(sections.map((section) => [section.title, section.pages.map((p) => p.title)])).toEqual([
      ['Getting started', ['Install']],
      ['API', ['API']],
      ['API › CRDs', ['Scan']],
      ['More', ['Security']],
    ]);
  });

  it('writes the llmstxt.org shape: title, summary, sections of links to the twins, blog under Optional', () => {
    const text = buildLlmsTxt({
      title: 'Site',
      summary: 'Site — what it is.',
      siteUrl: 'https://www.example.org',
      sections: sidebarSections(sidebar, pages),
      optional: [make('x', 'Post [1]', {permalink: '/blog/2021/01/02/post', date: '2021-01-02'})],
    });
    expect(text.startsWith('# Site\n\n> Site — what it is.\n\n')).toBe(true);
    expect(text).toContain(
      '## Getting started\n\n- [Install](https://www.example.org/docs/start/install.md): About Install.\n',
    );
    expect(text).toContain('- [API](https://www.example.org/docs/api.md): About API.');
    expect(text).toContain(
      '## Optional\n\n- [Post \\[1\\]](https://www.example.org/blog/2021/01/02/post.md): Blog post of 2021-01-02. About Post [1].\n',
    );
    expect(llmsTxtProblems(text, 'https://www.example.org')).toEqual([]);
  });

  it('puts every docs page into llms-full.txt in section order, without the optional pages', () => {
    const text = buildLlmsFullTxt({
      title: 'Site',
      summary: 'S.',
      siteUrl: 'https://www.example.org',
      sections: sidebarSections(sidebar, pages),
    });
    expect(text).toBe(
      '# Site\n\n> S.\n\n# Install\n\nText of Install.\n\n# API\n\nText of API.\n\n# Scan\n\nText of Scan.\n\n# Security\n\nText of Security.\n',
    );
  });

  it('starts each twin with its title, description and canonical address', () => {
    const twin = twinMarkdown(
      {permalink: '/docs/a', title: 'A', description: 'About A.', body: '# A\n\nBody.\n'},
      'https://www.example.org',
    );
    expect(twin).toBe('# A\n\n> About A.\n\nSource: https://www.example.org/docs/a\n\nBody.\n');
  });

  it('makes the summary from the site title and tagline', () => {
    expect(defaultSummary('secureCodeBox', 'Automated security testing.')).toBe(
      'secureCodeBox — automated security testing.',
    );
    expect(defaultSummary('X', 'OWASP project.')).toBe('X — OWASP project.');
    expect(defaultSummary('X', '')).toBe('X');
  });
});
