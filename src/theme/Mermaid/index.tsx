/*
 * Swizzled (wrapped) because @docusaurus/theme-mermaid has no option for these:
 *
 * - Loading on demand. The theme loads Mermaid (~190 KB gzip) as soon as a page with a diagram renders, even when no
 *   diagram is on screen, and its component is in the bundle of every MDX page. This wrapper loads the theme's
 *   component, which then loads and runs Mermaid, only once the diagram's place scrolls into the viewport (like
 *   `loading="lazy"` for images), or at once when the browser has no IntersectionObserver.
 * - Fit and enlarge. Every diagram fits its column: Mermaid's SVG shrinks to the column's width (its `max-width:
 *   100%`). Once the diagram has rendered, the wrapper measures the width below which its smallest label renders under
 *   12 px (see ./readable.ts). When the column is narrower than that, the diagram in the column is an overview, and an
 *   "Enlarge diagram" button under it opens the diagram in a modal dialog at a size where every label is 12 px or more,
 *   which the reader scrolls or drags to pan (./EnlargedDiagram.tsx). The check runs again whenever Mermaid redraws
 *   the diagram (e.g. after a colour-mode switch) or the column changes width.
 *
 * The wrapper `<div class="mermaid-diagram">` is always rendered, so tests and styles can find every diagram before it
 * has rendered. Its SVG carries `data-readable-width` (the width in px, or empty for a diagram without text) once
 * measured.
 */
import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import useNearViewport from '@site/src/hooks/useNearViewport';
import type {Props} from '@theme/Mermaid';
import EnlargedDiagram from './EnlargedDiagram';
import {readableWidth} from './readable';
import styles from './styles.module.css';

/** The theme's component; a chunk of its own, so pages without diagrams do not download it. */
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/** How far ahead of the viewport a diagram starts loading: when it becomes visible. */
const LOAD_MARGIN = '0px';

/** What the wrapper knows of the rendered diagram in the column. */
interface Fit {
  /** The column shrinks the diagram so far that a label renders below 12 px. */
  tooSmall: boolean;
  /** The diagram's accessible title (Mermaid's `accTitle`), empty when it has none. */
  title: string;
}

/**
 * Measures the rendered diagram inside `canvas` whenever Mermaid (re)draws it or the column changes width: records its
 * readable width on the SVG (`data-readable-width`) and reports whether the column shrinks it below that width.
 */
function useDiagramFit(canvas: React.RefObject<HTMLDivElement | null>, active: boolean): Fit {
  const [fit, setFit] = useState<Fit>({tooSmall: false, title: ''});
  useEffect(() => {
    const element = canvas.current;
    if (!active || !element) return undefined;
    const update = (): void => {
      const svg = element.querySelector<SVGSVGElement>('svg[viewBox]');
      if (!svg) return;
      if (svg.dataset.readableWidth === undefined) {
        const width = readableWidth(svg);
        svg.dataset.readableWidth = width === null ? '' : String(width);
      }
      const readable = Number(svg.dataset.readableWidth);
      const tooSmall = readable > 0 && svg.getBoundingClientRect().width < readable - 0.5;
      const title = (svg.querySelector(':scope > title')?.textContent ?? '').trim();
      setFit((previous) => (previous.tooSmall === tooSmall && previous.title === title ? previous : {tooSmall, title}));
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
  }, [canvas, active]);
  return fit;
}

/**
 * A Mermaid diagram that loads Mermaid when it scrolls into view, fits its column and, when the column shrinks its
 * labels below 12 px, offers an enlarged view.
 * @param props - `value`, the diagram's Mermaid source
 */
export default function MermaidWhenVisible(props: Props): React.ReactElement {
  const wrapper = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const near = useNearViewport(wrapper, LOAD_MARGIN);
  const {tooSmall, title} = useDiagramFit(canvas, near);
  // Once offered, the enlarged view stays mounted, so a dialog the reader has open survives a wider window.
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (tooSmall) setOffered(true);
  }, [tooSmall]);

  return (
    <div ref={wrapper} className={clsx('mermaid-diagram', styles.diagram)}>
      <div ref={canvas}>
        {near && (
          <Suspense fallback={null}>
            <Mermaid {...props} />
          </Suspense>
        )}
      </div>
      {(tooSmall || offered) && (
        <EnlargedDiagram title={title} available={tooSmall}>
          <Suspense fallback={null}>
            <Mermaid {...props} />
          </Suspense>
        </EnlargedDiagram>
      )}
    </div>
  );
}
