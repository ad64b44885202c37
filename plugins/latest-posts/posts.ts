/**
 * The newest posts of the blog as the landing page's "From the blog" section shows them: title, permalink, date and
 * summary (the post's front matter `description`), read from the blog plugin's loaded content. Pure, so that the
 * selection is unit-tested without a build.
 *
 * @packageDocumentation
 */

/** One post of the landing page's list; what `latest-posts.json` holds, newest first. */
export interface LatestPost {
  /** The post's title, e.g. `Announcing secureCodeBox v5`. */
  title: string;
  /** Its page, relative to the site root, e.g. `/blog/2025/08/18/announcing-securecodebox-v5`. */
  permalink: string;
  /** Its date as `YYYY-MM-DD` (UTC), for `<time dateTime>`. */
  date: string;
  /** Its date as the blog shows it, e.g. `August 18, 2025` (`dateLabel`, see src/lib/blogPostDate.ts). */
  dateLabel: string;
  /** Its summary: the front matter `description` the post list and the feeds use. */
  summary: string;
}

/** The fields of a post's metadata this module reads (`BlogPostMetadata` of `@docusaurus/plugin-content-blog`). */
export interface PostMetadataFields {
  title: string;
  permalink: string;
  description: string;
  date: Date | string;
  unlisted?: boolean;
  frontMatter?: {draft?: boolean};
  dateLabel?: string;
}

/**
 * The `count` newest listed posts, newest first; unlisted posts and drafts are left out, as the blog's own lists do.
 * Posts of the same date keep the blog's order.
 * @param posts - the blog's posts (`blogPosts` of the blog plugin's content), any order
 * @param count - how many to return (0 or more)
 * @throws {Error} when a post's date is not a valid date (the blog plugin would have failed first)
 */
export function latestPosts(posts: readonly {metadata: PostMetadataFields}[], count: number): LatestPost[] {
  return posts
    .map(({metadata}) => ({metadata, time: new Date(metadata.date).getTime()}))
    .filter(({metadata}) => metadata.unlisted !== true && metadata.frontMatter?.draft !== true)
    .map((post) => {
      if (Number.isNaN(post.time)) throw new Error(`latest-posts: ${post.metadata.permalink} has no valid date`);
      return post;
    })
    .sort((a, b) => b.time - a.time)
    .slice(0, Math.max(0, count))
    .map(({metadata, time}) => {
      const date = new Date(time).toISOString().slice(0, 10);
      return {
        title: metadata.title,
        permalink: metadata.permalink,
        date,
        dateLabel: metadata.dateLabel ?? date,
        summary: metadata.description,
      };
    });
}
