import { describe, expect, it } from 'vitest';
import { evaluateRelevance } from './evaluate';

// Runs after the build (scripts/test-all.ts): it needs out/search/index.json.
describe('search relevance over the built index', () => {
  it('puts the expected page first for at least 90% of queries and in the top 5 for all', async () => {
    const results = await evaluateRelevance();
    expect(results.length).toBeGreaterThanOrEqual(40);
    const misses = results.filter((r) => r.rank === null || r.rank > 5).map((r) => `${r.query} -> ${r.top.join(', ')}`);
    expect(misses).toEqual([]);
    const first = results.filter((r) => r.rank === 1).length / results.length;
    const notFirst = results.filter((r) => r.rank !== 1).map((r) => `${r.query}: rank ${r.rank}`);
    expect(first, notFirst.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
