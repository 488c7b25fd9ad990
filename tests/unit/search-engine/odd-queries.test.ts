import { describe, expect, it } from 'vitest';
import { fixtureEngine } from './fixture';

/**
 * Queries no one writes on purpose, run through the engine: pasted markup and entities, scripts
 * and combining marks, emoji and lone surrogates, control and invisible characters, very long
 * words, in random mixtures. Each must get an answer of the usual shape, whose highlights hold no
 * markup but the highlight tags. A seeded generator: the same queries every run.
 */
const PIECES = [
  'secrets',
  'secret',
  'img',
  'onerror',
  'script',
  'testflux_driver',
  'headless',
  'a',
  'x',
  '<script>',
  '</mark>',
  '<mark>',
  '&amp;',
  '&lt;',
  '&#x3c;',
  '"quoted"',
  "it's",
  'c++',
  'c#',
  'node.js',
  'v1.4.20',
  '--',
  '$$',
  '(?:',
  '[a-z]',
  '\\',
  '%',
  '%E0%A4',
  'élan',
  'naïve',
  'straße',
  'İstanbul',
  'ﬁle',
  'e\u0301',
  '日本語',
  'тест',
  'עברית',
  'ا',
  '🚀',
  '👩‍💻',
  '\u0000',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '１２３',
  'Ⅻ',
  '\t',
  '\n',
  ' ',
  'z'.repeat(300),
  'ab'.repeat(60),
];
const SEPARATORS = [' ', ' ', '', '-', '/', '.', '  '];

function oddQueries(count: number, seed: number): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(PIECES)).join(pick(SEPARATORS)),
  );
}

const MARKUP = /<(?!\/?mark>)|(?<!<\/?mark)>/;

describe('embedded search engine: odd queries', () => {
  it('answers 400 of them in the usual shape, with no markup in a highlight but the tags', async () => {
    const { client } = fixtureEngine();
    for (const query of oddQueries(400, 7)) {
      const { results } = await client.search({
        requests: [
          {
            indexName: 'i',
            query,
            hitsPerPage: 20,
            attributesToSnippet: ['content:10'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      });
      const [answer] = results;
      expect(answer.nbHits, query).toBeGreaterThanOrEqual(answer.hits.length);
      expect(answer.hits.length, query).toBeLessThanOrEqual(20);
      for (const hit of answer.hits) {
        const values = JSON.stringify([hit._highlightResult, hit._snippetResult]).match(/"value":"(?:[^"\\]|\\.)*"/g);
        for (const value of values ?? []) expect(JSON.parse(`{${value}}`).value, query).not.toMatch(MARKUP);
      }
    }
  });
});
