import { describe, expect, it } from 'vitest';
import { evaluateRelevance } from './evaluate';

/**
 * Floors, not targets: the share the engine reaches on this set when these lines were written
 * (173 of 194 first, 186 in the top 5), so a change that ranks worse fails. Issue 12 asks for
 * 95% first and 100% in the top 5; `npm run bench:relevance` prints where it stands.
 */
const FLOOR = { first: 0.88, top5: 0.95 };

// Runs after the build (scripts/test-all.ts): it needs the index pieces in out/search/.
describe('search relevance over the built index', () => {
  it('keeps the expected page first and in the top 5 at least as often as it did', async () => {
    const results = await evaluateRelevance();
    expect(results.length).toBeGreaterThanOrEqual(100);
    const report = (r: (typeof results)[number]) => `${r.query} -> rank ${r.rank ?? 'none'}: ${r.top.join(', ')}`;
    const first = results.filter((r) => r.rank === 1);
    const top5 = results.filter((r) => r.rank !== null && r.rank <= 5);
    const misses = results
      .filter((r) => r.rank !== 1)
      .map(report)
      .join('\n');
    expect(first.length / results.length, misses).toBeGreaterThanOrEqual(FLOOR.first);
    expect(top5.length / results.length, misses).toBeGreaterThanOrEqual(FLOOR.top5);
  });
});
