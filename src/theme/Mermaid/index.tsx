/*
 * Swizzled (wrapped) because @docusaurus/theme-mermaid has no option for it: the theme loads
 * Mermaid (~190 KB gzip) as soon as a page with a diagram renders, even when no diagram is on
 * screen, and its component is in the bundle of every MDX page. This wrapper loads the theme's
 * component, which then loads and runs Mermaid, only once the diagram's place scrolls into the
 * viewport (like `loading="lazy"` for images), or at once when the browser has no
 * IntersectionObserver. The wrapper `<div class="mermaid-diagram">` is always rendered, so tests and
 * styles can find every diagram before it has rendered.
 */
import React, {lazy, Suspense, useRef} from 'react';
import useNearViewport from '@site/src/hooks/useNearViewport';
import type {Props} from '@theme/Mermaid';

/** The theme's component; a chunk of its own, so pages without diagrams do not download it. */
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/** How far ahead of the viewport a diagram starts loading: when it becomes visible. */
const LOAD_MARGIN = '0px';

/**
 * A Mermaid diagram that loads Mermaid when it scrolls into view.
 * @param props - `value`, the diagram's Mermaid source
 */
export default function MermaidWhenVisible(props: Props): React.ReactElement {
  const wrapper = useRef<HTMLDivElement>(null);
  const near = useNearViewport(wrapper, LOAD_MARGIN);

  return (
    <div ref={wrapper} className="mermaid-diagram">
      {near && (
        <Suspense fallback={null}>
          <Mermaid {...props} />
        </Suspense>
      )}
    </div>
  );
}
