/**
 * Keeps the labels of a rendered Mermaid diagram readable. Mermaid draws a diagram at its natural size and lets it
 * shrink to the width of the column (`max-width: 100%`), so a wide flowchart in the 700 px docs column renders its
 * 16 px labels at 7 px. {@link readableWidth} gives the width below which a diagram's smallest label renders under
 * {@link MIN_LABEL_PX}: the wrapper in `./index.tsx` offers an enlarged view of a diagram that its column shrinks
 * below that width, and draws the diagram there at {@link enlargedWidth}.
 */

/** The smallest rendered size of a diagram label, in CSS px. */
export const MIN_LABEL_PX = 12;

/**
 * The smallest font size among the text an SVG shows, in the SVG's own user units (what the text renders at when the
 * SVG is drawn at its viewBox size): `<text>`/`<tspan>` and the HTML labels inside `<foreignObject>`.
 * @param svg - a rendered diagram
 * @returns the font size in user units, or `null` when the SVG shows no text
 */
export function smallestFontSize(svg: SVGSVGElement): number | null {
  let smallest: number | null = null;
  for (const element of Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))) {
    const showsText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!showsText) continue;
    const size = Number.parseFloat(getComputedStyle(element).fontSize);
    if (Number.isFinite(size) && size > 0 && (smallest === null || size < smallest)) smallest = size;
  }
  return smallest;
}

/**
 * The narrowest width, in CSS px, at which every label of a diagram still renders at {@link MIN_LABEL_PX} or more:
 * the viewBox width scaled by how much the smallest label may shrink.
 * @param svg - a rendered diagram with a `viewBox`
 * @returns the width in CSS px (rounded up), or `null` when the SVG has no usable viewBox or no text
 */
export function readableWidth(svg: SVGSVGElement): number | null {
  const viewBoxWidth = Number((svg.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/)[2]);
  const fontSize = smallestFontSize(svg);
  if (!(viewBoxWidth > 0) || fontSize === null) return null;
  return Math.ceil((viewBoxWidth * MIN_LABEL_PX) / fontSize);
}

/**
 * The width, in CSS px, at which the enlarged view draws a diagram: its natural size (the viewBox width, where a
 * flowchart's labels render at Mermaid's 16 px), or wider when a label would render below {@link MIN_LABEL_PX} there.
 * @param svg - a rendered diagram with a `viewBox`
 * @returns the width in CSS px (rounded up), or `null` when the SVG has no usable viewBox or no text
 */
export function enlargedWidth(svg: SVGSVGElement): number | null {
  const viewBoxWidth = Number((svg.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/)[2]);
  const readable = readableWidth(svg);
  if (readable === null) return null;
  return Math.max(Math.ceil(viewBoxWidth), readable);
}
