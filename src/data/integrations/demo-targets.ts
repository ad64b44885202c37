/**
 * The demo-target charts of the documented release (`demo-targets/` of the monorepo at the tag): deliberately
 * vulnerable or simple applications that the examples scan. Each chart is published to the same OCI registry as the
 * scanners, with the release's version; installed with its chart name as release name, its Service has that name too
 * (the charts' `fullname` helper).
 *
 * @packageDocumentation
 */

/** Names of the demo-target charts at the documented release, alphabetical. */
export const DEMO_TARGET_CHARTS: readonly string[] = [
  'bodgeit',
  'dummy-ssh',
  'http-webhook',
  'juice-shop',
  'old-joomla',
  'old-typo3',
  'old-wordpress',
  'swagger-petstore',
  'unsafe-https',
  'vulnerable-log4j',
];
