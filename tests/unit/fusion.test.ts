import { describe, expect, it } from 'vitest';
import { askedFirst, FUSION_DEPTH, FUSION_K, fuse, laterFirstInTies } from '@/lib/search/engine/fusion';
import { lowerBound, upperBound } from '@/lib/search/engine/sorted';

/** Reciprocal rank fusion over every candidate, as the paper has it: the reference `fuse` must agree with. */
function fuseAll(order: number[], weight: number[]): number[] {
  const rank = new Map(order.map((c, r) => [c, r]));
  const weightRank = (c: number) => weight.filter((w) => w > weight[c]).length;
  const share = new Map(order.map((c) => [c, 1 / (FUSION_K + rank.get(c)!) + 1 / (FUSION_K + weightRank(c))]));
  return [...order].sort((a, b) => share.get(b)! - share.get(a)! || rank.get(a)! - rank.get(b)!);
}

/** A repeatable sequence of numbers in [0, 1) (a linear congruential generator). */
function numbers(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('fuse', () => {
  it.each([
    { name: 'no candidates', order: [], weight: [], fused: [] },
    { name: 'one candidate', order: [0], weight: [5], fused: [0] },
    { name: 'both rankings agree', order: [2, 0, 1], weight: [2, 1, 3], fused: [2, 0, 1] },
    // 0 is first and third, 2 third and first: they tie above 1, second in both, and keep the criteria's order.
    { name: 'a tie of the sums keeps the criteria order', order: [0, 1, 2], weight: [1, 2, 3], fused: [0, 2, 1] },
    // 3 is fourth by the criteria but far the heaviest: it passes 1 and 2, not 0, which is first and second.
    { name: 'a heavy candidate climbs', order: [0, 1, 2, 3], weight: [5, 1, 1, 9], fused: [0, 3, 1, 2] },
    { name: 'equal weights leave the criteria order', order: [3, 1, 0, 2], weight: [4, 4, 4, 4], fused: [3, 1, 0, 2] },
  ])('$name', ({ order, weight, fused }) => {
    expect(fuse(order, Float64Array.from(weight))).toEqual(fused);
    expect(fuseAll(order, weight)).toEqual(fused);
  });

  it('keeps the criteria order for candidates below the depth of both rankings', () => {
    // Depth 2: 0 and 1 lead the criteria, 4 and 5 the weights. 2 and 3 are in neither head and
    // follow in the criteria's order, where a fusion of every candidate would put 3 above 5 and 2.
    const [order, weight] = [
      [0, 1, 2, 3, 4, 5],
      [5, 4, 0, 7, 9, 8],
    ];
    expect(fuse(order, Float64Array.from(weight), 2)).toEqual([0, 4, 1, 5, 2, 3]);
    expect(fuseAll(order, weight)).toEqual([0, 4, 1, 3, 5, 2]);
  });

  it('takes equal weights at the depth in the criteria order, up to the depth', () => {
    // Depth 2: 2, 3 and 4 weigh the most, alike; 2 and 3 come in by the criteria, 4 does not.
    const [order, weight] = [
      [0, 1, 2, 3, 4],
      [1, 1, 5, 5, 5],
    ];
    expect(fuse(order, Float64Array.from(weight), 2)).toEqual([2, 0, 3, 1, 4]);
    expect(fuseAll(order, weight)).toEqual([2, 0, 3, 4, 1]);
    // 0 leads both rankings and takes one of the two places by weight: 3 is left out.
    expect(fuse([0, 1, 2, 3], Float64Array.from([5, 1, 5, 5]), 2)).toEqual([0, 2, 1, 3]);
  });

  it('fuses deep enough that no candidate below both depths passes one of the first 70', () => {
    const outside = 1 / (FUSION_K + FUSION_DEPTH) + 1 / (FUSION_K + FUSION_DEPTH - 69);
    expect(outside).toBeLessThanOrEqual(1 / (FUSION_K + 69));
  });

  it('places the first 70 as a fusion of every candidate does', () => {
    const next = numbers(7);
    for (const n of [250, 1_000, 5_000]) {
      const order = Array.from({ length: n }, (_, i) => i).sort(() => next() - 0.5);
      // Coarse weights, so that many are equal, as sections matching the same words are.
      const weight = Array.from({ length: n }, () => Math.floor(next() * 40));
      expect(fuse(order, Float64Array.from(weight)).slice(0, 70)).toEqual(fuseAll(order, weight).slice(0, 70));
    }
  });

  it('returns every candidate once', () => {
    const next = numbers(11);
    const order = Array.from({ length: 600 }, (_, i) => i).reverse();
    const fused = fuse(
      order,
      Float64Array.from(order, () => next()),
    );
    expect([...fused].sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('askedFirst', () => {
  // Candidates by number; asked: the kind the query asks for; words: lower matches more.
  const asked = new Set([7, 8]);
  const words: Record<number, number> = { 1: 0, 2: 1, 3: 1, 4: 2, 7: 1, 8: 0 };
  it.each([
    { name: 'passes the candidates that match as many words', order: [2, 3, 7], out: [7, 2, 3] },
    { name: 'and those that match fewer', order: [4, 7], out: [7, 4] },
    { name: 'stays below the first ones that match more', order: [1, 2, 7], out: [1, 7, 2] },
    {
      name: 'passes one that matches more when it sits behind one that matches no more',
      order: [2, 1, 7],
      out: [7, 2, 1],
    },
    { name: 'never passes a candidate of its own kind', order: [7, 2, 8], out: [7, 8, 2] },
    { name: 'keeps the order without one', order: [4, 1, 2], out: [4, 1, 2] },
  ])('$name', ({ order, out }) => {
    expect(
      askedFirst(
        order,
        (c) => asked.has(c),
        (c) => words[c],
      ),
    ).toEqual(out);
  });
});

describe('laterFirstInTies', () => {
  // Candidates by number: picked below 10; a tie class and a position each.
  const tie: Record<number, string> = { 1: 'a', 2: 'a', 3: 'a', 4: 'b', 5: 'a', 11: 'a' };
  const position: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 2, 11: 9 };
  it.each([
    { name: 'sorts a run of ties by position, the later first', order: [1, 2, 3], out: [3, 2, 1] },
    { name: 'keeps the order of one position', order: [2, 5, 1], out: [2, 5, 1] },
    { name: 'leaves a candidate it does not pick in its slot', order: [1, 11, 2], out: [2, 11, 1] },
    { name: 'ends a run at a candidate that does not tie', order: [1, 2, 4, 3], out: [2, 1, 4, 3] },
    { name: 'keeps the order without a tie', order: [4, 1], out: [4, 1] },
  ])('$name', ({ order, out }) => {
    expect(
      laterFirstInTies(
        order,
        (c) => c < 10,
        (a, b) => tie[a] === tie[b],
        (c) => position[c],
      ),
    ).toEqual(out);
  });
});

describe('lowerBound and upperBound', () => {
  it.each([
    { value: 0, lower: 0, upper: 0 },
    { value: 1, lower: 0, upper: 2 },
    { value: 2, lower: 2, upper: 2 },
    { value: 3, lower: 2, upper: 5 },
    { value: 9, lower: 5, upper: 5 },
  ])('place $value in [1, 1, 3, 3, 3]', ({ value, lower, upper }) => {
    expect(lowerBound([1, 1, 3, 3, 3], value)).toBe(lower);
    expect(upperBound([1, 1, 3, 3, 3], value)).toBe(upper);
  });
});
