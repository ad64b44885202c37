#!/usr/bin/env node
// @ts-check
/**
 * First step of `npm test`: makes sure the system programs the tests use are there, and installs
 * the missing ones when it can, so that `npm ci && npm test` works on a fresh Debian machine.
 *
 * - Chromium (`CHROME_PATH`, default `/usr/bin/chromium`): browser tests, budgets, Lighthouse.
 * - nginx (`NGINX`, default `/usr/sbin/nginx`): the deploy test (scripts/test-deploy.mjs).
 * - Debian's DejaVu fonts (`fonts-dejavu-core`): the screenshot baselines are rendered with them.
 * - nginx's brotli static module (Debian's `libnginx-mod-http-brotli-static`): optional, the deploy
 *   test skips its brotli checks without it.
 *
 * When something required is missing and `apt-get` is there, it runs `apt-get update` and
 * `apt-get install -y …` as root (directly, or with `sudo -n` when that needs no password).
 * Otherwise it stops at once with exit code 2, naming what is missing and the command that installs it.
 * Environment: CHROME_PATH, NGINX, NGINX_MODULES_DIR (as the tests read them); PREREQUISITES_NO_INSTALL=1
 * only reports.
 *
 * Before all that it checks that the scripts run on the Node.js that `package.json` pins as the devDependency
 * `node` (the npm registry's package of the Node.js binary, which npm puts first on PATH for every npm script).
 * A different version stops with exit code 2 and names it: the tests then ran on the machine's own Node.js,
 * usually because a script was started without `npm run`.
 */
import {spawnSync} from 'node:child_process';
import {accessSync, constants, existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** @type {unknown} */
const parsedManifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const manifest = /** @type {{devDependencies?: Record<string, string>}} */ (parsedManifest);
const pinnedNode = manifest.devDependencies?.node;
if (!pinnedNode || `v${pinnedNode}` !== process.version) {
  console.error(
    `prerequisites: Node.js ${process.version} runs this script, but package.json pins node ${pinnedNode ?? '(none)'}.`,
  );
  console.error('Run the tests through npm (`npm ci && npm test`): npm puts node_modules/.bin/node first on PATH.');
  process.exit(2);
}

/** @param {string} path */
const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
/** @param {string} command */
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const brotliModule = join(
  process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules',
  'ngx_http_brotli_static_module.so',
);

/** @typedef {{what: string, package: string, present: () => boolean, required: boolean, hint: string}} Prerequisite */
/** @type {Prerequisite[]} */
const prerequisites = [
  {
    what: `Chromium (${chrome})`,
    package: 'chromium',
    present: () => isExecutable(chrome),
    required: true,
    hint: 'or set CHROME_PATH to a Chromium or Chrome binary',
  },
  {
    what: `nginx (${nginx})`,
    package: 'nginx',
    present: () => isExecutable(nginx) || (!process.env.NGINX && onPath('nginx')),
    required: true,
    hint: 'or set NGINX to an nginx binary',
  },
  {
    what: 'DejaVu fonts (the text font of the screenshot baselines)',
    package: 'fonts-dejavu-core',
    present: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf') || process.platform !== 'linux',
    required: true,
    hint: 'the screenshot tests compare pixels rendered with DejaVu Sans',
  },
  {
    what: 'nginx brotli static module',
    package: 'libnginx-mod-http-brotli-static',
    present: () => existsSync(brotliModule),
    required: false,
    hint: 'without it the brotli checks are skipped',
  },
];

/** @param {Prerequisite[]} list */
const installCommand = (list) => `sudo apt-get install ${list.map((item) => item.package).join(' ')}`;

/**
 * How to run a command as root here: directly, with passwordless sudo, or not at all.
 * @returns {string[] | null} the prefix (empty when already root), or null
 */
function asRoot() {
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], {stdio: 'ignore'}).status === 0) return ['sudo', '-n'];
  return null;
}

const missing = prerequisites.filter((item) => !item.present());
if (missing.length === 0) {
  console.log(
    `prerequisites: Node.js ${process.version}; Chromium, nginx, its brotli module and the DejaVu fonts are installed`,
  );
  process.exit(0);
}

const root = asRoot();
const canInstall = process.env.PREREQUISITES_NO_INSTALL !== '1' && onPath('apt-get') && root !== null;
if (canInstall && root !== null) {
  console.log(`prerequisites: installing ${missing.map((item) => item.package).join(', ')} with apt-get`);
  const run = (/** @type {string[]} */ args) => {
    const [command, ...rest] = [...root, ...args];
    return spawnSync(command, rest, {stdio: 'inherit'});
  };
  const steps = [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', ...missing.map((item) => item.package)],
  ];
  for (const step of steps) {
    const result = run(step);
    if (result.status !== 0) {
      console.error(`prerequisites: \`${step.join(' ')}\` failed (exit ${result.status ?? result.signal})`);
      break;
    }
  }
}

const still = prerequisites.filter((item) => !item.present());
const requiredMissing = still.filter((item) => item.required);
for (const item of still.filter((entry) => !entry.required)) {
  console.warn(`prerequisites: ${item.what} is missing (${item.hint}); install it with \`${installCommand([item])}\``);
}
if (requiredMissing.length > 0) {
  console.error(`prerequisites: missing ${requiredMissing.map((item) => item.what).join(' and ')}.`);
  console.error(`Install with: ${installCommand(requiredMissing)}`);
  for (const item of requiredMissing) console.error(`  ${item.what}: ${item.hint}`);
  process.exit(2);
}
console.log('prerequisites: Chromium and nginx are installed');
