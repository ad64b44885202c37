/**
 * Local Docusaurus plugin that adds the styles of the field lists to every page. The lists themselves are written at
 * build time by the rehype plugin `./rehype.ts` (see its header for which tables become lists and why), which
 * `docusaurus.config.ts` registers in the docs' and the blog's `rehypePlugins`; this plugin is registered next to
 * it: `plugins: [..., './plugins/field-tables/index.ts']`.
 *
 * @packageDocumentation
 */
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

export {default as rehypeFieldTables} from './rehype';

/** The stylesheet of the field lists, as an absolute path. */
export const FIELD_LIST_CSS = fileURLToPath(new URL('./field-list.css', import.meta.url));

/**
 * The Docusaurus plugin.
 * @returns a plugin whose only client module is {@link FIELD_LIST_CSS}
 */
export default function fieldTablesPlugin(): Plugin {
  return {
    name: 'field-tables',
    getClientModules: () => [FIELD_LIST_CSS],
  };
}
