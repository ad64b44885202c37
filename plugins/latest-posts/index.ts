/**
 * Local Docusaurus plugin that feeds the landing page's "From the blog" section (src/components/LatestPosts): once
 * every plugin has loaded its content (`allContentLoaded`), it reads the posts of the default blog plugin and writes
 * the newest ones (title, permalink, date, summary; {@link latestPosts}) to
 * `@generated/latest-posts/default/latest-posts.json` with `createData`. Only the landing page imports that module,
 * so no other page carries the list, and nothing about the posts is typed by hand.
 *
 * Register it in `docusaurus.config.ts`: `plugins: [..., ['./plugins/latest-posts/index.ts', {count: 3}]]`.
 *
 * @packageDocumentation
 */
import type {Plugin} from '@docusaurus/types';
import {latestPosts, type PostMetadataFields} from './posts';

/** Options of the plugin. */
export interface LatestPostsOptions {
  /** How many posts the landing page lists; default 3. */
  count?: number;
}

/**
 * The blog's posts from all plugins' content.
 * @param blog - `allContent['docusaurus-plugin-content-blog']`
 * @throws {Error} when the default blog plugin's content is not where Docusaurus 3 puts it
 */
function blogPosts(blog: Record<string, unknown> | undefined): {metadata: PostMetadataFields}[] {
  const content = blog?.default;
  if (typeof content !== 'object' || content === null || !Array.isArray((content as {blogPosts?: unknown}).blogPosts)) {
    throw new Error('latest-posts: found no blog content (docusaurus-plugin-content-blog, id "default")');
  }
  return (content as {blogPosts: {metadata: PostMetadataFields}[]}).blogPosts;
}

/**
 * The plugin. See the module comment.
 * @param _context - Docusaurus load context (unused)
 * @param options - see {@link LatestPostsOptions}
 */
export default function latestPostsPlugin(_context: unknown, options: LatestPostsOptions = {}): Plugin {
  const count = options.count ?? 3;
  return {
    name: 'latest-posts',
    async allContentLoaded({allContent, actions}) {
      const posts = latestPosts(blogPosts(allContent['docusaurus-plugin-content-blog']), count);
      await actions.createData('latest-posts.json', JSON.stringify(posts));
    },
  };
}
