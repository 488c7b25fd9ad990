import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      'contentlayer/generated': path.resolve(__dirname, '.contentlayer/generated'),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    // tests/hosting reads the export (the hosting rules, llms.txt, the byte budgets, the search's
    // relevance), so it runs after the build (scripts/test-all.ts).
    include: process.env.AFTER_BUILD ? ['tests/hosting/**/*.test.ts'] : ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A unit test asserts behaviour, not speed: the default 5 s failed the heaviest renders (the
    // Test Actions reference, about 0.5 s idle) on a two-core machine under a load average of 13.
    testTimeout: 30_000,
  },
});
