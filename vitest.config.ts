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
  },
});
