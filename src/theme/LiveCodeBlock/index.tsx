/*
 * Swizzled (wrapped) because @docusaurus/theme-live-codeblock has no option for it: the playground
 * (react-live's editor, the Sucrase compiler and the Sval interpreter of src/lib/live-code.ts: ~90 KB
 * gzip) was imported by every code block, so every page with MDX content downloaded it. Now it is a
 * chunk of its own that only pages with a ```jsx live``` block load, once the block comes within
 * 400 px of the viewport. The server renders the block as a plain code block (so the HTML has the
 * code, and no half-rendered playground); the browser swaps in the playground.
 */
import React, {lazy, Suspense, useRef, type ReactElement} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/LiveCodeBlock';
import useNearViewport from '@site/src/hooks/useNearViewport';

const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

/** How far ahead of the viewport the playground starts loading. */
const LOAD_MARGIN = '400px 0px';

/**
 * A ```jsx live``` code block: the code, then the theme's live playground once the block nears the
 * viewport and the playground has loaded.
 * @param props - the code block's props; `children` is the code
 */
export default function LiveCodeBlock(props: Props): ReactElement {
  const wrapper = useRef<HTMLDivElement>(null);
  // False on the server and during hydration, so both render the plain block.
  const near = useNearViewport(wrapper, LOAD_MARGIN);
  // `live` makes the theme's CodeBlock render a playground; the stand-in is the plain block.
  const {live, ...plain} = props as Props & {live?: boolean};
  const codeBlock = <CodeBlock {...plain}>{plain.children ?? ''}</CodeBlock>;
  return (
    <div ref={wrapper}>
      {near ? (
        <Suspense fallback={codeBlock}>
          <OriginalLiveCodeBlock {...props} />
        </Suspense>
      ) : (
        codeBlock
      )}
    </div>
  );
}
