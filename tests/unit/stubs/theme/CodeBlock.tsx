import React from 'react';

/** Stand-in for `@theme/CodeBlock`: the code in a `<pre>`, with language and title as data attributes. */
export default function CodeBlock({
  language,
  title,
  children,
}: {
  language?: string;
  title?: string;
  children: string;
}): React.ReactElement {
  return (
    <pre data-language={language} data-title={title}>
      <code>{children}</code>
    </pre>
  );
}
