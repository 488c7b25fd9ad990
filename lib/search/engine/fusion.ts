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
 * How deep each ranking is fused. A candidate below it in both sums to at most 2 / (K + depth),
 * 1 / 130, which each of the criteria's first 70 passes on its own (1 / (K + 69)): the first 70
 * places, the hits of the first pages, come out as a full fusion would have them; the candidates
 * below both depths keep the criteria's order after them. Weights equal to the last one within
 * the depth all come in, so the head can be longer.
 */
export const FUSION_DEPTH = 200;

/**
 * The fused order of candidates `0 … n − 1`, given `order` (the criteria's, best first) and their
 * finite `weight` (the higher the better). A weight's rank is the number of candidates weighing more, so
 * equal weights share it. Ties of the fused sum keep the criteria's order.
 */
export function fuse(order: readonly number[], weight: Float64Array, depth = FUSION_DEPTH): number[] {
  const n = order.length;
  if (n < 2) return [...order];
  const ascending = Float64Array.from(weight).sort();
  const weightRank = (c: number) => n - upperBound(ascending, weight[c]);
  // The lightest weight among the heaviest `depth` (ties included).
  const heavy = ascending[Math.max(0, n - depth)];
  const rank = new Int32Array(n);
  order.forEach((c, r) => (rank[c] = r));
  const head = order.filter((c) => rank[c] < depth || weight[c] >= heavy);
  const share = new Float64Array(n);
  for (const c of head) share[c] = 1 / (FUSION_K + rank[c]) + 1 / (FUSION_K + weightRank(c));
  head.sort((a, b) => share[b] - share[a] || rank[a] - rank[b]);
  const inHead = new Uint8Array(n);
  head.forEach((c) => (inHead[c] = 1));
  return head.concat(order.filter((c) => !inHead[c]));
}
