/*
 * The blog's feeds as visible links, for readers who follow the blog in a feed reader: the blog list pages show them
 * under their description (src/theme/BlogListPage), every post at its end (src/theme/BlogPostItem/Footer). The blog
 * plugin writes the feeds (`feedOptions` in docusaurus.config.ts) and names them in every page's head, where only
 * feed-aware browsers and tools see them.
 */
import React, {type ReactElement} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** The feeds the blog plugin writes (`feedOptions.type: 'all'`), under the blog's route. JSON Feed is left out: no
 * common feed reader needs it, and two links are enough to choose from. */
export const BLOG_FEEDS = [
  {label: 'RSS', path: '/blog/rss.xml', type: 'application/rss+xml'},
  {label: 'Atom', path: '/blog/atom.xml', type: 'application/atom+xml'},
] as const;

/** The feed icon (the common orange-square symbol drawn as a line icon in the text colour), decorative. */
function FeedIcon(): ReactElement {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="5" cy="19" r="2" fill="currentColor" />
      <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * "Follow the blog: RSS · Atom" — links to the blog's RSS 2.0 and Atom feeds ({@link BLOG_FEEDS}).
 * @param props.className - extra class of the paragraph (spacing where it is placed)
 */
export default function FeedLinks({className}: {className?: string}): ReactElement {
  const rss = useBaseUrl(BLOG_FEEDS[0].path);
  const atom = useBaseUrl(BLOG_FEEDS[1].path);
  return (
    <p className={clsx(styles.feeds, className)} data-testid="feed-links">
      <FeedIcon />
      <span>
        Follow the blog in your feed reader:{' '}
        <a href={rss} type={BLOG_FEEDS[0].type}>
          {BLOG_FEEDS[0].label} feed
        </a>{' '}
        or{' '}
        <a href={atom} type={BLOG_FEEDS[1].type}>
          {BLOG_FEEDS[1].label} feed
        </a>
      </span>
    </p>
  );
}
