import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

// Ports can be moved (E2E_PORT, E2E_VARIANT_PORT, E2E_NGINX_PORT) so two checkouts can run
// their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const VARIANT_PORT = Number(process.env.E2E_VARIANT_PORT ?? 4311);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4312);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  // One retry on CI so a timing hiccup on a loaded two-core machine does not void a run; the
  // list reporter still names every test that needed it ("flaky"), and a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { ...chromium, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'default',
      testIgnore: /\.(variant|crawl)\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'crawl',
      testMatch: /\.crawl\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` },
    },
    {
      name: 'variant',
      testMatch: /\.variant\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${VARIANT_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/nginx-local.ts`,
      env: { PORT: String(NGINX_PORT), OUT_DIR: 'out' },
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx tsx scripts/serve.ts`,
      env: { PORT: String(PORT), OUT_DIR: 'out' },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx tsx scripts/serve.ts`,
      env: { PORT: String(VARIANT_PORT), OUT_DIR: 'out-variant' },
      url: `http://127.0.0.1:${VARIANT_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
