import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Props of {@link HomeSection}. */
export interface HomeSectionProps {
  /** `id` of the section and prefix of its heading id, used for in-page links. */
  id: string;
  /** Section heading, rendered as `h2`. */
  title: string;
  /** Optional lead paragraph under the heading. */
  subtitle?: ReactNode;
  /** Centre the heading and lead (default: left-aligned). */
  centered?: boolean;
  /** Use the alternate background, to separate neighbouring sections. */
  shaded?: boolean;
  children?: ReactNode;
}

/** One band of the landing page: a labelled `section` with an `h2`, a lead and content. */
export default function HomeSection({
  id,
  title,
  subtitle,
  centered,
  shaded,
  children,
}: HomeSectionProps): React.ReactElement {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, shaded && styles.shaded)}>
      <div className={clsx('container', styles.inner, centered && styles.centered)}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
