import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { NGINX_PORT, PORT, VARIANT_PORT } from './tests/e2e/ports';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  // One retry on CI so a timing hiccup on a loaded two-core machine does not void a run; the
  // list reporter still names every test that needed it ("flaky"), and a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  // A trace only for a test's retry: recording one for every test (retain-on-failure) made the
  // suite about 40% slower, and a real failure fails twice, so its second run brings the trace.
  use: { ...chromium, trace: 'on-first-retry' },
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
      // Stopped as asked, not killed: nginx-local then removes nginx's temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
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
