/**
 * Types of the integration catalogue: one entry per scanner or hook chart that
 * secureCodeBox ships. The catalogue is the single source of truth for the
 * landing-page tiles, the `/docs/scanners` and `/docs/hooks` catalogue pages
 * and the per-integration reference pages.
 *
 * Facts come from the secureCodeBox monorepo as documented by the project's
 * facts pack (Chart.yaml, values.yaml, examples); all descriptions are our own.
 */

/** Whether an integration runs a scanner or post-processes scan results as a hook. */
export type IntegrationKind = 'scanner' | 'hook';

/** A minimal catalogue entry: what the landing-page tiles and catalogues need. */
export interface IntegrationSummary {
  /** Display name, e.g. `Nmap`, `ZAP Automation Framework`. */
  name: string;
  /** Route slug: the page lives at `/docs/scanners/<slug>` or `/docs/hooks/<slug>`. */
  slug: string;
  /** Scanner or hook. */
  kind: IntegrationKind;
  /** Category label shown on tiles and used by the catalogue filter, e.g. `Network`, `Persistence`. */
  category: string;
  /** One-line use case, in our own words. */
  usecase: string;
}
