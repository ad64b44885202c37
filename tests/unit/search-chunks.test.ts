import {describe, expect, it} from 'vitest';

import {checkChunkSizes, INDEX_CHUNK_SIZE, MAX_INDEX_CHUNK_BYTES} from '../../plugins/search/index';

describe('the index chunk size guard of plugins/search', () => {
  it('accepts chunks written with the small chunk size', () => {
    expect(INDEX_CHUNK_SIZE).toBe(2500);
    expect(() => checkChunkSizes([4_000, 10_781, MAX_INDEX_CHUNK_BYTES])).not.toThrow();
  });

  it("stops the build, naming the setting, when a chunk has Pagefind's default size", () => {
    expect(() => checkChunkSizes([9_000, 35_093])).toThrow(
      /largest index chunk is 35093 bytes \(limit 20000\).*PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE/,
    );
  });

  it('stops the build when Pagefind wrote no chunk', () => {
    expect(() => checkChunkSizes([])).toThrow('Pagefind wrote no index chunk');
  });
});
