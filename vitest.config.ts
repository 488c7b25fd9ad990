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
    // The relevance set needs the built index, so it runs after the build (scripts/test-all.mjs).
    include: process.env.SEARCH_RELEVANCE
      ? ['tests/relevance/**/*.test.ts']
      : ['tests/unit/**/*.test.{ts,tsx}', '{lib,components}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
