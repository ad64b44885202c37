/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `BlogArchivePage`, because no option or wrapper can
 * change its header: the original puts "Archive" twice (title and subtitle) in Infima's primary-coloured hero, which
 * matches neither colour mode of the site, and formats every date with `Intl.DateTimeFormat` in the browser. This
 * version has a header like the blog list's (`src/theme/BlogListPage`), one section per year with an `h2`, and the
 * date labels the build wrote into each post's metadata (`addDateLabels` of src/lib/blogPostDate.ts; the ISO date
 * when a post lacks one).
 */
import React, {type ReactElement} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import type {DateLabelField} from '@site/src/lib/blogPostDate';
import headerStyles from '../BlogListPage/styles.module.css';
import styles from './styles.module.css';

/** The page's title, also its `h1`. */
const TITLE = 'Blog archive';

/** The posts of one year, newest first. */
interface Year {
  year: string;
  posts: ArchiveBlogPost[];
}

/**
 * Group posts by the year of their date, keeping their order (the blog plugin lists them newest first).
 * @param posts - the archive's posts
 */
export function postsByYear(posts: readonly ArchiveBlogPost[]): Year[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    const list = years.get(year) ?? [];
    list.push(post);
    years.set(year, list);
  }
  return Array.from(years, ([year, list]) => ({year, posts: list}));
}

/** One year: its heading and the posts as date and linked title. */
function YearSection({year, posts}: Year): ReactElement {
  return (
    <section className={styles.year} aria-labelledby={`year-${year}`}>
      <h2 id={`year-${year}`} className={styles.yearTitle}>
        {year}
      </h2>
      <ul className={styles.posts}>
        {posts.map(({metadata}) => {
          const {dateLabel} = metadata as typeof metadata & DateLabelField;
          return (
            <li key={metadata.permalink} className={styles.post}>
              <time dateTime={metadata.date} className={styles.date}>
                {dateLabel ?? metadata.date.slice(0, 10)}
              </time>
              <Link to={metadata.permalink} className={styles.postTitle}>
                {metadata.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The blog archive (`/blog/archive`): every listed post, grouped by year, newest first.
 * @param props - `archive.blogPosts` from the blog plugin
 */
export default function BlogArchivePage({archive}: Props): ReactElement {
  const years = postsByYear(archive.blogPosts);
  const count = archive.blogPosts.length;
  const first = years[years.length - 1]?.year;
  const description =
    count === 0
      ? 'Every post of the secureCodeBox blog.'
      : `All ${count} ${count === 1 ? 'post' : 'posts'} of the secureCodeBox blog${first ? ` since ${first}` : ''}, newest first: releases, new scanners and hooks, and how the project works.`;
  return (
    <>
      <PageMetadata title={TITLE} description={description} />
      <Layout>
        <main className={`container margin-vert--lg ${styles.page}`}>
          <header className={headerStyles.header}>
            <h1 className={headerStyles.title}>{TITLE}</h1>
            <p className={headerStyles.description}>{description}</p>
          </header>
          {years.map((year) => (
            <YearSection key={year.year} {...year} />
          ))}
        </main>
      </Layout>
    </>
  );
}
