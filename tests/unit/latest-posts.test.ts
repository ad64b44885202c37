import {describe, expect, it} from 'vitest';
import {latestPosts, type PostMetadataFields} from '../../plugins/latest-posts/posts';

/** A post as the blog plugin loads it, with the fields latestPosts reads. */
const post = (slug: string, date: string, extra: Partial<PostMetadataFields> = {}) => ({
  metadata: {
    title: `Post ${slug}`,
    permalink: `/blog/${date.replace(/-/g, '/')}/${slug}`,
    description: `What ${slug} is about.`,
    date: new Date(`${date}T00:00:00Z`),
    dateLabel: `label of ${date}`,
    ...extra,
  },
});

describe('the landing page list of the newest posts (plugins/latest-posts)', () => {
  it('takes the newest listed posts, newest first, with title, link, date and summary', () => {
    const posts = [
      post('old', '2020-01-02'),
      post('newest', '2025-08-18'),
      post('middle', '2024-03-01'),
      post('newer', '2025-02-07'),
    ];
    expect(latestPosts(posts, 3)).toEqual([
      {
        title: 'Post newest',
        permalink: '/blog/2025/08/18/newest',
        date: '2025-08-18',
        dateLabel: 'label of 2025-08-18',
        summary: 'What newest is about.',
      },
      expect.objectContaining({permalink: '/blog/2025/02/07/newer'}),
      expect.objectContaining({permalink: '/blog/2024/03/01/middle'}),
    ]);
  });

  it('leaves out unlisted posts and drafts, and falls back to the ISO date without a label', () => {
    const posts = [
      post('unlisted', '2025-09-01', {unlisted: true}),
      post('draft', '2025-09-02', {frontMatter: {draft: true}}),
      post('listed', '2025-01-01', {dateLabel: undefined, date: '2025-01-01T00:00:00.000Z'}),
    ];
    expect(latestPosts(posts, 3)).toEqual([
      {
        title: 'Post listed',
        permalink: '/blog/2025/01/01/listed',
        date: '2025-01-01',
        dateLabel: '2025-01-01',
        summary: 'What listed is about.',
      },
    ]);
  });

  it('returns fewer posts than asked for when the blog has fewer, none for a count of 0', () => {
    expect(latestPosts([post('only', '2021-05-05')], 3)).toHaveLength(1);
    expect(latestPosts([post('only', '2021-05-05')], 0)).toEqual([]);
    expect(latestPosts([], 3)).toEqual([]);
  });

  it('fails with the post named on an invalid date', () => {
    expect(() => latestPosts([post('broken', '2021-05-05', {date: 'not a date'})], 3)).toThrow(
      'latest-posts: /blog/2021/05/05/broken has no valid date',
    );
  });
});
