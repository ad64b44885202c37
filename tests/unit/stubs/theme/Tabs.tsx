import React from 'react';

/** Stand-in for `@theme/Tabs`: every tab panel rendered at once, in order. */
export default function Tabs({children}: {defaultValue?: string; children: React.ReactNode}): React.ReactElement {
  return <div data-tabs="">{children}</div>;
}
