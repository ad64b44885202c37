import {test, expect, openHydrated} from './fixtures';
import type {Page} from '@playwright/test';

import {hooks, integrationPath, scanners} from '../../src/data/integrations';

/** The rows of the catalogue table on the current page. */
function catalogueRows(page: Page) {
  return page.locator('table tbody tr[data-slug]');
}

test.describe('integration catalogue without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the scanner catalogue lists every scanner with category, use case and version in the server-rendered HTML', async ({
    page,
  }) => {
    await page.goto('/docs/scanners');
    await expect(catalogueRows(page)).toHaveCount(scanners.length);
    for (const scanner of scanners) {
      const row = page.locator(`tr[data-slug="${scanner.slug}"]`);
      await expect(row.getByRole('link', {name: scanner.name, exact: true})).toHaveAttribute(
        'href',
        integrationPath(scanner),
      );
      await expect(row).toContainText(scanner.category);
      await expect(row).toContainText(scanner.usecase);
      await expect(row).toContainText(scanner.chart.appVersion ?? 'secureCodeBox release');
    }
  });

  test('the hook catalogue lists every hook in the server-rendered HTML', async ({page}) => {
    await page.goto('/docs/hooks');
    await expect(catalogueRows(page)).toHaveCount(hooks.length);
  });
});

test.describe('integration catalogue filter', () => {
  test('typing in the filter box narrows the scanner list and keeps the query in the URL', async ({page, problems}) => {
    await openHydrated(page, '/docs/scanners');
    await expect(catalogueRows(page)).toHaveCount(scanners.length);
    await page.getByRole('searchbox', {name: 'Filter scanners'}).fill('TLS');
    await expect(catalogueRows(page)).toHaveCount(1);
    await expect(page.locator('tr[data-slug="sslyze"]')).toBeVisible();
    // The catalogue's own status line (docs pages have another one: Copy page's).
    await expect(page.getByRole('status').filter({hasText: /scanners? match/})).toHaveText(
      `1 of ${scanners.length} scanners match.`,
    );
    await expect(page).toHaveURL(/[?&]q=TLS\b/);
    void problems;
  });

  test('choosing a category shows only the hooks of that category', async ({page, problems}) => {
    await openHydrated(page, '/docs/hooks');
    const persistence = hooks.filter((hook) => hook.category === 'Persistence');
    await page.getByRole('combobox', {name: 'Category'}).selectOption('Persistence');
    await expect(catalogueRows(page)).toHaveCount(persistence.length);
    for (const hook of persistence) await expect(page.locator(`tr[data-slug="${hook.slug}"]`)).toBeVisible();
    await expect(page).toHaveURL(/[?&]category=Persistence\b/);
    void problems;
  });

  test('search and category combine, and "Clear filter" restores the full list', async ({page, problems}) => {
    await openHydrated(page, '/docs/scanners');
    await page.getByRole('combobox', {name: 'Category'}).selectOption('Repository');
    await page.getByRole('searchbox', {name: 'Filter scanners'}).fill('secrets');
    await expect(catalogueRows(page)).toHaveCount(1);
    await expect(page.locator('tr[data-slug="gitleaks"]')).toBeVisible();
    await page.getByRole('button', {name: 'Clear filter'}).click();
    await expect(catalogueRows(page)).toHaveCount(scanners.length);
    await expect(page.getByRole('searchbox', {name: 'Filter scanners'})).toHaveValue('');
    void problems;
  });

  test('a filter given in the URL is applied when the page loads', async ({page, problems}) => {
    const integrationHooks = hooks.filter((hook) => hook.category === 'Integration');
    await openHydrated(page, '/docs/hooks?category=Integration');
    await expect(catalogueRows(page)).toHaveCount(integrationHooks.length);
    await expect(page.getByRole('combobox', {name: 'Category'})).toHaveValue('Integration');
    void problems;
  });

  test('a query without matches says so instead of showing an empty table', async ({page, problems}) => {
    await openHydrated(page, '/docs/scanners');
    await page.getByRole('searchbox', {name: 'Filter scanners'}).fill('no such scanner xyz');
    await expect(catalogueRows(page)).toHaveCount(0);
    await expect(page.getByText('No scanners match this filter.')).toBeVisible();
    void problems;
  });
});

test.describe('integration reference pages', () => {
  test('the sections of a reference page appear in the table of contents', async ({page, problems}) => {
    await openHydrated(page, '/docs/scanners/nmap');
    const toc = page.locator('.table-of-contents');
    for (const heading of [
      'Deployment',
      'Configuration',
      'ScanTypes',
      'Cascading rules',
      'Examples',
      'basic-example',
      'CPU architectures',
    ]) {
      await expect(toc.getByRole('link', {name: heading, exact: true})).toHaveCount(1);
    }
    void problems;
  });

  test('an example shows its scan first and its findings in a second tab', async ({page, problems}) => {
    await openHydrated(page, '/docs/scanners/nmap');
    const example = page.locator('h3#basic-example ~ div').first();
    await expect(example.getByRole('tab', {name: 'Scan'})).toHaveAttribute('aria-selected', 'true');
    await expect(example.getByText('scanme.nmap.org').first()).toBeVisible();
    await example.getByRole('tab', {name: 'Findings'}).click();
    await expect(example.getByText('"category": "Open Port"').first()).toBeVisible();
    void problems;
  });

  test('the install command names the chart in the secureCodeBox OCI registry', async ({page, problems}) => {
    for (const entry of [scanners[0], hooks[0]]) {
      await page.goto(integrationPath(entry));
      await expect(page.locator('pre').filter({hasText: 'helm upgrade --install'}).first()).toContainText(
        `oci://ghcr.io/securecodebox/helm/${entry.chart?.name}`,
      );
    }
    void problems;
  });
});
