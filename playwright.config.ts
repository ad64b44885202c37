import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests in a real browser against the production build.
 *
 * - `CHROME_PATH`: the Chromium/Chrome binary (default `/usr/bin/chromium`, Debian's package;
 *   Playwright's own browser downloads are not used).
 * - `BASE_URL`: test an already running server instead of starting `docusaurus serve`
 *   on port 3100 (the deploy tests use this for nginx).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseUrl = process.env.BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshot baselines (tests/e2e/screenshots.spec.ts): no animation or caret, one PNG per name for Linux only.
    toHaveScreenshot: {animations: 'disabled', caret: 'hide', scale: 'css'},
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
