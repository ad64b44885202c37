import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** One audience and what secureCodeBox does for it. */
export interface UseCase {
  /** Audience label, e.g. `For development teams`. */
  title: string;
  body: ReactNode;
}

/** Props of {@link UseCases}. */
export interface UseCasesProps {
  items: readonly UseCase[];
  /** Name of the exclusive group: opening one item closes the others (HTML `details[name]`). */
  group: string;
}

/**
 * An accordion of use cases built on native `<details>` elements, so it works and
 * is accessible without JavaScript; the first item starts open.
 */
export default function UseCases({items, group}: UseCasesProps): React.ReactElement {
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details key={item.title} name={group} open={index === 0} className={styles.item}>
          <summary className={styles.summary}>{item.title}</summary>
          <div className={styles.body}>{item.body}</div>
        </details>
      ))}
    </div>
  );
}
