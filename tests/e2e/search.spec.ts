import AxeBuilder from '@axe-core/playwright';
import {test, expect, openHydrated, openStartedUp, settleTransitions, watchProblems} from './fixtures';
import type {Page, Route} from '@playwright/test';

/**
 * Open the search panel from the navbar and return its combobox input, focused. Waits for the panel itself (its
 * Cancel button), not the stand-in input shown while the panel's code loads, so that nothing measures or clicks the
 * dialog while one replaces the other.
 */
async function openSearch(page: Page) {
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page.getByRole('dialog').getByRole('button', {name: 'Cancel'})).toBeVisible();
  const input = page.getByRole('combobox', {name: 'Search'});
  await expect(input).toBeFocused();
  return input;
}

/** Type a query and wait until the panel shows the outcome of exactly that query. */
async function searchFor(page: Page, query: string) {
  const input = page.getByRole('combobox', {name: 'Search'});
  await input.fill(query);
  const searched = query.slice(0, 512).trim().replace(/["\\]/g, '\\$&');
  await page.locator(`[data-search-state="idle"][data-searched="${searched}"]`).waitFor();
}

/** The URLs of the pages the panel lists, in order. */
function pageUrls(page: Page): Promise<string[]> {
  return page
    .locator('[role="option"][data-url]')
    .evaluateAll((options) => options.map((o) => o.getAttribute('data-url') ?? ''));
}

/** The browser's own log line for a response with an error status (its location is the URL of that response). */
const FAILED_RESOURCE = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('site search', () => {
  test('the search UI and index load on first hover or focus of the search box, not with the page', async ({
    page,
    problems,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) requests.push(request.url());
    });
    await openStartedUp(page, '/docs/getting-started/installation');
    expect(requests).toEqual([]);
    await page.getByRole('button', {name: 'Search', exact: true}).hover();
    await expect.poll(() => requests.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    void problems;
  });

  test('nmap lists the Nmap scanner page first, with breadcrumb, sections and marked excerpts', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/');
    const input = await openSearch(page);
    await expect(input).toHaveAttribute('placeholder', 'Search...');
    await searchFor(page, 'nmap');
    const urls = await pageUrls(page);
    expect(urls[0]).toBe('/docs/scanners/nmap');
    expect(urls.length).toBeLessThanOrEqual(8);
    const groups = page.getByRole('listbox', {name: 'Search results'}).getByRole('group');
    const first = groups.first();
    await expect(first).toHaveAccessibleName('Nmap');
    await expect(first.getByRole('option').first()).toContainText('Scanners');
    await expect(first.locator('mark').first()).toHaveText(/nmap/i);
    for (let i = 0; i < (await groups.count()); i += 1) {
      // The page itself and at most 3 of its sections.
      expect(await groups.nth(i).getByRole('option').count()).toBeLessThanOrEqual(4);
    }
    // The first result is active.
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await first.getByRole('option').first().getAttribute('id')) ?? 'missing',
    );
    await expect(first.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    void problems;
  });

  test('excerpts quote the page, never its front matter keywords', async ({page, context, problems}) => {
    // Each query matches words of its page's front matter keywords, which rank the page (a Pagefind meta field) but
    // are no text of it: an excerpt that quotes them ("uninstall, remove securecodebox, delete the operator") tells the
    // reader nothing about the page.
    const cases = [
      {query: 'uninstall', url: '/docs/getting-started/uninstallation'},
      {query: 'how to install securecodebox', url: '/docs/getting-started/installation'},
      {query: 'cron', url: '/docs/how-tos/automatically-repeating-scans'},
    ];
    const target = await context.newPage();
    await openHydrated(page, '/');
    await openSearch(page);
    for (const {query, url} of cases) {
      await target.goto(url);
      // Docusaurus writes a page's own keywords as `a,b,c` in place of the site's.
      const content = (await target.locator('meta[name="keywords"]').last().getAttribute('content')) ?? '';
      const keywords = content.split(',').map((keyword) => keyword.trim().toLowerCase());
      expect(keywords.length, `${url} has front matter keywords`).toBeGreaterThan(2);
      await searchFor(page, query);
      const first = page.getByRole('listbox', {name: 'Search results'}).getByRole('group').first();
      await expect(first.getByRole('option').first()).toHaveAttribute('data-url', url);
      const excerpts = (await first.locator('[role="option"] > span:last-child').allTextContents()).map((text) =>
        text.toLowerCase(),
      );
      expect(excerpts.length, query).toBeGreaterThan(0);
      for (const excerpt of excerpts) {
        expect(excerpt.trim(), query).not.toBe('');
        // Two keywords in a row, as the list reads: never a sentence of the page.
        for (let i = 0; i + 1 < keywords.length; i += 1)
          expect(excerpt, query).not.toContain(`${keywords[i]}, ${keywords[i + 1]}`);
      }
    }
    await target.close();
    void problems;
  });

  test('↑ and ↓ move the active result and Enter opens it with the terms marked, also inside highlighted code', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/');
    const input = await openSearch(page);
    await searchFor(page, 'nmap');
    const options = page.getByRole('option');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/docs\/scanners\/nmap$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    const marks = page.locator('article mark[data-search-term]');
    await expect(marks.first()).toBeVisible();
    expect((await marks.first().textContent())?.toLowerCase()).toBe('nmap');
    // Code blocks are highlighted on demand, which replaces their content: the terms are marked again.
    const block = page.locator('article .theme-code-block').filter({hasText: /nmap/i}).first();
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('.token:not(.plain)').first()).toBeVisible();
    await expect(block.locator('mark[data-search-term]').first()).toBeVisible();
    void problems;
  });

  test('a section result scrolls the page to its heading', async ({page, problems}) => {
    await openHydrated(page, '/');
    await openSearch(page);
    await searchFor(page, 'concurrencyPolicy');
    const section = page.getByRole('group').first().getByRole('option').nth(1);
    await section.click();
    await expect(page).toHaveURL(/#/);
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    void problems;
  });

  test('every result, section and "See all results" is a link to where it leads, reached through the input', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/');
    const input = await openSearch(page);
    await searchFor(page, 'nmap');
    const options = await page.getByRole('option').evaluateAll((elements) =>
      elements.map((e) => ({
        tag: e.tagName,
        href: e.getAttribute('href'),
        url: e.getAttribute('data-url'),
        tabIndex: (e as HTMLElement).tabIndex,
      })),
    );
    expect(options.length).toBeGreaterThan(2);
    for (const option of options) {
      expect(option.tag).toBe('A');
      expect(option.tabIndex).toBe(-1);
    }
    // Pages: href and data-url agree; sections: the page with the heading's anchor; last: the results page.
    const pages = options.filter((o) => o.url !== null);
    expect(pages[0]).toMatchObject({href: '/docs/scanners/nmap', url: '/docs/scanners/nmap'});
    for (const item of pages) expect(item.href).toBe(item.url);
    const sections = options.slice(0, -1).filter((o) => o.url === null);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(section.href).toMatch(/^\/docs\/[^#]+#.+/);
    await expect(page.getByRole('option', {name: 'See all results'})).toHaveAttribute('href', '/search?q=nmap');
    // A right click is the browser's: its link menu, nothing the panel does (no navigation, the panel stays).
    const first = page.getByRole('option').first();
    const prevented = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          window.addEventListener('contextmenu', (event) => resolve(event.defaultPrevented), {once: true}),
        ),
    );
    await first.click({button: 'right'});
    expect(await prevented).toBe(false);
    await expect(page).toHaveURL(/\/$/);
    await expect(input).toBeFocused();
    void problems;
  });

  for (const how of [
    {name: 'Ctrl/Cmd+click', click: {modifiers: ['ControlOrMeta' as const]}},
    {name: 'a middle click', click: {button: 'middle' as const}},
  ]) {
    test(`${how.name} opens a result in a new tab and leaves the panel open with its query and keys`, async ({
      page,
      context,
      problems,
    }) => {
      await openHydrated(page, '/docs/getting-started/installation');
      const input = await openSearch(page);
      await searchFor(page, 'nmap');
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('option').first().click(how.click),
      ]);
      const openedProblems = watchProblems(opened);
      await expect(opened).toHaveURL(/\/docs\/scanners\/nmap$/);
      await opened.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(opened.getByRole('heading', {level: 1})).toHaveText('Nmap');
      expect(openedProblems.messages).toEqual([]);
      await opened.close();
      // This tab did not move, and the panel is as it was: open, with the query and its results, keys in the input.
      await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(input).toHaveValue('nmap');
      await expect(input).toBeFocused();
      expect((await pageUrls(page))[0]).toBe('/docs/scanners/nmap');
      // "See all results" opens the results page the same way.
      const [results] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('option', {name: 'See all results'}).click(how.click),
      ]);
      await expect(results).toHaveURL(/\/search\?q=nmap$/);
      await results.close();
      await expect(input).toHaveValue('nmap');
      // The keys work as before. The pointer rests on "See all results", which made it the active option: ↓ wraps
      // to the first, ↓ moves to the second, Enter opens it in this tab.
      await expect(page.getByRole('option', {name: 'See all results'})).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowDown');
      await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowDown');
      const second = page.getByRole('option').nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      const target = (await second.getAttribute('href')) ?? 'missing';
      await input.press('Enter');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect
        .poll(() => {
          const url = new URL(page.url());
          return url.pathname + url.hash;
        })
        .toBe(target);
      expect(context.pages()).toHaveLength(1);
      void problems;
    });
  }

  test('a plain click on a result opens it in the same tab and closes the panel', async ({page, context, problems}) => {
    await openHydrated(page, '/');
    await openSearch(page);
    await searchFor(page, 'nmap');
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/docs\/scanners\/nmap$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('article mark[data-search-term]').first()).toBeVisible();
    expect(context.pages()).toHaveLength(1);
    void problems;
  });

  test('a question lists the page that does the task first, although the page never says "how"', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/');
    await openSearch(page);
    await searchFor(page, 'how to install securecodebox');
    expect((await pageUrls(page))[0]).toBe('/docs/getting-started/installation');
    void problems;
  });

  test('Tab and Shift+Tab stay inside the open search dialog', async ({page, problems}) => {
    await openHydrated(page, '/docs/getting-started/installation');
    const input = await openSearch(page);
    await searchFor(page, 'nmap');
    const dialog = page.getByRole('dialog');
    const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    // Forward through every stop of the dialog and past its last one: the focus comes back to the input.
    let wrapped = false;
    for (let i = 0; i < 12 && !wrapped; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
      wrapped = await input.evaluate((element) => element === document.activeElement);
    }
    expect(wrapped).toBe(true);
    // Shift+Tab from the input goes to the dialog's last stop, never to the page behind it.
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog()).toBe(true);
    await expect(input).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    void problems;
  });

  test('Ctrl+K, Cmd+K and / open the search, Escape and Cancel close it', async ({page, problems}) => {
    await openHydrated(page, '/docs/getting-started/installation');
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.locator('body').click({position: {x: 5, y: 300}});
      await page.keyboard.press(shortcut);
      const input = page.getByRole('combobox', {name: 'Search'});
      await expect(input, `after ${shortcut}`).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(input).toBeHidden();
    }
    await openSearch(page);
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    void problems;
  });

  test('a typo is corrected, with a link to search for what was typed', async ({page, problems}) => {
    await openHydrated(page, '/');
    await openSearch(page);
    await searchFor(page, 'nmpa');
    await expect(page.getByText('Showing results for')).toContainText('nmap');
    expect((await pageUrls(page))[0]).toBe('/docs/scanners/nmap');
    await page.getByRole('link', {name: 'Search for nmpa instead'}).click();
    await expect(page.getByText('Showing results for')).toBeHidden();
    void problems;
  });

  test('says "No results found." when nothing matches, and Clear empties the input', async ({page, problems}) => {
    await openHydrated(page, '/');
    const input = await openSearch(page);
    await searchFor(page, 'qwxzjvbnk');
    await expect(page.getByRole('dialog')).toContainText('No results found.');
    await page.getByRole('button', {name: 'Clear'}).click();
    await expect(input).toHaveValue('');
    void problems;
  });

  test('cuts the query to 512 characters', async ({page, problems}) => {
    await openHydrated(page, '/');
    const input = await openSearch(page);
    await input.fill('a'.repeat(600));
    expect((await input.inputValue()).length).toBe(512);
    void problems;
  });

  for (const hostile of [
    'x'.repeat(2000),
    '(*+?[',
    'title:foo~',
    '^2',
    '+-',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'nmap~a',
  ]) {
    test(`the hostile query ${JSON.stringify(hostile.slice(0, 30))} gives results or "No results found.", nothing else`, async ({
      page,
      problems,
    }) => {
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await openHydrated(page, '/');
      await openSearch(page);
      await searchFor(page, hostile);
      await expect(page.locator('[role="option"], :text("No results found.")').first()).toBeVisible();
      expect(await page.getByRole('dialog').locator('img, script').count()).toBe(0);
      expect(dialogs).toBe(0);
      void problems; // requested so that a console error or page error fails the test
    });
  }

  // Each broken file, and the lines Pagefind itself logs for it (pagefind.js, PagefindInstance): Pagefind has no option
  // to stop logging a failed load, and it loads the entry and the WebAssembly in a promise of its own that nobody can
  // await, so their failure also ends as an uncaught rejection inside Pagefind (UPSTREAM-REPORTS.md). Every accepted
  // line names the file that failed, as Pagefind calls it: "Pagefind metadata" is pagefind-entry.json, "the meta
  // index" the .pf_meta file, "the Pagefind WASM" wasm.en.pagefind, and an index chunk by its URL. The meta index's
  // garbage leaves Pagefind without a pointer, which it logs in the same breath. Anything else fails the test: the
  // site's own code logs nothing and leaves no rejection unhandled.
  for (const failure of [
    {
      name: 'pagefind.js is missing',
      url: /\/pagefind\/pagefind\.js/,
      status: 404,
      file: '/pagefind/pagefind.js',
      logs: [],
    },
    {
      name: 'the index entry is garbage',
      url: /\/pagefind\/pagefind-entry\.json/,
      body: '{"version": 7, "languages": ',
      file: '/pagefind/pagefind-entry.json',
      logs: [/^console\.error: Failed to load Pagefind metadata:\n/, /^pageerror: Failed to load Pagefind metadata$/],
    },
    {
      name: 'the index metadata is garbage',
      url: /\/pagefind\/[^/]+\.pf_meta/,
      body: 'garbage',
      file: '.pf_meta',
      logs: [
        /^console\.error: Failed to load the meta index:\n/,
        /^console\.error: Pagefind: WASM Error \(No pointer\)$/,
      ],
    },
    {
      name: 'the WebAssembly is missing',
      url: /\/pagefind\/wasm\.en\.pagefind/,
      status: 404,
      file: '/pagefind/wasm.en.pagefind',
      logs: [
        /^console\.error: Failed to load the Pagefind WASM:\nError: 404 fetching \/pagefind\/wasm\.en\.pagefind$/,
        /^pageerror: Failed to load the Pagefind WASM:\nError: 404 fetching \/pagefind\/wasm\.en\.pagefind$/,
      ],
    },
    {
      name: 'the WebAssembly is garbage',
      url: /\/pagefind\/wasm\.en\.pagefind/,
      body: 'garbage',
      file: '/pagefind/wasm.en.pagefind',
      logs: [/^console\.error: Failed to load the Pagefind WASM:\n/, /^pageerror: Failed to load the Pagefind WASM:\n/],
    },
    {
      name: 'an index chunk is garbage',
      url: /\/pagefind\/index\/[^/]+\.pf_index/,
      body: 'garbage',
      file: '/pagefind/index/',
      logs: [/^console\.error: Failed to load the index chunk \/pagefind\/index\/[^/\s]+\.pf_index:\n/],
    },
    {
      name: 'a page fragment is garbage',
      url: /\/pagefind\/fragment\/[^/]+\.pf_fragment/,
      body: 'garbage',
      file: '/pagefind/fragment/',
      logs: [],
    },
  ]) {
    test(`${failure.name}: "Search is unavailable", only Pagefind's lines naming the file, and the next keystroke tries again`, async ({
      page,
      problems,
    }) => {
      let failing = true;
      let failed = 0;
      // The browser's own line for a response with an error status, kept only when it is the broken file's.
      const failedResponses: string[] = [];
      page.on('console', (message) => {
        if (message.text() === FAILED_RESOURCE) failedResponses.push(message.location().url);
      });
      await page.route(failure.url, (route) => {
        if (!failing) return route.continue();
        failed += 1;
        return route.fulfill({status: failure.status ?? 200, body: failure.body ?? 'missing'});
      });
      await openHydrated(page, '/');
      const input = await openSearch(page);
      await searchFor(page, 'nmap');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Search is unavailable: the search index could not be loaded.');
      await expect(dialog).not.toContainText('No results found.');
      expect(failed).toBeGreaterThan(0);
      failing = false;
      await input.press('End');
      await searchFor(page, 'nmap s');
      expect((await pageUrls(page))[0]).toBe('/docs/scanners/nmap');
      await expect(dialog).not.toContainText('Search is unavailable');
      // Pagefind's own lines for the broken file are accepted; the site's code must have logged nothing.
      expect(failedResponses.every((url) => url.includes(failure.file))).toBe(true);
      problems.messages = problems.messages.filter(
        (m) =>
          !(m === `console.error: ${FAILED_RESOURCE}` && failure.status === 404) &&
          !failure.logs.some((line) => line.test(m)),
      );
    });
  }

  test('keys typed right after Ctrl+K, before the panel has loaded, all reach the search', async ({page, problems}) => {
    await openHydrated(page, '/docs/getting-started/installation');
    // Hold back every script requested from now on: the panel's code cannot arrive until released.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/js\/[^/]+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
    await page.keyboard.press('Control+k');
    await page.keyboard.type('nmap sca');
    const input = page.getByRole('combobox', {name: 'Search'});
    await expect(input).toHaveValue('nmap sca');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('[data-search-state]'), 'the panel is not there while its code is held').toHaveCount(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.locator('[data-search-state="idle"][data-searched="nmap sca"]').waitFor();
    // The caret is after the text: the next keys extend the query.
    await page.keyboard.type('nner');
    await page.locator('[data-search-state="idle"][data-searched="nmap scanner"]').waitFor();
    await expect(input).toHaveValue('nmap scanner');
    expect((await pageUrls(page))[0]).toBe('/docs/scanners/nmap');
    void problems;
  });

  test('the last 5 searches are offered on an empty input, each removable', async ({page, problems}) => {
    await openHydrated(page, '/');
    for (const query of ['nmap', 'trivy', 'zap', 'subfinder', 'nuclei', 'helm']) {
      const input = await openSearch(page);
      await searchFor(page, query);
      const heading = (await page.getByRole('heading', {level: 1}).textContent()) ?? '';
      await input.press('Enter');
      await expect(page.getByRole('dialog')).toBeHidden();
      // Each search starts from the new page: wait until its heading replaced the old one (the URL and the
      // canonical link change at once, the article only when the new page's code has loaded).
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(heading);
    }
    await openSearch(page);
    const recent = page.getByRole('region', {name: 'Recent searches'}).getByRole('listitem');
    await expect(recent).toHaveCount(5);
    await expect(recent.first()).toContainText('helm');
    await page.getByRole('button', {name: 'Remove helm from recent searches'}).click();
    await expect(recent).toHaveCount(4);
    await page.getByRole('button', {name: 'trivy', exact: true}).click();
    await expect(page.getByRole('combobox', {name: 'Search'})).toHaveValue('trivy');
    void problems;
  });

  test('a search opened while the site switches pages stays open on the new page, with what was typed', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/docs/getting-started/installation');
    await openSearch(page);
    await searchFor(page, 'nmap');
    // Hold the code of the next page: the site keeps showing this page, with its navbar, until that code has loaded.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = 0;
    await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      holding += 1;
      await held;
      await route.continue();
    });
    await page.getByRole('button', {name: 'Submit'}).click();
    await expect.poll(() => holding).toBeGreaterThan(0);
    await expect(page.getByRole('dialog')).toBeHidden();
    // Still the old page (the URL and the canonical link change at once; the article only when the code is in): the
    // click goes to its navbar.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    await expect(dialog.getByRole('combobox', {name: 'Search'})).toBeFocused();
    await page.keyboard.type('trivy');
    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    const input = dialog.getByRole('combobox', {name: 'Search'});
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('trivy');
    await page.keyboard.type(' operator');
    await expect(input).toHaveValue('trivy operator');
    void problems;
  });

  test('a slow search shows "Searching…" once it has taken 300 ms', async ({page, problems}) => {
    // Index chunks and fragments are held back until the indicator has been seen, however slow the machine is.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/pagefind\/(index|fragment)\//, async (route) => {
      await held;
      await route.continue();
    });
    await openHydrated(page, '/');
    const input = await openSearch(page);
    await input.fill('nmap');
    await expect(page.getByRole('status')).toHaveText('Searching…');
    release();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('status')).toBeHidden();
    void problems;
  });

  test('the panel is a centred dialog from 996 px up and full screen below', async ({page, problems}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await openHydrated(page, '/');
    await openSearch(page);
    const wide = await page.getByRole('dialog').boundingBox();
    expect(wide?.width ?? Infinity).toBeLessThan(1000);
    await page.keyboard.press('Escape');
    await page.setViewportSize({width: 800, height: 700});
    await openSearch(page);
    const narrow = await page.getByRole('dialog').boundingBox();
    expect(narrow).toEqual({x: 0, y: 0, width: 800, height: 700});
    void problems;
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the open panel with results has no WCAG A/AA violations in ${mode} mode`, async ({page, problems}) => {
      await openHydrated(page, `/?docusaurus-theme=${mode}`);
      await page.locator(`html[data-theme="${mode}"]`).waitFor({state: 'attached'});
      const input = await openSearch(page);
      await searchFor(page, 'scheduled scan');
      // With an active option other than the first, and a marked term in view.
      await input.press('ArrowDown');
      await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('dialog').locator('mark').first()).toBeVisible();
      await settleTransitions(page);
      const results = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      void problems;
    });
  }
});

test.describe('search results page', () => {
  test('Submit opens /search?q=… with every result; the filters and Back work', async ({page, problems}) => {
    await openHydrated(page, '/');
    const input = await openSearch(page);
    await input.fill('defectdojo');
    await page.getByRole('button', {name: 'Submit'}).click();
    await expect(page).toHaveURL(/\/search\?q=defectdojo$/);
    const results = page.locator('main ol > li');
    await expect(results.first()).toContainText('DefectDojo');
    const all = await results.count();
    expect(all).toBeGreaterThan(8);
    await page.getByRole('radio', {name: 'Blog'}).check();
    await expect(page).toHaveURL(/type=blog/);
    await expect(results.first()).toContainText('Blog');
    const crumbs = await results.evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent));
    expect(crumbs.length).toBeGreaterThan(0);
    expect(crumbs.every((crumb) => crumb === 'Blog')).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=defectdojo$/);
    await expect(page.getByRole('radio', {name: 'All'})).toBeChecked();
    await expect(results).toHaveCount(all);
    void problems;
  });

  test('the server-rendered shell has the form, and results fill in without moving it', async ({page, problems}) => {
    await page.goto('/search?q=nmap');
    const form = page.getByRole('search');
    await form.waitFor();
    const before = await form.boundingBox();
    await expect(page.locator('main ol > li').first()).toContainText('Nmap');
    expect(await form.boundingBox()).toEqual(before);
    void problems;
  });
});
