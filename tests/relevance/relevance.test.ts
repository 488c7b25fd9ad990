import { describe, expect, it } from 'vitest';
import { evaluateRelevance, relevanceCases } from './evaluate';

/**
 * Floors, not targets: the share the engine reaches on each set when these lines were written, so
 * a change that ranks worse fails. queries.json: 178 of 194 first, 191 in the top 5 (issue 12 asks
 * for 95% first and 100% in the top 5; `npm run bench:relevance` prints where it stands).
 * holdout.json, reader queries written from the docs text and never used to tune the ranking:
 * 102 of 118 first, 117 in the top 5 (`npm run bench:relevance -- --set holdout`).
 */
const FLOORS = {
  queries: { first: 0.91, top5: 0.98 },
  holdout: { first: 0.86, top5: 0.99 },
} as const;

// Runs after the build (scripts/test-all.ts): it needs the index pieces in out/search/.
describe('search relevance over the built index', () => {
  it.each(['queries', 'holdout'] as const)(
    'keeps the expected page first and in the top 5 of %s at least as often as it did',
    async (set) => {
      const results = await evaluateRelevance('out', relevanceCases(set));
      expect(results.length).toBeGreaterThanOrEqual(80);
      const report = (r: (typeof results)[number]) => `${r.query} -> rank ${r.rank ?? 'none'}: ${r.top.join(', ')}`;
      const first = results.filter((r) => r.rank === 1);
      const top5 = results.filter((r) => r.rank !== null && r.rank <= 5);
      const misses = results
        .filter((r) => r.rank !== 1)
        .map(report)
        .join('\n');
      expect(first.length / results.length, misses).toBeGreaterThanOrEqual(FLOORS[set].first);
      expect(top5.length / results.length, misses).toBeGreaterThanOrEqual(FLOORS[set].top5);
    },
  );
});
