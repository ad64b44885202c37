/**
 * Wraps (does not eject) the classic theme's `BlogPostItem/Footer`: on a post's own page (not in the blog lists) the
 * links to the blog's feeds (src/components/FeedLinks) follow the tags and the edit link. They sit in a `footer`,
 * outside the post's `.markdown` element, so neither the Markdown twin nor the search index contains them.
 */
import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import FeedLinks from '@site/src/components/FeedLinks';
import styles from './styles.module.css';

/** The post footer, followed by the feed links on the post's own page. */
export default function FooterWrapper(): React.ReactElement {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && (
        <footer className={styles.feeds}>
          <FeedLinks />
        </footer>
      )}
    </>
  );
}
