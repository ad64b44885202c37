/*
 * Swizzled (wrapped) because no theme option loads syntax highlighting on demand. Prism
 * (prism-react-renderer with its bundled grammars, plus `prism.additionalLanguages`: ~30 KB gzip) was
 * part of every page's entry bundle. Now a code block first shows its code as plain lines, with the
 * theme's classes, line numbers and magic-comment line classes; the theme's highlighted content (with
 * Prism) replaces it once the block comes within 200 px of the viewport. Once Prism is loaded, code
 * blocks of later pages are highlighted at once. The server renders the plain lines too (hydration
 * must match).
 * plugins/lean-entry-bundle takes the theme's Prism client module out of the browser bundle;
 * the languages are registered here instead, before the first highlight.
 */
import React, {lazy, Suspense, useCallback, useRef, type ReactElement, type Ref} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import useNearViewport from '@site/src/hooks/useNearViewport';
import type {Props} from '@theme/CodeBlock/Content';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** How far ahead of the viewport a code block starts loading the highlighter. */
const LOAD_MARGIN = '200px 0px';

/** Whether the highlighter has been loaded in this page session. */
let highlighterLoaded = false;

/** The theme's highlighted content, after the Prism languages of `prism.additionalLanguages` are registered. */
const HighlightedContent = lazy(async () => {
  const [{Prism}, {default: prismIncludeLanguages}, original] = await Promise.all([
    import('prism-react-renderer'),
    import('@theme/prism-include-languages'),
    import('@theme-original/CodeBlock/Content') as Promise<{default: (props: Props) => ReactElement}>,
  ]);
  // The theme's client module did this on every page load; it is the same call on the same Prism instance.
  prismIncludeLanguages(Prism);
  highlighterLoaded = true;
  return original;
});

/** Lines of code as the tokens prism-react-renderer gives text without a grammar. */
function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((text) =>
      text === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content: text}],
    );
}

/** Code block content without highlighting: the same elements and classes as the theme's highlighted content. */
function PlainContent({className, preRef}: Props & {preRef: Ref<HTMLPreElement>}): ReactElement {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lineStyle = {...prismTheme.plain, backgroundColor: undefined};
  const getLineProps = ({className: lineClass, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
    ...rest,
    className: clsx('token-line', lineClass),
    style: {...lineStyle, ...style},
  });
  const getTokenProps = ({token, className: tokenClass, style, ...rest}: TokenInputProps): TokenOutputProps => ({
    ...rest,
    className: clsx('token', ...token.types, tokenClass),
    children: token.content,
    style: token.empty ? {display: 'inline-block', ...style} : style,
  });
  return (
    <pre
      ref={preRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}
    >
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}
      >
        {plainLines(code).map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}

/**
 * A code block's content: plain until the block nears the viewport (and on the server), then
 * highlighted by the theme's original component, which is loaded with Prism on first use.
 * @param props - `className` of the `<pre>`
 */
export default function CodeBlockContent(props: Props): ReactElement {
  const {wordWrap} = useCodeBlockContext();
  const pre = useRef<HTMLPreElement | null>(null);
  const preRef = useCallback(
    (element: HTMLPreElement | null) => {
      pre.current = element;
      wordWrap.codeBlockRef.current = element;
    },
    [wordWrap.codeBlockRef],
  );
  const near = useNearViewport(pre, LOAD_MARGIN, highlighterLoaded);

  if (!near) return <PlainContent {...props} preRef={preRef} />;
  return (
    <Suspense fallback={<PlainContent {...props} preRef={preRef} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
