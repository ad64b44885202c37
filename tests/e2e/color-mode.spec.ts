import {test, expect, openHydrated} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default even when the system prefers dark', async ({page, problems}) => {
    await page.goto('/');
    expect(await theme(page)).toBe('light');
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
    // Docusaurus v4's site storage namespacing stores the mode under `theme` plus a suffix of the site's own.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => /^theme(-|$)/.test(key))
        .map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual(['dark']);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await other.close();
    void problems;
  });
});
