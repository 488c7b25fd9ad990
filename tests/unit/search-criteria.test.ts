import { describe, expect, it } from 'vitest';
import { PAGE_RANK } from '@/lib/search/contract';
import { beforeAsked, criteriaKey, type Tally } from '@/lib/search/engine/criteria';

/** A docs section that matches both words of a two-word query exactly, in its heading. */
const base: Tally = {
  matched: 2,
  words: 2,
  typos: 0,
  asked: false,
  attribute: 2,
  exactTitle: false,
  prefixes: 0,
  pageRank: PAGE_RANK.docs,
  inflected: 0,
  synonyms: 0,
  fillers: 0,
};

describe('criteriaKey', () => {
  // Each case: a tally that must rank above another, which differs from it on the criteria named.
  it.each<{ name: string; better: Partial<Tally>; worse: Partial<Tally> }>([
    { name: 'more words beat fewer typos', better: { typos: 2 }, worse: { matched: 1, typos: 0 } },
    { name: 'more words beat a better attribute', better: { attribute: 4 }, worse: { matched: 1, attribute: 0 } },
    {
      name: 'every word: fewer typos beat a better attribute',
      better: { attribute: 4 },
      worse: { typos: 1, attribute: 0 },
    },
    {
      name: 'a word missing: the attribute comes before typos',
      better: { matched: 1, typos: 2, attribute: 0 },
      worse: { matched: 1, typos: 0, attribute: 1 },
    },
    {
      name: 'every word: fewer typos beat the kind the query asks for',
      better: { asked: false },
      worse: { typos: 1, asked: true },
    },
    {
      name: 'the kind the query asks for beats a better attribute',
      better: { asked: true, attribute: 4 },
      worse: { asked: false, attribute: 0 },
    },
    { name: 'the attribute beats prefixes', better: { prefixes: 1 }, worse: { attribute: 3 } },
    { name: 'the attribute beats an exact title', better: {}, worse: { attribute: 3, exactTitle: true } },
    {
      name: 'an exact title beats prefixes and page rank',
      better: { exactTitle: true, prefixes: 1, pageRank: PAGE_RANK.blog },
      worse: {},
    },
    { name: 'fewer prefixes beat page rank', better: { pageRank: PAGE_RANK.blog }, worse: { prefixes: 1 } },
    { name: 'docs before a post', better: {}, worse: { pageRank: PAGE_RANK.blog } },
    {
      name: 'a post before the changelog',
      better: { pageRank: PAGE_RANK.blog },
      worse: { pageRank: PAGE_RANK.changelog },
    },
    { name: 'page rank beats the words as typed', better: { inflected: 1 }, worse: { pageRank: PAGE_RANK.blog } },
    { name: 'the words as typed beat synonyms', better: { synonyms: 2 }, worse: { inflected: 1 } },
    { name: 'the words typed beat their synonyms', better: {}, worse: { synonyms: 1 } },
    { name: 'more filler words win the last tie', better: { fillers: 1 }, worse: {} },
    // Counts past a field's width are capped, not carried into the criterion above.
    { name: 'many synonyms never cost a word', better: { synonyms: 40 }, worse: { matched: 1 } },
    { name: 'many typos never cost a word', better: { typos: 90 }, worse: { matched: 1 } },
  ])('$name', ({ better, worse }) => {
    expect(criteriaKey({ ...base, ...better })).toBeLessThan(criteriaKey({ ...base, ...worse }));
  });

  it('is a safe integer for the largest tally', () => {
    const most = {
      matched: 0,
      words: 15,
      typos: 31,
      asked: false,
      attribute: 31,
      exactTitle: false,
      prefixes: 15,
      pageRank: 0,
      inflected: 15,
      synonyms: 15,
      fillers: 0,
    };
    expect(Number.isSafeInteger(criteriaKey(most) * 8 + 7)).toBe(true);
  });

  // Each case: two tallies, and whether the criteria before the kind asked for (words, then typos
  // when every word matches) tell them apart; the largest tally's fields after it must not carry.
  it.each<{ name: string; a: Partial<Tally>; b: Partial<Tally>; apart: boolean }>([
    { name: 'a word fewer', a: {}, b: { matched: 1 }, apart: true },
    { name: 'a typo more, every word matched', a: {}, b: { typos: 1 }, apart: true },
    { name: 'a typo more, a word missing', a: { matched: 1 }, b: { matched: 1, typos: 1 }, apart: false },
    { name: 'the kind asked for', a: {}, b: { asked: true }, apart: false },
    {
      name: 'every criterion after it at its most',
      a: {},
      b: { attribute: 31, prefixes: 15, pageRank: 0, inflected: 15, synonyms: 15, fillers: 0 },
      apart: false,
    },
  ])('beforeAsked: $name', ({ a, b, apart }) => {
    const [x, y] = [beforeAsked(criteriaKey({ ...base, ...a })), beforeAsked(criteriaKey({ ...base, ...b }))];
    expect(x !== y).toBe(apart);
  });
});
