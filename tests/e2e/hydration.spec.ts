import {test, expect, openAndSettle} from './fixtures';

/**
 * Work the browser does right after hydration (see BENCHMARKS.md, Lighthouse): code blocks are not
 * rebuilt (src/theme/CodeBlock); blog dates come from the build (src/lib/blogPostDate.ts) and docs
 * pages' "last updated" dates from a month table (src/lib/shortDate.ts), not from a date formatter;
 * link prefetching still happens, in idle slices, each file once (src/clientModules/prefetchWhenIdle.ts);
 * each page's HTML names its route chunks, so nothing appends a script before hydration
 * (plugins/route-chunk-scripts).
 */

/** Counts code blocks that leave the DOM after the HTML has been parsed (a remount removes and re-adds them). */
async function watchCodeBlockRemovals(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => {
            if (!(node instanceof Element)) return;
            const blocks =
              (node.matches('.theme-code-block') ? 1 : 0) + node.querySelectorAll('.theme-code-block').length;
            (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks += blocks;
          });
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
  });
}

test('code blocks keep their server-rendered elements through hydration, in light and dark mode', async ({
  page,
  problems,
}) => {
  await watchCodeBlockRemovals(page);
  for (const theme of ['light', 'dark']) {
    await openAndSettle(page, `/docs/getting-started/installation?docusaurus-theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(3);
    expect(
      await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks),
      `code blocks rebuilt (${theme})`,
    ).toBe(0);
  }
  void problems;
});

test('every page type hydrates with the scripts its HTML names: none is appended before hydration', async ({
  page,
  problems,
}) => {
  // Records each script element added with appendChild before the root has hydrated (Docusaurus' preload
  // appends one per route chunk that the HTML does not name; the parser inserts the HTML's own).
  await page.addInitScript(() => {
    const appended: string[] = [];
    (window as unknown as {appendedScripts: string[]}).appendedScripts = appended;
    const appendChild = Object.getOwnPropertyDescriptor(Node.prototype, 'appendChild')?.value as Node['appendChild'];
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && !document.documentElement.hasAttribute('data-has-hydrated'))
        appended.push(node.src);
      return appendChild.call(this, node) as T;
    };
  });
  for (const path of [
    '/',
    '/docs/getting-started/installation',
    '/docs/scanners/nmap',
    '/blog',
    '/blog/2021/07/20/the-architecture-of-securecodebox-v2',
    '/blog/tags',
  ]) {
    await openAndSettle(page, path);
    const named = await page.evaluate(async () => {
      const html = await (await fetch(location.pathname)).text();
      return Array.from(new DOMParser().parseFromString(html, 'text/html').scripts, (script) => script.src).filter(
        Boolean,
      );
    });
    expect(named.length, `${path}: scripts in the HTML`).toBeGreaterThan(2);
    expect(
      await page.evaluate(() => (window as unknown as {appendedScripts: string[]}).appendedScripts),
      `${path}: scripts appended before hydration`,
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
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 10_000}).toBeGreaterThan(5);
  const {prefetched, loadedScripts} = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => (link as HTMLLinkElement).href),
    loadedScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
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
    {path: '/blog', first: 'February 7, 2025'},
  ];
  for (const {path, first} of pages) {
    await openAndSettle(page, path);
    const dates = page.locator('article header time');
    await expect(dates.first()).toHaveText(first);
    await expect(dates.first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    for (const text of await dates.allTextContents()) expect(text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await page.evaluate(() => (window as unknown as {dateFormatters: number}).dateFormatters), path).toBe(0);
  }
  // Docs pages: "Last updated on Nov 24, 2026", the date of the file's last commit, as the theme writes it.
  for (const path of ['/docs/getting-started/installation', '/docs/scanners/nmap']) {
    await openAndSettle(page, path);
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
