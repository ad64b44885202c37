// @ts-check
/**
 * Drives the site search in Chromium for the relevance suite (scripts/search-relevance.mjs) and the search
 * benchmark (scripts/bench-search.mjs): start the browser, open the panel, enter a query and wait until the panel
 * shows the outcome of exactly that query (`data-search-state="idle"` with `data-searched` equal to the query, set by
 * src/theme/SearchBar/SearchPanel.tsx), read the listed pages.
 */
import {chromium} from '@playwright/test';

/**
 * Start Chromium: Debian's /usr/bin/chromium unless `CHROME_PATH` names another binary.
 * @returns {Promise<import('@playwright/test').Browser>} the browser
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/**
 * Open the search panel from the navbar button and return its input once it has the focus.
 * @param {import('@playwright/test').Page} page - a hydrated page of the site
 * @returns {Promise<import('@playwright/test').Locator>} the search input
 */
export async function openSearch(page) {
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  const input = page.getByRole('combobox', {name: 'Search'});
  await input.waitFor({state: 'visible'});
  await page.waitForFunction(() => document.activeElement?.matches('input[role="combobox"]') ?? false);
  return input;
}

/**
 * Wait until the panel shows the outcome of exactly this query (what was typed, cut to 512 characters and trimmed).
 * @param {import('@playwright/test').Page} page - a page with the search panel open
 * @param {string} query - the query typed
 * @param {number} [timeout] - ms; default 30 s
 */
export async function waitForOutcome(page, query, timeout = 30_000) {
  const searched = query.slice(0, 512).trim().replace(/["\\]/g, '\\$&');
  await page.locator(`[data-search-state="idle"][data-searched="${searched}"]`).waitFor({timeout});
}

/**
 * Enter a query at once (one input event, no intermediate prefixes) and wait for its outcome.
 * @param {import('@playwright/test').Page} page - a page with the search panel open
 * @param {string} query - what to search
 */
export async function searchFor(page, query) {
  await page.getByRole('combobox', {name: 'Search'}).fill(query);
  await waitForOutcome(page, query);
}

/**
 * The pages the panel lists, in order.
 * @param {import('@playwright/test').Page} page - a page showing search results
 * @returns {Promise<string[]>} their URLs as the panel links them (site-relative)
 */
export function listedUrls(page) {
  return page
    .locator('[role="option"][data-url]')
    .evaluateAll((options) => options.map((o) => o.getAttribute('data-url') ?? ''));
}
