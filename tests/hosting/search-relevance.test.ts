import { describe, expect, it } from 'vitest';
import { evaluateRelevance, relevanceCases, RELEVANCE_SETS, type RelevanceSet } from '../relevance/evaluate';
import { slipCases, VARIANT_KINDS, type VariantKind } from '../relevance/variants';
import { builtRecords, keywordlessAnchor, pagefindAnchor, vitePressAnchor } from '../../scripts/lib/relevance-anchors';

/**
 * Floors, not targets: the share of each set's queries whose expected page the engine put first
 * and in the top 5 at the last change, so a change that ranks worse fails (issue 12 asks for 95%
 * first and 100% in the top 5). `npm run bench:relevance -- --all` prints where each stands;
 * README.md here says where each set came from and what it has informed.
 */
const FLOORS: Record<RelevanceSet, { first: number; top5: number }> = {
  // 97.4, not 97.9, with NEAR 5 in proximity.ts (over every set, 14 queries first that were not, 6
  // second that were first): "self-healing tests" finds the review page above the overview, both
  // in AI Auto Heal.
  queries: { first: 0.974, top5: 1 },
  // 95.7, not 96.6, with NEAR 5: "compare prices as numbers not text" comes second.
  holdout: { first: 0.957, top5: 1 },
  fresh: { first: 0.882, top5: 0.98 },
  blind: { first: 0.921, top5: 0.986 },
  blind2: { first: 0.903, top5: 1 },
  // 98.7, not 100, in the top 5: with the site's pages searched (29ea539), the Downloads page comes
  // fifth for "headless firefox hangs when the page downloads a file", the changelog sixth.
  blind3: { first: 0.913, top5: 0.987 },
  // 87.7, not 88.8: the import page's section on Cypress and WebDriver suites (41439fb) comes first
  // for "we use selenium, is cypress worth switching to", the comparison post second; 88.9 again
  // with FUSED_WORDS_GAP (below).
  blind4: { first: 0.888, top5: 0.977 },
  blind5: { first: 0.872, top5: 0.988 },
  blind6: { first: 0.904, top5: 0.986 },
  // 96.9, not 97.9: the mobile app actions' entries (ddbe3f1) put the Test Actions reference third
  // for "how do i check that my app actually sent an email", which held Email testing fifth
  // (over all sets, 2,591 first and 2,801 in the top 5 after it, 2,590 and 2,801 before).
  blind7: { first: 0.928, top5: 0.969 },
  blind8: { first: 0.965, top5: 1 },
  blind9: { first: 0.925, top5: 0.989 },
  blind10: { first: 0.939, top5: 1 },
  blind11: { first: 0.936, top5: 1 },
  // 89, not 90: the content fixes of 2bf3014 to fefddd1 moved "skip a step without deleting it" to
  // third (every other set's queries moved up or stayed: 3 up, 1 down over the 29 earlier sets).
  blind12: { first: 0.89, top5: 0.98 },
  // 98, not 99, in the top 5, and blind26's 97.6, not 98.8: no section passes one that matches two
  // more of the query's words (FUSED_WORDS_GAP in lib/search/engine/searcher.ts), so "bring my
  // existing playwright tests into testflux" and "autogenerate limits per request", whose pages
  // lack two of their words, fell below sections that hold them all (over all sets, 2,713 first and
  // 2,926 in the top 5 before it, 2,718 and 2,930 after).
  // 87, not 88: with the site's pages searched, "flaky test podcast episode on visual regression"
  // finds the first episode above the tenth by the rarities seven more pages shift.
  blind13: { first: 0.87, top5: 0.98 },
  blind14: { first: 0.86, top5: 0.97 },
  // 85, not 86: Get Code from Email lost a "Search in: Body" option the action never had (761be16),
  // and with it the word "body" that "get otp from mail body with regex" found it by.
  // 84, not 85, and blind22's 90.2, not 91.4: after the mobile Elements in the test file format,
  // Pages > Elements (its new Type row) comes first for "mobile element locators" and the Android
  // page for "screen recording of a failed test run", each above the expected page, now second.
  // 83, not 84: with STRICT_WORDS_UP_TO, "past release notes" finds the pages that hold both words
  // above the changelog, which does not say "past".
  blind15: { first: 0.83, top5: 1 },
  blind16: { first: 0.925, top5: 1 },
  blind17: { first: 0.95, top5: 0.99 },
  blind18: { first: 0.98, top5: 1 },
  blind19: { first: 0.93, top5: 0.99 },
  blind20: { first: 0.955, top5: 1 },
  blind21: { first: 0.921, top5: 0.986 },
  blind22: { first: 0.902, top5: 0.987 },
  blind23: { first: 0.954, top5: 0.984 },
  blind24: { first: 0.906, top5: 1 },
  blind25: { first: 0.961, top5: 1 },
  blind26: { first: 0.892, top5: 0.976 },
  // 60 first on its first run; 59 after its session's later content fixes ("tf.attach file to report").
  blind27: { first: 0.88, top5: 0.985 },
  // 74 of 78 first and 77 in the top 5 on its first run, with no change to the engine since blind27.
  blind28: { first: 0.94, top5: 1 },
  // 58 of 72 first and 66 in the top 5 on its first run, with no change to the ranking since blind28;
  // 60 and 68 with the kind words (search.kindWords), as blind5, 8, 10, 18, 20, 23, 25 and 26 rose;
  // 61 and 69 with the kind they ask for ranked before the attribute, as blind7, 9 and 16 rose;
  // 62 and 69 with FUSED_WORDS_GAP; 65 and 70 with askedFirst and a kind word's past form ("fixes",
  // "Fixed"); 66 with askedFirst passing a post that sits behind a page that matches no more words.
  // 64, not 66, with the site's pages searched: the community page's list of episodes above the
  // episode on anonymising production data, and the data validation page a hair above the Runner.
  blind29: { first: 0.888, top5: 0.972 },
  // 47 of 57 first and 54 in the top 5 on its first run, with no change to the ranking since blind29;
  // 49 and 54 with a kind the query asks for ranked before the attribute; 49 and 55 with FUSED_WORDS_GAP;
  // 49 and 56 with askedFirst's last form; 50 with STRICT_WORDS_UP_TO.
  blind30: { first: 0.877, top5: 0.982 },
  // 60 of 66 first and 65 in the top 5 on its first run, on the engine before FUSED_WORDS_GAP and after it;
  // 61 with askedFirst, 62 with its last form.
  // 61 with NEAR 5: "which files does Testflux write into the git repository?" comes second.
  blind31: { first: 0.924, top5: 0.984 },
  // 40 of 63 first and 58 in the top 5 on its first run, with no change to the ranking since blind31:
  // its synonyms are words no page uses (1 of 10 first); 45 with askedFirst, from its release notes.
  blind32: { first: 0.714, top5: 0.92 },
  // 62 of 77 first and 75 in the top 5 on the ranking before askedFirst, 63 and 75 after it; 65 and
  // 76 after its last two forms, which it informed; 66 and 77 with "added" a kind word.
  blind33: { first: 0.857, top5: 1 },
  // 55 of 60 first and 58 in the top 5 on its first run, with no change to the ranking since blind33;
  // 56 with "added" a kind word, which it informed.
  blind34: { first: 0.966, top5: 1 },
  // 58 of 67 first and 66 in the top 5 on its first run, on the ranking with "added" a kind word.
  blind35: { first: 0.865, top5: 0.985 },
  // 93.4, not 94.7, with NEAR 5: "flaky widget minimum runs" comes second.
  blind36: { first: 0.934, top5: 1 },
  blind37: { first: 0.869, top5: 0.985 },
  // 53 of 72 first and 67 in the top 5 on its one untouched run: its site pages 3 of 9 first.
  blind38: { first: 0.736, top5: 0.93 },
  // 40 of 51 first and 46 in the top 5 on its one untouched run: its synonyms 4 of 9 first.
  blind39: { first: 0.784, top5: 0.9 },
  // 29 of 40 first and 37 in the top 5 on its one untouched run; 30 with NEAR 5 (proximity.ts),
  // chosen on the other sets before it was run.
  blind40: { first: 0.75, top5: 0.925 },
  // 54 of 59 first and 58 in the top 5 on its untouched run; 55 with "max" a synonym of "maximum",
  // which it informed. Its 17 queries that share under half their words with any earlier query:
  // 13 first on the untouched run.
  blind41: { first: 0.932, top5: 0.983 },
};

/** The same for every set's queries found first, typed with one slip (`bench:relevance -- --variants`). */
const VARIANT_FLOORS: Record<VariantKind, { first: number; top5: number }> = {
  // top5 0.998, not 0.999: four of 3,048 fall out of the top 5, each a slip that makes another word
  // ("data provdier", "pase the run …" twice, "stop on fist fail").
  typo: { first: 0.989, top5: 0.998 },
  joined: { first: 0.89, top5: 0.947 },
  // 0.95, not 0.955: authentication's description no longer promises an account-lockout recipe the
  // page does not have (1d5052f), and two lockout queries typed with "pass words" came second.
  // 0.948: with FUSED_WORDS_GAP, "run a suite automatic ally every night" (the suites page holds
  // neither half) falls below sections that hold both; 0.947 with blind31, whose "hide the test
  // user's pass word so it never shows up in logs" puts Secrets fourth; 0.944 with blind32, whose
  // "base lines", "pre conditions" and "sha red" come second to fourth.
  apart: { first: 0.944, top5: 0.98 },
  cut: { first: 0.963, top5: 0.99 },
};

// Runs after the build (scripts/test-all.ts): it needs the index pieces in out/search/.
describe('search relevance over the built index', () => {
  it.each(RELEVANCE_SETS)(
    'keeps the expected page first and in the top 5 of %s at least as often as it did',
    async (set) => {
      const results = await evaluateRelevance('out', relevanceCases(set));
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
    // The first set also loads the index; beside the e2e suite on a busy machine, "queries"
    // (198) once took more than vitest's default 5 s.
    60_000,
  );

  describe('the queries found first, typed with one slip', async () => {
    const { cases } = await slipCases('out');
    it.each(VARIANT_KINDS)(
      'still finds the page first and in the top 5 with a slip of kind %s',
      async (kind) => {
        const results = await evaluateRelevance('out', cases[kind]);
        expect(results.length).toBeGreaterThanOrEqual(200);
        const misses = results
          .filter((r) => r.rank !== 1)
          .map((r) => `${r.query} -> rank ${r.rank ?? 'none'}`)
          .join('\n');
        const share = (n: number) => n / results.length;
        expect(share(results.filter((r) => r.rank === 1).length), misses).toBeGreaterThanOrEqual(
          VARIANT_FLOORS[kind].first,
        );
        expect(share(results.filter((r) => r.rank !== null && r.rank <= 5).length), misses).toBeGreaterThanOrEqual(
          VARIANT_FLOORS[kind].top5,
        );
      },
      // Some 2,300 queries for typos: half a minute alone, over a minute beside the e2e suite on
      // two cores (62 s once), so the limit only stops a search that hangs.
      180_000,
    );
  });

  describe('the searches it is compared with (bench:relevance -- --anchors)', () => {
    const records = builtRecords('out');
    // Pages asked for by their own titles, one a docs section and a post, some with words in `&`
    // or spaces that a search's addresses must keep as the index does.
    const titled = [...new Map(records.filter((r) => r.type === 'lvl1').map((r) => [r.hierarchy.lvl0, r])).values()];
    const cases = titled.map((r) => ({ query: r.hierarchy.lvl1 ?? '', expected: r.url_without_anchor }));
    const known = new Set(records.map((r) => r.url_without_anchor));
    it.each([
      ['Pagefind', () => pagefindAnchor('out', records)],
      ['MiniSearch as VitePress sets it up', async () => vitePressAnchor(records)],
      ['this site without keywords', async () => keywordlessAnchor(records)],
    ])(
      '%s answers over the same pages, in the addresses the index holds',
      async (_, start) => {
        const anchor = await start();
        try {
          const results = await evaluateRelevance('out', cases, anchor.rank);
          expect(results.length).toBeGreaterThanOrEqual(20);
          const elsewhere = results.flatMap((r) => r.top).filter((url) => !known.has(url));
          expect(elsewhere).toEqual([]);
          // Not every title: a page titled in common words ("Changelog") can lose to others there.
          const found = results.filter((r) => r.rank !== null && r.rank <= 5);
          expect(found.length / results.length).toBeGreaterThanOrEqual(0.75);
        } finally {
          await anchor.close();
        }
      },
      // Pagefind indexes every page first: 61 s once beside the e2e suite on two cores, so the
      // limit, as above, only stops a search that hangs.
      180_000,
    );
  });

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
