import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

/** Open the search overlay from the navbar and return its input. */
async function openSearch(page: Page) {
  await page.locator('.dsla-search-field .aa-DetachedSearchButton').click();
  const input = page.locator('.aa-DetachedOverlay input.aa-Input');
  await expect(input).toBeFocused();
  return input;
}

test.describe('local search', () => {
  test('the index loads only when the search is first used', async ({page, problems}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index-.*\.json$/.test(request.url())) indexRequests.push(request.url());
    });
    await page.goto('/docs/getting-started/installation');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    const input = await openSearch(page);
    await input.fill('nmap');
    await expect(page.locator('.aa-Item').first()).toBeVisible();
    expect(indexRequests.length).toBeGreaterThan(0);
    void problems;
  });

  test('shows at most 8 results, each with its section and page title', async ({page, problems}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await expect(input).toHaveAttribute('placeholder', 'Search...');
    await input.fill('scan');
    const items = page.locator('.aa-Item');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      await expect(item.locator('.aa-ItemContentTitle')).not.toBeEmpty();
      const description = item.locator('.aa-ItemContentDescription');
      if ((await description.count()) > 0) await expect(description).not.toBeEmpty();
    }
    void problems;
  });

  test('Enter opens the first hit and marks the search terms in the article', async ({page, problems}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('helm');
    await expect(page.locator('.aa-Item').first()).toBeVisible();
    await input.press('Enter');
    await expect(input).toBeHidden();
    await expect(page).not.toHaveURL(/\/$/);
    const marks = page.locator('article mark, main mark');
    await expect(marks.first()).toBeVisible();
    expect((await marks.first().textContent())?.toLowerCase()).toContain('helm');
    void problems;
  });

  test('says so when nothing matches', async ({page, problems}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('qwxzjvbnk');
    await expect(page.locator('.aa-DetachedOverlay')).toContainText('No results found.');
    void problems;
  });

  test('cuts the query to 512 characters', async ({page, problems}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('a'.repeat(600));
    expect((await input.inputValue()).length).toBeLessThanOrEqual(512);
    void problems;
  });

  for (const hostile of ['foo:bar', 'title^x', '~', 'nmap~a', '<img src=x onerror=alert(1)>', 'x'.repeat(600)]) {
    test(`handles the hostile query ${JSON.stringify(hostile.slice(0, 40))} without errors`, async ({page, problems}) => {
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await page.goto('/');
      const input = await openSearch(page);
      await input.fill(hostile);
      await expect(page.locator('.aa-Item, .aa-Panel :text("No results found.")').first()).toBeVisible();
      expect(await page.locator('.aa-DetachedOverlay img').count()).toBe(0);
      expect(dialogs).toBe(0);
      expect(problems.messages).toEqual([]);
    });
  }

  test('Ctrl+K, Cmd+K and / open the search', async ({page, problems}) => {
    await page.goto('/docs/getting-started/installation');
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.locator('body').click({position: {x: 5, y: 300}});
      await page.keyboard.press(shortcut);
      const input = page.locator('.aa-DetachedOverlay input.aa-Input');
      await expect(input, `after ${shortcut}`).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(input).toBeHidden();
    }
    void problems;
  });

  test('a failed index load gives an empty result list, not an error', async ({page, problems}) => {
    await page.route(/search-index-.*\.json$/, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('nmap');
    await expect(page.locator('.aa-DetachedOverlay')).toContainText('No results found.');
    // The browser itself logs the failed request; that is the only message we accept here.
    problems.messages = problems.messages.filter((m) => !/Failed to load resource.*503/.test(m));
  });
});
