import { describe, expect, it } from 'vitest';
import { LEVEL_WEIGHT, PAGE_RANK, SEARCH_TAGS, type SearchKind, type SearchRecord } from '@/lib/search/contract';
import { createEngine } from '@/lib/search/engine/host';
import { ingForms, pluralForms } from '@/lib/search/engine/tokenize';
import { editDistance, parseQuery } from '@/lib/search/engine/query';
import { buildPieces, pagePiecePath, pieceFiles, shardPath } from '@/lib/search/engine/pieces';
import { createLocalSearchClient } from '@/lib/search/local-client';
import { SEARCH } from '@/lib/constants';

/** A page of the fixture: its sections as [heading level or 1, anchor, heading, paragraphs]. */
interface PageSpec {
  url: string;
  lvl0: string;
  title: string;
  kind: SearchKind;
  sections: [level: 1 | 2 | 3, anchor: string | null, heading: string | null, text: string[]][];
  /** The page's summary: the first paragraph under its title, searched as a heading too. */
  summary?: string;
  /** The frontmatter keywords its summary record carries. */
  keywords?: string[];
}

function recordsOf(pages: PageSpec[]): SearchRecord[] {
  return pages.flatMap(({ url, lvl0, title, kind, sections, summary, keywords }) => {
    let position = 0;
    return sections.flatMap(([level, anchor, heading, text]) => {
      const hierarchy = { lvl0, lvl1: title, lvl2: level >= 2 ? heading : null, lvl3: level === 3 ? heading : null };
      const make = (type: SearchRecord['type'], content: string | null): SearchRecord => ({
        objectID: `${url}#${position}`,
        type,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        content,
        description: type === 'content' && position === 1 && content === summary ? content : null,
        keywords: type === 'content' && position === 1 && content === summary && keywords ? keywords : null,
        hierarchy: { ...hierarchy, lvl4: null, lvl5: null, lvl6: null },
        language: 'en',
        docusaurus_tag: kind === 'docs' ? SEARCH_TAGS.docs : SEARCH_TAGS.blog,
        kind,
        section: kind === 'docs' ? lvl0 : null,
        weight: { pageRank: PAGE_RANK[kind], level: LEVEL_WEIGHT[type], position: position++ },
      });
      return [make(`lvl${level}`, null), ...text.map((t) => make('content', t))];
    });
  });
}

const PAGES: PageSpec[] = [
  {
    url: '/docs/Testflux/Environments/secrets/',
    lvl0: 'Environments',
    title: 'Secrets',
    kind: 'docs',
    sections: [
      [1, null, null, ['Secrets hold passwords and API keys.']],
      [2, 'rotate', 'Rotate a secret', ['Replace the value of a secret without downtime in any environment.']],
    ],
  },
  {
    url: '/docs/Testflux/Run%20Tests/headless/',
    lvl0: 'Run Tests',
    title: 'Headless runs',
    kind: 'docs',
    sections: [[1, null, null, ['Run a suite headless from the command line in your pipeline with tfx run today.']]],
  },
  {
    url: '/blog/flaky/',
    lvl0: 'Blog',
    title: 'Flaky tests and secrets',
    kind: 'blog',
    sections: [[1, null, null, ['Some <img src=x onerror=alert(1)> markup in text.']]],
  },
  {
    url: '/other/',
    lvl0: 'Other',
    title: 'Other secrets',
    kind: 'changelog',
    sections: [[1, null, null, []]],
  },
  // Ranking fixtures: the same words in a title, a heading and a paragraph; exact, typo, prefix.
  { url: '/docs/a/cart/', lvl0: 'Shop', title: 'Cart', kind: 'docs', sections: [[1, null, null, []]] },
  { url: '/docs/a/card/', lvl0: 'Shop', title: 'Card', kind: 'docs', sections: [[1, null, null, []]] },
  { url: '/docs/a/cartridge/', lvl0: 'Shop', title: 'Cartridge', kind: 'docs', sections: [[1, null, null, []]] },
  { url: '/docs/a/card-keys/', lvl0: 'Shop', title: 'Card keys', kind: 'docs', sections: [[1, null, null, []]] },
  {
    url: '/docs/a/in-text/',
    lvl0: 'Keys',
    title: 'Key text',
    kind: 'docs',
    sections: [[1, null, null, ['Rotate keys monthly.']]],
  },
  {
    url: '/docs/a/in-heading/',
    lvl0: 'Keys',
    title: 'Key headings',
    kind: 'docs',
    sections: [
      [1, null, null, []],
      [2, 'rotate', 'Rotate', ['Keys expire.']],
    ],
  },
  { url: '/docs/a/in-title/', lvl0: 'Keys', title: 'Rotate keys', kind: 'docs', sections: [[1, null, null, []]] },
  { url: '/blog/parallel/', lvl0: 'Blog', title: 'Parallel runs', kind: 'blog', sections: [[1, null, null, []]] },
  {
    url: '/docs/Testflux/Run%20Tests/parallel/',
    lvl0: 'Run Tests',
    title: 'Parallel runs',
    kind: 'docs',
    sections: [[1, null, null, []]],
  },
];

const SYNONYMS = [['pipeline', 'ci', 'continuous integration']];

/**
 * The engine over a fixture's pieces, served from memory; `failFirst` makes the first fetch fail.
 * `records` stand in for the pages' when a test needs a record the page specs cannot write.
 */
function fixtureEngine({
  failFirst = false,
  pages = PAGES,
  synonyms = SYNONYMS,
  records = recordsOf(pages),
}: { failFirst?: boolean; pages?: PageSpec[]; synonyms?: string[][]; records?: SearchRecord[] } = {}) {
  const pieces = buildPieces(records, synonyms, '/pieces/');
  const files = new Map<string, unknown>([['/index.json', pieces.meta]]);
  for (const [file, piece] of pieceFiles(pieces)) files.set(`/pieces/${file}`, piece);
  const fetched: string[] = [];
  let failures = failFirst ? 1 : 0;
  const engine = createEngine('/index.json', async <T>(path: string) => {
    fetched.push(path);
    if (failures-- > 0) throw new Error('offline');
    if (!files.has(path)) throw new Error(`${path}: HTTP 404`);
    return structuredClone(files.get(path)) as T;
  });
  return { client: createLocalSearchClient(engine), fetched, pieces };
}

/** Empty docs pages, so the words of a small fixture are not on most sections (which counts them as text anywhere). */
const emptyPages = (lvl0: string): PageSpec[] =>
  ['a', 'b', 'c'].map((id) => ({
    url: `/docs/${lvl0.toLowerCase()}/${id}/`,
    lvl0,
    title: id,
    kind: 'docs',
    sections: [[1, null, null, []]],
  }));

/**
 * The hits' URLs for a query over small pages, [url, title, text, heading?] each: a post under
 * /blog/, the changelog under /changelog/, else a docs page; with a heading, the text is under it (anchor #h).
 */
async function rankedUrls(specs: string[][], query: string, synonyms: string[][] = []): Promise<string[]> {
  const pages: PageSpec[] = [
    ...specs.map(([url, title, text, heading]) => ({
      url,
      lvl0: 'M',
      title,
      kind: url.startsWith('/blog/')
        ? ('blog' as const)
        : url.startsWith('/changelog/')
          ? ('changelog' as const)
          : ('docs' as const),
      sections: (heading
        ? [
            [1, null, null, []],
            [2, 'h', heading, [text]],
          ]
        : [[1, null, null, text ? [text] : []]]) as PageSpec['sections'],
    })),
    ...emptyPages('M'),
  ];
  const small = fixtureEngine({ pages, synonyms }).client;
  const { results } = await small.search({ requests: [{ indexName: 'm', query, hitsPerPage: 10 }] });
  return results[0].hits.map((h) => String(h.url));
}

const { client } = fixtureEngine();
const SPEC_FACETS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

async function search(params: Record<string, unknown>) {
  const { results } = await client.search({ requests: [{ indexName: 'testflux', hitsPerPage: 20, ...params }] });
  return results[0];
}
const urls = async (query: string, params: Record<string, unknown> = {}) =>
  (await search({ query, ...params })).hits.map((h) => String(h.url));

describe('embedded search engine', () => {
  it('answers in Algolia’s response shape with highlights, snippets and a queryID', async () => {
    const r = await search({
      query: 'secret',
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      clickAnalytics: true,
      facetFilters: SPEC_FACETS,
    });
    expect(r).toMatchObject({ page: 0, hitsPerPage: 20, query: 'secret', index: 'testflux' });
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(r.hits[0]).toMatchObject({ type: 'lvl1', url: '/docs/Testflux/Environments/secrets/' });
    expect((r.hits[0]._highlightResult.hierarchy as Record<string, { value: string }>).lvl1.value).toBe(
      '<mark>Secrets</mark>',
    );
    // The rotate section matched in its heading: a heading hit, with its paragraph as the snippet.
    const rotate = r.hits.find((h) => h.url?.endsWith('#rotate'))!;
    expect(rotate.type).toBe('lvl2');
    const snippetValue = (rotate._snippetResult.content as { value: string }).value;
    expect(snippetValue).toContain('<mark>secret</mark>');
    expect(snippetValue.split(' ').filter((w) => w !== '…').length).toBeLessThanOrEqual(10);
    expect((await search({ query: 'secret' })).queryID).toBeUndefined();
  });

  it('filters by the spec’s language and docs-tag facets, and by kind', async () => {
    expect(await urls('secrets', { facetFilters: SPEC_FACETS })).toContain('/other/');
    expect(await urls('secrets', { facetFilters: [...SPEC_FACETS, '-kind:changelog'] })).not.toContain('/other/');
    expect(await urls('secrets', { facetFilters: [...SPEC_FACETS, 'kind:blog'] })).toEqual(['/blog/flaky/']);
  });

  it('counts facet values over the filtered hits, and answers counts alone with hitsPerPage 0', async () => {
    const r = await search({ query: 'secrets', facets: ['kind', 'section'], hitsPerPage: 0 });
    expect(r.hits).toEqual([]);
    expect(r.facets).toEqual({
      kind: { docs: 2, blog: 1, changelog: 1 },
      section: { Environments: 2 },
    });
    expect((await search({ query: 'secrets', facets: ['kind'], facetFilters: ['kind:docs'] })).facets).toEqual({
      kind: { docs: 2 },
    });
  });

  it('knows only the facets a hit has: no attribute of every object', async () => {
    const filtered = await search({
      query: 'secrets',
      facetFilters: ['constructor:function Object() { [native code] }'],
    });
    expect(filtered.nbHits).toBe(0);
    const r = await search({ query: 'secrets', facets: ['constructor', '__proto__', 'kind'], hitsPerPage: 0 });
    expect(Object.keys(r.facets!)).toEqual(['constructor', '__proto__', 'kind']);
    expect(Object.keys(r.facets!.constructor)).toEqual([]);
    expect(Object.keys(r.facets!['__proto__'])).toEqual([]);
  });

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

  it.each([
    ['exact above a typo', 'cart ', ['/docs/a/cart/', '/docs/a/card/']],
    ['exact above a prefix', 'cart', ['/docs/a/cart/', '/docs/a/cartridge/']],
    [
      'title above heading above text',
      'rotate ',
      ['/docs/a/in-title/', '/docs/a/in-heading/#rotate', '/docs/a/in-text/'],
    ],
    ['all words above some', 'rotate secret', ['/docs/Testflux/Environments/secrets/#rotate']],
    [
      'docs above blog for the same match',
      'parallel runs',
      ['/docs/Testflux/Run%20Tests/parallel/', '/blog/parallel/'],
    ],
  ])('ranks %s', async (_name, query, expected) => {
    const got = await urls(query);
    expect(got.filter((u) => expected.includes(u)).slice(0, expected.length)).toEqual(expected);
    expect(got.indexOf(expected[0])).toBe(0);
  });

  // Each: pages (docs unless a blog URL) as [url, title, text], the query (a last word without a
  // space after it is still being typed), the URLs expected in that order.
  it.each([
    [
      'an -ing form matches its base, so a docs title beats a post that has the form as typed',
      [
        ['/docs/m/api/', 'Test an API', ''],
        ['/blog/m/api/', 'Testing API pagination', ''],
      ],
      'api testing ',
      ['/docs/m/api/', '/blog/m/api/'],
    ],
    [
      'an -ing form with a doubled consonant matches its base: "getting started" is "Get started"',
      [
        ['/docs/m/start/', 'Get started', ''],
        ['/blog/m/start/', 'Onboarding', 'Getting started takes a minute.'],
      ],
      'getting started',
      ['/docs/m/start/', '/blog/m/start/'],
    ],
    [
      'the form as typed above its -ing form or base, for pages of one kind',
      [
        ['/docs/m/action/', 'Test email', ''],
        ['/docs/m/email/', 'Email testing', ''],
      ],
      'email testing ',
      ['/docs/m/email/', '/docs/m/action/'],
    ],
    [
      'a base finds its -ing form ("round" finds "Rounding")',
      [
        ['/docs/m/other/', 'Totals', 'Round the sum.'],
        ['/docs/m/round/', 'Rounding', 'Half up.'],
      ],
      'round ',
      ['/docs/m/round/', '/docs/m/other/'],
    ],
    [
      'a typed contraction leaves no words to match: "doesn’t" counts for neither "doesn" nor "t"',
      [
        ['/docs/m/wrong/', 'Other', "It doesn't match the pattern."],
        ['/docs/m/right/', 'Fallback locators', 'Use a fallback when the first locator fails to match.'],
      ],
      "fallback doesn't match ",
      ['/docs/m/right/', '/docs/m/wrong/'],
    ],
    [
      'a plural’s singular finds its -ing form too ("fails" finds "Failing")',
      [
        ['/docs/m/other/', 'Results', 'Some tests fail.'],
        ['/docs/m/failing/', 'Failing runs', ''],
      ],
      'fails ',
      ['/docs/m/failing/', '/docs/m/other/'],
    ],
    [
      'the plural of a typo’s correction is the same typo: a title, above the word in text',
      [
        ['/docs/m/text/', 'Setup', 'Pick an environment.'],
        ['/docs/m/title/', 'Environments', 'Add one.'],
      ],
      'enviroment ',
      ['/docs/m/title/', '/docs/m/text/'],
    ],
    [
      'a synonym typed in the plural ("selectors" finds "locator")',
      [
        ['/docs/m/locator/', 'Locator strategies', ''],
        ['/docs/m/x/', 'Other', 'Nothing here.'],
      ],
      'selectors ',
      ['/docs/m/locator/'],
    ],
    [
      'a synonym typed without its apostrophe ("whats new" finds "Changelog")',
      [
        ['/docs/m/changes/', 'Changelog', ''],
        ['/docs/m/y/', 'Other', 'Nothing here.'],
      ],
      'whats new ',
      ['/docs/m/changes/'],
    ],
    [
      'a contraction’s fragment is no word: "changelog" does not find "the team’s new" through "what’s new"',
      [
        ['/docs/m/changes/', 'Changelog', ''],
        ['/docs/m/y/', 'Other', "The team's new dashboard."],
      ],
      'changelog ',
      ['/docs/m/changes/'],
    ],
    [
      'nor as typed: "what’s new" finds "Changelog", not "the team’s new"',
      [
        ['/docs/m/changes/', 'Changelog', ''],
        ['/docs/m/y/', 'Other', "The team's new dashboard."],
      ],
      "what's new ",
      ['/docs/m/changes/'],
    ],
    [
      'a hyphenated synonym keeps both its words ("rerun" finds "re-run")',
      [
        ['/docs/m/again/', 'Other', 'Re-run the failed cases.'],
        ['/docs/m/y/', 'Other', 'Nothing here.'],
      ],
      'rerun ',
      ['/docs/m/again/'],
    ],
    [
      'a synonym of several words matches in one field: "version" in a title and "history" in its text are no "version history"',
      [
        ['/docs/m/vc/', 'Version control', 'Every change keeps its history.'],
        ['/docs/m/changes/', 'Changelog', ''],
        ['/docs/m/y/', 'Other', 'See the version history.'],
      ],
      'release notes ',
      ['/docs/m/changes/', '/docs/m/y/'],
    ],
    [
      'a synonym of four words is looked up as typed ("covered by another element")',
      [
        ['/docs/m/intercepted/', 'Click intercepted', ''],
        ['/docs/m/y/', 'Other', 'Nothing here.'],
      ],
      'covered by another element ',
      ['/docs/m/intercepted/'],
    ],
    [
      'two swapped letters are one typo of the word and of its plural ("gestrue" finds "Gestures")',
      [
        ['/docs/m/other/', 'Other', 'One gesture.'],
        ['/docs/m/gestures/', 'Gestures', ''],
      ],
      'gestrue ',
      ['/docs/m/gestures/', '/docs/m/other/'],
    ],
    [
      'a misspelt -ing word is a typo of the -ing word before the base ("seting" is "setting", then "set")',
      [
        ['/docs/m/set/', 'Set a variable', ''],
        ['/docs/m/setting/', 'The timeout setting', ''],
      ],
      'seting ',
      ['/docs/m/setting/', '/docs/m/set/'],
    ],
    [
      'the -ing form or base of a typo’s correction is that typo too ("tetsing" finds "Test")',
      [
        // First in page order, so it would win a tie; "testing" is one typo from the query's word.
        ['/docs/m/keys/', 'API keys', 'Testing them.'],
        ['/docs/m/test/', 'Test an API', ''],
      ],
      'api tetsing ',
      ['/docs/m/test/', '/docs/m/keys/'],
    ],
    [
      'a synonym phrase typed with a typo finds its synonyms, counted as the typo',
      [
        ['/docs/m/y/', 'Screenshots', 'A comparison of two.'],
        ['/docs/m/visual/', 'Visual testing', ''],
      ],
      'screenshot comparision ',
      ['/docs/m/visual/', '/docs/m/y/'],
    ],
    [
      'a synonym phrase still being typed finds its synonyms, counted as a prefix',
      [
        ['/docs/m/y/', 'Other', 'Visual regressions are caught.'],
        ['/docs/m/visual/', 'Visual testing', ''],
      ],
      'visual regr',
      ['/docs/m/visual/', '/docs/m/y/'],
    ],
    [
      'a word being typed with a typo is the start of the words one edit from it ("envirom")',
      [
        ['/docs/m/other/', 'Other', 'Envoy proxies.'],
        ['/docs/m/env/', 'Environments', ''],
      ],
      'envirom',
      ['/docs/m/env/'],
    ],
    [
      'but a word still being typed that starts a word of the vocabulary is no typo of a synonym',
      [
        ['/docs/m/cron/', 'Cron', ''],
        ['/docs/m/scheduling/', 'Scheduling', ''],
      ],
      'schedul',
      ['/docs/m/scheduling/'],
    ],
    [
      'a word still being typed is no base of an -ing form ("schedul" is a prefix of both)',
      [
        ['/docs/m/schedule/', 'Schedule runs', ''],
        ['/docs/m/scheduling/', 'Scheduling', ''],
      ],
      'schedul',
      ['/docs/m/schedule/', '/docs/m/scheduling/'],
    ],
    [
      'a word typed with a typo counts for its section though another misses it: "dataease" is the subject',
      [
        // First in page order, so it would win a tie; it misses "database" but has the others exactly.
        ['/docs/m/file/', 'Check a downloaded file', 'The order was saved as a PDF.'],
        ['/docs/m/db/', 'Database checks', 'Check the order row.'],
      ],
      'check the order was saved in the dataease ',
      ['/docs/m/db/', '/docs/m/file/'],
    ],
    [
      'a word the vocabulary lacks is two it holds, typed together ("testsuite")',
      [
        ['/docs/m/other/', 'Testing', ''],
        ['/docs/m/suite/', 'Other', 'Each test runs in a suite.'],
      ],
      'testsuite ',
      ['/docs/m/suite/'],
    ],
    [
      'so is one it holds only as two title words joined ("apitesting" from "API testing")',
      [
        ['/blog/m/post/', 'API testing', ''],
        ['/docs/m/api/', 'Testing', 'Call an API.'],
      ],
      'apitesting ',
      ['/blog/m/post/', '/docs/m/api/'],
    ],
    [
      'less a stop word it holds ("rerunonly" is "rerun"), when it is no typo of another word',
      [
        ['/docs/m/only/', 'Only', ''],
        ['/docs/m/rerun/', 'Rerun', ''],
      ],
      'rerunonly ',
      ['/docs/m/rerun/'],
    ],
    [
      'into parts of three letters or more: "canot" is a typo of "cannot", not "ca" and "not"',
      [
        ['/docs/m/ca/', 'CA certificates', 'Do not skip them.'],
        ['/docs/m/cannot/', 'Other', 'It cannot run.'],
      ],
      'canot ',
      ['/docs/m/cannot/'],
    ],
    [
      'a number is neither joined nor split: "1 4" is no "14"',
      [
        ['/docs/m/fourteen/', '14 retries', ''],
        ['/docs/m/step/', 'Step 1 of 4', ''],
      ],
      '1 4 ',
      ['/docs/m/step/'],
    ],
    [
      'a filler word joins its neighbour too ("get text" is also gettext)',
      [
        ['/docs/m/text/', 'Text', ''],
        ['/docs/m/gettext/', 'Other', 'Call gettext.'],
      ],
      'get text ',
      ['/docs/m/text/', '/docs/m/gettext/'],
    ],
    [
      'but a typo before a stop word and a word: "uplead" is "upload", not "lead"',
      [
        ['/docs/m/lead/', 'Lead', 'Follow up.'],
        ['/docs/m/upload/', 'Upload', ''],
      ],
      'uplead ',
      ['/docs/m/upload/'],
    ],
    [
      'two words typed apart are also the one word the vocabulary holds ("data provider")',
      [
        ['/docs/m/apart/', 'Other', 'The data comes from a provider.'],
        ['/docs/m/joined/', 'DataProvider', ''],
      ],
      'data provider ',
      ['/docs/m/joined/', '/docs/m/apart/'],
    ],
    [
      'even when one of them is a stop word ("up load")',
      [
        ['/docs/m/apart/', 'Other', 'Load the page.'],
        ['/docs/m/joined/', 'Upload', ''],
      ],
      'up load ',
      ['/docs/m/joined/', '/docs/m/apart/'],
    ],
  ])('matches word forms: %s', async (_name, specs, query, expected) => {
    const synonyms = [
      ['locator', 'selector'],
      ['changelog', "what's new", 'release notes', 'version history'],
      ['rerun', 're-run'],
      ['covered by another element', 'click intercepted'],
      ['visual testing', 'screenshot comparison', 'visual regression'],
      ['schedule', 'cron'],
    ];
    expect(await rankedUrls(specs, query, synonyms)).toEqual(expected);
  });

  it.each([
    [
      'a filler word counts after every other criterion: "get email alerts" is about email alerts',
      [
        // First in page order, so it would win a tie; it holds all three words, "alerts" in its text.
        ['/docs/f/get/', 'Get email', 'Alerts arrive.'],
        ['/docs/f/alerts/', 'Email alerts', ''],
      ],
      'get email alerts ',
      ['/docs/f/alerts/', '/docs/f/get/'],
    ],
    [
      'so does a quantifier: "turn off one rule" is about turning off a rule',
      [
        // First in page order, so it would win a tie.
        ['/docs/f/one/', 'One rule', ''],
        ['/docs/f/off/', 'Turn off a rule', ''],
      ],
      'turn off one rule ',
      ['/docs/f/off/', '/docs/f/one/'],
    ],
    [
      'and the name of a kind of page: "blog post on flaky tests" is about flaky tests',
      [
        ['/blog/f/other/', 'Other', 'In this blog post: why tests pass.'],
        ['/blog/f/flaky/', 'Flaky tests', ''],
      ],
      'blog post on flaky tests ',
      ['/blog/f/flaky/', '/blog/f/other/'],
    ],
    [
      'a query of filler words alone ranks as any other: a title above a paragraph',
      [
        ['/docs/f/text/', 'Other', 'Every step.'],
        ['/docs/f/title/', 'Every step', ''],
      ],
      'every ',
      ['/docs/f/title/', '/docs/f/text/'],
    ],
    [
      'a typo of a filler word is one: "sevreal" counts as "several" does',
      [
        // First in page order, so it would win a tie; without the rule it matches one word more.
        ['/docs/f/several/', 'Several', 'Reuse steps.'],
        ['/docs/f/reuse/', 'Reuse steps', ''],
      ],
      'reuse steps sevreal ',
      ['/docs/f/reuse/', '/docs/f/several/'],
    ],
    [
      'and a typo of a stop word is one: "betewen" is not searched, as "between" is not',
      [
        ['/docs/f/between/', 'Other', 'Choose between steps and a sleep.'],
        ['/docs/f/sleep/', 'Sleep steps', ''],
      ],
      'sleep betewen steps ',
      ['/docs/f/sleep/', '/docs/f/between/'],
    ],
    [
      "a post's attribute counts one step below a docs page's: a docs heading on both words beats a post's title on one",
      [
        ['/blog/f/swipe/', 'Swipe tips', 'Why.', 'Gestures'],
        ['/docs/f/mobile/', 'Mobile', 'How.', 'Swipe gestures'],
      ],
      'swipe gestures ',
      ['/docs/f/mobile/#h', '/blog/f/swipe/#h'],
    ],
    [
      "even when the post's title holds every word: a docs title and heading on them come first",
      [
        ['/blog/f/swipe/', 'Swipe gestures', ''],
        ['/docs/f/gestures/', 'Gestures', 'How.', 'Swipe'],
      ],
      'swipe gestures ',
      ['/docs/f/gestures/#h', '/blog/f/swipe/'],
    ],
    [
      "but not the changelog's when its title holds every word: readers ask for it by name",
      [
        ['/docs/f/changes/', 'Changes', 'How.', 'Changelog'],
        ['/changelog/', 'Changelog', ''],
      ],
      'changelog ',
      ['/changelog/', '/docs/f/changes/#h'],
    ],
    [
      'proximity breaks a tie: the message as printed above its words apart',
      [
        // First in page order, so it would win the tie.
        ['/docs/f/apart/', 'Install', 'No file was found: the number is in the text.'],
        ['/docs/f/message/', 'Parse', 'It fails with No number found in the text.'],
      ],
      'no number found in the text ',
      ['/docs/f/message/', '/docs/f/apart/'],
    ],
    [
      'but only a tie: the words in a title still beat them together in a paragraph',
      [
        ['/docs/f/text/', 'Other', 'Reuse a captured value.'],
        ['/docs/f/title/', 'Captured', 'Reuse it later: the value stays.'],
      ],
      'reuse captured value ',
      ['/docs/f/title/', '/docs/f/text/'],
    ],
  ])('ranks: %s', async (_name, specs, query, expected) => {
    // The order of the hits that decide the case (a page's other sections may follow).
    expect((await rankedUrls(specs, query)).slice(0, expected.length)).toEqual(expected);
  });

  it('never shortens a synonym phrase to one of its words: "log in" is not "log"', async () => {
    const pages: PageSpec[] = [
      // First in page order, so it would win a tie.
      { url: '/docs/l/log/', lvl0: 'L', title: 'Execution log', kind: 'docs', sections: [[1, null, null, []]] },
      { url: '/docs/l/auth/', lvl0: 'L', title: 'Authentication', kind: 'docs', sections: [[1, null, null, []]] },
      ...emptyPages('L'),
    ];
    const small = fixtureEngine({ pages, synonyms: [['log in', 'login', 'authentication']] }).client;
    for (const query of ['login', 'log in']) {
      const { results } = await small.search({ requests: [{ indexName: 'l', query, hitsPerPage: 5 }] });
      expect(results[0].hits.map((h) => String(h.url))).toEqual(['/docs/l/auth/']);
    }
  });

  it('ignores where a word on most sections matches, but still counts it', async () => {
    // "widget" is on every section: in the first page's title, in the second page's text.
    const pages: PageSpec[] = [
      { url: '/docs/w/a/', lvl0: 'W', title: 'Widget guide', kind: 'docs', sections: [[1, null, null, ['Rotate.']]] },
      {
        url: '/docs/w/b/',
        lvl0: 'W',
        title: 'Guide',
        kind: 'docs',
        sections: [
          [1, null, null, ['A widget.']],
          [2, 'rotate', 'Rotate', ['The widget.']],
        ],
      },
      // "widgetguide" in a text as well, so the vocabulary holds it as a word of its own.
      {
        url: '/docs/w/c/',
        lvl0: 'W',
        title: 'Other',
        kind: 'docs',
        sections: [[1, null, null, ['A widget, its widgetguide.']]],
      },
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    // The heading match of "rotate" wins over the title match of the common word; so it does when
    // the words typed apart are also one the vocabulary holds ("widgetguide").
    for (const query of ['widget rotate', 'widget guide rotate']) {
      const { results } = await small.search({ requests: [{ indexName: 'w', query, hitsPerPage: 5 }] });
      expect(results[0].hits.map((h) => String(h.url)).slice(0, 2)).toEqual(['/docs/w/b/#rotate', '/docs/w/a/']);
    }
  });

  it("ranks a page's summary as a heading: above the same words in another page's paragraph", async () => {
    const summary = 'Schedule nightly runs of a suite.';
    const pages: PageSpec[] = [
      // First in page order, so without the summary rule it would win the tie.
      { url: '/docs/s/ci/', lvl0: 'S', title: 'CI', kind: 'docs', sections: [[1, null, null, [summary]]] },
      {
        url: '/docs/s/suites/',
        lvl0: 'S',
        title: 'Suites',
        kind: 'docs',
        summary,
        sections: [[1, null, null, [summary]]],
      },
      ...emptyPages('S'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({
      requests: [
        {
          indexName: 's',
          query: 'nightly runs ',
          hitsPerPage: 5,
          attributesToSnippet: ['content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    const [first] = results[0].hits;
    expect(results[0].hits.map((h) => String(h.url))).toEqual(['/docs/s/suites/', '/docs/s/ci/']);
    // The hit shows the summary as its text, with the words marked, not a bare title.
    expect(first).toMatchObject({ type: 'content', content: summary });
    expect((first._snippetResult.content as { value: string }).value).toBe(
      'Schedule <mark>nightly</mark> <mark>runs</mark> of a suite.',
    );
  });

  it("counts a page's summary for every section of the page, as its title is", async () => {
    const summary = 'Run a suite in Safari and Firefox.';
    const pages: PageSpec[] = [
      // First in page order, and all three words in one paragraph.
      {
        url: '/docs/b/post/',
        lvl0: 'B',
        title: 'Release',
        kind: 'docs',
        sections: [[1, null, null, ['Safari and Firefox support arrived, with other fixes.']]],
      },
      {
        url: '/docs/b/browsers/',
        lvl0: 'B',
        title: 'Browsers',
        kind: 'docs',
        summary,
        sections: [
          [1, null, null, [summary]],
          [2, 'support', 'Support', ['Which versions run.']],
        ],
      },
      ...emptyPages('B'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({
      requests: [
        { indexName: 'b', query: 'safari firefox support ', hitsPerPage: 5, attributesToSnippet: ['content:10'] },
      ],
    });
    const [first] = results[0].hits;
    // The heading and the summary outrank the same three words in a paragraph.
    expect(results[0].hits.map((h) => String(h.url))).toEqual([
      '/docs/b/browsers/#support',
      '/docs/b/post/',
      '/docs/b/browsers/',
    ]);
    // No paragraph of the section holds a word, so the hit is its heading.
    expect(first).toMatchObject({ type: 'lvl2', anchor: 'support' });
  });

  it("counts a docs page's keywords as its summary: above another page's paragraph", async () => {
    const summary = 'Run a suite on a timer.';
    const pages: PageSpec[] = [
      // First in page order, with both words in one paragraph.
      {
        url: '/docs/k/log/',
        lvl0: 'K',
        title: 'Log',
        kind: 'docs',
        sections: [[1, null, null, ['The cron daemon wrote a line every night.']]],
      },
      {
        url: '/docs/k/schedules/',
        lvl0: 'K',
        title: 'Schedules',
        kind: 'docs',
        summary,
        keywords: ['cron', 'every night'],
        sections: [
          [1, null, null, [summary]],
          [2, 'times', 'Times', ['Pick the hour.']],
        ],
      },
      ...emptyPages('K'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({
      requests: [{ indexName: 'k', query: 'cron every night ', hitsPerPage: 5, attributesToSnippet: ['content:10'] }],
    });
    // No text the page shows holds the words, so its hit is the page itself, under its title,
    // and its snippet on /search/ is the summary, which says what the page is about.
    expect(results[0].hits.map((h) => String(h.url))).toEqual(['/docs/k/schedules/', '/docs/k/log/']);
    expect(results[0].hits[0]).toMatchObject({ type: 'lvl1', anchor: null });
    expect((results[0].hits[0]._snippetResult.content as { value: string }).value).toBe(summary);
  });

  it("ranks a heading of the words above a page summary that holds them, as DocSearch's level does", async () => {
    const pages: PageSpec[] = [
      // First in page order, and its summary sits under the title (level 1): it wins the tie
      // on heading level unless a hit in a summary counts as text.
      {
        url: '/docs/h/troubleshooting/',
        lvl0: 'H',
        title: 'Troubleshooting',
        kind: 'docs',
        summary: 'Fix common problems, or contact support.',
        sections: [[1, null, null, ['Fix common problems, or contact support.']]],
      },
      {
        url: '/docs/h/help/',
        lvl0: 'H',
        title: 'Getting help',
        kind: 'docs',
        sections: [
          [1, null, null, ['Where to ask.']],
          [2, 'contact-support', 'Contact support', ['Email us.']],
        ],
      },
      ...emptyPages('H'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({
      requests: [{ indexName: 'h', query: 'contact support', hitsPerPage: 5 }],
    });
    expect(results[0].hits.map((h) => String(h.url))).toEqual([
      '/docs/h/help/#contact-support',
      '/docs/h/troubleshooting/',
    ]);
  });

  it.each(['release 1.3.9', 'release v1.3.9 '])('counts a version as one word: %s', async (query) => {
    const pages: PageSpec[] = [
      // Its title holds 1, 3 and 9 apart: counted as three words, they would outweigh the heading.
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
    expect(results[0].hits.map((h) => String(h.url)).slice(0, 2)).toEqual(['/changelog/#1-3-9', '/blog/nine/']);
  });

  it('paginates and retrieves only the requested attributes', async () => {
    const r = await search({ query: 'secrets', hitsPerPage: 1, page: 1 });
    expect(r).toMatchObject({ page: 1, hitsPerPage: 1, nbPages: r.nbHits });
    expect(r.hits).toHaveLength(1);
    const picked = await search({ query: 'secret', attributesToRetrieve: ['hierarchy.lvl0', 'url'] });
    expect(Object.keys(picked.hits[0]).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'hierarchy',
      'objectID',
      'url',
    ]);
  });

  it('escapes indexed markup and the query in highlights', async () => {
    const r = await search({
      query: 'img onerror',
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const value = (r.hits[0]._snippetResult.content as { value: string }).value;
    expect(value).not.toContain('<img');
    expect(value).toContain('&lt;<mark>img</mark>');
  });

  it('finds and highlights a part of an identifier joined by underscores, and the identifier whole', async () => {
    const pages: PageSpec[] = [
      { url: '/docs/i/other/', lvl0: 'I', title: 'Other', kind: 'docs', sections: [[1, null, null, ['Nothing.']]] },
      {
        url: '/docs/i/driver/',
        lvl0: 'I',
        title: 'Prepare an app',
        kind: 'docs',
        sections: [[1, null, null, ['Add the testflux_driver package.']]],
      },
      ...emptyPages('I'),
    ];
    const small = fixtureEngine({ pages }).client;
    for (const query of ['driver package', 'testflux_driver']) {
      const { results } = await small.search({
        requests: [{ indexName: 'i', query, hitsPerPage: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>' }],
      });
      expect(results[0].hits.map((h) => String(h.url))).toEqual(['/docs/i/driver/']);
      const content = results[0].hits[0]._highlightResult.content as { value: string };
      expect(content.value).toContain('<mark>testflux_driver</mark>');
    }
  });

  it('accepts the legacy request array with a params string', async () => {
    const r = await client.search([{ indexName: 'testflux', params: 'query=headless&hitsPerPage=5' }]);
    expect(r.results[0]).toMatchObject({ hitsPerPage: 5, query: 'headless' });
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

  it('fetches only the postings shard and the page a query needs', async () => {
    // Enough words apart for several shards: w0zq, w1zq, … on 30 pages of 100 words each.
    const words = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}zq`);
    const many: PageSpec[] = Array.from({ length: 30 }, (_, p) => ({
      url: `/docs/many/${p}/`,
      lvl0: 'Many',
      title: `page ${p}`,
      kind: 'docs',
      sections: [[1, null, null, [words.slice(p * 100, p * 100 + 100).join(' ')]]],
    }));
    const fresh = fixtureEngine({ pages: many });
    const { meta, postings } = fresh.pieces;
    expect(postings.length).toBeGreaterThanOrEqual(3);
    const word = words[1234];
    const term = meta.terms.split('\n').indexOf(word);
    const shard = meta.shards.findLastIndex((first) => first <= term);
    const { results } = await fresh.client.search({ requests: [{ indexName: 'i', query: word, hitsPerPage: 5 }] });
    expect(results[0].hits.map((h) => h.url)).toEqual(['/docs/many/12/']);
    expect(fresh.fetched).toEqual(['/index.json', `/pieces/${shardPath(shard)}`, `/pieces/${pagePiecePath(12)}`]);
  });

  it('answers a heading below h3 with its own text in its place, so the modal can draw it', async () => {
    const page: PageSpec = {
      url: '/docs/install/',
      lvl0: 'Setup',
      title: 'Install',
      kind: 'docs',
      sections: [
        [1, null, null, ['Install the desktop app.']],
        [3, 'proxy', 'Proxy settings', ['Set the proxy host and port.']],
      ],
    };
    // The h3 made an h4 under another h3, as an article with four levels would have it.
    const records = recordsOf([page, ...emptyPages('Setup')]).map((r) =>
      r.hierarchy.lvl3 === 'Proxy settings'
        ? {
            ...r,
            type: r.type === 'lvl3' ? ('lvl4' as const) : r.type,
            hierarchy: { ...r.hierarchy, lvl3: 'Behind a firewall', lvl4: 'Proxy settings' },
          }
        : r,
    );
    const deep = fixtureEngine({ records, synonyms: [] }).client;
    const { results } = await deep.search({ requests: [{ indexName: 'i', query: 'proxy settings' }] });
    const hit = results[0].hits[0];
    expect(hit.type).toBe('lvl3');
    expect(hit.hierarchy?.[hit.type as 'lvl3']).toBe('Proxy settings');
  });

  it('loads the first piece again after a query fails, so a tab open across a deploy finds the new pieces', async () => {
    const build = (base: string) => buildPieces(recordsOf(PAGES), SYNONYMS, base);
    let live = build('/pieces/old/');
    const fetched: string[] = [];
    const engine = createEngine('/index.json', async <T>(path: string) => {
      fetched.push(path);
      if (path === '/index.json') return structuredClone(live.meta) as T;
      const piece = pieceFiles(live).find(([file]) => `${live.meta.base}${file}` === path)?.[1];
      if (!piece) throw new Error(`${path}: HTTP 404`);
      return structuredClone(piece) as T;
    });
    const deployed = createLocalSearchClient(engine);
    const ask = () => deployed.search({ requests: [{ indexName: 'i', query: 'secrets' }] });
    await ask();
    // A deploy: the old folder of pieces is gone, and the first piece names the new one.
    live = build('/pieces/new/');
    expect(fetched.filter((p) => p === '/index.json')).toHaveLength(1);
    const cached = fetched.length;
    await expect(deployed.search({ requests: [{ indexName: 'i', query: 'cartridge' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    expect(fetched.slice(cached).some((p) => p.startsWith('/pieces/old/'))).toBe(true);
    const { results } = await ask();
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(fetched.filter((p) => p === '/index.json')).toHaveLength(2);
  });

  it('rejects with a RetryError when the index cannot be loaded, and retries next time', async () => {
    const flaky = fixtureEngine({ failFirst: true }).client;
    await expect(flaky.search({ requests: [{ indexName: 'i', query: 'secret' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    const { results } = await flaky.search({ requests: [{ indexName: 'i', query: 'secret' }] });
    expect((results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });
});
