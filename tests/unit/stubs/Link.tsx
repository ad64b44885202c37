import React from 'react';

/** Stand-in for `@docusaurus/Link`: a plain anchor with `to` mapped to `href`. */
export default function Link({
  to,
  href,
  children,
  ...rest
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string}) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
