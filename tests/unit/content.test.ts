import {describe, expect, it} from 'vitest';
import {
  checkContentFile,
  countWords,
  fencedBlocks,
  imagesWithoutAlt,
  outputBlockProblems,
} from '../../scripts/lib/content.mjs';

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
    expect(
      imagesWithoutAlt(
        '<img src="a.svg" /> <img src="b.svg" alt="" /> <img src="c.svg" alt="A logo" /> <img src="d.svg" alt={\'\'} />',
      ),
    ).toEqual(['<img src="a.svg" />', '<img src="b.svg" alt="" />', '<img src="d.svg" alt={\'\'} />']);
  });

  it('reports front matter that is not YAML instead of crashing', () => {
    const {problems} = checkContentFile({path: 'docs/a.md', kind: 'doc', source: page('title: [unclosed', words(200))});
    expect(problems[0]).toMatch(/front matter is not valid YAML/);
  });

  it('reports a page that is not valid MDX instead of crashing', () => {
    const {problems} = checkContentFile({path: 'docs/a.md', kind: 'doc', source: page('title: A', 'a <b unclosed')});
    expect(problems).toEqual([expect.stringMatching(/^not valid MDX at line 4:/)]);
  });
});

describe("output blocks (a command's printed output)", () => {
  const fence = '```';
  it('accepts output marked with the title "Output" and plain-text blocks that are no output', () => {
    const body = [
      `${fence}bash`,
      'kubectl get scans',
      fence,
      '',
      `${fence}text title="Output"`,
      'NAME   TYPE   STATE   FINDINGS',
      'nmap   nmap   Done    5',
      fence,
      '',
      'A finished chart looks like this:',
      '',
      `${fence}text`,
      'scanners/nmap/',
      '├── Chart.yaml',
      fence,
      '',
      'The synopsis:',
      '',
      `${fence}text`,
      'scbctl [command] [flags]',
      fence,
    ].join('\n');
    expect(outputBlockProblems(body)).toEqual([]);
  });

  it('reports unmarked output: after a command, a column header, kubectl describe, resource names, "prints:"', () => {
    const body = [
      `${fence}bash`, // line 1
      'kubectl get scans',
      fence,
      '',
      `${fence}text`, // line 5: right after the command
      'whatever it printed',
      fence,
      '',
      'Later:',
      '',
      `${fence}text`, // line 11: column header
      'PORT      STATE    SERVICE',
      '22/tcp    open     ssh',
      fence,
      '',
      'Then:',
      '',
      fence, // line 18: kubectl describe, no language
      'Name:         nmap-scanme.nmap.org',
      fence,
      '',
      'And:',
      '',
      `${fence}text`, // line 24: resource names
      'customresourcedefinition.apiextensions.k8s.io/scans.execution.securecodebox.io',
      'deployment.apps/securecodebox-controller-manager created',
      fence,
      '',
      'The command then prints:',
      '',
      `${fence}text`, // line 31
      "triggered new Scan for ScheduledScan 'nmap'",
      fence,
      '',
      `${fence}yaml title="Output"`, // line 35: marked, but highlighted as YAML
      'a: 1',
      fence,
    ].join('\n');
    expect(outputBlockProblems(body)).toEqual([
      'line 5: looks like command output (it follows the bash block of line 1 directly); mark it ```text title="Output"',
      'line 11: looks like command output (its first line is a column header ("PORT      STATE    SERVICE")); mark it ```text title="Output"',
      'line 18: looks like command output (it starts like kubectl describe ("Name: …")); mark it ```text title="Output"',
      'line 24: looks like command output (every line names a Kubernetes resource); mark it ```text title="Output"',
      'line 31: looks like command output (the sentence before it introduces output ("…The command then prints:")); mark it ```text title="Output"',
      'line 35: an output block is plain text, not `yaml`; use ```text',
    ]);
  });

  it('numbers lines of the file, after the front matter, and reads fences of four backticks and indented fences', () => {
    const source = page(
      'title: A\ndescription: About A.',
      `${words(160)}\n\n1. Run:\n\n   ${fence}bash\n   kubectl get scans\n   ${fence}\n\n   ${fence}text\n   NAME   TYPE\n   ${fence}\n`,
    );
    expect(checkContentFile({path: 'docs/a.md', kind: 'doc', source}).problems).toEqual([
      'line 13: looks like command output (it follows the bash block of line 9 directly); mark it ```text title="Output"',
    ]);
    expect(fencedBlocks('````md\n```text\ninner\n```\n````').map((block) => [block.language, block.code])).toEqual([
      ['md', '```text\ninner\n```'],
    ]);
  });
});
