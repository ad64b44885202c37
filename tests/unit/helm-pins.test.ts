import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {integrations} from '../../src/data/integrations';
import {RELEASE} from '../../src/data/release';
import {codeBlocks, inlineCodes} from '../../src/lib/markdown.mjs';
import {markdownFiles, repoRoot} from '../lib/docs-files';

/** A chart reference in the secureCodeBox registry: `oci://ghcr.io/securecodebox/helm/<chart>`. */
const CHART_REF = /oci:\/\/ghcr\.io\/securecodebox\/helm\/[a-z0-9-]+(?![a-z0-9/-])/;

/**
 * The commands of a shell text: each line joined with the lines it continues onto (trailing backslash).
 * @param shell - a code block's content or a command
 * @returns the commands, whitespace as written
 */
function commandLines(shell: string): string[] {
  const lines = shell.split('\n');
  const commands: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    let command = lines[index] ?? '';
    while (command.trimEnd().endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      command += `\n${lines[index] ?? ''}`;
    }
    commands.push(command);
  }
  return commands;
}

/**
 * Whether a command installs or upgrades a secureCodeBox chart.
 * @param command - one command
 */
function installsChart(command: string): boolean {
  return /\bhelm\b/.test(command) && /\binstall\b/.test(command) && CHART_REF.test(command);
}

/**
 * The Helm commands of Markdown (a page, or a catalogue description) that install or upgrade a secureCodeBox chart:
 * each inline code span, and each command of a code block (see {@link commandLines}), read with the site's Markdown
 * parser.
 * @param markdown - Markdown/MDX
 * @returns the commands, whitespace as written
 */
function chartInstalls(markdown: string): string[] {
  return [
    ...inlineCodes(markdown).map((span) => span.value),
    ...codeBlocks(markdown).flatMap((block) => commandLines(block.value)),
  ].filter(installsChart);
}

/**
 * The commands among `commands` that do not pin the release with `--version <pin>`.
 * @param commands - from {@link chartInstalls} or {@link commandLines}
 * @param pin - `%SCB_VERSION%` in Markdown (filled at build time), the release version in the catalogue
 */
function unpinned(commands: string[], pin: string): string[] {
  return commands.filter((command) => !command.includes(`--version ${pin}`));
}

// ADRs record a decision as it was taken; the blog is dated. Every other docs page is a page readers follow today.
const pages = markdownFiles('docs').filter((path) => !path.includes('/architecture_decisions/'));

describe('chartInstalls', () => {
  it('finds installs in code blocks, continued lines and inline code, and nothing else', () => {
    const text = [
      'Install it with `helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap`.',
      'The registry `oci://ghcr.io/securecodebox/helm/` holds every chart.',
      '```bash',
      'helm upgrade --install ncrack oci://ghcr.io/securecodebox/helm/ncrack \\',
      '  --version %SCB_VERSION%',
      'helm uninstall nmap',
      '```',
    ].join('\n');
    const commands = chartInstalls(text);
    expect(commands).toHaveLength(2);
    expect(unpinned(commands, '%SCB_VERSION%')).toEqual([
      'helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap',
    ]);
  });
});

describe('every install of a secureCodeBox chart is pinned to the documented release', () => {
  it('covers the pages that install charts', () => {
    const installing = pages.filter((path) => chartInstalls(readFileSync(join(repoRoot, path), 'utf8')).length > 0);
    expect(installing.length).toBeGreaterThan(20);
  });

  it.each(pages)('%s', (path) => {
    expect(unpinned(chartInstalls(readFileSync(join(repoRoot, path), 'utf8')), '%SCB_VERSION%')).toEqual([]);
  });

  it.each(integrations.map((entry) => [entry.slug, entry] as const))('catalogue entry %s', (_slug, entry) => {
    const commands = [
      ...commandLines(entry.installCommand ?? '').filter(installsChart),
      ...('examples' in entry ? entry.examples.flatMap((example) => chartInstalls(example.description)) : []),
    ];
    expect(unpinned(commands, RELEASE.version)).toEqual([]);
  });
});
