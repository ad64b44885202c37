/**
 * The secureCodeBox release this site documents. Every page and component that names the release, pins a chart
 * version in a command or links into the upstream repository reads it from here; Markdown pages reach it through the
 * placeholders of `plugins/remark-release`.
 *
 * Source: the tag `v5.8.0` of the secureCodeBox monorepo (`github.com/secureCodeBox/secureCodeBox`), published on
 * 2026-07-07. `npm run check:upstream -- <checkout> --ref <tag>` compares the site's data with that tag.
 *
 * @packageDocumentation
 */

/** A published secureCodeBox release. */
export interface Release {
  /** Semantic version without a prefix, as Helm's `--version` takes it, e.g. `5.8.0`. */
  readonly version: string;
  /** Major and minor part, e.g. `5.8`: how the navbar names the release. */
  readonly minor: string;
  /** The Git tag of the monorepo, e.g. `v5.8.0`: links into the repository point at it. */
  readonly tag: string;
  /** Publication date, ISO 8601 (`YYYY-MM-DD`). */
  readonly date: string;
  /**
   * Kubernetes minor releases the release supports, newest first, e.g. `v1.35`. The charts' own `kubeVersion`
   * constraint (`>=v1.11.0-0`) is far looser; this is what the maintainers test and fix. Source: the supported-versions
   * table of `documentation/docs/getting-started/installation.md` at the tag (no file of code pins a version).
   */
  readonly kubernetes: readonly string[];
}

/** The release the site documents. */
export const RELEASE: Release = {
  version: '5.8.0',
  minor: '5.8',
  tag: 'v5.8.0',
  date: '2026-07-07',
  kubernetes: ['v1.35', 'v1.34', 'v1.33', 'v1.32'],
};

/** The GitHub repository that holds the platform, every chart and the operator. */
export const MONOREPO_URL = 'https://github.com/secureCodeBox/secureCodeBox';

/**
 * Link to a file of the monorepo at the documented tag.
 * @param path - repository path without a leading slash, e.g. `operator/values.yaml`
 * @returns `https://github.com/secureCodeBox/secureCodeBox/blob/v5.8.0/<path>`
 */
export function repoFileUrl(path: string): string {
  return `${MONOREPO_URL}/blob/${RELEASE.tag}/${path}`;
}

/**
 * Link to a folder of the monorepo at the documented tag.
 * @param path - repository path without a leading slash, e.g. `scanners/nmap`
 * @returns `https://github.com/secureCodeBox/secureCodeBox/tree/v5.8.0/<path>`
 */
export function repoTreeUrl(path: string): string {
  return `${MONOREPO_URL}/tree/${RELEASE.tag}/${path}`;
}

/**
 * The placeholders Markdown pages may write instead of a hand-typed release, and their values. `plugins/remark-release`
 * replaces them in text, inline code, code blocks and link URLs at build time.
 */
export const RELEASE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  '%SCB_VERSION%': RELEASE.version,
  '%SCB_MINOR%': RELEASE.minor,
  '%SCB_TAG%': RELEASE.tag,
  '%SCB_RELEASE_DATE%': RELEASE.date,
};
