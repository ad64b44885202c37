/**
 * Collects what the site states about the platform into the {@link SiteData} the drift check compares: the
 * integration catalogue (`src/data/integrations`), the CRD schemas (`src/data/crd-schemas`, through
 * `scripts/lib/manifests.ts`) and every link into the monorepo from `docs/`, `blog/`, `src/` and `plugins/`.
 *
 * @packageDocumentation
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

import {integrations, type Integration} from '../../src/data/integrations';
import {NO_EFFECT} from '../../src/data/integrations/common';
import * as platform from '../../src/data/platform-keys';
import {RELEASE, RELEASE_PLACEHOLDERS} from '../../src/data/release';
import {CRD_SCHEMAS} from '../lib/manifests';
import type {SiteChart, SiteData, SiteLink} from './check';

/** Chart folders upstream that the site leaves out on purpose. */
export const IGNORED_CHART_DIRS: Readonly<Record<string, string>> = {
  'scanners/test-scan': "the operator's test scanner for its own integration tests, not for users",
};

/** A catalogue entry as the drift check sees it, or `null` for an entry without a chart. */
export function chartOf(entry: Integration): SiteChart | null {
  if (entry.chart === null) return null;
  return {
    slug: entry.slug,
    kind: entry.kind,
    sourceDir: entry.chart.sourceDir,
    chartName: entry.chart.name,
    appVersion: entry.chart.appVersion,
    cpuArchitectures: entry.cpuArchitectures,
    scanTypes: entry.kind === 'scanner' ? [...entry.scanTypes, ...Object.keys(entry.conditionalScanTypes ?? {})] : [],
    parseDefinitions: entry.kind === 'scanner' ? entry.parseDefinitions : [],
    values: entry.values.map((row) => ({
      key: row.key,
      default: row.default,
      noEffect: row.description === NO_EFFECT,
    })),
    cascadingRules: entry.cascadingRules,
    examples: entry.examples.map((example) => ({
      name: example.name,
      findings: example.findings?.map((finding) => ({category: finding.category, attributes: finding.attributes})),
      totalFindings: example.totalFindings,
    })),
  };
}

const LINK = /https:\/\/github\.com\/secureCodeBox\/secureCodeBox\/(?:blob|tree|raw)\/[^\s)"'`<>\]]+/g;

/**
 * Every link into the monorepo in the site's sources, with release placeholders filled in.
 * @param root - the website repository
 */
export function collectRepoLinks(root: string): SiteLink[] {
  const links: SiteLink[] = [];
  for (const dir of ['docs', 'blog', 'src', 'plugins']) {
    const files = readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(mdx?|tsx?|json)$/.test(file))
      .sort();
    for (const file of files) {
      const path = relative(root, join(root, dir, file))
        .split('\\')
        .join('/');
      let text = readFileSync(join(root, path), 'utf8');
      for (const [token, filled] of Object.entries(RELEASE_PLACEHOLDERS)) text = text.split(token).join(filled);
      for (const match of text.matchAll(LINK)) links.push({file: path, url: match[0]});
    }
  }
  return links;
}

/**
 * The site's data.
 * @param root - the website repository (for the links)
 */
export function collectSiteData(root: string): SiteData {
  const crdSchemas: Record<string, unknown> = {};
  for (const kinds of Object.values(CRD_SCHEMAS)) Object.assign(crdSchemas, kinds);
  return {
    tag: RELEASE.tag,
    charts: integrations.map(chartOf).filter((chart): chart is SiteChart => chart !== null),
    ignoredChartDirs: IGNORED_CHART_DIRS,
    crdSchemas,
    links: collectRepoLinks(root),
    platform,
  };
}
