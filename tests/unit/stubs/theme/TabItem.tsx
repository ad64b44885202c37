import React from 'react';

/** Stand-in for `@theme/TabItem`: a tab panel named by its label. */
export default function TabItem({
  label,
  children,
}: {
  value: string;
  label: string;
  children: React.ReactNode;
}): React.ReactElement {
  return (
    <section role="tabpanel" aria-label={label}>
      {children}
    </section>
  );
}
