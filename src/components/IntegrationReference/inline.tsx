import React from 'react';

/**
 * Renders a catalogue text in which backticks mark inline code, e.g.
 * ``Set `defectdojo.url` first`` → `Set <code>defectdojo.url</code> first`.
 * Nothing else is interpreted, so catalogue texts cannot inject markup.
 * @param text - plain text with optional `` `code` `` spans
 * @returns React nodes for use inside a paragraph or table cell
 */
export function renderInline(text: string): React.ReactNode[] {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>,
    );
}

/**
 * Lets a long key, image name or URL wrap at its natural joints: a `<wbr>` follows every `.`, `/`, `,` and `=`, so a
 * line breaks after `scanner.securityContext.` or `docker.io/securecodebox/`, never inside a word. The text content
 * is unchanged.
 * @param text - a Helm value key or default, e.g. `scanner.securityContext.allowPrivilegeEscalation`
 * @returns React nodes: text runs with `<wbr>` between them
 */
export function breakable(text: string): React.ReactNode[] {
  return text.split(/(?<=[./,=])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}
