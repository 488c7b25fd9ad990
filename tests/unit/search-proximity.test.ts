import { describe, expect, it } from 'vitest';
import type { PagePiece } from '@/lib/search/engine/pieces';
import { byProximity, FAR, proximity } from '@/lib/search/engine/proximity';

const units = (...words: string[][]) => words.map((w) => new Set(w));

/** The definition, pair by pair over every position: what the one-pass nearest must equal. */
function allPairs(fields: string[], query: Set<string>[]): number {
  const positions: number[][] = query.map(() => []);
  let at = 0;
  for (const field of fields) {
    for (const word of field.toLowerCase().split(/\s+/).filter(Boolean)) {
      query.forEach((terms, u) => terms.has(word) && positions[u].push(at));
      at++;
    }
    at += FAR;
  }
  let sum = 0;
  for (let u = 0; u + 1 < query.length; u++) {
    let best = FAR;
    for (const a of positions[u]) for (const b of positions[u + 1]) best = Math.min(best, b > a ? b - a - 1 : a - b);
    sum += best;
  }
  return sum;
}

describe('proximity', () => {
  it.each([
    ['adjacent, in order', ['no number found in'], [['number'], ['found']], 0],
    ['one word between', ['number was found'], [['number'], ['found']], 1],
    ['reversed counts one more', ['found number'], [['number'], ['found']], 1],
    ['the nearest pair of many', ['found x x x number x x found x number found'], [['number'], ['found']], 0],
    ['a word the hit lacks', ['number only'], [['number'], ['found']], FAR],
    ['in two fields', ['number', 'found'], [['number'], ['found']], FAR],
    ['one word holding both units', ['testflux'], [['testflux'], ['testflux']], 0],
    ['three words, summed pair by pair', ['step timed out after'], [['step'], ['out'], ['timed']], 1 + 1],
  ])('%s', (_, fields, query, expected) => {
    expect(proximity(fields, units(...query))).toBe(expected);
  });

  it('equals the nearest of every pair of positions, on long texts that repeat the words', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const vocabulary = ['alpha', 'beta', 'gamma', 'delta', 'x', 'y', 'z'];
    for (let run = 0; run < 300; run++) {
      const fields = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        Array.from({ length: Math.floor(next() * 60) }, () => vocabulary[Math.floor(next() * vocabulary.length)]).join(
          ' ',
        ),
      );
      const query = units(['alpha'], ['beta', 'gamma'], ['delta', 'alpha']).slice(0, 2 + Math.floor(next() * 2));
      expect(proximity(fields, query)).toBe(allPairs(fields, query));
    }
  });
});

describe('byProximity', () => {
  /** A hit on a page of one section, whose paragraphs are `text`. */
  const hit = (ties: number, ...text: string[]) => {
    const page: PagePiece = {
      url: '/p/',
      lvl0: 'Docs',
      lvl1: 'Page',
      tag: 'docs',
      kind: 'docs',
      sections: [['lvl1', null, null, null, text]],
    };
    return { ties, page, position: 0 };
  };
  const query = units(['number'], ['found']);
  const apart = 'number x x x x x x x x x found';
  const near = 'no number found in';
  it.each([
    { name: 'neighbours that tie: the nearer first', hits: [hit(1, apart), hit(1, near)], order: [1, 0] },
    { name: 'neighbours that do not tie keep their order', hits: [hit(1, apart), hit(2, near)], order: [0, 1] },
    // The fused order set a hit of another rank between them: they are no neighbours.
    { name: 'a tie apart is none', hits: [hit(1, apart), hit(2, apart), hit(1, near)], order: [0, 1, 2] },
    { name: 'a run after another', hits: [hit(3, near), hit(1, apart), hit(1, near)], order: [0, 2, 1] },
    // Within a clause (NEAR: five words between at most, for two query words) nearer still ranks first.
    {
      name: 'a clause apart is near',
      hits: [hit(1, 'number x x x x x x found'), hit(1, 'number x x x x x found')],
      order: [1, 0],
    },
    {
      name: 'further than a clause is apart',
      hits: [hit(1, 'number x x x x x x x x x found'), hit(1, 'number x x x x x x found')],
      order: [0, 1],
    },
    {
      name: 'an average over the pairs: two words side by side, the third in another field, is near',
      words: units(['proxy'], ['runner'], ['certificate']),
      hits: [
        hit(1, 'proxy x x x x x x runner x x x x x certificate'),
        hit(1, 'proxy runner', 'install the certificate'),
      ],
      order: [1, 0],
    },
    {
      name: 'apart alike: the ranked order',
      hits: [hit(1, apart), hit(1, 'found x x x x x x x x x number')],
      order: [0, 1],
    },
  ])('$name', ({ hits, order, ...rest }) => {
    expect(byProximity(hits, ('words' in rest && rest.words) || query)).toEqual(order);
  });
});
