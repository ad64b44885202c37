import AxeBuilder from '@axe-core/playwright';
import {test, expect, settleTransitions, openNotFound} from './fixtures';
import {RELEASE} from '../../src/data/release';

/**
 * No dead ends: the docs home (`/docs/`), the Getting Started index and its breadcrumb, the not-found page's help
 * (search, "Did you mean …?", links) and the blog archive's header.
 */

test.describe('docs home', () => {
  test('/docs/ has an h1, names the documented release and links to where to start and the reference', async ({
    page,
    problems,
  }) => {
    const response = await page.goto('/docs/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('secureCodeBox documentation');
    const article = page.locator('article');
    await expect(article).toContainText(`secureCodeBox ${RELEASE.version}, released on ${RELEASE.date}`);
    const expected: Array<[string, string]> = [
      ['Installation', '/docs/getting-started/installation'],
      ['Starting your first scans', '/docs/getting-started/first-scans'],
      ['how-tos', '/docs/how-tos'],
      ['Custom resources', '/docs/api/crds'],
      ['Finding format', '/docs/api/finding'],
      ['Scanners', '/docs/scanners'],
      ['Hooks', '/docs/hooks'],
      ['scbctl', '/docs/scbctl'],
      ['architecture documentation', '/docs/architecture'],
      ['contribution criteria', '/docs/contributing/contribution-criteria'],
    ];
    for (const [name, href] of expected) {
      await expect(article.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    // The navbar's Docs link still starts readers at the installation.
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}),
    ).toHaveAttribute('href', '/docs/getting-started/installation');
    void problems;
  });

  test('/docs/getting-started/ lists the getting-started pages', async ({page, problems}) => {
    const response = await page.goto('/docs/getting-started/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Getting started with secureCodeBox');
    const main = page.locator('main');
    for (const path of ['installation', 'first-scans', 'upgrading', 'uninstallation', 'troubleshooting']) {
      await expect(main.locator(`article a[href="/docs/getting-started/${path}"]`)).toHaveCount(1);
    }
    void problems;
  });

  test('the Getting Started breadcrumb links to its index', async ({page, problems}) => {
    await page.goto('/docs/getting-started/first-scans');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const crumb = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Getting Started'});
    await expect(crumb).toHaveAttribute('href', '/docs/getting-started');
    await crumb.click();
    await expect(page).toHaveURL(/\/docs\/getting-started$/);
    await expect(page.locator('h1')).toHaveText('Getting started with secureCodeBox');
    void problems;
  });
});

test.describe('not-found page', () => {
  test('a mistyped scanner path answers 404 and suggests the Nmap page', async ({page, problems}) => {
    await openNotFound(page, '/docs/scanners/nmapp', problems);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(
      page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation and the blog'}),
    ).toBeVisible();
    const help = page.getByRole('navigation', {name: 'Find the page'});
    await expect(help.getByRole('link', {name: 'Documentation home'})).toHaveAttribute('href', '/docs/');
    await expect(help.getByRole('link', {name: 'Scanner catalogue'})).toHaveAttribute('href', '/docs/scanners');
    const suggestion = page.getByTestId('did-you-mean');
    // The suggested page by its title, and its path.
    await expect(suggestion).toHaveText('Did you mean Nmap (/docs/scanners/nmap)?');
    await expect(suggestion.getByRole('link')).toHaveText('Nmap');
    await suggestion.getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/scanners\/nmap$/);
    await expect(page.locator('h1')).toHaveText('Nmap');
  });

  test('the heading, the text, the suggestion, the search box and the ways on are all inside the one main landmark', async ({
    page,
    problems,
  }) => {
    await openNotFound(page, '/docs/scanners/nmapp', problems);
    await expect(page.getByRole('main')).toHaveCount(1);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(main.getByTestId('did-you-mean')).toBeVisible();
    await expect(main.getByRole('searchbox', {name: 'Search the documentation and the blog'})).toBeVisible();
    const help = main.getByRole('navigation', {name: 'Find the page'});
    for (const name of ['Documentation home', 'Scanner catalogue', 'Blog']) {
      await expect(help.getByRole('link', {name, exact: true})).toBeVisible();
    }
  });

  test('without a suggestion, the text does not point to one', async ({page, problems}) => {
    await openNotFound(page, '/docs/no-such-page-at-all', problems);
    // The help has rendered: no page is close, so it offers a search for the path's words instead.
    await expect(page.getByTestId('search-for')).toHaveText('Search the site for “no such page at all”');
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/suggest|did you mean/i);
  });

  test('the search box on the not-found page opens the search results for the query', async ({page, problems}) => {
    await openNotFound(page, '/docs/no-such-page-at-all', problems);
    const box = page.getByRole('searchbox', {name: 'Search the documentation and the blog'});
    await box.fill('cascading rules');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cascading\+rules$/);
    await expect(page.locator('h1')).toHaveText('Search the documentation');
    await expect(page.getByRole('status')).toContainText('found for “cascading rules”');
  });

  test('hostile paths render the page without running or injecting anything', async ({page, problems}) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    const hostile = [
      `/docs/${encodeURIComponent('<script>window.__pwned=1</script>')}`,
      `/docs/${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`,
      // Long, but every segment stays under the 255 bytes a file name may have (a static server looks each one up).
      `/docs/${Array.from({length: 10}, () => encodeURIComponent('ünïcödé-😀-'.repeat(8))).join('/')}`,
      `/docs/${Array.from({length: 20}, () => 'a'.repeat(100)).join('/')}`,
    ];
    for (const path of hostile) {
      await openNotFound(page, path, problems);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page.getByRole('searchbox', {name: 'Search the documentation and the blog'})).toBeVisible();
      // The help has rendered after hydration: a suggestion or a search link, never markup from the path.
      await expect(page.getByTestId('did-you-mean').or(page.getByTestId('search-for'))).toHaveCount(1);
      await expect(page.locator('main img[src="x"], body script:not([src]):text("__pwned")')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the not-found page with its suggestion passes axe's WCAG A/AA rules in ${mode} mode`, async ({
      page,
      problems,
    }) => {
      await openNotFound(page, `/docs/scanners/nmapp?docusaurus-theme=${mode}`, problems);
      await page.locator(`html[data-theme="${mode}"]`).waitFor({state: 'attached'});
      await expect(page.getByTestId('did-you-mean')).toBeVisible();
      await settleTransitions(page);
      const results = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the heading, the search form and the links work', async ({page}) => {
      const response = await page.goto('/docs/scanners/nmapp');
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page.getByRole('link', {name: 'Scanner catalogue'})).toHaveAttribute('href', '/docs/scanners');
      await page.getByRole('searchbox', {name: 'Search the documentation and the blog'}).fill('nmap');
      await page.getByRole('search').getByRole('button', {name: 'Search'}).click();
      await expect(page).toHaveURL(/\/search\?q=nmap$/);
    });
  });
});

test('the blog archive has a site-styled header with an h1 and one section per year', async ({page, problems}) => {
  await page.goto('/blog/archive');
  await expect(page.locator('h1')).toHaveText('Blog archive');
  await expect(page.locator('.hero--primary')).toHaveCount(0);
  await expect(page.locator('main header p')).toContainText(/All \d+ posts of the secureCodeBox blog since \d{4}/);
  const years = page.locator('main section h2');
  expect(await years.count()).toBeGreaterThan(3);
  const labels = await years.allTextContents();
  expect(labels).toEqual([...labels].sort().reverse());
  await expect(page.locator('main section li time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  void problems;
});
