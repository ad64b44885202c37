import {test, expect, openAndSettle} from './fixtures';

/**
 * Work the browser does right after hydration (see BENCHMARKS.md, Lighthouse): code blocks are not
 * rebuilt (src/theme/CodeBlock), and link prefetching still happens, in idle slices
 * (src/clientModules/prefetchWhenIdle.ts).
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

test('links in view are still prefetched, once the page is idle', async ({page, problems}) => {
  await page.goto('/docs/scanners/nmap');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // The navbar links to the installation guide; its route chunk is prefetched in an idle slice.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 10_000}).toBeGreaterThan(0);
  void problems;
});
