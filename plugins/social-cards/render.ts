/**
 * Renders a social card to PNG: the template's element tree (`template.ts`) → SVG with satori → PNG with resvg.
 * The fonts are DejaVu Sans regular and bold of `@fontsource/dejavu-sans` (the `.woff` files: satori cannot read
 * woff2), loaded once per process.
 */
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {renderAsync} from '@resvg/resvg-js';
import satori from 'satori';
import {CARD_FONT_FAMILY, CARD_HEIGHT, CARD_WIDTH, cardElement, type CardContent} from './template';

/** A font as satori takes it. */
interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

let fontsPromise: Promise<CardFont[]> | undefined;

/**
 * DejaVu Sans (Latin subset) regular and bold, read once.
 * @param siteDir - the folder whose `node_modules` holds `@fontsource/dejavu-sans`
 * @throws when the package or its `.woff` files are missing
 */
function loadFonts(siteDir: string): Promise<CardFont[]> {
  fontsPromise ??= (async () => {
    const require = createRequire(join(siteDir, 'package.json'));
    return Promise.all(
      ([400, 700] as const).map(async (weight) => ({
        name: CARD_FONT_FAMILY,
        data: await readFile(require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    );
  })();
  return fontsPromise;
}

/**
 * The card as SVG (text as paths, so the SVG renders the same anywhere).
 * @param content - normalised content (`cardContent` of `template.ts`)
 * @param siteDir - site folder, for the fonts
 * @returns an SVG document of {@link CARD_WIDTH}×{@link CARD_HEIGHT} px
 */
export async function renderCardSvg(content: CardContent, siteDir: string): Promise<string> {
  const fonts = await loadFonts(siteDir);
  // satori's parameter is typed as a React node; the template builds the same shape without React.
  return satori(cardElement(content) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
}

/**
 * The card as a PNG of {@link CARD_WIDTH}×{@link CARD_HEIGHT} px (RGBA, 30–50 KB for the site's titles).
 * @param content - normalised content (`cardContent` of `template.ts`)
 * @param siteDir - site folder, for the fonts
 */
export async function renderCardPng(content: CardContent, siteDir: string): Promise<Buffer> {
  const svg = await renderCardSvg(content, siteDir);
  // In libuv's thread pool: the next card's layout runs while this one is rasterised.
  const image = await renderAsync(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}});
  return image.asPng();
}
