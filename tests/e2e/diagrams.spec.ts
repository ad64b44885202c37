import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated, settleTransitions, watchProblems} from './fixtures';
import {sitemapPaths} from '../../scripts/lib/site-files.mjs';
import {MIN_TEXT_PX} from './layout-check';

/**
 * Mermaid diagrams (`src/theme/Mermaid`): every diagram fits its column; one whose labels the column shrinks below
 * 12 px has an "Enlarge diagram" button that opens a modal dialog showing it with every label at 12 px or more, which
 * scrolls and pans, closes with Esc, the Close button or a click on the backdrop, and gives the focus back to the
 * button; the diagrams take the site's colours in both modes. The sitemap sweep checks the fit on every page; here
 * every page with a diagram (read from the build) has each of its enlarged views opened.
 */
const buildDir = resolve(process.env.BUILD_DIR ?? 'build');
const LAPTOP = {width: 1280, height: 900};
const PHONE = {width: 390, height: 844};
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const RUNTIME_VIEW = '/docs/architecture/runtime_view';

/** The sitemap's pages whose built HTML has a diagram. */
function diagramPaths(): string[] {
  const sitemap = join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemap)) return [];
  return sitemapPaths(readFileSync(sitemap, 'utf8')).filter((path) => {
    const file = [join(buildDir, path, 'index.html'), join(buildDir, `${path.replace(/\/$/, '')}.html`)].find((name) =>
      existsSync(name),
    );
    return file !== undefined && readFileSync(file, 'utf8').includes('mermaid-diagram');
  });
}

/** Scroll to the `index`th diagram of the page and wait until it has rendered and been measured. */
async function renderedDiagram(page: Page, index: number): Promise<Locator> {
  const diagram = page.locator('.mermaid-diagram').nth(index);
  await diagram.scrollIntoViewIfNeeded();
  await diagram.locator('.docusaurus-mermaid-container svg[data-readable-width]').first().waitFor({state: 'attached'});
  return diagram;
}

/**
 * How a rendered diagram sits: its rendered width and the smallest size a label renders at (font size times the SVG's
 * scale), in CSS px, and the width of the box it is in.
 */
function measure(svg: Locator): Promise<{width: number; box: number; label: number}> {
  return svg.evaluate((element) => {
    if (!(element instanceof SVGSVGElement)) throw new Error('not an svg');
    const width = element.getBoundingClientRect().width;
    const scale = width / element.viewBox.baseVal.width;
    let smallest = Infinity;
    for (const label of Array.from(element.querySelectorAll('text, tspan, foreignObject *'))) {
      const showsText = Array.from(label.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (showsText) smallest = Math.min(smallest, Number.parseFloat(getComputedStyle(label).fontSize) * scale);
    }
    const container = element.closest('.mermaid-diagram, [role="region"]');
    return {width, box: container?.getBoundingClientRect().width ?? 0, label: smallest};
  });
}

/** Open the enlarged view of a diagram, wait until the diagram is drawn in it, and return the dialog. */
async function openEnlarged(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  await dialog.locator('svg[data-enlarged-width]').waitFor({state: 'attached'});
  return dialog;
}

test.describe('Mermaid diagrams', () => {
  test.use({viewport: LAPTOP});

  test('the runtime view fits its column and opens enlarged, readable, pannable and closable with Esc', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openHydrated(page, RUNTIME_VIEW);
    const diagram = await renderedDiagram(page, 0);
    const inColumn = await measure(diagram.locator('.docusaurus-mermaid-container svg'));
    expect(inColumn.width, 'the sequence diagram fits its column').toBeLessThanOrEqual(inColumn.box + 1);
    expect(inColumn.label, 'the column shrinks its labels below 12 px').toBeLessThan(MIN_TEXT_PX);

    const button = diagram.getByRole('button', {name: 'Enlarge diagram: Runtime scenario 1, basic scan with kubectl'});
    await expect(button).toBeVisible();
    const dialog = await openEnlarged(page, button);
    await expect(page.getByRole('dialog', {name: 'Runtime scenario 1, basic scan with kubectl'})).toBeVisible();
    await expect(dialog.getByRole('button', {name: 'Close'}), 'the dialog takes the focus').toBeFocused();

    const enlarged = await measure(dialog.locator('svg[data-enlarged-width]'));
    expect(enlarged.label, 'smallest label in the enlarged view').toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.05);
    const viewport = dialog.getByRole('region', {name: 'Enlarged diagram, scroll or drag to pan'});
    const overflow = await viewport.evaluate((element) => ({
      x: element.scrollWidth - element.clientWidth,
      y: element.scrollHeight - element.clientHeight,
    }));
    expect(overflow.x, 'the enlarged diagram is wider than the dialog, so it pans').toBeGreaterThan(100);
    const box = await dialog.boundingBox();
    expect(box, 'the dialog lies within the viewport').not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(LAPTOP.width);
      expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height);
    }

    // Pan with a mouse drag: 300 px to the left and 100 px up moves the view 300 px right and 100 px down.
    const area = await viewport.boundingBox();
    if (!area) throw new Error('the enlarged view has no box');
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width / 2 - 150, area.y + area.height / 2 - 50, {steps: 5});
    await page.mouse.move(area.x + area.width / 2 - 300, area.y + area.height / 2 - 100, {steps: 5});
    await page.mouse.up();
    const dragged = await viewport.evaluate((element) => ({left: element.scrollLeft, top: element.scrollTop}));
    expect(dragged.left).toBe(300);
    expect(dragged.top).toBe(Math.min(100, overflow.y));

    // Scroll with the keyboard: the view takes the focus and the arrow keys move it.
    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(dragged.left);

    await settleTransitions(page);
    const axe = await new AxeBuilder({page}).include('dialog[open]').withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button, 'the focus returns to the button').toBeFocused();

    // The Close button and a click on the backdrop close it too.
    await openEnlarged(page, button);
    await page.locator('dialog[open]').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(button).toBeFocused();
    await openEnlarged(page, button);
    await page.mouse.click(4, LAPTOP.height / 2);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(problems.messages).toEqual([]);
  });

  test('on a phone the enlarged view fills the screen and shows readable labels', async ({page}) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, '/docs/architecture/building_block_view');
    const diagram = await renderedDiagram(page, 0);
    const inColumn = await measure(diagram.locator('.docusaurus-mermaid-container svg'));
    expect(inColumn.width).toBeLessThanOrEqual(inColumn.box + 1);
    const dialog = await openEnlarged(page, diagram.locator('button[data-diagram-enlarge]'));
    const enlarged = await measure(dialog.locator('svg[data-enlarged-width]'));
    expect(enlarged.label).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.05);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(PHONE.width - 40);
    expect((box?.x ?? -1) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('diagrams take the site colours in light and dark mode, not Mermaid defaults', async ({page}) => {
    await openHydrated(page, RUNTIME_VIEW);
    const diagram = await renderedDiagram(page, 0);
    /** The fill of the first participant box and the page's diagram node colour, both as computed colours. */
    const colours = (): Promise<{actor: string; brand: string}> =>
      diagram.evaluate((wrapper) => {
        const actor = wrapper.querySelector('.docusaurus-mermaid-container rect.actor');
        const probe = document.createElement('div');
        probe.style.color = 'var(--scb-diagram-node-bg)';
        document.body.append(probe);
        const brand = getComputedStyle(probe).color;
        probe.remove();
        return {actor: actor ? getComputedStyle(actor).fill : 'none', brand};
      });
    const light = await colours();
    expect(light.actor).toBe(light.brand);
    expect(light.actor).toBe('rgb(227, 238, 247)');
    await page
      .getByRole('button', {name: /Switch between dark and light mode/})
      .first()
      .click();
    await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
    // Mermaid redraws the diagram for the dark theme; the new SVG is measured again.
    await expect.poll(async () => (await colours()).actor).toBe('rgb(26, 53, 80)');
    const dark = await colours();
    expect(dark.actor).toBe(dark.brand);
  });

  /**
   * In dark mode the semantic classes (`ours`, `plain`, `actor`, see `siteTheme.ts`) give the boxes the dark-mode
   * variable values, never the white or light blue a hard-coded `classDef` used to keep, and every label keeps 4.5:1
   * contrast on its box. Each entry names the class, the CSS variable and the dark value it must have.
   */
  const DARK_NODES: {path: string; classes: [string, string, string][]}[] = [
    {
      path: '/docs/architecture/building_block_view',
      classes: [
        ['ours', '--scb-diagram-node-bg', 'rgb(26, 53, 80)'],
        ['plain', '--scb-diagram-plain-bg', 'rgb(27, 27, 29)'],
      ],
    },
    {
      path: '/docs/architecture/system_scope_and_context',
      classes: [
        ['ours', '--scb-diagram-node-bg', 'rgb(26, 53, 80)'],
        ['plain', '--scb-diagram-plain-bg', 'rgb(27, 27, 29)'],
        ['actor', '--scb-diagram-actor-bg', 'rgb(59, 49, 23)'],
      ],
    },
  ];
  for (const {path, classes} of DARK_NODES) {
    test(`${path}: in dark mode highlighted and plain boxes take the dark diagram colours with readable labels`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await openHydrated(page, `${path}?docusaurus-theme=dark`);
      await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
      const diagram = await renderedDiagram(page, 0);
      for (const [name, variable, expected] of classes) {
        const found = await diagram.evaluate(
          (wrapper, {name, variable}) => {
            /** Relative luminance of an `rgb(…)` colour (WCAG 2). */
            const luminance = (colour: string): number => {
              const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
                const value = Number(part) / 255;
                return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
              });
              return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
            };
            const probe = document.createElement('div');
            probe.style.color = `var(${variable})`;
            document.body.append(probe);
            const wanted = getComputedStyle(probe).color;
            probe.remove();
            const nodes = Array.from(wrapper.querySelectorAll(`.docusaurus-mermaid-container g.node.${name}`));
            return {
              wanted,
              nodes: nodes.map((node) => {
                const shape = node.querySelector('rect, path, polygon, circle, ellipse');
                const fill = shape ? getComputedStyle(shape).fill : 'none';
                const label = node.querySelector('.nodeLabel, text');
                const text = label ? getComputedStyle(label).color : 'none';
                const [light, dark] = [luminance(fill), luminance(text)].sort((a, b) => b - a);
                return {fill, text, contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)};
              }),
            };
          },
          {name, variable},
        );
        expect(found.wanted, `${variable} in dark mode`).toBe(expected);
        expect(found.nodes.length, `the diagram has boxes of class ${name}`).toBeGreaterThan(0);
        for (const node of found.nodes) {
          expect(node.fill, `a ${name} box takes ${variable}`).toBe(expected);
          expect(node.fill).not.toBe('rgb(255, 255, 255)');
          expect(node.fill).not.toBe('rgb(218, 232, 252)');
          expect(node.contrast, `label ${node.text} on ${node.fill}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }

  for (const path of diagramPaths()) {
    test(`${path}: every diagram fits its column, every label is readable in the column or in the enlarged view`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openHydrated(page, path);
      const count = await page.locator('.mermaid-diagram').count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const diagram = await renderedDiagram(page, index);
        const svg = diagram.locator('.docusaurus-mermaid-container svg');
        const inColumn = await measure(svg);
        expect(inColumn.width, `diagram ${index + 1} fits its column`).toBeLessThanOrEqual(inColumn.box + 1);
        const button = diagram.locator(':scope > button[data-diagram-enlarge]');
        if (inColumn.label >= MIN_TEXT_PX - 0.05) {
          await expect(button, `diagram ${index + 1} is readable in the column`).toHaveCount(0);
          continue;
        }
        await expect(button, `diagram ${index + 1} (labels at ${inColumn.label} px) can be enlarged`).toBeVisible();
        const dialog = await openEnlarged(page, button);
        const enlarged = await measure(dialog.locator('svg[data-enlarged-width]'));
        expect(enlarged.label, `diagram ${index + 1}: smallest label enlarged`).toBeGreaterThanOrEqual(
          MIN_TEXT_PX - 0.05,
        );
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
      }
    });
  }
});
