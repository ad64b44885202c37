// @ts-check
/**
 * The route manifest: every route the site must serve, kept as JSON arrays in tests/e2e/routes/*.json
 * (one file per site section, so each content change adds its own). scripts/check-site-files.mjs
 * checks the built sitemap against it; the feed tests read the blog posts from it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

/**
 * Read the manifest.
 * @param {string} [dir] - the folder of the JSON files (default `tests/e2e/routes` of the working directory, the repository root)
 * @returns {string[]} routes in file order (files sorted by name), deduplicated
 * @throws {Error} when a file is not a JSON array of strings starting with `/`
 */
export function loadRoutes(dir = resolve('tests/e2e/routes')) {
  /** @type {Set<string>} */
  const routes = new Set();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    /** @type {unknown} */
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!Array.isArray(data)) throw new Error(`${file} must be a JSON array of routes starting with "/"`);
    for (const route of /** @type {unknown[]} */ (data)) {
      if (typeof route !== 'string' || !route.startsWith('/'))
        throw new Error(`${file} must be a JSON array of routes starting with "/"`);
      routes.add(route);
    }
  }
  return [...routes];
}
