import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {describe, expect, it} from 'vitest';

import remarkWrapCommands, {wrapShellBlock} from '../../plugins/remark-wrap-commands';
import {fillReleasePlaceholders} from '../../plugins/remark-release';
import {DOCS_COMMAND_COLUMNS, shellWords} from '../../src/lib/commandLines';
import {codeBlocks} from '../../src/lib/markdown.mjs';

const repoRoot = resolve(__dirname, '../..');

/** Every Markdown/MDX file below `docs/` and `blog/`, repo-relative. */
function contentFiles(): string[] {
  return ['docs', 'blog'].flatMap((dir) =>
    readdirSync(join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => `${dir}/${file.split('\\').join('/')}`),
  );
}

/** The words the shell reads from a block: continuations removed, then split as a POSIX shell splits a line. */
function shellText(code: string): string[][] {
  return code
    .replace(/ \\\n\s*/g, ' ')
    .split('\n')
    .map((line) => shellWords(line) ?? [line]);
}

const install =
  'helm upgrade --install persistence-defectdojo oci://ghcr.io/securecodebox/helm/persistence-defectdojo --version 5.8.0 --set defectdojo.url=http://defectdojo-django.defectdojo.svc --set defectdojo.user=admin';

describe('remark-wrap-commands', () => {
  it('prints a long helm command across lines that fit the docs column, with each --set on its own line', () => {
    expect(wrapShellBlock(install).split('\n')).toEqual([
      'helm upgrade --install persistence-defectdojo \\',
      '  oci://ghcr.io/securecodebox/helm/persistence-defectdojo \\',
      '  --version 5.8.0 \\',
      '  --set defectdojo.url=http://defectdojo-django.defectdojo.svc \\',
      '  --set defectdojo.user=admin',
    ]);
    expect(shellText(wrapShellBlock(install))).toEqual(shellText(install));
  });

  it('keeps the one leading space that keeps a secret out of the shell history', () => {
    const secret =
      ' kubectl create secret generic azure-monitor --from-literal=workspace=your-workspace-id --from-literal=sharedkey=your-shared-key';
    expect(wrapShellBlock(secret).split('\n')).toEqual([
      ' kubectl create secret generic azure-monitor \\',
      '  --from-literal=workspace=your-workspace-id \\',
      '  --from-literal=sharedkey=your-shared-key',
    ]);
  });

  it('wraps a continued command again only when one of its lines is too long', () => {
    const tooLong = `${install.slice(0, 118)} \\\n  --set defectdojo.user=admin`;
    expect(
      wrapShellBlock(tooLong)
        .split('\n')
        .every((line) => line.length <= DOCS_COMMAND_COLUMNS),
    ).toBe(true);
    expect(shellText(wrapShellBlock(tooLong))).toEqual(shellText(tooLong));
    const fits = 'helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap \\\n    --version 5.8.0';
    expect(wrapShellBlock(fits)).toBe(fits);
  });

  it('leaves output, shell syntax, comments, heredocs and indented lines as written', () => {
    const kept = [
      // printed output in a shell block
      'NAME                  TYPE      INTERVAL   SCHEDULE   FINDINGS   LAST SCAN   AGE   IMAGE   MORE COLUMNS',
      // a program that is not on the list, and an assignment
      `JOB=$(kubectl get jobs -l securecodebox.io/job-type=scanner -o name | grep zap-juice-shop-and-more-text)`,
      // a comment after the command: a continuation inside it would end the comment
      `${install} # the DefectDojo of the demo`,
      // indented: part of a script
      `  ${install}`,
      // a heredoc: its lines are data
      `cat <<EOF | ${install}\nkey: value\nEOF`,
    ];
    for (const block of kept) expect(wrapShellBlock(block)).toBe(block);
    expect(wrapShellBlock(`${install}\n# highlight-next-line\nkubectl get scans`)).toContain(install);
  });

  it('rewrites only shell code blocks without line ranges', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'bash', meta: 'title="Install"', value: install},
        {type: 'code', lang: 'bash', meta: '{1}', value: install},
        {type: 'code', lang: 'text', meta: null, value: install},
        {type: 'code', lang: 'console', meta: null, value: `$ ${install}`},
      ],
    };
    remarkWrapCommands()(tree);
    expect(tree.children.map((node) => node.value.includes(' \\\n'))).toEqual([true, false, false, false]);
  });

  it('changes no word of any shell block of the docs and the blog, and leaves fewer lines too long', () => {
    let before = 0;
    let after = 0;
    let blocks = 0;
    for (const file of contentFiles()) {
      const source = fillReleasePlaceholders(readFileSync(join(repoRoot, file), 'utf8'), file);
      for (const block of codeBlocks(source)) {
        if (!['bash', 'sh', 'shell', 'zsh'].includes(block.lang ?? '')) continue;
        blocks += 1;
        const wrapped = wrapShellBlock(block.value);
        expect(shellText(wrapped), `${file}: a block's words changed`).toEqual(shellText(block.value));
        before += block.value.split('\n').filter((line) => line.length > DOCS_COMMAND_COLUMNS).length;
        after += wrapped.split('\n').filter((line) => line.length > DOCS_COMMAND_COLUMNS).length;
      }
    }
    expect(blocks).toBeGreaterThan(100);
    // Most long lines are wrapped; what stays is output, scripts, heredocs and single words longer than a line.
    expect(after).toBeLessThan(before / 3);
  });
});
