import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The route manifest: every route the site must serve, read from the JSON arrays in
 * tests/e2e/routes/*.json (one file per site section, so each content change adds its own).
 * @returns routes in file order, deduplicated
 * @throws {Error} when a file is not a JSON array of strings starting with `/`
 */
export function loadRoutes(): string[] {
  const dir = join(__dirname, 'routes');
  const routes = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const data: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!Array.isArray(data) || !data.every((route) => typeof route === 'string' && route.startsWith('/'))) {
      throw new Error(`${file} must be a JSON array of routes starting with "/"`);
    }
    data.forEach((route: string) => routes.add(route));
  }
  return [...routes];
}
