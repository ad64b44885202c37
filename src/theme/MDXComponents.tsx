/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `MDXComponents` (the component the theme means to be ejected to
 * change the MDX mapping), for two changes:
 *
 * - Markdown tables render as {@link ScrollableTable}: wide tables scroll inside a keyboard-focusable region.
 * - `mermaid` loads the site's diagram component (src/theme/Mermaid) on demand. The theme imports it statically, so
 *   its code (about 2 KB gzip: the fit and enlarge logic) came with every MDX page, although few pages have a
 *   diagram. Now a page loads it only when its content renders a diagram: the server renders the diagram's place as
 *   before, and the browser hydrates it once the chunk has arrived.
 *
 * Everything else is the theme's mapping; tests/unit/theme-parity.test.ts fails when the theme's source changes.
 */
import React, {lazy, Suspense, type ComponentProps, type ReactElement} from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Admonition from '@theme/Admonition';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import type {Props as MermaidProps} from '@theme/Mermaid';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** The site's diagram component, in a chunk of its own. */
const LazyMermaid = lazy(() => import('@theme/Mermaid'));

/**
 * A Mermaid diagram of MDX (```mermaid blocks): the site's diagram component once its chunk has loaded.
 * @param props - `value`, the diagram's Mermaid source
 */
function Mermaid(props: MermaidProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <LazyMermaid {...props} />
    </Suspense>
  );
}

const MDXComponents: MDXComponentsObject = {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: ComponentProps<'h1'>) => <MDXHeading as="h1" {...props} />,
  h2: (props: ComponentProps<'h2'>) => <MDXHeading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <MDXHeading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <MDXHeading as="h4" {...props} />,
  h5: (props: ComponentProps<'h5'>) => <MDXHeading as="h5" {...props} />,
  h6: (props: ComponentProps<'h6'>) => <MDXHeading as="h6" {...props} />,
  admonition: Admonition,
  mermaid: Mermaid,
  table: ScrollableTable,
};

export default MDXComponents;
