import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_WORKER_BUNDLE } from '../../scripts/build-search-worker';

// next finds the worker's script by the literal path in search-worker.ts (it must stay a
// literal for Turbopack to see the asset); the build writes it where the script says.
describe('the search worker bundle', () => {
  it('is where lib/search/search-worker.ts looks for it', () => {
    const source = fs.readFileSync('lib/search/search-worker.ts', 'utf8');
    const referred = source.match(/new URL\('([^']+)', import\.meta\.url\)/)?.[1];
    expect(referred).toBeDefined();
    expect(path.relative('.', path.resolve('lib/search', referred!))).toBe(SEARCH_WORKER_BUNDLE);
  });
});
