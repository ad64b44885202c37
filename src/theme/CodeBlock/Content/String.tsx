/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `CodeBlock/Content/String`, because its word-wrap
 * hook comes from theme-common and cannot be replaced by an option or a wrapper. The theme's hook measured
 * every code block right after hydration and made the first `localeCompare` call of the page (see
 * src/hooks/useCodeWordWrap.ts). The only change: word wrap comes from {@link useCodeWordWrap}, which
 * measures a block when it nears the viewport; a block titled `Output` gets the class of printed output
 * (../output.ts); and the block's code, language, line classes and word wrap also go to the site's own context
 * (../blockContext.ts), from which Content/index.tsx renders the plain lines without a theme internal. Metadata,
 * context and layout are the theme's. This is the one code block file that imports an internal (UPGRADING.md).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import useCodeWordWrap from '@site/src/hooks/useCodeWordWrap';
import {OUTPUT_CLASS, OUTPUT_TITLE, OutputBlockContext} from '../output';
import {PlainCodeBlockContext} from '../blockContext';

/**
 * A code block whose content is a string: its metadata (language, title, line numbers, magic comments) from
 * the props and `themeConfig.prism`, and the theme's layout (title, content, copy and word-wrap buttons).
 * @param props - the theme's props: `children` (the code), `className`, `metastring`, `language`, `title`,
 *   `showLineNumbers`
 */
export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  // A block titled `Output` is printed output: marked with a class (styles, no copy button), see ../../output.ts.
  const output = metadata.title === OUTPUT_TITLE;
  const marked = output ? {...metadata, className: clsx(metadata.className, OUTPUT_CLASS)} : metadata;
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <OutputBlockContext value={output}>
      <PlainCodeBlockContext value={{code, language, lineNumbersStart, lineClassNames, wordWrap}}>
        <CodeBlockContextProvider metadata={marked} wordWrap={wordWrap}>
          <CodeBlockLayout />
        </CodeBlockContextProvider>
      </PlainCodeBlockContext>
    </OutputBlockContext>
  );
}
