#!/usr/bin/env node
// @ts-check
/**
 * End-to-end test of the nginx deployment (deploy/nginx/site.conf) with Debian's nginx:
 *
 * 1. copies the build to a temporary directory under /tmp and runs deploy/scripts/postbuild.mjs
 *    on the copy (headers with the CSP hashes, Netlify files, .gz/.br twins);
 * 2. starts nginx on 127.0.0.1 with a generated nginx.conf whose pid, logs and temp files are all
 *    in that directory (nothing under /etc/nginx is written), loading the brotli static module
 *    when Debian's libnginx-mod-http-brotli-static is installed;
 * 3. runs the HTTP checks of tests/deploy/nginx.test.mjs with `node --test`;
 * 4. runs the Playwright browser tests (tests/e2e, including the sitemap sweep) with
 *    BASE_URL pointing at nginx, so every page also loads under the real CSP;
 * 5. stops nginx and deletes the directory.
 *
 * Usage: node scripts/test-deploy.mjs [buildDir] [--http-only] [--keep] [-- playwright args…]
 *   buildDir     the finished `docusaurus build` output (default `build`); it is only read
 *   --http-only  skip step 4
 *   --keep       keep the temporary directory (config, logs) for debugging
 * Environment: NGINX (binary, default /usr/sbin/nginx or `nginx`), NGINX_MIME_TYPES
 * (default /etc/nginx/mime.types), NGINX_MODULES_DIR (default /usr/lib/nginx/modules).
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createServer} from 'node:net';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {renderTestServerConfig} from '../deploy/scripts/lib/nginx.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    'http-only': {type: 'boolean', default: false},
    keep: {type: 'boolean', default: false},
  },
  args: process.argv.slice(2, process.argv.includes('--') ? process.argv.indexOf('--') : undefined),
});
const playwrightArgs = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const buildDir = resolve(positionals[0] ?? 'build');

const nginxBinary = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';
const brotliModulePath = join(
  process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules',
  'ngx_http_brotli_static_module.so',
);

/** @param {string} message */
const log = (message) => console.log(`test-deploy: ${message}`);

/**
 * Fail before starting anything when a prerequisite is missing.
 * @param {boolean} condition
 * @param {string} message
 */
function require(condition, message) {
  if (!condition) {
    console.error(`test-deploy: ${message}`);
    process.exit(2);
  }
}

require(existsSync(join(buildDir, 'index.html')), `${buildDir} is not a build; run \`npm run build\` first`);
require(spawnSync(nginxBinary, ['-v'], {stdio: 'ignore'}).status ===
  0, `nginx not found (${nginxBinary}); install it with \`apt-get install nginx libnginx-mod-http-brotli-static\``);
require(existsSync(mimeTypes), `${mimeTypes} not found; set NGINX_MIME_TYPES`);

/** @returns {Promise<number>} a TCP port on 127.0.0.1 that was free a moment ago */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `user` arguments for nginx's workers when this runs as root (nginx refuses to run workers
 * as root by default and Debian has no group `nobody`); `null` otherwise.
 * @returns {string | null}
 */
function workerUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const groups = readFileSync('/etc/group', 'utf8');
  return /^nogroup:/m.test(groups) ? 'nobody nogroup' : 'nobody nobody';
}

/**
 * Run a command to completion with inherited output.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} exit code (1 when killed by a signal)
 */
function run(command, args, env = process.env) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {cwd: root, stdio: 'inherit', env});
    child.on('close', (code) => resolveRun(code ?? 1));
  });
}

const prefix = mkdtempSync('/tmp/scb-deploy-test-');
// Workers run as `nobody` when started as root: they must be able to read the site and config.
chmodSync(prefix, 0o755);
const siteDir = join(prefix, 'site');
const confDir = join(prefix, 'securecodebox');
const errorLog = join(prefix, 'error.log');
/** @type {import('node:child_process').ChildProcess | null} */
let nginx = null;

/** Stop nginx (graceful, then forced) and wait until the master has exited. */
async function stopNginx() {
  const child = nginx;
  nginx = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGQUIT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Stop nginx, report, remove the temporary directory unless --keep, and exit.
 * @param {number} code
 */
async function finish(code) {
  await stopNginx();
  if (code !== 0 && existsSync(errorLog)) {
    const lines = readFileSync(errorLog, 'utf8').trim().split('\n').slice(-20);
    if (lines.join('').length > 0) console.error(`test-deploy: last lines of nginx's error log:\n${lines.join('\n')}`);
  }
  if (values.keep) log(`kept ${prefix}`);
  else rmSync(prefix, {recursive: true, force: true});
  process.exit(code);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => void finish(130));
}

try {
  log(`copying ${buildDir} to ${siteDir}`);
  cpSync(buildDir, siteDir, {recursive: true});
  const postbuild = await run(process.execPath, [
    join(root, 'deploy/scripts/postbuild.mjs'),
    siteDir,
    '--nginx-dir',
    confDir,
  ]);
  if (postbuild !== 0) await finish(postbuild);

  copyFileSync(join(root, 'deploy/nginx/site.conf'), join(confDir, 'site.conf'));
  const brotli = existsSync(brotliModulePath);
  if (brotli) writeFileSync(join(confDir, 'brotli.conf'), 'brotli_static on;\n');
  else log(`${brotliModulePath} not found: testing without brotli (apt-get install libnginx-mod-http-brotli-static)`);
  mkdirSync(join(prefix, 'temp'));
  const port = await freePort();
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    renderTestServerConfig({
      prefix,
      root: siteDir,
      port,
      mimeTypes,
      brotliModule: brotli ? brotliModulePath : null,
      user: workerUser(),
    }),
  );

  const nginxArgs = ['-p', `${prefix}/`, '-c', config, '-e', errorLog];
  const check = spawnSync(nginxBinary, ['-t', '-q', ...nginxArgs], {encoding: 'utf8'});
  if (check.status !== 0) {
    console.error(`test-deploy: nginx rejects the configuration:\n${check.stderr}${readFileSync(errorLog, 'utf8')}`);
    await finish(1);
  }
  nginx = spawn(nginxBinary, nginxArgs, {stdio: ['ignore', 'inherit', 'inherit']});
  nginx.on('exit', (code, signal) => {
    if (nginx) {
      console.error(`test-deploy: nginx exited unexpectedly (${signal ?? code})`);
      nginx = null;
    }
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (!nginx || Date.now() > deadline) {
      console.error('test-deploy: nginx did not answer within 10 s');
      await finish(1);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  log(`nginx ${brotli ? 'with' : 'without'} brotli_static serves ${siteDir} at ${baseUrl}`);

  const env = {...process.env, DEPLOY_BASE_URL: baseUrl, DEPLOY_SITE_DIR: siteDir, DEPLOY_BROTLI: brotli ? '1' : '0'};
  const http = await run(
    process.execPath,
    ['--test', '--test-reporter=spec', join(root, 'tests/deploy/nginx.test.mjs')],
    env,
  );
  if (http !== 0) {
    console.error('test-deploy: HTTP checks failed');
    await finish(http);
  }
  if (values['http-only']) await finish(0);

  log(`browser tests against ${baseUrl}`);
  const browser = await run('npx', ['playwright', 'test', ...playwrightArgs], {...process.env, BASE_URL: baseUrl});
  if (browser !== 0) console.error('test-deploy: browser tests failed');
  await finish(browser);
} catch (error) {
  console.error(error);
  await finish(1);
}
