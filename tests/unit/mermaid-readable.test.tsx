// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {enlargedWidth, readableWidth, smallestFontSize} from '@site/src/theme/Mermaid/readable';

/** A rendered diagram as Mermaid writes it: a viewBox, an SVG label and an HTML label in a foreignObject. */
function diagram(viewBox: string | null, svgLabelPx: number, htmlLabelPx: number): SVGSVGElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" ${viewBox === null ? '' : `viewBox="${viewBox}"`}>
    <text style="font-size: ${svgLabelPx}px">commit</text>
    <text style="font-size: 4px"> </text>
    <foreignObject><div><span style="font-size: ${htmlLabelPx}px">Scanner</span></div></foreignObject>
  </svg>`;
  document.body.append(holder);
  const svg = holder.querySelector('svg');
  if (!svg) throw new Error('no svg');
  return svg;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readable Mermaid diagrams', () => {
  it('finds the smallest font size among the labels that show text', () => {
    expect(smallestFontSize(diagram('0 0 100 50', 10, 16))).toBe(10);
    expect(smallestFontSize(diagram('0 0 100 50', 16, 14))).toBe(14);
  });

  it('gives the width at which the smallest label renders at 12 px', () => {
    // A 1549 px wide flowchart with 16 px labels may shrink to 75 %, not to the 703 px column (45 %).
    expect(readableWidth(diagram('0 0 1549 224', 16, 16))).toBe(1162);
    // 10 px gitGraph labels need the diagram 20 % wider than drawn.
    expect(readableWidth(diagram('0 0 654 300', 10, 16))).toBe(785);
  });

  it('returns null without a usable viewBox or without text', () => {
    expect(readableWidth(diagram(null, 16, 16))).toBeNull();
    expect(readableWidth(diagram('0 0 0 0', 16, 16))).toBeNull();
    expect(readableWidth(diagram('nonsense', 16, 16))).toBeNull();
    const empty = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    empty.setAttribute('viewBox', '0 0 100 100');
    expect(readableWidth(empty)).toBeNull();
  });

  it('enlarges a diagram to its natural size, or wider when a label is below 12 px there', () => {
    // Flowchart labels are 16 px at the drawn size, which the enlarged view keeps.
    expect(enlargedWidth(diagram('0 0 2528 1300', 16, 16))).toBe(2528);
    // 10 px labels need 120 % of the drawn width.
    expect(enlargedWidth(diagram('0 0 654 300', 10, 16))).toBe(785);
    expect(enlargedWidth(diagram(null, 16, 16))).toBeNull();
  });
});
