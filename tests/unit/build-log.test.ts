import {describe, expect, it} from 'vitest';
import {findBuildWarnings} from '../../scripts/lib/build-log.mjs';

describe('build log check', () => {
  it('passes a clean log', () => {
    expect(
      findBuildWarnings(
        '[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in "build".',
      ),
    ).toEqual([]);
  });

  it('flags broken anchors, markdown links and duplicate routes, colour codes removed', () => {
    const log = [
      '\u001b[33m[WARNING]\u001b[39m Docusaurus found broken anchors!',
      '- Broken anchor on source page path = /docs/a:',
      '[WARNING] Markdown link with URL `./b.md` in source file "docs/a.md" couldn\'t be resolved.',
      '[WARNING] Duplicate routes found!',
      '[INFO] fine',
    ].join('\n');
    expect(findBuildWarnings(log)).toEqual([
      '[WARNING] Docusaurus found broken anchors!',
      '- Broken anchor on source page path = /docs/a:',
      '[WARNING] Markdown link with URL `./b.md` in source file "docs/a.md" couldn\'t be resolved.',
      '[WARNING] Duplicate routes found!',
    ]);
  });
});
