import { describe, expect, it } from 'vitest';
import { variantOf, variants, type VariantKind } from '../relevance/variants';

const vocabulary = new Set(['parallel', 'runs', 'screenshot', 'screen', 'shot', 'pipeline', 'pipe', 'line']);
const known = (word: string) => vocabulary.has(word);

describe('relevance variants: a query typed with one slip', () => {
  it.each<[VariantKind, string, string | undefined]>([
    // The longest word the index holds, its middle letter dropped, swapped with the next or
    // changed, by the query's length; a swap of two equal letters is a change instead.
    ['typo', 'run in parallel', 'run in paralel'],
    ['typo', 'pipeline runs', 'pipeilne runs'],
    ['typo', 'parallel runs', 'paraelel runs'],
    ['typo', 'parallel', 'paraelel'],
    // Not a word the index lacks (it may be misspelt already), nor one too short for a typo.
    ['typo', 'the enviroments', undefined],
    ['typo', 'runs', undefined],
    ['joined', 'parallel runs', 'parallelruns'],
    ['joined', 'run a pipeline', undefined],
    ['apart', 'screenshot diff', 'screen shot diff'],
    ['apart', 'pipeline', 'pipe line'],
    ['apart', 'parallel', undefined],
    ['cut', 'pipeline', 'pipel'],
    ['cut', 'visual screenshot', 'visual screen'],
    ['cut', 'runs', undefined],
  ])('%s: "%s"', (kind, query, expected) => {
    expect(variantOf(query, kind, known)).toBe(expected);
  });

  it('leaves out a query the rule finds nothing to alter, and keeps the expected page', () => {
    const cases = [
      { query: 'pipeline', expected: '/docs/a/' },
      { query: 'runs', expected: '/docs/b/' },
    ];
    expect(variants(cases, 'apart', known)).toEqual([
      { query: 'pipe line', expected: '/docs/a/', original: 'pipeline' },
    ]);
  });
});
