// @ts-check
/**
 * The response headers of the production site, in one place for every host: the nginx
 * include (deploy/scripts/lib/nginx.mjs) and Netlify's `_headers` (deploy/scripts/lib/netlify.mjs)
 * are both rendered from these values. Pure; covered by tests/unit/deploy-headers.test.ts.
 */

/** `Cache-Control` of the content-hashed files under `/assets/`: one year, never revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `Cache-Control` of everything else (HTML pages, sitemap, feeds, search indexes, images):
 * the browser may keep a copy but must revalidate it (ETag / Last-Modified) before each use,
 * so a new deploy shows at once.
 */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Path prefix of the published JSON Schemas (plugins/schemas). Editors and CI tools on other origins fetch them, so
 * they are sent with {@link SCHEMA_CORS}: the schemas are public, and nothing there reads cookies or credentials.
 */
export const SCHEMA_PATH = '/schemas/';
/** The CORS header of the schema files: any origin may read them. */
export const SCHEMA_CORS = /** @type {const} */ (['Access-Control-Allow-Origin', '*']);

/** `Strict-Transport-Security`: two years, subdomains included (browsers ignore it over plain HTTP). */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Browser features a documentation site never uses; `Permissions-Policy` denies each to the
 * page and to any frame. Only names Chromium recognises: an unknown name makes it log a
 * console error. `clipboard-write` is not listed: the code blocks' copy button needs it.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * @typedef {object} CspOptions
 * @property {readonly string[]} scriptHashes - CSP source expressions (`'sha256-…'`) of the
 *   inline scripts the pages contain; see `cspHashSource` in inline-scripts.mjs
 */

/**
 * The `Content-Security-Policy` of every response. Only the site's own origin is allowed
 * anywhere; scripts additionally only by the hashes of the inline scripts Docusaurus emits
 * (no `'unsafe-inline'`, no `'unsafe-eval'`). `'wasm-unsafe-eval'` lets the search engine
 * (Pagefind, /pagefind/) compile its WebAssembly; it allows no JavaScript eval. Its worker
 * is a file of the site (`worker-src 'self'`). Styles need `'unsafe-inline'`: Mermaid writes a
 * `<style>` element with generated rules into each diagram at run time, and Prism colours
 * code tokens with `style` attributes (see deploy/README.md).
 * @param {CspOptions} options
 * @returns {string} the header value, directives separated by `; `
 * @throws {Error} when a hash is not a quoted `sha256-`, `sha384-` or `sha512-` source expression
 */
export function buildContentSecurityPolicy({scriptHashes}) {
  for (const hash of scriptHashes) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) {
      throw new Error(`not a CSP hash source: ${hash}`);
    }
  }
  const hashes = [...new Set(scriptHashes)].sort();
  /** @type {Array<[string, ...string[]]>} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'none'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The security headers sent with every response, in the order they are written.
 * @param {CspOptions} options
 * @returns {Array<[name: string, value: string]>}
 */
export function securityHeaders(options) {
  return [
    ['Content-Security-Policy', buildContentSecurityPolicy(options)],
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    // Legacy twin of `frame-ancestors 'none'` for browsers without CSP level 2.
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * Split a `Content-Security-Policy` value into its directives.
 * @param {string} policy - a header value such as `default-src 'self'; img-src 'self' data:`
 * @returns {Map<string, string[]>} lower-cased directive names to their source expressions
 */
export function parseContentSecurityPolicy(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}
