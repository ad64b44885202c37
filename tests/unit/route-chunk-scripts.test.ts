import {describe, expect, it} from 'vitest';
import {withRequestOrigins, type StatsChunk} from '../../plugins/route-chunk-scripts/index';

/** Origins as the addon writes them: keyed by chunk name, each with the chunk ids a page needs. */
const ORIGINS = {
  main: ['main'],
  styles: ['styles', 17, 4],
  '5e95c892': [320, 9272, '5e95c892'],
  '0058b4c6': ['0058b4c6'],
  '9272': [9272],
};

describe('withRequestOrigins', () => {
  it('adds the request of a route chunk as a key with that chunk’s ids', () => {
    const chunks: StatsChunk[] = [
      {names: ['5e95c892'], origins: [{request: '@theme/DocsRoot'}, {request: '@theme/DocsRoot'}]},
      {
        names: ['0058b4c6'],
        origins: [{request: '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'}],
      },
    ];
    const {origins, added} = withRequestOrigins(ORIGINS, chunks);
    expect(added).toBe(2);
    expect(origins['@theme/DocsRoot']).toEqual([320, 9272, '5e95c892']);
    expect(origins['@generated/docusaurus-plugin-content-docs/default/p/docs-175.json']).toEqual(['0058b4c6']);
    expect(ORIGINS).not.toHaveProperty(['@theme/DocsRoot']);
  });

  it('skips chunks that several requests lead to, chunks without a name or manifest entry, and existing keys', () => {
    const chunks: StatsChunk[] = [
      {names: ['styles'], origins: [{request: '@site/docs/a.mdx'}, {request: '@site/docs/b.mdx'}]},
      {names: [], origins: [{request: '@site/docs/c.mdx'}]},
      {names: ['unknown'], origins: [{request: '@site/docs/d.mdx'}]},
      {names: ['9272'], origins: [{request: 'main'}]},
      {names: ['0058b4c6'], origins: [{}]},
    ];
    const {origins, added} = withRequestOrigins(ORIGINS, chunks);
    expect(added).toBe(0);
    expect(origins).toEqual(ORIGINS);
  });
});
