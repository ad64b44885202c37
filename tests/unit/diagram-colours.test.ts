import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

import {codeBlocks} from '../../src/lib/markdown.mjs';

/**
 * Mermaid diagrams take their colours from the site's theme (`src/theme/Mermaid/siteTheme.ts`), so they follow the
 * light and dark mode. A colour written into a diagram's `classDef`, `style` or `linkStyle` line wins over the theme
 * and stays the same in both modes (a white box on the dark page), so the content must name a semantic class
 * (`ours`, `plain`, `optional`, `actor`) instead.
 */
const root = join(__dirname, '..', '..');
const CONTENT_DIRS = ['docs', 'blog'];
const STYLE_LINE = /^\s*(classDef|style|linkStyle)\s/;
const COLOUR = /\b(fill|stroke|color|background(?:-color)?)\s*:\s*(#|rgba?\(|hsla?\()/i;

/** Markdown and MDX files below `dir`, recursively, as absolute paths. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The hard-coded colours in the Mermaid code blocks of one Markdown source, as `line N: text` strings (1-based line
 * numbers); an empty list when there are none. Only lines of ```` ```mermaid ```` blocks count (read with the site's
 * Markdown parser, src/lib/markdown.mjs).
 */
function hardCodedDiagramColours(source: string): string[] {
  return codeBlocks(source)
    .filter((block) => block.lang === 'mermaid')
    .flatMap((block) =>
      block.value
        .split('\n')
        .flatMap((line, offset) =>
          STYLE_LINE.test(line) && COLOUR.test(line) ? [`line ${block.firstLine + offset}: ${line.trim()}`] : [],
        ),
    );
}

describe('diagram colours', () => {
  it('finds colours in classDef, style and linkStyle lines of a Mermaid block, and only there', () => {
    const source = [
      'Text with style A fill:#fff outside a diagram.',
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '  classDef hot fill:#dae8fc,stroke:#6c8ebf',
      '  style B color:#000',
      '  linkStyle 0 stroke:rgb(0,0,0)',
      '  classDef external font-weight:bold',
      '  style C stroke-dasharray: 5 5',
      '  class A ours',
      '```',
      '```yaml',
      'style: fill:#fff',
      '```',
    ].join('\n');
    expect(hardCodedDiagramColours(source)).toEqual([
      'line 5: classDef hot fill:#dae8fc,stroke:#6c8ebf',
      'line 6: style B color:#000',
      'line 7: linkStyle 0 stroke:rgb(0,0,0)',
    ]);
  });

  it('no Mermaid diagram in docs/ or blog/ hard-codes a colour', () => {
    const files = CONTENT_DIRS.flatMap((dir) => markdownFiles(join(root, dir)));
    expect(files.length, 'the content directories hold Markdown').toBeGreaterThan(50);
    const problems = files.flatMap((file) =>
      hardCodedDiagramColours(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)} ${hit}`),
    );
    expect(problems, 'use a semantic class (ours, plain, optional, actor) from siteTheme.ts instead').toEqual([]);
  });
});
