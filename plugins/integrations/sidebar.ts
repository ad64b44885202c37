/**
 * Orders the scanner and hook pages of the docs sidebar from the catalogue, so that a new integration's page needs no
 * `sidebar_position` and no other page changes when one is added: the catalogue entries in catalogue order
 * (alphabetical by slug), then every other page of the folder (the hand-written pages of removed integrations, by
 * their own `sidebar_position`). Used as the docs plugin's `sidebarItemsGenerator` in `docusaurus.config.ts`.
 *
 * @packageDocumentation
 */
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

import {hooks, scanners} from '../../src/data/integrations';

/** A sidebar item as the generator hands it over (only the fields the ordering reads). */
interface Item {
  type: string;
  id?: string;
  items?: Item[];
}

/** The doc ids of the catalogue pages in sidebar order, e.g. `scanners/ffuf`, …, `hooks/update-field`. */
const ORDER: readonly string[] = [
  ...scanners.map((entry) => `scanners/${entry.slug}`),
  ...hooks.map((entry) => `hooks/${entry.slug}`),
];

/**
 * Puts the catalogue pages of every category in catalogue order, ahead of the category's other items, which keep
 * their order; other categories are left as they are.
 * @param items - sidebar items as Docusaurus generated them
 * @returns the same items, reordered where a category holds catalogue pages
 */
export function orderIntegrationItems<T extends Item>(items: readonly T[]): T[] {
  const rank = (item: Item): number => (item.type === 'doc' && item.id !== undefined ? ORDER.indexOf(item.id) : -1);
  const ordered = items.map((item) =>
    item.items === undefined ? item : {...item, items: orderIntegrationItems(item.items)},
  );
  if (!ordered.some((item) => rank(item) !== -1)) return ordered;
  const catalogue = ordered.filter((item) => rank(item) !== -1).sort((a, b) => rank(a) - rank(b));
  return [...catalogue, ...ordered.filter((item) => rank(item) === -1)];
}

/** The docs plugin's `sidebarItemsGenerator`: Docusaurus' default, with {@link orderIntegrationItems} applied. */
export const sidebarItemsGenerator: PluginOptions['sidebarItemsGenerator'] = async ({
  defaultSidebarItemsGenerator,
  ...args
}) => orderIntegrationItems(await defaultSidebarItemsGenerator(args));
