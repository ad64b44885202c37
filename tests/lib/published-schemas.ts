/**
 * The published schemas as files, read by their URL: from `build/schemas/` when a build is there, otherwise written
 * by `plugins/schemas` (`writeSchemas`, what its `postBuild` runs) into a temporary folder, exactly as the build writes them. Shared by the
 * schema tests (`tests/unit/schemas*.test.ts`).
 */
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import Ajv, {type ValidateFunction} from 'ajv';
import {writeSchemas} from '../../plugins/schemas';
import {SCHEMA_ROOT, SITE_URL} from '../../plugins/schemas/generate';
import {repoRoot} from './docs-files';

/** A folder that holds `schemas/` as a build writes it: the build's own, or a fresh one. */
export async function publishedRoot(): Promise<string> {
  const build = join(repoRoot, 'build');
  if (existsSync(join(build, SCHEMA_ROOT, 'index.json'))) return build;
  const outDir = mkdtempSync(join(tmpdir(), 'scb-schemas-'));
  await writeSchemas(outDir);
  return outDir;
}

/**
 * The file a published schema URL names below a build folder.
 * @throws {Error} when the URL is not below `${SITE_URL}/schemas/`
 */
export function fileOfUrl(root: string, url: string): string {
  const prefix = `${SITE_URL}/${SCHEMA_ROOT}/`;
  if (!url.startsWith(prefix)) throw new Error(`${url} is not a published schema URL`);
  return join(root, SCHEMA_ROOT, url.slice(prefix.length));
}

/** Reads a published schema by URL; `undefined` when the build has no such file. */
export function readSchema(root: string, url: string): Record<string, unknown> | undefined {
  const file = fileOfUrl(root, url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

/**
 * An Ajv that reads the published schemas as editors do: the custom keywords (`x-scb-*`, `deprecationMessage` of
 * the YAML language server) are annotations, formats are not checked.
 */
export function schemaAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    validateFormats: false,
  });
  for (const keyword of ['x-scb-no-effect', 'x-scb-removed', 'deprecationMessage']) ajv.addKeyword(keyword);
  ajv.addFormat('uuid', true).addFormat('date-time', true);
  return ajv;
}

/** A compiled validator of a published schema, cached by URL. */
export function validatorOf(ajv: Ajv, root: string, url: string): ValidateFunction {
  const cached = ajv.getSchema(url);
  if (cached) return cached;
  const schema = readSchema(root, url);
  if (!schema) throw new Error(`no published schema at ${url}`);
  return ajv.compile(schema);
}
