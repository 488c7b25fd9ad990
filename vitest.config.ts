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
    // The relevance set, the hosting rules and the byte budgets need the export, so they run after the build
    // (scripts/test-all.ts).
    include: process.env.AFTER_BUILD
      ? ['tests/relevance/**/*.test.ts', 'tests/hosting/**/*.test.ts', 'tests/budgets/**/*.test.ts']
      : ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
