/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `BlogListPage`, because no
 * wrapper can put a heading inside the blog layout: the original list pages have no
 * `h1`, which fails WCAG's `page-has-heading-one` and leaves screen-reader users
 * without a page title. The only change is the header with the blog's title and
 * description above the posts (first page) or the page number (later pages), and the
 * links to the blog's feeds (src/components/FeedLinks).
 */
import React from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import FeedLinks from '@site/src/components/FeedLinks';
import styles from './styles.module.css';

function BlogListPageMetadata({metadata}: Props): React.ReactElement {
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const title = permalink === '/' ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent({metadata, items, sidebar}: Props): React.ReactElement {
  return (
    <BlogLayout sidebar={sidebar}>
      <header className={styles.header}>
        <h1 className={styles.title}>{metadata.blogTitle}</h1>
        {metadata.page > 1 ? (
          <p className={styles.description}>
            Page {metadata.page} of {metadata.totalPages}
          </p>
        ) : (
          <p className={styles.description}>{metadata.blogDescription}</p>
        )}
        <FeedLinks className={styles.feeds} />
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

/** The blog list page (`/blog`, `/blog/page/N`) with a page heading. */
export default function BlogListPage(props: Props): React.ReactElement {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
