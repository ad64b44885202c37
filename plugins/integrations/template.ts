/**
 * The one template of the integration reference pages.
 *
 * Each page `docs/scanners/<slug>.mdx` / `docs/hooks/<slug>.mdx` holds the hand-written prose of one
 * integration and three generated regions, delimited by MDX comments:
 *
 * - `header`: the imports and the facts panel, right after the front matter;
 * - `setup`: the "Deployment" and "Configuration" sections;
 * - `reference`: "ScanTypes", "Cascading rules", "Examples", "CPU architectures" and "Upstream links".
 *
 * The front matter (`title`, `description`) is generated too, and a hand-written `keywords` line is kept; the sidebar
 * orders the pages from the catalogue (`sidebar.ts`), so a page carries no `sidebar_position` and adding one changes no
 * other page. Headings are written
 * as Markdown by the template, so they appear in the table of contents; the section bodies are React
 * components that read the catalogue entry (`src/components/IntegrationReference`). A section without
 * facts (no cascading rules, no examples …) is left out.
 *
 * `sync.ts` rewrites the generated parts of every page; the unit tests fail when a page is out of date.
 *
 * @packageDocumentation
 */
import type {Integration} from '../../src/data/integrations/types';

/**
 * Pages below `docs/scanners/` and `docs/hooks/` that have no catalogue entry: hand-written pages that keep the route
 * of an integration a release removed and explain what replaces it. The sync never creates or rewrites them, and the
 * unit tests accept them next to the generated pages. The sidebar lists them after every catalogue entry (`sidebar.ts`).
 */
export const REMOVED_INTEGRATION_PAGES: readonly string[] = ['docs/scanners/amass.mdx', 'docs/scanners/cmseek.mdx'];

/** Names of the generated regions, in page order. */
export const REGION_NAMES = ['header', 'setup', 'reference'] as const;
/** A generated region. */
export type RegionName = (typeof REGION_NAMES)[number];

const SYNC_COMMAND = 'npx vite-node plugins/integrations/sync.ts';

/** The opening marker of a region. */
function beginMarker(name: RegionName): string {
  return `{/* BEGIN generated ${name}: edit the catalogue entry, then run \`${SYNC_COMMAND}\` */}`;
}

/** The closing marker of a region. */
function endMarker(name: RegionName): string {
  return `{/* END generated ${name} */}`;
}

/** Folder of the kind below `docs/` and `src/data/integrations/`. */
function kindFolder(entry: Pick<Integration, 'kind'>): 'scanners' | 'hooks' {
  return entry.kind === 'scanner' ? 'scanners' : 'hooks';
}

/** Repository-relative path of an entry's page, e.g. `docs/scanners/nmap.mdx`. */
export function pagePath(entry: Pick<Integration, 'kind' | 'slug'>): string {
  return `docs/${kindFolder(entry)}/${entry.slug}.mdx`;
}

/** Quotes a front-matter string as a YAML double-quoted scalar. */
function yamlString(text: string): string {
  return JSON.stringify(text);
}

/**
 * The front matter of a page.
 * @param entry - the catalogue entry
 * @param keywords - the page's hand-written `keywords:` line, kept as it is (none when the page has none)
 */
function renderFrontMatter(entry: Integration, keywords?: string): string {
  return [
    '---',
    `title: ${yamlString(entry.name)}`,
    `description: ${yamlString(entry.description)}`,
    ...(keywords ? [keywords] : []),
    '---',
  ].join('\n');
}

/**
 * The one front matter line the template does not generate: `keywords: [...]`, the words readers search for a page by
 * (plugins/search indexes them with a weight). It is written by hand on the page and survives every sync.
 * @param frontMatter - the page's front matter, `---` lines included
 */
function keywordsLine(frontMatter: string): string | undefined {
  return /^keywords: \[.*\]$/m.exec(frontMatter)?.[0];
}

/** Which data sections an entry has, in page order. */
function sectionsOf(entry: Integration): {setup: string[]; reference: string[]} {
  const setup: string[] = [];
  if (entry.chart && entry.installCommand) setup.push('## Deployment', '<IntegrationDeployment entry={entry} />');
  if (entry.values.length > 0) setup.push('## Configuration', '<IntegrationValues entry={entry} />');
  const reference: string[] = [];
  if (entry.scanTypes.length > 0) reference.push('## ScanTypes', '<IntegrationScanTypes entry={entry} />');
  if (entry.cascadingRules.length > 0)
    reference.push('## Cascading rules', '<IntegrationCascadingRules entry={entry} />');
  if (entry.examples.length > 0) {
    reference.push('## Examples');
    for (const example of entry.examples) {
      reference.push(
        `### ${example.name}`,
        `<IntegrationExample entry={entry} name=${JSON.stringify(example.name)} />`,
      );
    }
  }
  if (entry.cpuArchitectures.length > 0)
    reference.push('## CPU architectures', '<IntegrationArchitectures entry={entry} />');
  reference.push('## Upstream links', '<IntegrationLinks entry={entry} />');
  return {setup, reference};
}

/** The component names a page uses. */
function componentsOf(entry: Integration): string[] {
  const {setup, reference} = sectionsOf(entry);
  const used = new Set<string>(['IntegrationFacts']);
  for (const line of [...setup, ...reference]) {
    const match = /^<(\w+)/.exec(line);
    if (match) used.add(match[1]);
  }
  return [...used];
}

/**
 * The body of every generated region of an entry (without markers).
 * @param entry - the catalogue entry
 * @returns region name → MDX text
 */
export function renderRegions(entry: Integration): Record<RegionName, string> {
  const {setup, reference} = sectionsOf(entry);
  const header = [
    `import entry from '@site/src/data/integrations/${kindFolder(entry)}/${entry.slug}';`,
    `import {${componentsOf(entry).join(', ')}} from '@site/src/components/IntegrationReference';`,
    '',
    '<IntegrationFacts entry={entry} />',
  ].join('\n');
  return {header, setup: setup.join('\n\n'), reference: reference.join('\n\n')};
}

function wrap(name: RegionName, body: string): string {
  return body === ''
    ? `${beginMarker(name)}\n${endMarker(name)}`
    : `${beginMarker(name)}\n\n${body}\n\n${endMarker(name)}`;
}

/** Escapes a string for use in a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Thrown when a page lacks a region or has its regions in the wrong order. */
class PageStructureError extends Error {}

/**
 * Rewrites the front matter and the generated regions of a page; the prose between them stays untouched.
 * @param source - the current page source
 * @param entry - its catalogue entry
 * @returns the updated source (equal to `source` when the page is up to date)
 * @throws {PageStructureError} when a region marker is missing, duplicated or out of order
 */
export function syncPage(source: string, entry: Integration): string {
  const frontMatter = /^---\n[\s\S]*?\n---/.exec(source);
  if (!frontMatter) throw new PageStructureError(`${pagePath(entry)}: no front matter`);
  let result = renderFrontMatter(entry, keywordsLine(frontMatter[0])) + source.slice(frontMatter[0].length);
  const regions = renderRegions(entry);
  let previous = -1;
  for (const name of REGION_NAMES) {
    const pattern = new RegExp(
      `\\{/\\* BEGIN generated ${name}\\b[^\\n]*\\*/\\}[\\s\\S]*?${escapeRegExp(endMarker(name))}`,
      'g',
    );
    const matches = [...result.matchAll(pattern)];
    if (matches.length !== 1) {
      throw new PageStructureError(`${pagePath(entry)}: expected one "${name}" region, found ${matches.length}`);
    }
    const index = matches[0].index ?? 0;
    if (index < previous) throw new PageStructureError(`${pagePath(entry)}: region "${name}" is out of order`);
    previous = index;
    result = result.slice(0, index) + wrap(name, regions[name]) + result.slice(index + matches[0][0].length);
  }
  return result;
}

/**
 * A new page for an entry: generated parts plus a place for each prose section.
 * @param entry - the catalogue entry
 */
export function newPage(entry: Integration): string {
  const regions = renderRegions(entry);
  return [
    renderFrontMatter(entry),
    '',
    wrap('header', regions.header),
    '',
    `{/* Introduction: what ${entry.name} does, in a few paragraphs of your own words. */}`,
    '',
    `## When to use ${entry.name}`,
    '',
    wrap('setup', regions.setup),
    '',
    '{/* Guidance sections (authentication, wordlists, rate limits …) go here. */}',
    '',
    wrap('reference', regions.reference),
    '',
  ].join('\n');
}
