import React, {type ReactElement} from 'react';
import type {ExcerptPart} from './engine';

/**
 * An excerpt with its search terms in `<mark>`; text only, so it cannot carry markup.
 * @param props - `parts` from engine.ts `parseExcerpt`
 */
export default function Excerpt({parts, className}: {parts: ExcerptPart[]; className?: string}): ReactElement {
  return (
    <span className={className}>
      {parts.map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </span>
  );
}
