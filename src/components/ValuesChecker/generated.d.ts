/**
 * Types of the module `plugins/schemas` writes on every build (see its index.ts).
 */
declare module '@generated/schemas/default/charts.json' {
  import type {CheckerChart} from '@site/plugins/schemas/generate';

  const charts: CheckerChart[];
  export default charts;
}
