/**
 * The social card template: what a card says (title, section), how it looks (a satori element tree in the site's
 * colours) and the content hash its cache is keyed by. Pure functions, no I/O; `render.ts` turns the tree into a PNG.
 */
import {createHash} from 'node:crypto';

/** Card size in pixels: the 1.91:1 image that Open Graph and X (`summary_large_image`) show uncropped. */
export const CARD_WIDTH = 1200;
/** See {@link CARD_WIDTH}. */
export const CARD_HEIGHT = 630;

/**
 * Version of the card format. Part of every card's hash together with the plugin's template key (a hash of this
 * file, `render.ts` and the versions of satori, resvg and the font, see `index.ts`), so that an edit of the template
 * already invalidates the cache; raise it for a change that key cannot see.
 */
export const TEMPLATE_VERSION = 1;

/** Longest title or section text the template keeps (characters); the rest is cut before layout. */
export const MAX_TEXT_LENGTH = 200;

/** Lines the title may take before it ends in an ellipsis. */
export const TITLE_MAX_LINES = 4;

/** Inner padding of the card in pixels, left/right and top/bottom. */
const PADDING_X = 80;
const PADDING_Y = 56;

/** Width of the text column in pixels. */
export const TEXT_WIDTH = CARD_WIDTH - 2 * PADDING_X;

/** The site's colours (src/css/custom.css: the hero background `--scb-hero-bg`, the dark-mode accent `--scb-accent`). */
export const CARD_COLOURS = {
  background: '#0f2e4a',
  accent: '#37dae2',
  text: '#ffffff',
  muted: '#c9d6e2',
} as const;

/** The font family name the template uses; `render.ts` registers DejaVu Sans (400 and 700) under it. */
export const CARD_FONT_FAMILY = 'DejaVu Sans';

/** What one card says. */
export interface CardContent {
  /** The page title, e.g. `nmap`; normalised by {@link normaliseText}. */
  title: string;
  /** The line above the title: the docs sidebar category (`Architecture › Architecture decisions`) or `Blog · <date>`. */
  section: string;
}

/**
 * Text safe to lay out: Unicode NFC, no control or format characters (zero-width spaces, bidi overrides), runs of
 * whitespace as one space, trimmed, and at most {@link MAX_TEXT_LENGTH} characters (cut at a code point, ending in `…`).
 * @param text - any string from front matter or a page title; non-strings give ''
 * @returns the cleaned text, possibly ''
 */
export function normaliseText(text: unknown): string {
  if (typeof text !== 'string') return '';
  const clean = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const codePoints = Array.from(clean);
  return codePoints.length > MAX_TEXT_LENGTH ? `${codePoints.slice(0, MAX_TEXT_LENGTH - 1).join('')}…` : clean;
}

/**
 * The card content with normalised texts and fallbacks: an empty title becomes `secureCodeBox`, an empty section
 * `Docs`.
 * @param content - raw title and section
 */
export function cardContent(content: {title: unknown; section: unknown}): CardContent {
  return {
    title: normaliseText(content.title) || 'secureCodeBox',
    section: normaliseText(content.section) || 'Docs',
  };
}

/**
 * The text alternative of a card (`og:image:alt`): what the card shows, the section line, the title and the brand,
 * e.g. `Scanners: Nmap — secureCodeBox`.
 * @param content - the card's normalised texts
 */
export function cardAltText(content: CardContent): string {
  return `${content.section}: ${content.title} — secureCodeBox`;
}

/**
 * Font size of the title in pixels: large for short titles, smaller for long ones, so that a title of up to about
 * 120 characters fits without an ellipsis (two lines up to 60 characters, three up to 84, four beyond).
 * @param title - normalised title
 * @returns 76, 64, 54 or 46
 */
export function titleFontSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 28) return 76;
  if (length <= 60) return 64;
  if (length <= 84) return 54;
  return 46;
}

/**
 * The content hash a card is cached and compared by: SHA-256 over the template version and key, title and section.
 * @param content - normalised content ({@link cardContent})
 * @param templateKey - identifies the template's code and dependencies (see `templateKey` in `index.ts`); default ''
 * @returns 16 lowercase hex digits
 */
export function cardHash(content: CardContent, templateKey = ''): string {
  return createHash('sha256')
    .update(JSON.stringify([TEMPLATE_VERSION, templateKey, content.title, content.section]))
    .digest('hex')
    .slice(0, 16);
}

/** A satori element: the shape of a React element, without React. */
export interface CardNode {
  type: string;
  props: {style?: Record<string, string | number>; children?: CardChild | CardChild[]; [attribute: string]: unknown};
}
/** A child of a {@link CardNode}. */
export type CardChild = CardNode | string;

/**
 * Creates a {@link CardNode}.
 * @param type - element name (`div`, `span`, `svg`, `path`)
 * @param props - style and attributes
 * @param children - child nodes and texts
 */
function node(type: string, props: CardNode['props'], ...children: CardChild[]): CardNode {
  return {type, props: children.length === 0 ? props : {...props, children}};
}

/**
 * The site's cube mark (static/img/logo-dark.svg: hexagon, inner edges and check mark) as an SVG element.
 * @param size - edge length in pixels
 */
function cubeMark(size: number, style?: CardNode['props']['style']): CardNode {
  const stroke = {fill: 'none', strokeLinejoin: 'round'};
  return node(
    'svg',
    {width: size, height: size, viewBox: '0 0 32 32', ...(style ? {style} : {})},
    node('path', {
      ...stroke,
      stroke: CARD_COLOURS.accent,
      strokeWidth: 2.2,
      d: 'M16 2 L28 8 L28 22 L16 30 L4 22 L4 8 Z',
    }),
    node('path', {...stroke, stroke: CARD_COLOURS.accent, strokeWidth: 2.2, d: 'M4 8 L16 14 L28 8 M16 14 L16 30'}),
    node('path', {
      ...stroke,
      stroke: CARD_COLOURS.text,
      strokeWidth: 2.4,
      strokeLinecap: 'round',
      d: 'M11.5 19.5 l3 3 l6-7',
    }),
  );
}

/**
 * The card as a satori element tree: the brand (cube mark and `secureCodeBox` word mark) at the top, the section
 * (one line, ellipsised) and the title (up to {@link TITLE_MAX_LINES} lines, ellipsised) below it, the site's host
 * name at the bottom, an accent bar along the bottom edge and a faint large cube mark on the right.
 * @param content - normalised content ({@link cardContent})
 * @returns a tree for `satori(tree, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts})`
 */
export function cardElement(content: CardContent): CardNode {
  const fontSize = titleFontSize(content.title);
  return node(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: CARD_COLOURS.background,
        color: CARD_COLOURS.text,
        fontFamily: CARD_FONT_FAMILY,
        borderBottom: `12px solid ${CARD_COLOURS.accent}`,
        padding: `${PADDING_Y}px ${PADDING_X}px`,
      },
    },
    // First, so that the texts are drawn over it.
    cubeMark(360, {position: 'absolute', right: -40, bottom: -30, opacity: 0.1}),
    node(
      'div',
      {style: {display: 'flex', alignItems: 'center', fontSize: 40, fontWeight: 700}},
      cubeMark(60),
      node(
        'div',
        {style: {display: 'flex', marginLeft: 20}},
        'secure',
        node('span', {style: {color: CARD_COLOURS.accent}}, 'Code'),
        'Box',
      ),
    ),
    node(
      'div',
      {style: {display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center'}},
      node(
        'div',
        {
          style: {
            display: 'block',
            width: TEXT_WIDTH,
            fontSize: 32,
            color: CARD_COLOURS.accent,
            lineClamp: 1,
            lineHeight: 1.3,
          },
        },
        content.section,
      ),
      node(
        'div',
        {
          style: {
            display: 'block',
            width: TEXT_WIDTH,
            marginTop: 14,
            fontSize,
            fontWeight: 700,
            lineHeight: 1.18,
            lineClamp: TITLE_MAX_LINES,
          },
        },
        content.title,
      ),
    ),
    node('div', {style: {display: 'flex', fontSize: 28, color: CARD_COLOURS.muted}}, 'securecodebox.io'),
  );
}
