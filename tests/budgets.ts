// The site's byte budgets, in one place. `npm test` enforces them (tests/hosting/first-load-budget.test.ts after the
// build, tests/e2e/budgets.spec.ts in Chromium); `npm run bench:js` prints them beside the
// figures. Bytes, not times: they hold on a loaded machine.
import type { PageKind } from '../scripts/lib/first-load';

const KiB = 1024;
/** Whole bytes: a budget of n KiB, rounded down. */
const kib = (n: number) => Math.floor(n * KiB);

export const budgets = {
  /**
   * First-load JavaScript per page kind, gzipped (scripts/lib/first-load.ts): each kind's
   * figure when issue 15 landed (in the comment) plus at most 2 KiB, and the docs article at
   * most 145 KiB whatever its figure.
   */
  firstLoadJs: {
    home: kib(143.4), // 141.4 KiB
    'docs article': kib(145), // 144.0 KiB
    'blog list': kib(143.9), // 141.9 KiB
    post: kib(145.0), // 143.1 KiB
    changelog: kib(143.4), // 141.4 KiB
    // 204.3 KiB until InstantSearch left the page's first load (loaded after hydration).
    search: kib(143.1), // 141.1 KiB
  } satisfies Record<PageKind, number>,
  /** Bytes transferred after the load event until the network is idle, on a docs article (brotli). */
  afterLoadTransfer: kib(350),
  /**
   * Bytes transferred from opening the search modal on a docs article (nothing preloaded) to
   * the first painted hit: the modal's code, the search worker and the index pieces (brotli).
   */
  searchFirstHit: kib(150),
  /**
   * Lighthouse, mobile, median of 5 (scripts/lighthouse.ts). Scores, not bytes: performance is a
   * timing score, printed as a warning when missed unless LIGHTHOUSE_STRICT_PERFORMANCE=1.
   */
  lighthouse: {
    minimum: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  },
};

/** The failure message of a budget: names the page kind, the figure and the budget. */
export function overBudget(what: string, kind: string, figure: number, budget: number): string {
  const show = (n: number) => `${(n / KiB).toFixed(1)} KiB (${n.toLocaleString('en-US')} bytes)`;
  return `${what} of ${kind}: ${show(figure)} is over its budget of ${show(budget)} by ${show(figure - budget)}`;
}
