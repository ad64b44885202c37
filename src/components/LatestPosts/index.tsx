/*
 * The landing page's "From the blog" list: the blog's newest posts with their title, date and summary, written at
 * build time by plugins/latest-posts from the blog plugin's content (nothing here is typed by hand).
 */
import React, {type ReactElement} from 'react';
import Link from '@docusaurus/Link';
import posts from '@generated/latest-posts/default/latest-posts.json';
import type {LatestPost} from '@site/plugins/latest-posts/posts';
import styles from './styles.module.css';

/**
 * The newest posts as a list of cards: title (a link to the post), date and summary.
 * @param props.items - the posts to show, newest first; default the build's `latest-posts.json`
 * @returns the list, or nothing when the blog has no post
 */
export default function LatestPosts({items = posts}: {items?: readonly LatestPost[]}): ReactElement | null {
  if (items.length === 0) return null;
  return (
    // Not part of the landing page's search entry: each post is a search result of its own (Pagefind's own
    // `data-pagefind-ignore`), and the newest titles would otherwise lead a search to the landing page.
    <ul className={styles.posts} data-pagefind-ignore="all">
      {items.map((post) => (
        <li key={post.permalink} className={styles.post}>
          <article>
            <h3 className={styles.title}>
              <Link to={post.permalink}>{post.title}</Link>
            </h3>
            <p className={styles.date}>
              <time dateTime={post.date}>{post.dateLabel}</time>
            </p>
            <p className={styles.summary}>{post.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
