/*
 * Swizzled (wrapped) because @docusaurus/theme-mermaid has no option for these:
 *
 * - Loading on demand. The theme loads Mermaid (~190 KB gzip) as soon as a page with a diagram renders, even when no
 *   diagram is on screen, and its component is in the bundle of every MDX page. This wrapper loads the theme's
 *   component, which then loads and runs Mermaid, only once the diagram's place scrolls into the viewport (like
 *   `loading="lazy"` for images), or at once when the browser has no IntersectionObserver.
 * - Readable labels. Mermaid lets a diagram shrink to the column, whatever its width; a wide flowchart's labels
 *   rendered at 7 px. Once the diagram has rendered, the wrapper gives its SVG a `min-width` at which the smallest
 *   label renders at 12 px or more (see ./readable.ts); a diagram wider than the column then scrolls sideways in the
 *   wrapper, which becomes a focusable region labelled "Diagram, scrolls sideways" (WCAG 2.1.1, axe
 *   `scrollable-region-focusable`) for as long as it overflows.
 *
 * The wrapper `<div class="mermaid-diagram">` is always rendered, so tests and styles can find every diagram before it
 * has rendered.
 */
import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import useNearViewport from '@site/src/hooks/useNearViewport';
import type {Props} from '@theme/Mermaid';
import {readableWidth} from './readable';
import styles from './styles.module.css';

/** The theme's component; a chunk of its own, so pages without diagrams do not download it. */
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/** How far ahead of the viewport a diagram starts loading: when it becomes visible. */
const LOAD_MARGIN = '0px';

/**
 * Gives the rendered diagram inside `wrapper` its readable minimum width, and reports whether it overflows the
 * wrapper, whenever Mermaid (re)draws it (e.g. after a colour-mode switch) or the wrapper changes size.
 */
function useReadableDiagram(wrapper: React.RefObject<HTMLDivElement | null>, active: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = wrapper.current;
    if (!active || !element) return undefined;
    const update = (): void => {
      const svg = element.querySelector<SVGSVGElement>('svg[viewBox]');
      if (svg && svg.dataset.readableWidth === undefined) {
        const width = readableWidth(svg);
        svg.dataset.readableWidth = width === null ? '' : String(width);
        if (width !== null) svg.style.minWidth = `${width}px`;
      }
      setOverflows(element.scrollWidth > element.clientWidth + 1);
    };
    const mutations = new MutationObserver(update);
    mutations.observe(element, {childList: true, subtree: true});
    const resizes = new ResizeObserver(update);
    resizes.observe(element);
    update();
    return () => {
      mutations.disconnect();
      resizes.disconnect();
    };
  }, [wrapper, active]);
  return overflows;
}

/**
 * A Mermaid diagram that loads Mermaid when it scrolls into view and never shrinks its labels below 12 px.
 * @param props - `value`, the diagram's Mermaid source
 */
export default function MermaidWhenVisible(props: Props): React.ReactElement {
  const wrapper = useRef<HTMLDivElement>(null);
  const near = useNearViewport(wrapper, LOAD_MARGIN);
  const overflows = useReadableDiagram(wrapper, near);

  return (
    <div
      ref={wrapper}
      className={clsx('mermaid-diagram', styles.diagram)}
      {...(overflows ? {tabIndex: 0, role: 'region', 'aria-label': 'Diagram, scrolls sideways'} : {})}
    >
      {near && (
        <Suspense fallback={null}>
          <Mermaid {...props} />
        </Suspense>
      )}
    </div>
  );
}
