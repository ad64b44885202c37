/**
 * Type of the module `plugins/cascade-explorer` writes on every build (see its index.ts).
 */
declare module '@generated/cascade-explorer/default/catalogue.json' {
  import type {LinkedCatalogue} from '@site/src/components/CascadeExplorer/catalogue';

  const catalogue: LinkedCatalogue;
  export default catalogue;
}
