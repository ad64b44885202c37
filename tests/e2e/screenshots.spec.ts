import type {Page} from '@playwright/test';
import {measuredPath} from '../../scripts/lib/measured-pages.cjs';
import {test, expect, openNotFound} from './fixtures';

/**
 * Screenshot baselines of the site's page types, in light and dark mode, at a laptop (1280×900) and a phone
 * (390×844) viewport: what the reader sees first on each page, compared pixel by pixel with Playwright's
 * `toHaveScreenshot` against `tests/e2e/__screenshots__/`.
 *
 * Stable by construction:
 * - the colour mode comes from Docusaurus' `?docusaurus-theme=` query parameter, so no toggle is hovered or focused;
 * - CSS animations and transitions are stopped and the caret hidden (`toHaveScreenshot`'s defaults set in
 *   `playwright.config.ts`);
 * - the text font is Debian's DejaVu Sans (package `fonts-dejavu-core`, installed by `npm run test:prerequisites`),
 *   which Chromium picks for the site's system font stack on Debian; each test first checks that the `h1`'s font
 *   stack measures like DejaVu Sans and fails with a message naming the package when it does not, instead of a pixel
 *   diff;
 * - the page has hydrated, its web fonts and images have loaded, and the window is scrolled to the top.
 *
 * The baselines belong to Debian's Chromium on Linux; on another browser build or system the tests are skipped
 * (see `CHROME_PATH`). After an intended visual change: `npm run test:screenshots:update` (builds nothing; run it
 * after `npm run build`), then look at every changed PNG before committing it.
 */

/** The page types, each with one representative page. */
const PAGES: ReadonlyArray<{name: string; path: string}> = [
  {name: 'landing', path: measuredPath('landing page')},
  {name: 'docs-page', path: measuredPath('docs page')},
  {name: 'scanner-page', path: measuredPath('scanner page')},
  {name: 'crd-reference', path: '/docs/api/crds/scan'},
  {name: 'scan-builder', path: '/docs/how-tos/scan-builder'},
  {name: 'blog-post', path: '/blog/2025/08/18/announcing-securecodebox-v5'},
  {name: 'blog-archive', path: '/blog/archive'},
  {name: 'not-found', path: '/docs/scanners/nmapp'},
];

const VIEWPORTS = [
  {width: 1280, height: 900},
  {width: 390, height: 844},
] as const;

const MODES = ['light', 'dark'] as const;

/** The font family Chromium renders the site's text with on Debian. */
const EXPECTED_FONT = 'DejaVu Sans';

const defaultChromium = (process.env.CHROME_PATH ?? '/usr/bin/chromium') === '/usr/bin/chromium';

/**
 * Whether the page's heading font stack resolves to {@link EXPECTED_FONT}: a sample text measures the same width in
 * the `h1`'s computed `font-family` as in the expected font alone, and another width in a serif font (so that a
 * missing expected font, which falls back like the stack does, cannot pass). Measured on a canvas, which uses the
 * same font matching as the page.
 * @returns the `h1`'s font-family and the three widths in CSS px
 */
async function fontCheck(page: Page): Promise<{family: string; stack: number; expected: number; serif: number}> {
  return page.evaluate((expectedFont) => {
    const heading = document.querySelector('h1');
    const family = heading ? getComputedStyle(heading).fontFamily : '';
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas 2d context');
    const width = (font: string): number => {
      context.font = `700 32px ${font}`;
      return context.measureText('Hamburgefonstiv secureCodeBox 0123456789').width;
    };
    return {family, stack: width(family), expected: width(`"${expectedFont}"`), serif: width('serif')};
  }, EXPECTED_FONT);
}

test.describe('screenshot baselines', () => {
  test.skip(
    process.platform !== 'linux' || !defaultChromium,
    "The baselines are Debian Chromium's rendering on Linux with Debian's fonts",
  );

  for (const viewport of VIEWPORTS) {
    for (const mode of MODES) {
      test.describe(`${viewport.width} px, ${mode}`, () => {
        test.use({viewport});

        for (const {name, path} of PAGES) {
          test(`${name} (${path}) looks as recorded`, async ({page, problems}) => {
            const url = `${path}?docusaurus-theme=${mode}`;
            if (name === 'not-found') await openNotFound(page, url, problems);
            else {
              const response = await page.goto(url);
              expect(response?.status(), 'status').toBe(200);
              await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
            }
            await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
            await page.evaluate(async () => {
              await document.fonts.ready;
              // Images in the first screen (lazy ones further down never load without scrolling).
              await Promise.all(
                Array.from(document.images)
                  .filter((image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight)
                  .map(
                    (image) =>
                      new Promise((done) => {
                        image.addEventListener('load', done, {once: true});
                        image.addEventListener('error', done, {once: true});
                      }),
                  ),
              );
              window.scrollTo(0, 0);
            });
            const font = await fontCheck(page);
            const why = `the h1 (${font.family}) must render in ${EXPECTED_FONT} (apt-get install fonts-dejavu-core)`;
            expect(font.stack, why).toBe(font.expected);
            expect(font.expected, `${EXPECTED_FONT} is not installed: it measures like serif`).not.toBe(font.serif);
            await expect(page).toHaveScreenshot(`${name}-${viewport.width}-${mode}.png`);
            expect(problems.messages).toEqual([]);
          });
        }
      });
    }
  }
});
