// The site's byte budgets, in one place. `npm test` enforces them (tests/budgets/ after the
// build, tests/e2e/budgets.spec.ts in Chromium); `npm run bench:js` prints them beside the
// figures. Bytes, not times: they hold on a loaded machine.
import type { PageKind } from '../scripts/lib/first-load';

const KiB = 1024;

export const budgets = {
  /**
   * First-load JavaScript per page kind, gzipped (scripts/lib/first-load.ts): each kind's
   * figure when issue 15 landed plus 2 KiB, and the docs article at most 145 KiB.
   */
  firstLoadJs: {
    home: 145 * KiB,
    'docs article': 145 * KiB,
    'blog list': 145 * KiB,
    post: 145 * KiB,
    changelog: 145 * KiB,
    search: 145 * KiB,
  } satisfies Record<PageKind, number>,
  /** Bytes transferred after the load event until the network is idle, on a docs article (brotli). */
  afterLoadTransfer: 350 * KiB,
  /** Lighthouse, mobile, median of 3 (scripts/lighthouse.ts). Scores, not bytes. */
  lighthouse: {
    minimum: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
    /** Kinds whose performance shortfall is reported, not failed (/search/: its work is the search issue's). */
    performanceReportOnly: ['search'] as PageKind[],
  },
};

/** The failure message of a budget: names the page kind, the figure and the budget. */
export function overBudget(what: string, kind: string, figure: number, budget: number): string {
  const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB (${n.toLocaleString('en-US')} bytes)`;
  return `${what} of ${kind}: ${kib(figure)} is over its budget of ${kib(budget)} by ${kib(figure - budget)}`;
}
