/**
 * Local plugin that publishes the site's JSON Schemas (see `generate.ts` and the page
 * `/docs/how-tos/validate-manifests-and-values`). After the build it writes, below `build/schemas/`:
 *
 * - `<tag>/…`: the nine CRD schemas (`<group>/<kind>_<version>.json`), one `charts/<chart>/values.schema.json` per
 *   scanner and hook chart and `finding.json`, for the documented release (`src/data/release.ts`);
 * - `latest/…`: the same files again, so that a link to the newest release never changes;
 * - `index.json`: every schema with its versioned and its `latest` URL, and the kubeconform template.
 *
 * Before the build it writes `@generated/schemas/default/charts.json`, the chart list of the values checker
 * (`src/components/ValuesChecker`). Nothing generated is committed: the files always match the data they come from.
 *
 * @packageDocumentation
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {integrations} from '../../src/data/integrations';
import {RELEASE} from '../../src/data/release';
import {LATEST, SCHEMA_ROOT, SITE_URL, checkerCharts, schemaFiles, schemaIndex} from './generate';

/**
 * Writes every schema of the documented release, the `latest` copies and `index.json` below `<outDir>/schemas/`.
 * @param outDir - the build folder
 */
export async function writeSchemas(outDir: string): Promise<void> {
  const files = schemaFiles(integrations);
  const write = async (path: string, data: unknown): Promise<void> => {
    const target = join(outDir, SCHEMA_ROOT, path);
    await mkdir(dirname(target), {recursive: true});
    await writeFile(target, `${JSON.stringify(data, null, 2)}\n`);
  };
  for (const release of [RELEASE.tag, LATEST]) {
    for (const file of files) await write(`${release}/${file.path}`, file.schema);
  }
  await write('index.json', schemaIndex(files));
}

/**
 * The plugin; takes no options.
 * @throws {Error} at load when the site's `url` is not the origin the schemas name in their `$id` (`SITE_URL`)
 */
export default function schemasPlugin(context: {siteConfig: {url: string}}): Plugin {
  if (context.siteConfig.url !== SITE_URL) {
    throw new Error(`plugins/schemas: the site url ${context.siteConfig.url} differs from SITE_URL ${SITE_URL}`);
  }
  return {
    name: 'schemas',
    // The values checker's chart picker: names only, so the page does not carry the catalogue.
    async contentLoaded({actions}) {
      await actions.createData('charts.json', JSON.stringify(checkerCharts(integrations)));
    },
    async postBuild({outDir}) {
      await writeSchemas(outDir);
    },
  };
}
