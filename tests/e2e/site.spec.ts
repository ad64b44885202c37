import {test, expect, openHydrated} from './fixtures';
import {hooks, scanners} from '../../src/data/integrations';

const docsEntry = '/docs/getting-started/installation';

test.describe('navbar', () => {
  test('Docs and Blog links lead to their sections, Docs stays active under /docs', async ({page, problems}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${docsEntry}$`));
    await expect(page.locator('h1')).toHaveText('Installation');
    await page.goto('/docs/getting-started/first-scans');
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveClass(/navbar__link--active/);
    await navbar.getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    void problems;
  });

  test('external links carry an aria-label and the external-link icon and open in a new tab', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    const external = page.locator('.navbar__items a[href^="http"]');
    expect(await external.count(), 'external navbar links').toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('aria-label', /.+/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link.locator('svg')).toHaveCount(1);
    }
    void problems;
  });

  test('the navbar stays visible after scrolling down', async ({page, problems}) => {
    await page.goto(docsEntry);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.mouse.wheel(0, 3000);
    // The page must really have scrolled, and the navbar had the frames after the scroll event to hide (it must not).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Docusaurus hides the navbar by sliding it up (a transform transition): no part of it may have left the screen.
    await expect(page.locator('.navbar')).toBeInViewport({ratio: 1});
    void problems;
  });
});

test('footer: external links open in a new tab without the opener, the Netlify badge loads', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  const external = footer.locator('a[href^="http"]');
  expect(await external.count(), 'external footer links').toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const badge = footer.getByRole('img', {name: 'Deploys by Netlify'});
  await badge.scrollIntoViewIfNeeded();
  await expect(badge).toHaveJSProperty('complete', true);
  expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(footer).toContainText('the secureCodeBox authors');
  void problems;
});

test('the skip-to-content link is the first tab stop and moves keyboard focus into the content', async ({
  page,
  problems,
}) => {
  // The link's click handler (focus <main>) is React's: press it once the page has hydrated.
  await openHydrated(page, docsEntry);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and then drops its temporary tabindex, which moves the
  // sequential focus starting point there: the next Tab lands inside the content, past the navbar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(inMain).toBe(true);
  void problems;
});

test.describe('on a 390 px wide phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the slide-out menu opens and offers "Back to main menu" on a docs page', async ({page, problems}) => {
    // The toggle is a React button: a click before hydration would do nothing.
    await openHydrated(page, docsEntry);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    void problems;
  });
});

test('blog lists 10 posts a page, newest first, and pages to the older ones', async ({page, problems}) => {
  await page.goto('/blog');
  const posts = page.locator('article');
  await expect(posts).toHaveCount(10);
  const dates = await page
    .locator('article time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await page.getByRole('link', {name: /Older entries/}).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.locator('article').first()).toBeVisible();
  await page.getByRole('link', {name: /Newer entries/}).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
  void problems;
});

test('the landing page\'s "From the blog" lists the three newest posts with title, date and summary, as the blog\'s feed has them', async ({
  page,
  request,
  problems,
}) => {
  const feed = (await (await request.get('/blog/feed.json')).json()) as {
    items: Array<{url: string; title: string; summary: string; date_modified?: string; date_published?: string}>;
  };
  const newest = feed.items
    .map((item) => ({...item, date: item.date_published ?? item.date_modified ?? ''}))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3);
  expect(newest).toHaveLength(3);
  await openHydrated(page, '/');
  const section = page.getByRole('region', {name: 'From the blog'});
  const posts = section.getByRole('listitem');
  await expect(posts).toHaveCount(3);
  for (const [index, item] of newest.entries()) {
    const shown = posts.nth(index);
    const link = shown.getByRole('heading', {level: 3}).getByRole('link');
    await expect(link).toHaveText(item.title);
    await expect(link).toHaveAttribute('href', new URL(item.url).pathname);
    await expect(shown.locator('time')).toHaveAttribute('datetime', item.date.slice(0, 10));
    await expect(shown.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(shown.getByText(item.summary, {exact: true})).toBeVisible();
  }
  await section.getByRole('link', {name: 'All posts of the secureCodeBox blog'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  void problems;
});

test('the landing page links every scanner and hook tile to its reference page', async ({page, problems}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('Automated security testing tool');
  const tiles = page.locator('#integrations a');
  // One tile per catalogue entry: removed charts (amass and cmseek since 5.0.0) have none.
  expect(await tiles.count()).toBe(scanners.length + hooks.length);
  await expect(page.locator('#integrations a[href$="/amass"], #integrations a[href$="/cmseek"]')).toHaveCount(0);
  await page.getByRole('link', {name: /^Nmap/}).click();
  await expect(page).toHaveURL(/\/docs\/scanners\/nmap$/);
  void problems;
});

test.describe('what a reader sees', () => {
  const firstScans = '/docs/getting-started/first-scans';

  test.describe('on a touch phone', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test('the copy button of a code block shows without hovering or tapping the block', async ({page, problems}) => {
      await page.goto(firstScans);
      // The premise: this browser reports a screen without hover, as a phone does.
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      const copy = page
        .locator('.theme-code-block')
        .first()
        .getByRole('button', {name: /copy code/i});
      await copy.waitFor({state: 'attached'});
      await expect(copy).toHaveCSS('opacity', '1');
      void problems;
    });
  });

  test('a command\'s printed output is labelled "Output" and has no copy button; the command above it has one', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, firstScans);
    // `kubectl get scans` and what it prints (```bash, then ```text title="Output").
    const command = page.locator('.theme-code-block').filter({hasText: /^kubectl get scans$/});
    const output = page.locator('.theme-code-block').filter({hasText: /^Output\s*NAME\s+TYPE\s+STATE\s+FINDINGS/});
    await expect(output).toHaveCount(2);
    await command.first().hover();
    await expect(command.first().getByRole('button', {name: /copy code/i})).toBeAttached();
    for (const block of await output.all()) {
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      await expect(block).toHaveClass(/\bcode-block-output\b/);
      // The label is visible and reads as the theme shows titles; the word-wrap button may come, the copy button not.
      await expect(block.getByText('Output', {exact: true})).toBeVisible();
      await expect(block.getByRole('button', {name: /copy code/i})).toHaveCount(0);
    }
    // The word-wrap button is rendered in the browser only: once it exists, the copy button would have too.
    void problems;
  });

  test('"Read the full post" sits on one line on the blog list at 1280 px', async ({page, problems}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/blog');
    const link = page.getByRole('link', {name: /^Read the full post:/}).first();
    await expect(link).toBeVisible();
    const box = await link.evaluate((element) => ({
      lines: element.getClientRects().length,
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(box.lines).toBe(1);
    expect(box.height).toBeLessThan(box.lineHeight * 1.5);
    // …and beside the tags, not pushed onto a row of its own.
    const tops = await link
      .locator('xpath=ancestor::footer[1]/div')
      .evaluateAll((columns) => columns.map((column) => Math.round(column.getBoundingClientRect().top)));
    expect(tops).toHaveLength(2);
    expect(tops[1]).toBe(tops[0]);
    void problems;
  });

  test('first scans hands over to the hooks how-to as its next page', async ({page, problems}) => {
    await page.goto(firstScans);
    const next = page.locator('.pagination-nav__link--next');
    await expect(next).toHaveAttribute('href', '/docs/how-tos/hooks');
    await next.click();
    await expect(page).toHaveURL(/\/docs\/how-tos\/hooks$/);
    await expect(page.locator('h1')).toHaveText('Post-processing with hooks');
    void problems;
  });
});
