/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009): two rankings of the same
 * candidates merged by the sum of 1 / (K + rank) over both. The criteria's order is exact about
 * how many words a section matches; a weight by how rare those words are knows which of them say
 * what the reader wants. Fused, a page whose title holds the rare words of a long question can
 * pass a long section that picks up more of its common ones, while neither ranking decides alone.
 */
import { upperBound } from './sorted';

/** The constant of the paper: a rank's share falls slowly, so one list's head does not outvote the other's. */
export const FUSION_K = 60;
/**
 * How deep each ranking is fused: the first `depth` of the criteria's order, and the first `depth`
 * by weight (equal weights in the criteria's order). A candidate in neither trails 70 candidates
 * of its own weight that are, or weighs less than `depth` − 69 others, and then sums to at most
 * 1 / (K + depth) + 1 / (K + depth − 69), under the share of each of the criteria's first 70 on
 * its own (1 / (K + 69)). So the first 70 places, the hits of the first pages, come out as a
 * fusion of every candidate would have them; the rest keep the criteria's order after them.
 */
export const FUSION_DEPTH = 250;

/**
 * The fused order of candidates `0 … n − 1`, given `order` (the criteria's, best first) and their
 * finite `weight` (the higher the better). A weight's rank is the number of candidates weighing
 * more, so equal weights share it. Ties of the fused sum keep the criteria's order.
 */
export function fuse(order: readonly number[], weight: Float64Array, depth = FUSION_DEPTH): number[] {
  const n = order.length;
  if (n < 2) return [...order];
  const ascending = Float64Array.from(weight).sort();
  const weightRank = (c: number) => n - upperBound(ascending, weight[c]);
  // The weight of the `depth`-th heaviest, and how many of its equals the head takes after the heavier.
  const last = ascending[Math.max(0, n - depth)];
  let room = depth - (n - upperBound(ascending, last));
  const rank = new Int32Array(n);
  order.forEach((c, r) => (rank[c] = r));
  const head = order.filter((c) => {
    // Asked first: a candidate in both heads takes one of the places by weight.
    const byWeight = weight[c] > last || (weight[c] === last && room-- > 0);
    return byWeight || rank[c] < depth;
  });
  const share = new Float64Array(n);
  for (const c of head) share[c] = 1 / (FUSION_K + rank[c]) + 1 / (FUSION_K + weightRank(c));
  head.sort((a, b) => share[b] - share[a] || rank[a] - rank[b]);
  const inHead = new Uint8Array(n);
  head.forEach((c) => (inHead[c] = 1));
  return head.concat(order.filter((c) => !inHead[c]));
}

/**
 * The fused `order` with each candidate that `lifted` names moved above the first candidate
 * before it that is not lifted and whose `words` rank (lower first: how many of the query's words,
 * with how few typos) is no better than its own, and so above the rest after that one; lifted
 * candidates keep their order among themselves, and one never passes the candidates that an
 * earlier one was placed after. The searcher lifts a release note whose heading names what a query
 * that asks for the release notes asks: Algolia ranks the optional filter a kind word's rule adds
 * right after the words and the typos, and the fusion's weight would otherwise lift a docs page
 * whose title holds the subject over the note that says it was fixed ("figma autogenerate skipped
 * frames … has that been fixed"), even past a post that matches more words than both.
 */
export function askedFirst(
  order: readonly number[],
  lifted: (c: number) => boolean,
  words: (c: number) => number,
): number[] {
  const out: number[] = [];
  // The candidates not lifted that no lifted one is placed before yet, from `from` on: each is
  // passed over once, so the whole is linear in the candidates (tens of thousands at 10×).
  const open: number[] = [];
  let from = 0;
  for (const c of order) {
    if (!lifted(c)) {
      open.push(c);
      continue;
    }
    while (from < open.length && words(open[from]) < words(c)) out.push(open[from++]);
    out.push(c);
  }
  return out.concat(open.slice(from));
}

/**
 * `order` with the candidates `picked` names that `tied` cannot tell apart, next to each other
 * among the picked ones, sorted by `position`, the later first (candidates of one position keep
 * their order); every other candidate keeps its place, and a run takes the slots it held. A run
 * is of candidates next to each other among the picked ones, so another candidate may sit
 * between two of its slots (one that ties with them on no count the caller compares).
 */
export function laterFirstInTies(
  order: readonly number[],
  picked: (c: number) => boolean,
  tied: (a: number, b: number) => boolean,
  position: (c: number) => number,
): number[] {
  const slots = order.flatMap((c, i) => (picked(c) ? [i] : []));
  const out = [...order];
  for (let a = 0, b = 1; a < slots.length; a = b++) {
    while (b < slots.length && tied(order[slots[a]], order[slots[b]])) b++;
    const run = slots.slice(a, b).map((i) => order[i]);
    // Array.prototype.sort is stable: one position's candidates keep their order.
    run.sort((x, y) => position(y) - position(x));
    run.forEach((c, k) => (out[slots[a + k]] = c));
  }
  return out;
}
