import {describe, expect, it} from 'vitest';

import {
  MarkdownSyntaxError,
  codeBlocks,
  headings,
  images,
  inlineCodes,
  links,
  parseMarkdown,
  proseBlocks,
  readFrontMatter,
} from '../../src/lib/markdown.mjs';

const fence = '```';

/** A page that puts fences everywhere the five hand-written readers disagreed on. */
const page = [
  '---', // 1
  'title: Fences',
  'description: "```yaml in front matter is no block"',
  '---',
  "import Tabs from '@theme/Tabs';", // 5
  "import TabItem from '@theme/TabItem';",
  '',
  '## Install {#install}',
  '',
  '1. Run:', // 10
  '',
  `   ${fence}bash title="install.sh"`,
  '   helm install x \\',
  '     --version 1',
  `   ${fence}`, // 15
  '',
  ':::note Careful',
  '',
  '~~~yaml',
  'kind: Scan', // 20
  '~~~',
  '',
  ':::',
  '',
  '<Tabs>', // 25
  '  <TabItem value="a" label="A `label`">',
  '',
  `${fence}text`,
  'NAME   TYPE',
  fence, // 30
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
  `${fence}${fence.slice(1)}md`, // 35
  `${fence}js`,
  'inner();',
  fence,
  `${fence}${fence.slice(1)}`,
  '', // 40
  '{/* a comment */}',
  '',
  '| Key | Default |',
  '| --- | --- |',
  '| `a.b` | `1` \\| `2` |', // 45
  '',
  'See [the guide](./guide.md) and ![A diagram](x.png).',
  '',
  `${fence}sh`,
  'never closed', // 50
].join('\n');

describe('the Markdown layer (src/lib/markdown.mjs)', () => {
  it('finds fenced blocks in lists, admonitions and JSX, with ~~~ and longer fences, never in front matter', () => {
    expect(
      codeBlocks(page).map(({lang, meta, value, line, firstLine, endLine, closed}) => ({
        lang,
        meta,
        value,
        line,
        firstLine,
        endLine,
        closed,
      })),
    ).toEqual([
      {
        lang: 'bash',
        meta: 'title="install.sh"',
        value: 'helm install x \\\n  --version 1',
        line: 12,
        firstLine: 13,
        endLine: 15,
        closed: true,
      },
      {lang: 'yaml', meta: '', value: 'kind: Scan', line: 19, firstLine: 20, endLine: 21, closed: true},
      {lang: 'text', meta: '', value: 'NAME   TYPE', line: 28, firstLine: 29, endLine: 30, closed: true},
      {lang: 'md', meta: '', value: '```js\ninner();\n```', line: 35, firstLine: 36, endLine: 39, closed: true},
      {lang: 'sh', meta: '', value: 'never closed', line: 49, firstLine: 50, endLine: 50, closed: false},
    ]);
  });

  it('splits the info string at a brace and lower-cases the language', () => {
    expect(codeBlocks('```JS{1,3} title="a.js"\nx\n```').map(({lang, meta}) => [lang, meta])).toEqual([
      ['js', '{1,3} title="a.js"'],
    ]);
  });

  it('reads line ends as CRLF too', () => {
    expect(codeBlocks('```yaml\r\na: 1\r\n```\r\n').map(({value, closed}) => [value, closed])).toEqual([
      ['a: 1', true],
    ]);
  });

  it('reads the front matter, and none where the page has none', () => {
    expect(readFrontMatter(page)).toEqual({
      data: {title: 'Fences', description: '```yaml in front matter is no block'},
      raw: 'title: Fences\ndescription: "```yaml in front matter is no block"',
      endLine: 4,
    });
    expect(readFrontMatter('# No front matter')).toBeUndefined();
    expect(() => readFrontMatter('---\ntitle: [unclosed\n---\n')).toThrow();
  });

  it('reads headings with their ids, links and images', () => {
    expect(headings(page)).toEqual([{depth: 2, text: 'Install', id: 'install', line: 8}]);
    expect(links(page)).toEqual([{url: './guide.md', text: 'the guide', line: 47}]);
    expect(images(page)).toEqual([{alt: 'A diagram', markup: '![A diagram](x.png)', line: 47}]);
  });

  it('finds inline code in prose and tables, not in JSX attributes or code blocks', () => {
    expect(inlineCodes(page)).toEqual([
      {value: 'a.b', line: 45},
      {value: '1', line: 45},
      {value: '2', line: 45},
    ]);
  });

  it('splits the prose into headings, paragraphs, table rows, code and comments, leaving out admonition titles', () => {
    expect(
      proseBlocks(page).map((block) =>
        block.type === 'code' ? {type: 'code', lang: block.block.lang, line: block.line} : block,
      ),
    ).toEqual([
      {type: 'heading', depth: 2, text: 'Install {#install}', plain: 'Install {#install}', line: 8},
      {type: 'paragraph', text: 'Run:', plain: 'Run:', line: 10},
      {type: 'code', lang: 'bash', line: 12},
      {type: 'code', lang: 'yaml', line: 19},
      {type: 'code', lang: 'text', line: 28},
      {type: 'code', lang: 'md', line: 35},
      {type: 'comment', text: 'a comment', line: 41},
      {type: 'tableRow', text: '| Key | Default |', cells: ['Key', 'Default'], header: true, line: 43},
      {type: 'tableRow', text: '| `a.b` | `1` \\| `2` |', cells: ['`a.b`', '`1` \\| `2`'], header: false, line: 45},
      {
        type: 'paragraph',
        text: 'See [the guide](./guide.md) and ![A diagram](x.png).',
        plain: 'See the guide and A diagram.',
        line: 47,
      },
      {type: 'code', lang: 'sh', line: 49},
    ]);
  });

  it('parses a source once and names the line of a syntax error', () => {
    expect(parseMarkdown(page)).toBe(parseMarkdown(page));
    expect(() => parseMarkdown('Text\n\n<Tabs>\n\nnever closed')).toThrow(MarkdownSyntaxError);
    expect(() => parseMarkdown('a {b c')).toThrow(/^not valid MDX at line 1:/);
  });

  it('reads HTML comments as Docusaurus does with mdx1Compat (no syntax error)', () => {
    expect(proseBlocks('Before\n\n<!-- truncate -->\n\nAfter').map((block) => block.type)).toEqual([
      'paragraph',
      'paragraph',
    ]);
  });
});
