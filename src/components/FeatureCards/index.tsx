import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** One feature of the platform as shown on the landing page. */
export interface Feature {
  /** Short title, rendered as `h3`. */
  title: string;
  /** Decorative inline SVG icon (hidden from assistive technology). */
  icon: ReactNode;
  /** One or two sentences on the feature. */
  description: ReactNode;
}

/** Props of {@link FeatureCards}. */
export interface FeatureCardsProps {
  features: readonly Feature[];
}

/** A responsive grid of feature cards (icon, `h3` title, description). */
export default function FeatureCards({features}: FeatureCardsProps): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <span className={styles.icon} aria-hidden="true">
            {feature.icon}
          </span>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.description}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
