import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

const PORT = 4310;
const VARIANT_PORT = 4311;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { ...chromium, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'default',
      testIgnore: /\.variant\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'variant',
      testMatch: /\.variant\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${VARIANT_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(PORT), OUT_DIR: 'out' },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(VARIANT_PORT), OUT_DIR: 'out-variant' },
      url: `http://127.0.0.1:${VARIANT_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
