import { describe, expect, it } from 'vitest';
import { evaluateRelevance, relevanceCases, RELEVANCE_SETS, type RelevanceSet } from './evaluate';

/**
 * Floors, not targets: the share the engine reaches on each set when these lines were written, so
 * a change that ranks worse fails (`npm run bench:relevance -- --set <set>` prints where it stands).
 * queries.json: 190 of 198 first, 197 in the top 5 (issue 12 asks for 95% first and 100% in the
 * top 5). holdout.json, reader queries written from the docs text: 111 of 118 first, all 118 in
 * the top 5. fresh.json, written by a reviewer who saw only the docs, less the nine queries the
 * other sets already hold (eight error messages quoted from the same pages, and one task): 44 of
 * 51 first, 50 in the top 5. blind.json, blind2.json and blind3.json, less the queries an earlier
 * set holds: 66 of 76 first, 75 in the top 5; 71 of 83 first, 81 in the top 5; 75 of 81 first,
 * 78 in the top 5. blind4.json, blind5.json and blind6.json, less the same: 76 of 90 first, 87 in
 * the top 5; 73 of 86 first, 79 in the top 5; 121 of 147 first, 141 in the top 5. blind7.json,
 * less the same: 80 of 98 first, 88 in the top 5. (evaluate.ts says how far each set has informed
 * the ranking.)
 */
const FLOORS: Record<RelevanceSet, { first: number; top5: number }> = {
  queries: { first: 0.969, top5: 1 },
  holdout: { first: 0.949, top5: 1 },
  fresh: { first: 0.862, top5: 0.98 },
  blind: { first: 0.894, top5: 0.986 },
  blind2: { first: 0.915, top5: 1 },
  blind3: { first: 0.925, top5: 0.975 },
  blind4: { first: 0.877, top5: 0.988 },
  blind5: { first: 0.86, top5: 0.941 },
  blind6: { first: 0.884, top5: 0.979 },
  blind7: { first: 0.846, top5: 0.928 },
  blind8: { first: 0.93, top5: 1 },
  blind9: { first: 0.84, top5: 0.968 },
  blind10: { first: 0.888, top5: 0.969 },
  blind11: { first: 0.915, top5: 1 },
};

// Runs after the build (scripts/test-all.ts): it needs the index pieces in out/search/.
describe('search relevance over the built index', () => {
  it.each(RELEVANCE_SETS)(
    'keeps the expected page first and in the top 5 of %s at least as often as it did',
    async (set) => {
      const results = await evaluateRelevance('out', relevanceCases(set));
      expect(results.length).toBeGreaterThanOrEqual(50);
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

  it('stops on an expected page the index does not hold, rather than counting a miss', async () => {
    const cases = [
      { query: 'parallel', expected: '/docs/Testflux/Run Tests/parallel/' },
      { query: 'renamed', expected: '/docs/Testflux/Run Tests/no-such-page/' },
    ];
    await expect(evaluateRelevance('out', cases)).rejects.toThrow(
      /1 expected page\(s\).*\n.*"renamed" expects \/docs\/Testflux\/Run Tests\/no-such-page\//,
    );
  });
});
