import type {Page} from '@playwright/test';
import {test, expect, type PageProblems} from './fixtures';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const docsPage = '/docs/scanners/nmap';
const post = '/blog/2022/01/18/log4shell';

/** Opens a page, waits for hydration and returns the list of Markdown twin requests it makes from then on. */
async function openWatchingTwins(page: Page, path: string): Promise<string[]> {
  const twinRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) twinRequests.push(request.url());
  });
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return twinRequests;
}

/** The Markdown twin as the server sends it. */
async function twinText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(`${path}.md`);
  expect(response.ok()).toBe(true);
  return response.text();
}

/** Drops the console errors that an aborted request to `url` causes, which the test provoked on purpose. */
function forgiveAbortedRequest(problems: PageProblems): void {
  for (let i = problems.messages.length - 1; i >= 0; i -= 1) {
    if (/Failed to load resource: net::ERR_FAILED/.test(problems.messages[i])) problems.messages.splice(i, 1);
  }
}

test('Copy page on a docs page copies its Markdown twin, loaded only on click', async ({page, problems}) => {
  const twinRequests = await openWatchingTwins(page, docsPage);
  const button = page.getByRole('button', {name: 'Copy page'});
  await expect(button).toBeVisible();
  // Nothing is fetched before the reader asks for it.
  expect(twinRequests).toEqual([]);

  await button.click();
  await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await twinText(page, docsPage));
  expect(copied).toContain('nmap');
  expect(twinRequests).toHaveLength(1);
  void problems;
});

test('Copy page on a blog post works from the keyboard', async ({page, problems}) => {
  await openWatchingTwins(page, post);
  const button = page.getByRole('button', {name: 'Copy page'});
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await twinText(page, post));
  void problems;
});

test('a failed twin request shows an error and leaves the clipboard alone', async ({page, problems}) => {
  await openWatchingTwins(page, docsPage);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.route('**/*.md', (route) => route.abort('failed'));

  await page.getByRole('button', {name: 'Copy page'}).click();
  const status = page.getByRole('status').filter({hasText: 'Copy failed'});
  await expect(status).toHaveText(/the Markdown version of this page could not be loaded/);
  await expect(status.getByRole('link', {name: 'Open the Markdown'})).toHaveAttribute('href', `${docsPage}.md`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  forgiveAbortedRequest(problems);
});

test('Copy page appears only on docs pages and posts, and not in print', async ({page, problems}) => {
  for (const path of ['/', '/blog', '/docs/getting-started', '/blog/tags/sast']) {
    await openWatchingTwins(page, path);
    await expect(page.locator('main, article').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'}), path).toHaveCount(0);
  }
  await openWatchingTwins(page, docsPage);
  const button = page.getByRole('button', {name: 'Copy page'});
  await expect(button).toBeVisible();
  await page.emulateMedia({media: 'print'});
  await expect(button).toBeHidden();
  void problems;
});
