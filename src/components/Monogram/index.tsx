import React from 'react';
import styles from './styles.module.css';

/** Props of {@link Monogram}. */
export interface MonogramProps {
  /** The integration's display name; its initials become the glyph, e.g. `ZAP Automation Framework` → `ZA`. */
  name: string;
  /** Category label; picks one of eight colour slots so one category always has one colour. */
  category: string;
  /** Edge length in CSS pixels (default 48). */
  size?: number;
}

/**
 * Initials of a name: the first letters of its first two words, or its first two
 * characters for a one-word name. Hyphens separate words too.
 * @param name - any non-empty display name
 * @returns one or two characters, first upper-cased (`Nmap` → `Nm`, `Git Repo Scanner` → `GR`)
 */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (words.length >= 2) {
    return (words[0][0] + words[1][0]).toUpperCase();
  }
  const word = words[0] ?? '?';
  return word[0].toUpperCase() + (word[1] ?? '');
}

/**
 * A stable colour slot (0–7) for a category label, so tiles of one category share a colour.
 * @param category - category label, any string
 */
export function colourSlot(category: string): number {
  let hash = 0;
  for (const char of category.toLowerCase()) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  return hash % 8;
}

/**
 * A square glyph with an integration's initials, coloured by its category.
 * Decorative: it is hidden from assistive technology because the tile names the tool in text.
 */
export default function Monogram({name, category, size = 48}: MonogramProps): React.ReactElement {
  return (
    <svg
      className={styles.monogram}
      data-slot={colourSlot(category)}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="10" />
      <text x="24" y="31" textAnchor="middle">
        {initials(name)}
      </text>
    </svg>
  );
}
