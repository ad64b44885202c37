/**
 * Types of the modules `plugins/cascade-explorer` writes on every build (see its index.ts).
 */
declare module '@generated/cascade-explorer/default/catalogue.json' {
  import type {ExplorerCatalogue} from '@site/src/data/cascade-catalogue';

  const catalogue: ExplorerCatalogue;
  export default catalogue;
}

declare module '@generated/cascade-explorer/default/builder-states.json' {
  import type {BuilderStates} from '@site/src/data/cascade-catalogue';

  const states: BuilderStates;
  export default states;
}
