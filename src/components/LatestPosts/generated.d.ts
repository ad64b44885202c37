/**
 * Type of the module `plugins/latest-posts` writes on every build (see its index.ts).
 */
declare module '@generated/latest-posts/default/latest-posts.json' {
  import type {LatestPost} from '@site/plugins/latest-posts/posts';

  /** The blog's newest posts, newest first. */
  const posts: LatestPost[];
  export default posts;
}
