import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {describe, expect, it} from 'vitest';

import remarkRelease, {fillReleasePlaceholders} from '../../plugins/remark-release';
import {RELEASE, repoFileUrl, repoTreeUrl} from '../../src/data/release';
import {proseBlocks} from '../../src/lib/markdown.mjs';

const repoRoot = resolve(__dirname, '../..');

/** Every Markdown/MDX file below `docs/`, repo-relative. */
function docsPages(): string[] {
  return readdirSync(join(repoRoot, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `docs/${file.split('\\').join('/')}`)
    .sort();
}

describe('the documented release', () => {
  it('is one consistent version, tag and date', () => {
    expect(RELEASE.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(RELEASE.tag).toBe(`v${RELEASE.version}`);
    expect(RELEASE.version.startsWith(`${RELEASE.minor}.`)).toBe(true);
    expect(RELEASE.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(repoFileUrl('operator/values.yaml')).toBe(
      `https://github.com/secureCodeBox/secureCodeBox/blob/${RELEASE.tag}/operator/values.yaml`,
    );
    expect(repoTreeUrl('scanners/nmap')).toBe(
      `https://github.com/secureCodeBox/secureCodeBox/tree/${RELEASE.tag}/scanners/nmap`,
    );
  });
});

describe('remark-release', () => {
  it('fills every placeholder in text, code and link URLs', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'code',
          value: 'helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap --version %SCB_VERSION%',
        },
        {
          type: 'paragraph',
          children: [{type: 'text', value: 'secureCodeBox %SCB_MINOR%, released %SCB_RELEASE_DATE%'}],
        },
        {type: 'link', url: 'https://github.com/secureCodeBox/secureCodeBox/blob/%SCB_TAG%/SECURITY.md', children: []},
      ],
    };
    remarkRelease()(tree, {path: 'docs/x.md'});
    expect(tree.children[0]).toEqual({
      type: 'code',
      value: `helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap --version ${RELEASE.version}`,
    });
    expect(tree.children[1]?.children?.[0]).toEqual({
      type: 'text',
      value: `secureCodeBox ${RELEASE.minor}, released ${RELEASE.date}`,
    });
    expect(tree.children[2]?.url).toBe(repoFileUrl('SECURITY.md'));
  });

  it('fails on an unknown placeholder, naming the file', () => {
    expect(() => fillReleasePlaceholders('--version %SCB_VERSON%', 'docs/x.md')).toThrow(
      'docs/x.md: unknown release placeholder %SCB_VERSON%',
    );
  });

  it('leaves text without placeholders alone', () => {
    expect(fillReleasePlaceholders('50 % of %d scans', 'docs/x.md')).toBe('50 % of %d scans');
  });
});

describe('docs pages name the release through the data module', () => {
  it('pin secureCodeBox charts with %SCB_VERSION%, never with a typed version', () => {
    const typed = docsPages().flatMap((page) =>
      readFileSync(join(repoRoot, page), 'utf8')
        .split('\n')
        .map((line, index) => ({page, line: index + 1, text: line}))
        .filter(({text}) => /oci:\/\/ghcr\.io\/securecodebox\/helm\/\S+.*--version\s+v?\d/.test(text)),
    );
    expect(typed).toEqual([]);
  });

  it('link into the monorepo at %SCB_TAG%, never at a typed tag or a branch', () => {
    const typed = docsPages().flatMap((page) =>
      [
        ...readFileSync(join(repoRoot, page), 'utf8').matchAll(
          /github\.com\/secureCodeBox\/secureCodeBox\/(?:blob|tree)\/([^/\s)]+)/g,
        ),
      ]
        .map((match) => match[1] ?? '')
        // A full commit SHA is a permalink to a file as it stood then (e.g. a pull request that was never merged).
        .filter((ref) => ref !== '%SCB_TAG%' && !/^[0-9a-f]{40}$/.test(ref))
        .map((ref) => `${page}: ${ref}`),
    );
    expect(typed).toEqual([]);
  });
});

describe('the supported Kubernetes versions', () => {
  it('are the same on the installation page, in the technical risks and in the release data', () => {
    const installation = readFileSync(join(repoRoot, 'docs/getting-started/installation.md'), 'utf8');
    const supported = proseBlocks(installation).flatMap((block) =>
      block.type === 'tableRow' && block.cells[1] === 'Supported' ? [/^`(v1\.\d+)`$/.exec(block.cells[0])?.[1]] : [],
    );
    expect(supported).toEqual(RELEASE.kubernetes);
    const risks = readFileSync(join(repoRoot, 'docs/architecture/technical_risks.md'), 'utf8');
    const listed = /releases, (`v1\.\d+`(?:, `v1\.\d+`)* and `v1\.\d+`);/.exec(risks)?.[1] ?? '';
    expect(listed.match(/v1\.\d+/g)).toEqual(RELEASE.kubernetes);
  });
});
