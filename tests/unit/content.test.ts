import {describe, expect, it} from 'vitest';
import {checkContentFile, countWords, imagesWithoutAlt, splitFrontMatter} from '../../scripts/lib/content.mjs';

const words = (n: number): string => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const page = (frontMatter: string, body: string): string => `---\n${frontMatter}\n---\n${body}`;

describe('content check', () => {
  it('accepts a page with title, description and enough prose', () => {
    const result = checkContentFile({
      path: 'docs/a.md',
      kind: 'doc',
      source: page('title: A\ndescription: About A.', words(160)),
    });
    expect(result.problems).toEqual([]);
    expect(result.words).toBe(160);
  });

  it('reports a missing title and description', () => {
    const {problems} = checkContentFile({
      path: 'docs/a.md',
      kind: 'doc',
      source: page('sidebar_position: 1', words(200)),
    });
    expect(problems).toContain('no `title` in front matter');
    expect(problems).toContain('no `description` in front matter');
  });

  it.each(['TODO', 'tbd', 'FIXME', 'Lorem ipsum', 'Coming soon'])('rejects the placeholder word %s', (word) => {
    const {problems} = checkContentFile({
      path: 'docs/a.md',
      kind: 'doc',
      source: page('title: A\ndescription: B', `${words(200)}\n\n${word} here`),
    });
    expect(problems.some((p) => p.startsWith('placeholder word'))).toBe(true);
  });

  it('does not mistake words that merely contain a placeholder for one', () => {
    const {problems} = checkContentFile({
      path: 'docs/a.md',
      kind: 'doc',
      source: page('title: A\ndescription: B', `${words(200)} TODOS todolist`),
    });
    expect(problems).toEqual([]);
  });

  it('rejects short pages but exempts category index pages', () => {
    const source = page('title: A\ndescription: B', words(40));
    expect(checkContentFile({path: 'docs/a.md', kind: 'doc', source}).problems[0]).toMatch(/only 40 words/);
    expect(checkContentFile({path: 'docs/how-tos/index.md', kind: 'doc', source}).problems).toEqual([]);
    expect(checkContentFile({path: 'blog/index.md', kind: 'blog', source}).problems[0]).toMatch(/only 40 words/);
  });

  it('does not count code blocks, imports or JSX as prose', () => {
    const body =
      "import Tabs from '@theme/Tabs';\n\n```yaml\n" +
      words(300) +
      '\n```\n\n<Tabs><TabItem value="a">\n\none two three\n\n</TabItem></Tabs>';
    expect(countWords(body)).toBe(3);
  });

  it('finds images without alt text in Markdown and HTML', () => {
    expect(imagesWithoutAlt('![](a.png) ![A diagram](b.png)')).toEqual(['![](a.png)']);
    expect(imagesWithoutAlt('<img src="a.svg"> <img src="b.svg" alt=""> <img src="c.svg" alt="A logo">')).toEqual([
      '<img src="a.svg">',
      '<img src="b.svg" alt="">',
    ]);
  });

  it('reports front matter that is not YAML instead of crashing', () => {
    const {problems} = checkContentFile({path: 'docs/a.md', kind: 'doc', source: page('title: [unclosed', words(200))});
    expect(problems[0]).toMatch(/front matter is not valid YAML/);
  });

  it('splits front matter and reports where the body starts', () => {
    const {frontMatter, bodyStartLine} = splitFrontMatter('---\ntitle: X\n---\nbody');
    expect(frontMatter).toEqual({title: 'X'});
    expect(bodyStartLine).toBe(4);
  });
});
