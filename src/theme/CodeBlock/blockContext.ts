import {createContext} from 'react';
import type {CodeWordWrap} from '@site/src/hooks/useCodeWordWrap';

/**
 * What the site's code block content (Content/index.tsx) needs to render a block's plain lines before Prism loads.
 * Content/String.tsx computes it and provides it here, next to the theme's own code block context, so that
 * Content/index.tsx reads only this site module and no theme internal.
 */
export interface PlainCodeBlock {
  /** The code, without the magic comments the theme removed. */
  readonly code: string;
  /** The block's language (`text` when the block names none and `prism.defaultLanguage` is unset). */
  readonly language: string;
  /** The number of the first line when line numbers are shown, `undefined` when they are not. */
  readonly lineNumbersStart: number | undefined;
  /** Extra classes of each line (magic comments such as `highlight-next-line`), by 0-based line index. */
  readonly lineClassNames: Readonly<Record<number, string[]>>;
  /** The block's word-wrap state (src/hooks/useCodeWordWrap.ts); its `codeBlockRef` must point at the `<pre>`. */
  readonly wordWrap: CodeWordWrap;
}

/** The block around a content component; `null` outside the site's Content/String.tsx. */
export const PlainCodeBlockContext = createContext<PlainCodeBlock | null>(null);
