import React from 'react';
import Link from '@docusaurus/Link';
import Monogram from '@site/src/components/Monogram';
import {integrationPath, type IntegrationState, type IntegrationSummary} from '@site/src/data/integrations';
import styles from './styles.module.css';

/** Props of {@link IntegrationTiles}. */
export interface IntegrationTilesProps {
  /**
   * Catalogue entries to show, in display order (from `src/data/integrations`). An entry whose `state` is
   * `developing` (e.g. Static Report, which has no chart) is marked "In development" instead of its category.
   */
  items: ReadonlyArray<IntegrationSummary & {state?: IntegrationState}>;
}

/**
 * A responsive grid of integration tiles: glyph, name, category and use case,
 * each linking to the integration's reference page.
 */
export default function IntegrationTiles({items}: IntegrationTilesProps): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.slug}>
          <Link className={styles.tile} to={integrationPath(item)}>
            <Monogram name={item.name} category={item.category} />
            <span className={styles.text}>
              <span className={styles.name}>{item.name}</span>
              {item.state === 'developing' ? (
                <span className={styles.category}>
                  <span className={styles.developing}>In development</span> · no chart to install
                </span>
              ) : (
                <span className={styles.category}>{item.category}</span>
              )}
              <span className={styles.usecase}>{item.usecase}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
