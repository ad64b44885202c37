/**
 * Local plugin that feeds the cascading-scans explorer (`src/components/CascadeExplorer`, page
 * `/docs/how-tos/cascading-scans-explorer`).
 *
 * On every build it writes `@generated/cascade-explorer/default/catalogue.json`: per scanner its ScanTypes, the
 * cascading rules its chart ships, its trimmed sample findings and its starting Scan (`explorerCatalogue`); and
 * `builder-states.json`, the scan builder's initial state per scanner (`builderStates`), which only the lazily loaded
 * builder link reads. Nothing generated is committed, so the slice always matches the catalogue.
 *
 * @packageDocumentation
 */
import type {Plugin} from '@docusaurus/types';
import {hooks, scanners} from '../../src/data/integrations';
import {builderStates, explorerCatalogue} from '../../src/data/cascade-catalogue';

/** The plugin; takes no options. */
export default function cascadeExplorerPlugin(): Plugin {
  return {
    name: 'cascade-explorer',
    async contentLoaded({actions}) {
      await actions.createData('catalogue.json', JSON.stringify(explorerCatalogue({scanners, hooks})));
      await actions.createData('builder-states.json', JSON.stringify(builderStates(scanners)));
    },
  };
}
