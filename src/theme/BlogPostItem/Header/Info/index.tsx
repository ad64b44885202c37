/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `BlogPostItem/Header/Info`, because no option or
 * wrapper can change how it formats the date: it builds an `Intl.DateTimeFormat` in the browser, and the first one
 * a page builds loads the browser's locale data inside the hydration render (see src/lib/blogPostDate.ts). The only
 * change: the date label comes from the post's metadata, where the build wrote it (`addDateLabels`, the blog's
 * `processBlogPosts`); without that label the ISO date (`2021-07-20`) is shown instead.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import type {DateLabelField} from '@site/src/lib/blogPostDate';

import styles from './styles.module.css';

/** "One min read" / "N min read" in the current locale's plural forms. */
function useReadingTimePlural(): (readingTimeFloat: number) => string {
  const {selectMessage} = usePluralForm();
  return (readingTimeFloat: number) => {
    const readingTime = Math.ceil(readingTimeFloat);
    return selectMessage(
      readingTime,
      translate(
        {
          id: 'theme.blog.post.readingTime.plurals',
          description:
            'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One min read|{readingTime} min read',
        },
        {readingTime},
      ),
    );
  };
}

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const readingTimePlural = useReadingTimePlural();
  return <>{readingTimePlural(readingTime)}</>;
}

function Spacer(): ReactNode {
  return <>{' · '}</>;
}

/**
 * The date and reading time under a post's title, on the post page and in the blog list.
 * @param props - `className` for the container
 */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime, dateLabel} = metadata as typeof metadata & DateLabelField;

  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{dateLabel ?? date.slice(0, 10)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          <Spacer />
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
