/*
 * Swizzled (wraps the theme's CodeBlock, re-implementing its 10-line body for one case) because no
 * option turns off a remount. The classic theme gives every code block `key={String(isBrowser)}`, so
 * right after hydration React throws away and rebuilds every code block of the page, to apply the
 * dark-mode Prism theme that the server could not know. That rebuild runs as one synchronous render
 * and makes the page's largest task after hydration longer. This site uses the same Prism theme in
 * both modes, so the rebuild changes nothing: when the themes are the same, this renders the block's
 * content without the key. Live blocks, and configurations whose modes differ, still go through the
 * theme's own component (`@theme-original/CodeBlock`, the live-codeblock theme's enhancer around the
 * classic CodeBlock), in a chunk of its own: pages without a live block do not load it (nor the site's
 * LiveCodeBlock wrapper it imports). Until that chunk is there, a block rendered in the browser shows its code as a
 * plain block; a server-rendered one keeps its HTML until it hydrates.
 */
import React, {Children, isValidElement, lazy, Suspense, type ReactElement, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The theme's CodeBlock (live blocks, differing light and dark Prism themes), loaded when first rendered. */
const OriginalCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

/** `themeConfig.prism` with the two Prism themes (objects of prism-react-renderer's theme shape). */
interface PrismConfig {
  theme?: unknown;
  darkTheme?: unknown;
}

/** Results of {@link sameThemeInBothModes} by config object: the config never changes at runtime. */
const sameThemeCache = new WeakMap<object, boolean>();

/**
 * Whether code looks the same in light and dark mode: no `darkTheme`, or one equal to `theme`.
 * The config reaches the browser as JSON, so the two themes are compared by value.
 * @param prism - `themeConfig.prism`
 */
function sameThemeInBothModes(prism: PrismConfig): boolean {
  const cached = sameThemeCache.get(prism);
  if (cached !== undefined) return cached;
  const same = prism.darkTheme === undefined || JSON.stringify(prism.darkTheme) === JSON.stringify(prism.theme);
  sameThemeCache.set(prism, same);
  return same;
}

/**
 * Children as one string where possible (so the copy button can copy them), as the theme does.
 * @param children - the code block's children
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * A code block: the theme's component for live blocks and for differing light/dark themes, otherwise
 * the same content components without the remount after hydration.
 * @param props - the theme's CodeBlock props; `live` marks a ```jsx live``` block
 */
export default function CodeBlock(props: Props): ReactElement {
  const {prism} = useThemeConfig() as unknown as {prism: PrismConfig};
  const {children: rawChildren, ...rest} = props;
  const children = maybeStringifyChildren(rawChildren);
  const content =
    typeof children === 'string' ? (
      <StringContent {...rest}>{children}</StringContent>
    ) : (
      <ElementContent {...rest}>{children}</ElementContent>
    );
  if ((props as Props & {live?: boolean}).live || !sameThemeInBothModes(prism)) {
    return (
      <Suspense fallback={content}>
        <OriginalCodeBlock {...props} />
      </Suspense>
    );
  }
  return content;
}
