/**
 * The "last updated" date of docs pages (`Nov 24, 2026`), formatted without `Intl`.
 *
 * The classic theme formats it in the browser with `new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC'})`. The first date formatter a page creates loads the browser's locale data, about
 * 15 ms of main-thread time on our 2-core test machine inside the hydration of every docs page (60 ms under
 * Lighthouse's 4× CPU slowdown; see BENCHMARKS-HISTORY.md, Lighthouse). The site has one locale, English, so the same text
 * comes from a table of month abbreviations; tests/unit/short-date.test.ts checks it against `Intl` for every month.
 */

/** English month abbreviations as `Intl.DateTimeFormat('en', {month: 'short'})` writes them, January first. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date as `MMM D, YYYY` in UTC, e.g. `Nov 24, 2026`: what the classic theme's `LastUpdated` shows in English.
 * @param timestamp - milliseconds since the epoch (the docs plugin's `lastUpdatedAt`)
 * @returns the label; `Invalid Date` for a timestamp that is not a date (where the theme's `Intl` formatter throws)
 */
export function shortUtcDate(timestamp: number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
