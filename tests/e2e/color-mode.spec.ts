import {test, expect, openHydrated} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default even when the system prefers dark', async ({page, problems}) => {
    await page.goto('/');
    expect(await theme(page)).toBe('light');
    void problems;
  });

  test("a returning reader's choice, stored under 'theme', is applied", async ({page, problems}) => {
    // What an earlier visit (before the v4 flags, or of the live site) left in the browser.
    await openHydrated(page, '/docs/getting-started/installation');
    expect(await theme(page)).toBe('light');
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    await openHydrated(page, '/blog');
    expect(await theme(page)).toBe('dark');
    void problems;
  });

  test('the toggle flips it, stores it, keeps it after reload and syncs other tabs', async ({
    page,
    context,
    problems,
  }) => {
    // Both tabs must have hydrated: the toggle is a React button, and the other tab only follows storage changes once
    // its colour-mode provider has mounted (a change made before that is not replayed).
    await openHydrated(page, '/docs/getting-started/installation');
    const other = await context.newPage();
    await openHydrated(other, '/blog');
    expect(await theme(other)).toBe('light');

    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Stored under the plain key `theme` (storage.namespace is off), and under no other theme key.
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((key) => key.startsWith('theme'))
          .map((key) => [key, localStorage.getItem(key)]),
      ),
    );
    expect(stored).toEqual({theme: 'dark'});

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await other.close();
    void problems;
  });
});
