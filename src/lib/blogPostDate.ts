/**
 * The date line of blog posts ("July 20, 2021"), written once at build time instead of in every visitor's browser.
 *
 * The classic theme formats a post's date in the browser with `new Intl.DateTimeFormat(…)`. The first date formatter
 * a page creates loads the browser's locale data (ICU), which costs 20–60 ms of main-thread time on our 2-core test
 * machine inside the hydration render of every blog page, four times that under Lighthouse's mobile CPU slowdown (see
 * BENCHMARKS-HISTORY.md, Lighthouse). `addDateLabels` (the blog's `processBlogPosts` in docusaurus.config.ts) formats the date
 * with Node's `Intl` during the build, with the theme's options, and `src/theme/BlogPostItem/Header/Info` renders
 * that label, so no blog page builds a date formatter.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';

/** The options the classic theme's post header formats dates with: long month, day and year, in UTC. */
const BLOG_POST_DATE_FORMAT: Readonly<Intl.DateTimeFormatOptions> = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** The field `addDateLabels` adds to a blog post's metadata; the browser receives it with the rest of the metadata. */
export interface DateLabelField {
  /** The post's date as the theme would show it, e.g. `July 20, 2021`; absent if the build did not add it. */
  dateLabel?: string;
}

/**
 * Adds {@link DateLabelField.dateLabel} to every post's metadata (in place), for `processBlogPosts`.
 * @param blogPosts - the posts the blog plugin loaded; `metadata.date` is the post's date (from its file name or
 *   `date` front matter, midnight UTC for a day)
 * @param locale - the BCP 47 locale being built, e.g. `en`
 * @param calendar - its Unicode calendar name, e.g. `gregory` (the `localeConfigs[locale].calendar` the theme uses)
 * @throws RangeError for an unknown locale or calendar, or a post whose date is invalid
 */
export function addDateLabels(blogPosts: BlogPost[], locale: string, calendar: string): void {
  const format = new Intl.DateTimeFormat(locale, {calendar, ...BLOG_POST_DATE_FORMAT});
  for (const post of blogPosts) {
    const field: DateLabelField = {dateLabel: format.format(post.metadata.date)};
    Object.assign(post.metadata, field);
  }
}
