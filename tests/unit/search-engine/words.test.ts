import { describe, expect, it } from 'vitest';
import { ingForms, pluralForms, tokenize, typosAllowed, withIdentifierParts } from '@/lib/search/engine/tokenize';
import { editDistance, parseQuery } from '@/lib/search/engine/query';
import { SEARCH } from '@/lib/constants';
import { emptyPages, fixtureEngine, search, urls, type PageSpec, client } from './fixture';

describe('embedded search engine: words, typos and forms', () => {
  it.each([
    ['a prefix of the last word', 'headl', '/docs/Testflux/Run%20Tests/headless/'],
    ['one typo in a 7-letter word', 'secretz', '/docs/Testflux/Environments/secrets/'],
    ['one typo in a 4-letter word', 'kart ', '/docs/a/cart/'],
    ['two typos in an 8-letter word', 'haedlses runs', '/docs/Testflux/Run%20Tests/headless/'],
    ['two swapped letters as one typo', 'secerts ', '/docs/Testflux/Environments/secrets/'],
    ['a plural as the singular', 'secret ', '/docs/Testflux/Environments/secrets/'],
    ['a question with stop words', 'how do i run it headless', '/docs/Testflux/Run%20Tests/headless/'],
    ['a synonym from the configuration', 'ci ', '/docs/Testflux/Run%20Tests/headless/'],
    ['a multi-word synonym', 'continuous integration', '/docs/Testflux/Run%20Tests/headless/'],
  ])('matches %s', async (_name, query, url) => {
    expect((await urls(query))[0]).toBe(url);
  });

  it.each([
    ['no typo in a 3-letter word', 'crt '],
    ['no second typo in a 7-letter word', 'sxcrxts '],
  ])('allows %s', async (_name, query) => {
    expect(await urls(query)).toEqual([]);
  });

  it.each([
    ['boxes', 'box'],
    ['matches', 'match'],
    ['notes', 'note'],
    ['codes', 'code'],
  ])('counts %s as the plural of %s', (plural, singular) => {
    expect(pluralForms(plural)).toContain(singular);
  });

  it.each([
    ['notes', 'not'],
    ['codes', 'cod'],
  ])('drops -es only after s, x, z, ch or sh: %s is no plural of %s', (word, wrong) => {
    expect(pluralForms(word)).not.toContain(wrong);
  });

  it.each([
    ['testing', 'test'],
    ['testing', 'tests'],
    ['scheduling', 'schedule'],
    ['catching', 'catches'],
    ['round', 'rounding'],
    ['schedule', 'scheduling'],
    ['getting', 'get'],
    ['running', 'runs'],
    ['debugging', 'debug'],
    ['set', 'setting'],
    ['log', 'logging'],
    ['debug', 'debugging'],
    ['rerun', 'rerunning'],
  ])('counts %s and %s as one word', (word, form) => {
    expect(ingForms(word)).toContain(form);
  });

  it.each([
    ['thing', 'th'],
    ['filling', 'fil'],
    ['adding', 'ad'],
    ['fix', 'fixxing'],
    ['cancel', 'cancelling'],
  ])('takes no wrong form: %s is not %s', (word, wrong) => {
    expect(ingForms(word)).not.toContain(wrong);
  });

  it.each([
    ['andriod', 'android', 1],
    ['comparision', 'comparison', 1],
    ['tetsing', 'testing', 1],
    ['asertoin', 'assertion', 2],
    ['playwrite', 'playwright', 3],
    ['ci', 'pipeline', 3],
  ])('counts %s as %s with %i typos (a swap as one, any past 2 as 3)', (typed, word, distance) => {
    expect(editDistance(typed, word, 2)).toBe(distance);
  });

  it.each([
    [
      'Testflux 1.4.20 is out',
      ['testflux', '1.4.20', 'is', 'out'],
      ['testflux', '1.4.20', '1', '4', '20', 'is', 'out'],
    ],
    ['Upgrade to v1.3.9.', ['upgrade', 'to', '1.3.9'], ['upgrade', 'to', '1.3.9', '1', '3', '9']],
    ['threshold 0.80', ['threshold', '0.80'], ['threshold', '0.80', '0', '80']],
    ['node.js and dev1.2', ['node', 'js', 'and', 'dev1', '2'], ['node', 'js', 'and', 'dev1', '2']],
    ['TESTFLUX_TOKEN', ['testflux_token'], ['testflux_token', 'testflux', 'token']],
  ])('tokenizes %j as %j, indexed as %j', (text, tokens, indexed) => {
    expect(tokenize(text)).toEqual(tokens);
    expect(withIdentifierParts(tokenize(text))).toEqual(indexed);
  });

  it('reads a version typed up to a dot as still being typed: "1.4." is the start of "1.4.20"', () => {
    const last = (q: string) => parseQuery(q, new Map()).at(-1)!;
    expect(last('release 1.4.').prefix).toBe(true);
    expect(last('release 1.4.').alternatives[0].tokens).toEqual(['1.4']);
    expect(last('release 1.4 ').prefix).toBe(false);
    expect(last('release 1.4.20').prefix).toBe(true);
  });

  // The pages hold "v4" (actions/checkout@v4) and "v2beta", not "v1" or "v3".
  const held = ['v4', 'v2beta'];
  const vocabulary = {
    known: (w: string) => held.includes(w),
    starts: (w: string) => held.some((h) => h.startsWith(w) && h !== w),
    corrections: () => [],
  };
  it.each([
    ['v1', '1', true],
    ['v1.', '1', true],
    ['release v3 notes', '3', false],
    ['checkout v4', 'v4', true],
    ['v2', 'v2', true],
    ['v2 ', '2', false],
  ])(
    'reads "v" and a number the pages do not hold as that number, a version on its way: %s',
    (query, token, prefix) => {
      const unit = parseQuery(query, new Map(), vocabulary).find((u) => /\d/.test(u.alternatives[0].tokens[0]))!;
      expect(unit.alternatives[0].tokens).toEqual([token]);
      expect(unit.prefix).toBe(prefix);
    },
  );

  it('allows no typo in a version or a decimal: one digit off is another number', () => {
    expect(typosAllowed('1.4.20')).toBe(0);
    expect(typosAllowed('12.14.200')).toBe(0);
    expect(typosAllowed('pipeline')).toBe(2);
  });

  it('reads a version as one word whatever the form of the letters around it', () => {
    const tokens = (q: string) => parseQuery(q, new Map()).map((u) => u.alternatives[0].tokens.join('.'));
    // Decomposed accents and "½" make more runs of letters and digits than words.
    for (const q of ['résumé 1.4.20', 're\u0301sume\u0301 1.4.20']) expect(tokens(q), q).toEqual(['resume', '1.4.20']);
    expect(tokens('½ 1.3')).toEqual(['1', '2', '1.3']);
  });

  it('searches the first ten words that are not stop words, the last of them not as a prefix when cut', () => {
    const greek = 'alpha beta gamma delta epsilon zeta eta theta iota';
    const units = parseQuery(`how do i check ${greek} kappa`, new Map());
    expect(units.map((u) => u.alternatives[0].tokens.join(' '))).toEqual(['check', ...greek.split(' ')]);
    expect(units.some((u) => u.prefix)).toBe(false);
  });

  it('searches no typo neighbours of a word on a page of hits’ worth of sections', async () => {
    // "stop" is on a page of hits' worth of pages; "step", one typo away, on one other.
    const stops: PageSpec[] = Array.from({ length: SEARCH.hitsPerPage }, (_, i) => ({
      url: `/docs/stop/${i}/`,
      lvl0: 'Runs',
      title: `Run ${i}`,
      kind: 'docs',
      sections: [[1, null, null, ['Stop the run.']]],
    }));
    const step: PageSpec = {
      url: '/docs/step/',
      lvl0: 'Runs',
      title: 'Steps',
      kind: 'docs',
      sections: [[1, null, null, ['Add a step.']]],
    };
    const fewer = fixtureEngine({ pages: [...stops.slice(1), step, ...emptyPages('Other')] });
    const more = fixtureEngine({ pages: [...stops, step, ...emptyPages('Other')] });
    const found = async ({ client }: ReturnType<typeof fixtureEngine>) =>
      (
        await client.search({ requests: [{ indexName: 'testflux', query: 'stop ', hitsPerPage: 50 }] })
      ).results[0].hits.map((h) => String(h.url));
    // One page short of a page of hits, the neighbour still comes back, last.
    expect((await found(fewer)).at(-1)).toBe('/docs/step/');
    expect(await found(more)).not.toContain('/docs/step/');
    expect(await found(more)).toHaveLength(SEARCH.hitsPerPage);
  });

  it('still returns the typo neighbours of a word it holds, but counts them as no match of that word', async () => {
    // "cart" is in the vocabulary, so "Card keys" matches "keys" alone, as "Rotate keys" does.
    const got = await urls('cart keys ');
    expect(got).toContain('/docs/a/card-keys/');
    expect(got[0]).not.toBe('/docs/a/card-keys/');
    // Nor is it highlighted as a match of "cart".
    const title = async (query: string) => {
      const { hits } = await search({ query, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
      const hit = hits.find((h) => h.url === '/docs/a/card-keys/')!;
      return (hit._highlightResult.hierarchy as Record<string, { value: string }>).lvl1.value;
    };
    expect(await title('cart keys ')).toBe('Card <mark>keys</mark>');
    // Without the word itself in the vocabulary, the same letters are a typo and count ("kart": one typo).
    expect((await urls('kart keys '))[0]).toBe('/docs/a/card-keys/');
  });

  it.each(['release 1.3.9', 'release v1.3.9 '])('reads a version as one word, matched whole: %s', async (query) => {
    const pages: PageSpec[] = [
      // Its title holds 1, 3 and 9 apart, not the version: it matches "release" alone.
      {
        url: '/blog/nine/',
        lvl0: 'Blog',
        title: 'Testflux 1.3 brings 9 fixes',
        kind: 'blog',
        sections: [[1, null, null, ['This release fixes flaky waits.']]],
      },
      {
        url: '/changelog/',
        lvl0: 'Changelog',
        title: 'Release notes',
        kind: 'changelog',
        sections: [
          [1, null, null, []],
          [2, '1-3-9', '1.3.9', ['Faster imports.']],
        ],
      },
      ...emptyPages('V'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({ requests: [{ indexName: 'v', query, hitsPerPage: 5 }] });
    expect(results[0].hits.map((h) => String(h.url))).toEqual(['/changelog/#1-3-9', '/changelog/', '/blog/nine/']);
  });

  it('suggests the closest words for a query without results', async () => {
    expect(await urls('scrts ')).toEqual([]);
    expect(await client.suggest('scrts')).toContain('secrets');
    // A version is kept as typed, dots and all.
    expect(await client.suggest('scrts 7.7.7')).toContain('secrets 7.7.7');
    // Punctuation alone has nothing to suggest: no empty "Did you mean".
    expect(await client.suggest('%')).toEqual([]);
    // Title words are indexed joined too ("Headless runs" as "headlessruns"); those are no words to offer.
    expect(await urls('headlessruns')).toEqual(['/docs/Testflux/Run%20Tests/headless/']);
    expect(await client.suggest('headlesruns')).not.toContain('headlessruns');
    expect(await client.suggest('hedless')).toContain('headless');
    // Nothing near, or only accents and punctuation apart: the query as searched is no suggestion.
    for (const q of ['xyzzyq?', 'ÜBERQX', 'xyzzyq!!']) expect(await client.suggest(q), q).toEqual([]);
    // A word of two letters is kept as typed: one edit is half of it ("ap" is as near "a" as "api").
    expect(await client.suggest('ap')).toEqual([]);
    expect(await client.suggest('scrts ap')).toContain('secrets ap');
  });
});
