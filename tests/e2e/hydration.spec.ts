import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {MEASURED_PAGES} from '../../scripts/lib/measured-pages.cjs';
import {test, expect, openHydrated, openStartedUp} from './fixtures';

/** The date of the newest post, from the blog's file names (`YYYY-MM-DD-slug.md`), as the blog list shows it. */
function newestPostDate(): string {
  const newest = readdirSync(join(__dirname, '../../blog'))
    .filter((file) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(file))
    .sort()
    .at(-1);
  if (!newest) throw new Error('no blog post found');
  const [year, month, day] = newest.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * Work the browser does right after hydration (see BENCHMARKS-HISTORY.md, Lighthouse): code blocks are not
 * rebuilt (src/theme/CodeBlock); blog dates come from the build (src/lib/blogPostDate.ts) and docs
 * pages' "last updated" dates from a month table (src/lib/shortDate.ts), not from a date formatter;
 * link prefetching still happens, in idle slices, each file once (src/clientModules/prefetchWhenIdle.ts);
 * each page's scripts run after the first paint (plugins/paint-first-scripts).
 */

/**
 * Counts elements matching `selector` that leave the DOM after the HTML has been parsed (a remount removes and
 * re-adds them); {@link removedCount} reads the count.
 */
async function watchRemovals(page: import('@playwright/test').Page, selector: string): Promise<void> {
  await page.addInitScript((watched: string) => {
    const counter = window as unknown as {removedElements: number};
    counter.removedElements = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => {
            if (!(node instanceof Element)) return;
            counter.removedElements += (node.matches(watched) ? 1 : 0) + node.querySelectorAll(watched).length;
          });
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
  }, selector);
}

/** How many watched elements have left the DOM on the current page (see {@link watchRemovals}). */
function removedCount(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {removedElements: number}).removedElements);
}

test('code blocks keep their server-rendered elements through hydration, in light and dark mode', async ({
  page,
  problems,
}) => {
  await watchRemovals(page, '.theme-code-block');
  for (const theme of ['light', 'dark']) {
    await openStartedUp(page, `/docs/getting-started/installation?docusaurus-theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(3);
    expect(await removedCount(page), `code blocks rebuilt (${theme})`).toBe(0);
  }
  void problems;
});

test('every page type runs the scripts its HTML preloads in order, and every script, after the first paint', async ({
  page,
  problems,
}) => {
  // Records each script element with a src added with appendChild before the root has hydrated, and whether the first
  // contentful paint had happened by then. The HTML preloads the entry bundle; the loader of
  // plugins/paint-first-scripts adds those scripts after that paint, in order, and the route chunks that
  // Docusaurus' preload appends while the entry bundle runs come after them.
  // The loader's documented fallback runs them 3 s after it started if no paint was reported by then (a very
  // busy machine): a script appended that late counts as on time, one appended earlier must follow the paint.
  await page.addInitScript(() => {
    const appended: Array<{src: string; afterPaint: boolean}> = [];
    (window as unknown as {appendedScripts: typeof appended}).appendedScripts = appended;
    const appendChild = Object.getOwnPropertyDescriptor(Node.prototype, 'appendChild')?.value as Node['appendChild'];
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src && document.documentElement.dataset.hasHydrated !== 'true')
        appended.push({
          src: node.src,
          afterPaint: performance.getEntriesByName('first-contentful-paint').length > 0 || performance.now() >= 3000,
        });
      return appendChild.call(this, node) as T;
    };
  });
  for (const path of [...MEASURED_PAGES.map((measured) => measured.path), '/blog/tags']) {
    await openHydrated(page, path);
    const preloaded = await page.evaluate(async () => {
      const html = await (await fetch(location.pathname)).text();
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      return {
        scripts: Array.from(parsed.querySelectorAll('link[rel="preload"][as="script"]'), (link) =>
          new URL(link.getAttribute('href') ?? '', location.href).toString(),
        ),
        scriptElements: parsed.querySelectorAll('script[src]').length,
      };
    });
    expect(preloaded.scripts.length, `${path}: runtime and entry bundle preloaded`).toBeGreaterThanOrEqual(2);
    expect(preloaded.scriptElements, `${path}: script elements with src in the HTML`).toBe(0);
    const appended = await page.evaluate(
      () => (window as unknown as {appendedScripts: Array<{src: string; afterPaint: boolean}>}).appendedScripts,
    );
    expect(appended.slice(0, preloaded.scripts.length), `${path}: the preloaded scripts, first and in order`).toEqual(
      preloaded.scripts.map((src) => ({src, afterPaint: true})),
    );
    expect(appended.length, `${path}: route chunks appended by Docusaurus' preload`).toBeGreaterThan(
      preloaded.scripts.length,
    );
    expect(
      appended.filter((script) => !script.afterPaint),
      `${path}: scripts appended before the first paint`,
    ).toEqual([]);
  }
  void problems;
});

test('links in view are prefetched once the page is idle, each file once and none the page has loaded', async ({
  page,
  problems,
}) => {
  await page.goto('/docs/scanners/nmap');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // The navbar links to the installation guide; its route chunks are prefetched in idle slices.
  // Docusaurus' own prefetch appended 340 elements for 27 files here, chunks the page runs among them.
  // Idle slices come late on a busy machine (requestIdleCallback's timeout is 5 s per slice): wait up to the
  // test's limit, the count is what matters.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 45_000}).toBeGreaterThan(5);
  const {prefetched, loadedScripts} = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => (link as HTMLLinkElement).href),
    // Run by the page: the scripts its HTML preloads, and the chunks webpack loaded on demand.
    loadedScripts: [
      ...Array.from(
        document.querySelectorAll('link[rel="preload"][as="script"]'),
        (link) => (link as HTMLLinkElement).href,
      ),
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    ],
  }));
  expect(new Set(prefetched).size, 'a file prefetched twice').toBe(prefetched.length);
  expect(loadedScripts.length).toBeGreaterThan(2);
  expect(
    prefetched.filter((href) => loadedScripts.includes(href)),
    'prefetched although loaded',
  ).toEqual([]);
  for (const href of prefetched) expect(href).toMatch(/\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/);
  void problems;
});

test('blog and docs pages show their dates without building a date formatter in the browser', async ({
  page,
  problems,
}) => {
  // Counts every Intl.DateTimeFormat the page builds (with or without `new`); the first one loads the locale data.
  await page.addInitScript(() => {
    const counter = window as unknown as {dateFormatters: number};
    counter.dateFormatters = 0;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counter.dateFormatters += 1;
        return new target(...args);
      },
      apply(target, self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counter.dateFormatters += 1;
        return target(...args);
      },
    });
  });
  const pages = [
    {path: '/blog/2021/07/20/the-architecture-of-securecodebox-v2', first: 'July 20, 2021'},
    {path: '/blog', first: newestPostDate()},
  ];
  for (const {path, first} of pages) {
    await openStartedUp(page, path);
    const dates = page.locator('article header time');
    await expect(dates.first()).toHaveText(first);
    await expect(dates.first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    for (const text of await dates.allTextContents()) expect(text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await page.evaluate(() => (window as unknown as {dateFormatters: number}).dateFormatters), path).toBe(0);
  }
  // Docs pages: "Last updated on Nov 24, 2026", the date of the file's last commit, as the theme writes it.
  for (const path of ['/docs/getting-started/installation', '/docs/scanners/nmap']) {
    await openStartedUp(page, path);
    const time = page.locator('.theme-last-updated time');
    const iso = await time.getAttribute('datetime');
    expect(iso, path).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    await expect(time).toHaveText(expected.format(new Date(iso ?? '')));
    await expect(page.locator('.theme-last-updated')).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await page.evaluate(() => (window as unknown as {dateFormatters: number}).dateFormatters), path).toBe(0);
  }
  void problems;
});

test('a code block wrapped before Prism loads stays wrapped once it is highlighted', async ({page, problems}) => {
  // Prism loads when the first block nears the viewport, and the highlighted content then replaces the plain
  // `<pre>`. A reader who turned wrapping on before that lost it (CI on a busy machine caught this). To make
  // that order certain, the script with Prism's core (prism-react-renderer's bundle: grammars with `tokenize`,
  // `insertBefore` and the "punctuation" token) is held until the block is wrapped; every other script passes.
  const path = '/docs/getting-started/installation';
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const prism = body.includes('tokenize') && body.includes('insertBefore') && body.includes('"punctuation"');
    if (!holding || !prism) return route.fulfill({response, body});
    held.push(() => route.fulfill({response, body}));
    return undefined;
  });
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const blocks = page.locator('.theme-code-block');
  const layout = await blocks.evaluateAll((elements) =>
    elements.map((element) => {
      const pre = element.querySelector('pre');
      // ```text blocks never load Prism (src/theme/CodeBlock/Content): only a block with a grammar swaps content.
      const highlighted = !element.classList.contains('language-text');
      return {
        wide: highlighted && pre !== null && pre.scrollWidth > pre.clientWidth,
        top: element.getBoundingClientRect().top,
      };
    }),
  );
  const wide = layout.map((block) => block.wide).lastIndexOf(true);
  expect(wide, 'a highlighted code block wider than the phone').toBeGreaterThan(0);
  expect(layout[wide]?.top, 'that block starts well below the first screen').toBeGreaterThan(823 + 400);
  const block = blocks.nth(wide);
  const wrapButton = block.getByRole('button', {name: 'Toggle word wrap'});
  await block.scrollIntoViewIfNeeded();
  await expect(wrapButton).toBeAttached();
  const plainPre = await block.locator('pre').elementHandle();
  await block.hover();
  await wrapButton.click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(held.length, 'the highlighter was requested and held').toBeGreaterThan(0);

  holding = false;
  await Promise.all(held.splice(0).map((release) => release()));
  await expect
    .poll(() => plainPre?.evaluate((pre) => pre.isConnected), {message: 'highlighted content replaced the plain lines'})
    .toBe(false);
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  await wrapButton.click();
  await expect(block.locator('code')).not.toHaveAttribute('style');
  void problems;
});

test('a category index page shows the description of each of its cards', async ({page, problems}) => {
  await openHydrated(page, '/docs/scbctl');
  const cards = page.locator('article a.theme-doc-card-container');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.locator('.theme-doc-card-description')).toHaveText(/\w{3,}.*\w{3,}/);
  }
  await expect(cards.filter({hasText: 'Overview'}).locator('.theme-doc-card-description')).toContainText('scbctl');
  void problems;
});
