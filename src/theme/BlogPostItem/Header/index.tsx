/**
 * Wraps (does not eject) the classic theme's `BlogPostItem/Header`: on a post's own page (not in the blog lists)
 * the "Copy page" button (src/components/CopyPageButton) follows the title, date and authors. It sits outside the
 * post's `.markdown` element, so neither the Markdown twin nor the search index contains it.
 */
import React from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPageButton from '@site/src/components/CopyPageButton';

/** The post header, followed by the "Copy page" button on the post's own page. */
export default function HeaderWrapper(): React.ReactElement {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && !metadata.unlisted && <CopyPageButton permalink={metadata.permalink} />}
    </>
  );
}
