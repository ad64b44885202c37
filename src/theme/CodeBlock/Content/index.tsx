/*
 * Swizzled (wrapped) because no theme option loads syntax highlighting on demand. Prism
 * (prism-react-renderer with its bundled grammars, plus `prism.additionalLanguages`: ~30 KB gzip) was
 * part of every page's entry bundle. Now a code block first shows its code as plain lines, with the
 * theme's classes, line numbers and magic-comment line classes; the theme's highlighted content (with
 * Prism) replaces it once the block comes within 200 px of the viewport. Once Prism is loaded, code
 * blocks of later pages are highlighted at once. The server renders the plain lines too (hydration
 * must match). Blocks without a grammar (```text, printed output, no language) stay plain: Prism would
 * give them the same plain lines, so they never load it.
 * plugins/lean-entry-bundle takes the theme's Prism client module out of the browser bundle;
 * the languages are registered here instead, before the first highlight.
 *
 * Public APIs only: the block's code, language, line classes and word wrap come from the site's own
 * context (../blockContext.ts, provided by Content/String.tsx), and the `<pre>` and `<code>` styles from
 * ./styles.module.css, the site's counterpart of the theme's stylesheet for this component.
 */
import React, {lazy, Suspense, use, useCallback, useRef, type ReactElement, type Ref} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import useNearViewport from '@site/src/hooks/useNearViewport';
import type {Props} from '@theme/CodeBlock/Content';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import {PlainCodeBlockContext, type PlainCodeBlock} from '../blockContext';
import styles from './styles.module.css';

/** How far ahead of the viewport a code block starts loading the highlighter. */
const LOAD_MARGIN = '200px 0px';

/** Languages Prism has no grammar for: their highlighted content is the plain one, so they never load Prism. */
const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'plain', 'plaintext']);

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

/** The lines of a block's code, split at any line ending. */
function codeLines(code: string): string[] {
  return code.split(/\r\n|\r|\n/);
}

/** Lines of code as the tokens prism-react-renderer gives text without a grammar. */
function plainLines(code: string): Token[][] {
  return codeLines(code).map((text) =>
    text === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content: text}],
  );
}

/**
 * Code block content without highlighting, laid out as the theme's highlighted content: a `<pre>` with the theme's
 * classes, a `<code>` and one `div.token-line` per line (with the line's magic-comment classes). An unnumbered line
 * is a single element holding its text (an empty line holds a `<br>` so that it keeps its height); the theme's
 * `Line` (a `span.token` and a `<br>` in each line, the colour repeated in a `style` on each) renders only numbered
 * blocks, which need its number cell. That keeps long blocks at a third of the elements to parse, lay out and
 * hydrate (226 plain lines on the nmap reference), and the page looks the same: the colour comes from the `<pre>`,
 * and a line's trailing `<br>` adds no height.
 */
function PlainContent({
  className,
  block,
  preRef,
}: Props & {block: PlainCodeBlock; preRef: Ref<HTMLPreElement>}): ReactElement {
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = block;
  const numbered = lineNumbersStart !== undefined;
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
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: numbered ? `line-count ${lineNumbersStart - 1}` : undefined}}
      >
        {numbered
          ? plainLines(code).map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers
              />
            ))
          : codeLines(code).map((text, i) => (
              <div key={i} className={clsx('token-line', lineClassNames[i])}>
                {text === '' ? <br /> : text}
              </div>
            ))}
      </code>
    </pre>
  );
}

/** A block whose language has a grammar: plain until it nears the viewport, then the theme's highlighted content. */
function OnDemandContent({block, ...props}: Props & {block: PlainCodeBlock}): ReactElement {
  const pre = useRef<HTMLPreElement | null>(null);
  const {codeBlockRef} = block.wordWrap;
  const preRef = useCallback(
    (element: HTMLPreElement | null) => {
      pre.current = element;
      codeBlockRef.current = element;
    },
    [codeBlockRef],
  );
  const near = useNearViewport(pre, LOAD_MARGIN, highlighterLoaded);
  const plain = <PlainContent {...props} block={block} preRef={preRef} />;
  if (!near) return plain;
  return (
    <Suspense fallback={plain}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}

/**
 * A code block's content: plain lines for blocks without a grammar; for the others plain until the block nears
 * the viewport (and on the server), then highlighted by the theme's original component, which is loaded with Prism
 * on first use. Outside the site's Content/String.tsx (no block context, which the site never renders) it falls
 * back to the theme's component, loaded on demand.
 * @param props - `className` of the `<pre>`
 */
export default function CodeBlockContent(props: Props): ReactElement {
  const block = use(PlainCodeBlockContext);
  if (!block) {
    return (
      <Suspense fallback={null}>
        <HighlightedContent {...props} />
      </Suspense>
    );
  }
  if (PLAIN_LANGUAGES.has(block.language)) {
    return <PlainContent {...props} block={block} preRef={block.wordWrap.codeBlockRef} />;
  }
  return <OnDemandContent {...props} block={block} />;
}
