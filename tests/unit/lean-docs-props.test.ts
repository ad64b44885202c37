import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import leanDocsProps, {
  cardDocIds,
  DOCS_PROPS_FILE,
  strippedNothing,
  type VersionForCards,
} from '../../plugins/lean-docs-props';

const require = createRequire(import.meta.url);
const {stripDescriptions} = require('../../plugins/lean-docs-props/loader.cjs') as {
  stripDescriptions: (source: string, keep: ReadonlySet<string>) => string;
};

/** Version props as the docs plugin writes them for its root route: sidebars plus title and description per doc. */
const versionProps = JSON.stringify({
  version: {
    pluginId: 'default',
    docsSidebars: {docs: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}]},
    docs: {
      a: {id: 'a', title: 'A', description: 'About a', sidebar: 'docs'},
      'cli/b': {id: 'cli/b', title: 'B', description: 'About b', sidebar: 'docs'},
      c: {id: 'c', title: 'C', sidebar: 'docs'},
    },
  },
});

describe('stripDescriptions', () => {
  it('removes every description but those of the kept docs, and keeps the rest of each doc', () => {
    const out = JSON.parse(stripDescriptions(versionProps, new Set(['cli/b']))) as {
      version: {docs: Record<string, Record<string, string>>; docsSidebars: unknown};
    };
    expect(out.version.docs).toEqual({
      a: {id: 'a', title: 'A', sidebar: 'docs'},
      'cli/b': {id: 'cli/b', title: 'B', description: 'About b', sidebar: 'docs'},
      c: {id: 'c', title: 'C', sidebar: 'docs'},
    });
    expect(out.version.docsSidebars).toEqual({docs: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}]});
  });

  it('returns other props files and files with nothing to remove unchanged, byte for byte', () => {
    const tagProps = JSON.stringify({tag: {label: 'x', items: [{id: 'a', description: 'About a'}]}});
    expect(stripDescriptions(tagProps, new Set())).toBe(tagProps);
    const noSidebars = JSON.stringify({version: {docs: {a: {id: 'a', description: 'About a'}}}});
    expect(stripDescriptions(noSidebars, new Set())).toBe(noSidebars);
    expect(stripDescriptions(versionProps, new Set(['a', 'cli/b']))).toBe(versionProps);
    expect(stripDescriptions('null', new Set())).toBe('null');
  });

  it('throws on a file that is not JSON', () => {
    expect(() => stripDescriptions('{version:', new Set())).toThrow(SyntaxError);
  });
});

describe('cardDocIds', () => {
  const version: VersionForCards = {
    docs: [
      {id: 'guide/index', source: '@site/docs/guide/index.md'},
      {id: 'api/index', source: '@site/docs/api/index.md'},
    ],
    sidebars: {
      docs: [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          link: {type: 'generated-index'},
          items: [
            {type: 'doc', id: 'cli/overview'},
            {type: 'ref', id: 'cli/usage'},
            {type: 'link'},
            {type: 'category', link: {type: 'doc', id: 'guide/index'}, items: [{type: 'doc', id: 'guide/deep'}]},
          ],
        },
        {type: 'category', link: {type: 'doc', id: 'api/index'}, items: [{type: 'doc', id: 'api/crd'}]},
        {type: 'category', items: [{type: 'doc', id: 'plain/child'}]},
      ],
    },
  };
  const sources: Record<string, string> = {
    '@site/docs/guide/index.md': '# Guide\n\n<DocCardList />\n',
    '@site/docs/api/index.md': '# API\n\nPlain text.\n',
  };
  const read = (source: string): string => sources[source] ?? '';

  it('collects the direct doc items of generated-index categories and of categories whose doc renders DocCardList', () => {
    expect(cardDocIds([version], read).sort()).toEqual(['cli/overview', 'cli/usage', 'guide/deep']);
  });

  it('collects the siblings of a doc that renders DocCardList, at the top of a sidebar too', () => {
    const siblings: VersionForCards = {
      docs: [
        {id: 'tools/list', source: '@site/docs/tools/list.md'},
        {id: 'start', source: '@site/docs/start.md'},
      ],
      sidebars: {
        docs: [
          {type: 'doc', id: 'start'},
          {type: 'doc', id: 'about'},
          {type: 'category', items: [{type: 'doc', id: 'tools/list'}, {type: 'doc', id: 'tools/a'}, {type: 'link'}]},
        ],
      },
    };
    const pages: Record<string, string> = {
      '@site/docs/tools/list.md': '<DocCardList />',
      '@site/docs/start.md': 'import DocCardList from "@theme/DocCardList";\n\n<DocCardList />',
    };
    expect(cardDocIds([siblings], (source) => pages[source] ?? '').sort()).toEqual([
      'about',
      'start',
      'tools/a',
      'tools/list',
    ]);
  });

  it('collects nothing when no category page shows cards', () => {
    const plain: VersionForCards = {docs: [], sidebars: {docs: [{type: 'category', items: [{type: 'doc', id: 'x'}]}]}};
    expect(cardDocIds([plain], read)).toEqual([]);
  });
});

describe('lean-docs-props plugin', () => {
  it('matches the docs plugin route props files only', () => {
    expect(DOCS_PROPS_FILE.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json')).toBe(true);
    expect(DOCS_PROPS_FILE.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\docs.json')).toBe(
      true,
    );
    expect(DOCS_PROPS_FILE.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a-md-1.json')).toBe(
      false,
    );
    expect(DOCS_PROPS_FILE.test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog.json')).toBe(false);
  });

  it('hands the loader the card docs of the loaded docs content', async () => {
    const plugin = leanDocsProps({siteDir: '/site'});
    const loadedVersions = [
      {
        docs: [],
        sidebars: {
          docs: [{type: 'category', link: {type: 'generated-index'}, items: [{type: 'doc', id: 'cli/overview'}]}],
        },
      },
    ];
    await plugin.allContentLoaded?.({
      allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions}}},
      actions: {} as never,
    });
    const config = plugin.configureWebpack?.({}, false, {} as never, {}) as {
      module: {rules: Array<{test: RegExp; use: Array<{loader: string; options: {keep: string[]}}>}>};
    };
    const [rule] = config.module.rules;
    expect(rule?.test).toBe(DOCS_PROPS_FILE);
    expect(rule?.use[0]?.loader).toMatch(/lean-docs-props[\\/]loader\.cjs$/);
    expect(rule?.use[0]?.options.keep).toEqual(['cli/overview']);
  });

  it('fails the build when the loader removed nothing although descriptions were expected to go', () => {
    expect(strippedNothing(120, {versionFiles: 0, removed: 0})).toMatch(/no file matched .* with version props/);
    expect(strippedNothing(120, {versionFiles: 2, removed: 0})).toMatch(/saw 2 version props files but removed none/);
    expect(strippedNothing(120, {versionFiles: 2, removed: 240})).toBeUndefined();
    // A site whose docs are all shown as cards has nothing to remove.
    expect(strippedNothing(0, {versionFiles: 2, removed: 0})).toBeUndefined();
  });

  it('counts in the loader what it removed, which the plugin checks after the build', () => {
    const {stats} = require('../../plugins/lean-docs-props/loader.cjs') as {
      stats: {versionFiles: number; removed: number};
    };
    const before = {...stats};
    stripDescriptions(versionProps, new Set(['cli/b']));
    stripDescriptions(JSON.stringify({blog: {}}), new Set());
    expect(stats).toEqual({versionFiles: before.versionFiles + 1, removed: before.removed + 1});
  });

  it("counts each build on its own: a second build's check does not pass on the first build's removals", async () => {
    // A real file without DocCardList as the doc's source: the doc is not a card, so its description must go.
    const plugin = leanDocsProps({siteDir: process.cwd()});
    const loadedVersions = [
      {
        docs: [{id: 'a', source: '@site/package.json', description: 'About a'}],
        sidebars: {docs: [{type: 'doc', id: 'a'}]},
      },
    ];
    const load = () =>
      plugin.allContentLoaded?.({
        allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions}}},
        actions: {} as never,
      });
    await load();
    stripDescriptions(versionProps, new Set());
    await expect(Promise.resolve(plugin.postBuild?.({} as never))).resolves.toBeUndefined();
    await load();
    await expect(Promise.resolve().then(() => plugin.postBuild?.({} as never))).rejects.toThrow(
      /lean-docs-props: no file matched/,
    );
  });
});
