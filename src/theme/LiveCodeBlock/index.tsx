/*
 * Swizzled (wrapped) because @docusaurus/theme-live-codeblock has no option for it: the playground
 * (react-live, its editor and the Sucrase transpiler: ~50 KB gzip) was imported by every code block,
 * so every page with MDX content downloaded it. Now it is a chunk of its own that only pages with a
 * ```jsx live``` block load, after hydration. The server renders the block as a plain code block (so
 * the HTML has the code, and no half-rendered playground); the browser swaps in the playground.
 */
import React, {lazy, Suspense, type ReactElement} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/LiveCodeBlock';

const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

/**
 * A ```jsx live``` code block: the code, then the theme's live playground once it has loaded.
 * @param props - the code block's props; `children` is the code
 */
export default function LiveCodeBlock(props: Props): ReactElement {
  const isBrowser = useIsBrowser();
  // `live` makes the theme's CodeBlock render a playground; the stand-in is the plain block.
  const {live, ...plain} = props as Props & {live?: boolean};
  const codeBlock = <CodeBlock {...plain}>{plain.children ?? ''}</CodeBlock>;
  // Server render and hydration: the plain block (a lazy component would suspend the server render).
  if (!isBrowser) return codeBlock;
  return (
    <Suspense fallback={codeBlock}>
      <OriginalLiveCodeBlock {...props} />
    </Suspense>
  );
}
