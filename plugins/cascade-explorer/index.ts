/**
 * Local plugin that feeds the cascading-scans explorer (`src/components/CascadeExplorer`, page
 * `/docs/how-tos/cascading-scans-explorer`).
 *
 * On every build it writes `@generated/cascade-explorer/default/catalogue.json`: per scanner its ScanTypes, the
 * cascading rules its chart ships, its trimmed sample findings, its starting Scan and the scan builder's initial
 * state (`explorerCatalogue`). Nothing generated is committed, so the slice always matches the catalogue.
 *
 * @packageDocumentation
 */
import type {Plugin} from '@docusaurus/types';
import {hooks, scanners} from '../../src/data/integrations';
import {explorerCatalogue} from '../../src/components/CascadeExplorer/catalogue';

/** The plugin; takes no options. */
export default function cascadeExplorerPlugin(): Plugin {
  return {
    name: 'cascade-explorer',
    async contentLoaded({actions}) {
      await actions.createData('catalogue.json', JSON.stringify(explorerCatalogue({scanners, hooks})));
    },
  };
}
