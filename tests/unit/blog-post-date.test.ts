import {describe, expect, it} from 'vitest';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {addDateLabels, type DateLabelField} from '../../src/lib/blogPostDate';

/** A post with only what `addDateLabels` reads; the rest of the metadata does not matter here. */
function post(date: string): BlogPost {
  return {id: date, content: '', metadata: {date: new Date(date)}} as unknown as BlogPost;
}

const labelOf = (blogPost: BlogPost): string | undefined => (blogPost.metadata as DateLabelField).dateLabel;

describe('addDateLabels', () => {
  it('writes the date as the theme shows it: long month, day, year', () => {
    const posts = [post('2021-07-20'), post('2025-02-07')];
    addDateLabels(posts, 'en', 'gregory');
    expect(posts.map(labelOf)).toEqual(['July 20, 2021', 'February 7, 2025']);
  });

  it('reads the date in UTC, so a post from late in the evening keeps its day', () => {
    const posts = [post('2024-12-31T23:30:00Z'), post('2024-01-01T00:10:00Z')];
    addDateLabels(posts, 'en', 'gregory');
    expect(posts.map(labelOf)).toEqual(['December 31, 2024', 'January 1, 2024']);
  });

  it('follows the locale being built', () => {
    const posts = [post('2021-07-20')];
    addDateLabels(posts, 'de', 'gregory');
    expect(labelOf(posts[0])).toBe('20. Juli 2021');
  });

  it('fails on a date that is not one, instead of writing "Invalid Date"', () => {
    expect(() => addDateLabels([post('not a date')], 'en', 'gregory')).toThrow(RangeError);
  });
});
