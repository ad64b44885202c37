import {test, expect, openHydrated, openStartedUp} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * Heavy features load when they are used, not with every page (see scripts/budgets.mjs for the sizes):
 * Prism with the first code block near the viewport, Mermaid with the first diagram in view, the live
 * playground only when a live block nears the viewport, the search UI on first use. Each check names a string
 * that only the feature's own chunk contains.
 */

/** Marker strings of the features' chunks. */
const MARKERS = {
  /** A grammar of `prism.additionalLanguages`, registered with Prism. */
  prism: 'languages.makefile',
  /** An attribute only the search panel (src/theme/SearchBar/SearchPanel.tsx) renders. */
  search: 'data-search-state',
  /** The Mermaid library's layout registration. */
  mermaid: 'registerLayoutLoaders',
  /** A prop react-live (the playground) reads. */
  playground: 'noInline',
};

/** Collects the bodies of the scripts a page loads. */
function watchScripts(page: Page): {bodies: string[]; settled: () => Promise<void>} {
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then(
        (text) => void bodies.push(text),
        () => undefined,
      ),
    );
  });
  return {bodies, settled: async () => void (await Promise.all(pending))};
}

/** Whether any loaded script contains the marker. */
function loaded(bodies: string[], marker: string): boolean {
  return bodies.some((body) => body.includes(marker));
}

test('code blocks show their code, and Prism highlights them once they near the viewport', async ({page, problems}) => {
  const scripts = watchScripts(page);
  await openStartedUp(page, '/docs/getting-started/installation');
  const blocks = page.locator('.theme-code-block');
  await expect(blocks.first()).toContainText('helm');
  await scripts.settled();
  expect(loaded(scripts.bodies, MARKERS.prism), 'Prism loaded before any code block was near the viewport').toBe(false);
  expect(await page.locator('.theme-code-block .token:not(.plain)').count()).toBe(0);

  const yaml = page.locator('.theme-code-block.language-yaml').first();
  await yaml.scrollIntoViewIfNeeded();
  await expect(yaml.locator('.token.key').first()).toBeVisible();
  await scripts.settled();
  expect(loaded(scripts.bodies, MARKERS.prism)).toBe(true);
  void problems;
});

test("a text block (printed output) keeps its plain lines and is never swapped for Prism's", async ({
  page,
  problems,
}) => {
  // Prism has no grammar for text, so src/theme/CodeBlock/Content never loads the highlighter for such a block: its
  // server-rendered <pre> stays in place while the shell blocks around it are highlighted.
  await openStartedUp(page, '/docs/getting-started/installation');
  const output = page.locator('.theme-code-block.language-text').first();
  // The shell block whose output it is comes into view with it: once that one's plain <pre> has been swapped for
  // Prism's, a text block that loaded Prism would have been swapped in the same pass.
  const next = output.locator('xpath=preceding::div[contains(@class, "theme-code-block")][1]');
  await expect(next).toHaveClass(/language-bash/);
  const plainPre = await output.locator('pre').elementHandle();
  const nextPre = await next.locator('pre').elementHandle();
  await output.scrollIntoViewIfNeeded();
  await expect
    .poll(() => nextPre?.evaluate((pre) => pre.isConnected), {message: 'the shell block was highlighted'})
    .toBe(false);
  expect(await plainPre?.evaluate((pre) => pre.isConnected), 'the text block kept its <pre>').toBe(true);
  expect(await output.locator('.token:not(.plain)').count()).toBe(0);
  await expect(output).toContainText(/\S/);
  void problems;
});

test('a code block in a tab shown later is highlighted, in a language of prism.additionalLanguages', async ({
  page,
  problems,
}) => {
  await openHydrated(page, '/blog/2020/09/08/blinmaker');
  await page.getByRole('tab', {name: 'Java'}).click();
  const java = page.locator('.theme-code-block.language-java');
  await expect(java.locator('.token.keyword').first()).toBeVisible();
  void problems;
});

test('a Mermaid diagram below the fold loads Mermaid only when it scrolls into view', async ({page, problems}) => {
  const scripts = watchScripts(page);
  await openStartedUp(page, '/blog/2021/07/20/the-architecture-of-securecodebox-v2');
  await scripts.settled();
  expect(loaded(scripts.bodies, MARKERS.mermaid), 'Mermaid loaded before a diagram was in view').toBe(false);
  const diagram = page.locator('.mermaid-diagram').first();
  await diagram.evaluate((element) => element.scrollIntoView({block: 'center'}));
  await expect(diagram.locator('.docusaurus-mermaid-container svg')).toBeVisible();
  void problems;
});

test('the live playground loads on its page only, when its block nears the viewport, and runs the code', async ({
  page,
  problems,
}) => {
  const scripts = watchScripts(page);
  await openStartedUp(page, '/docs/getting-started/installation');
  await scripts.settled();
  expect(loaded(scripts.bodies, MARKERS.playground), 'playground loaded on a page without live code').toBe(false);

  await openStartedUp(page, '/blog/2020/09/08/blinmaker');
  await scripts.settled();
  expect(loaded(scripts.bodies, MARKERS.playground), 'playground loaded before its block neared the viewport').toBe(
    false,
  );
  await page.locator('#computing-blin-amount').scrollIntoViewIfNeeded();
  const preview = page.locator('[class*="playgroundPreview"]');
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByLabel('Eggs')).toBeVisible();
  const editor = page.locator('[class*="playgroundEditor"]');
  await expect(editor).toContainText('function BlinMaker');

  // The code runs: the default amounts (1 egg, 200 ml, 100 g) make one portion, four blini.
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await preview.getByRole('button', {name: 'Compute Blinamount'}).click();
  await expect.poll(() => alerts).toEqual(['You can make 4 blini']);

  // Edits run too (under the deployed CSP this proves the code is not handed to eval).
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('<strong>Edited live</strong>');
  await expect(preview.locator('strong')).toHaveText('Edited live');
  void problems;
});

test('the search UI loads on first use, not with the page', async ({page, problems}) => {
  const scripts = watchScripts(page);
  await openStartedUp(page, '/');
  await scripts.settled();
  expect(loaded(scripts.bodies, MARKERS.search), 'search UI loaded before the search was used').toBe(false);
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
  // Until the panel's chunk has run, a stand-in with the same focused input is shown (it keeps what the reader
  // types); on a busy machine the click can be answered by the stand-in alone. The panel renders the marker.
  await expect(page.locator('[data-search-state]')).toBeAttached();
  await scripts.settled();
  expect(loaded(scripts.bodies, MARKERS.search)).toBe(true);
  void problems;
});
