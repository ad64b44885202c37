import type {Page} from '@playwright/test';

/**
 * The layout check of the sitemap sweep: what a reader would see cut off or too small on one page at one viewport.
 *
 * The checked region is each `article` inside `main` (a docs page, a post, each post of a blog list), or `main` itself
 * on pages without one (the landing page, the search page, 404). Within it:
 *
 * - **clipped**: a table, field list, paragraph, heading, table or figure caption, or code block title whose content
 *   is cut by its own `overflow: hidden`/`clip` (or an ellipsis), or that reaches past an ancestor that hides its
 *   overflow;
 * - **wider than the article**: such an element that sticks out of the region without a scroll container of its own
 *   (an ancestor with `overflow-x: auto | scroll`) between it and the region;
 * - **needs scrolling**: at a viewport 1280 px or wider, a table whose scroll container (or the region) is narrower
 *   than the table; at any width, a field list of the CRD reference (`plugins/field-tables`) that does so;
 * - **scroll container without keyboard access or name**: a table that scrolls sideways in a container that is not a
 *   focusable (`tabindex="0"`) `role="region"` with an `aria-label`, as `src/components/ScrollableTable` makes it;
 * - **diagram wider than its column**: a rendered Mermaid diagram (`.mermaid-diagram`, see `src/theme/Mermaid`) whose
 *   SVG reaches past its wrapper, or whose wrapper scrolls;
 * - **the page scrolls sideways**: the document is wider than the viewport;
 * - **small text**: a rendered text node below {@link MIN_TEXT_PX} CSS px. Text inside an SVG (Mermaid diagrams) is
 *   measured at its rendered size: its font size times the SVG's scale (rendered width / `viewBox` width). The labels
 *   of a diagram that offers an enlarged view (its "Enlarge diagram" button, `button[data-diagram-enlarge]`) are
 *   exempt: they are read there, and `diagrams.spec.ts` checks them in that view.
 *
 * Elements that render no box (`display: none`, closed `<details>`, inactive tabs) and visually hidden text (a box of
 * 1 px or less, as `.sr-only` gives) are not looked at.
 */

/** The smallest size, in CSS px, at which visible text may render. */
export const MIN_TEXT_PX = 12;

/** One problem the layout check found, as a line for a test failure. */
export type LayoutProblem = string;

/**
 * Wait until the layout the check measures has settled: the web fonts have loaded, every rendered Mermaid diagram has
 * its readable width (`svg[data-readable-width]`, set by `src/theme/Mermaid`) and, when its column shrinks it below
 * that width, its "Enlarge diagram" button, and every sideways scroll container of a table that React turns into a
 * labelled region when its content overflows (`ScrollableTable`) has been re-rendered for the current width. A page
 * that never gets there is left as it is, for {@link layoutProblems} to report.
 * @param page - a Playwright page showing a hydrated page of the site
 */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.mermaid-diagram')).every((wrapper) => {
          const svg = wrapper.querySelector('.docusaurus-mermaid-container svg[viewBox]');
          if (!(svg instanceof SVGSVGElement)) return true;
          if (svg.dataset.readableWidth === undefined) return false;
          const shrunk = svg.getBoundingClientRect().width < Number(svg.dataset.readableWidth) - 0.5;
          return !shrunk || wrapper.querySelector(':scope > button[data-diagram-enlarge]') !== null;
        }) &&
        Array.from(document.querySelectorAll('.scb-table-scroll, [class*="tableWrapper"]')).every(
          (box) => box.scrollWidth <= box.clientWidth + 1 || box.getAttribute('role') === 'region',
        ),
      undefined,
      {timeout: 10_000},
    )
    .catch(() => undefined);
}

/**
 * Run the layout check on the page as it is now (after hydration; lazily rendered parts such as Mermaid diagrams are
 * checked in whatever state they are in).
 * @param page - a Playwright page showing a page of the site
 * @returns one line per problem, e.g. `clipped: p "The chart needs…" (704 px of content in a 680 px box)`; empty
 *   when the page is clean. At most 10 small-text lines are returned (the smallest first).
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate((minTextPx) => {
    const problems: string[] = [];
    const viewportWidth = window.innerWidth;
    const main = document.querySelector('main');
    if (!main) return ['no <main> element'];
    // Top-level articles only: a category index's cards (DocCard) are articles inside the page's article.
    const articles = Array.from(main.querySelectorAll('article')).filter(
      (article) => !article.parentElement?.closest('article'),
    );
    const regions: Element[] = articles.length > 0 ? articles : [main];

    /** A short, readable name for an element in a failure message. */
    const describe = (element: Element): string => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `${element.tagName.toLowerCase()} "${text.length > 50 ? `${text.slice(0, 50)}…` : text}"`;
    };
    const hides = (style: CSSStyleDeclaration): boolean => ['hidden', 'clip'].includes(style.overflowX);
    const scrolls = (style: CSSStyleDeclaration): boolean => ['auto', 'scroll'].includes(style.overflowX);
    const rendered = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({visibilityProperty: true});
    };

    const BLOCKS = [
      'table',
      'dl.field-list',
      'p',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'caption',
      'figcaption',
      '[class*="codeBlockTitle"]',
      '.field-list__key',
      '.field-list__type',
      '.field-list__description',
    ].join(', ');

    /** Why a sideways scroll container is not usable with a keyboard and a screen reader; null when it is. */
    const unnamedScroller = (scroller: Element): string | null => {
      if (!(scroller instanceof HTMLElement) || scroller.scrollWidth <= scroller.clientWidth + 1) return null;
      const missing = [
        scroller.tabIndex === 0 ? '' : 'not focusable',
        scroller.getAttribute('role') === 'region' ? '' : 'no region',
        scroller.getAttribute('aria-label') ? '' : 'no aria-label',
      ].filter(Boolean);
      return missing.length > 0 ? missing.join(', ') : null;
    };
    if (document.documentElement.scrollWidth > viewportWidth) {
      const width = document.documentElement.scrollWidth;
      problems.push(`the page scrolls sideways: ${width} px in a ${viewportWidth} px viewport`);
    }

    const smallText: Array<{size: number; text: string}> = [];
    for (const region of regions) {
      const regionBox = region.getBoundingClientRect();
      for (const element of Array.from(region.querySelectorAll(BLOCKS))) {
        if (!rendered(element) || element.closest('svg')) continue;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (element.tagName !== 'TABLE' && hides(style) && element.scrollWidth > element.clientWidth + 1) {
          problems.push(
            `clipped: ${describe(element)} (${element.scrollWidth} px of content in a ${element.clientWidth} px box)`,
          );
        } else if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
          problems.push(`clipped: ${describe(element)} ends in an ellipsis`);
        }
        let scroller: Element | null = null;
        for (let parent = element.parentElement; parent && parent !== region; parent = parent.parentElement) {
          const parentStyle = getComputedStyle(parent);
          if (scrolls(parentStyle)) {
            scroller = parent;
            break;
          }
          if (hides(parentStyle) && box.right > parent.getBoundingClientRect().right + 1) {
            problems.push(`clipped: ${describe(element)} reaches past a ${parent.tagName.toLowerCase()} that hides it`);
            break;
          }
        }
        const outside = box.right > regionBox.right + 1 || box.left < regionBox.left - 1;
        if (!scroller && outside) {
          problems.push(
            `wider than the article: ${describe(element)} (${Math.round(box.left)}–${Math.round(box.right)} px, ` +
              `the article ${Math.round(regionBox.left)}–${Math.round(regionBox.right)} px) and no scroll container`,
          );
        }
        const fieldList = element.matches('dl.field-list');
        if ((element.tagName === 'TABLE' && viewportWidth >= 1280) || fieldList) {
          const container = scroller ?? region;
          if (element.scrollWidth > container.clientWidth + 1) {
            problems.push(
              `needs horizontal scrolling at ${viewportWidth} px: ${describe(element)} ` +
                `(${element.scrollWidth} px in ${container.clientWidth} px)`,
            );
          }
        }
        const unusable = element.tagName === 'TABLE' && scroller ? unnamedScroller(scroller) : null;
        if (unusable) problems.push(`scroll container of ${describe(element)}: ${unusable}`);
      }
      const diagrams = Array.from(region.querySelectorAll('.mermaid-diagram'));
      diagrams.forEach((diagram, index) => {
        const svg = diagram.querySelector('.docusaurus-mermaid-container svg');
        if (!svg || !rendered(svg)) return;
        const column = diagram.getBoundingClientRect();
        const drawn = svg.getBoundingClientRect();
        if (
          drawn.right > column.right + 1 ||
          drawn.left < column.left - 1 ||
          diagram.scrollWidth > diagram.clientWidth + 1
        ) {
          problems.push(
            `Mermaid diagram ${index + 1} is wider than its column: ${Math.round(drawn.width)} px in ` +
              `${Math.round(column.width)} px`,
          );
        }
      });

      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !rendered(parent)) continue;
        let size = Number.parseFloat(getComputedStyle(parent).fontSize);
        const svg = parent.closest('svg');
        // The labels of a diagram with an enlarged view are read there (see the header).
        if (svg && svg.closest('.mermaid-diagram')?.querySelector(':scope > button[data-diagram-enlarge]')) continue;
        if (svg) {
          const viewBoxWidth = svg.viewBox.baseVal?.width;
          if (viewBoxWidth) size *= svg.getBoundingClientRect().width / viewBoxWidth;
        }
        if (size < minTextPx - 0.05) smallText.push({size, text: describe(parent)});
      }
    }
    smallText.sort((a, b) => a.size - b.size);
    const seen = new Set<string>();
    for (const {size, text} of smallText) {
      if (seen.has(text) || seen.size >= 10) continue;
      seen.add(text);
      problems.push(`small text: ${text} renders at ${size.toFixed(1)} px`);
    }
    return problems;
  }, MIN_TEXT_PX);
}
