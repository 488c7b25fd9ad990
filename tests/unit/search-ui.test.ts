import type { DocSearchHit } from '@docsearch/react';
import { withKindGroup } from '@/components/search/kind-group';
import { withPlaceInPage } from '@/components/search/place-in-page';
import { readStoredHits, repairStoredList } from '@/components/search/stored-searches';
import { describe, expect, it } from 'vitest';
import { cleanFacets, readFacets, withFacets, withQuery } from '@/components/search/search-url';
import {
  addFacetFilters,
  FACET_FILTERS,
  sectionsWithinDocs,
  withFixedFacetFilters,
  withKindFacet,
  type MultiQuery,
} from '@/lib/search/client';
import { breadcrumbOf, groupHitsByPage, type SearchHit } from '@/lib/search/group-hits';
import { LEVEL_WEIGHT, PAGE_RANK, SEARCH_TAGS, type SearchKind, type SearchRecord } from '@/lib/search/contract';
import { createEngine } from '@/lib/search/engine/host';
import { buildPieces, pieceFiles } from '@/lib/search/engine/pieces';
import { createLocalSearchClient } from '@/lib/search/local-client';

const SECTIONS = ['Run Tests', 'CICD & Integrations', 'Environments'];

// The embedded engine in-process, over a few pages: what the UIs' requests meet in the worker.
const PAGES: [url: string, lvl0: string, title: string, kind: SearchKind, text: string][] = [
  ['/docs/Testflux/Environments/secrets/', 'Environments', 'Secrets', 'docs', 'Rotate a secret without downtime.'],
  ['/docs/Testflux/Run%20Tests/headless/', 'Run Tests', 'Headless runs', 'docs', 'Secrets reach headless runs.'],
  ['/blog/flaky/', 'Blog', 'Flaky tests and secrets', 'blog', 'Why tests flake.'],
  ['/changelog/', 'Changelog', 'Changelog', 'changelog', 'Secrets can now be rotated.'],
];
const records = PAGES.flatMap(([url, lvl0, title, kind, text]): SearchRecord[] =>
  (['lvl1', 'content'] as const).map((type, position) => ({
    objectID: `${url}#${position}`,
    type,
    url,
    url_without_anchor: url,
    anchor: null,
    content: type === 'content' ? text : null,
    description: null,
    keywords: null,
    hierarchy: { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    docusaurus_tag: kind === 'docs' ? SEARCH_TAGS.docs : SEARCH_TAGS.blog,
    kind,
    section: kind === 'docs' ? lvl0 : null,
    weight: { pageRank: PAGE_RANK[kind], level: LEVEL_WEIGHT[type], position },
  })),
);
const pieces = buildPieces(records, [], '/pieces/');
const files = new Map<string, unknown>([['/index.json', pieces.meta]]);
for (const [file, piece] of pieceFiles(pieces)) files.set(`/pieces/${file}`, piece);
const client = createLocalSearchClient(
  createEngine('/index.json', async <T>(path: string) => structuredClone(files.get(path)) as T),
);

describe('modal kind chips: the multi-query', () => {
  const docsearch: MultiQuery = {
    requests: [
      { indexName: 'i', query: 'secrets', hitsPerPage: 20, facetFilters: FACET_FILTERS, clickAnalytics: true },
    ],
  };

  it('counts on the request itself when no kind is chosen', () => {
    const { input, split } = withKindFacet(docsearch, null);
    expect((input as { requests: unknown[] }).requests).toEqual([
      { ...(docsearch as { requests: object[] }).requests[0], facets: ['kind'], facetingAfterDistinct: true },
    ]);
    expect(split([{ facets: { kind: { docs: 2 } } }])).toEqual({
      results: [{ facets: { kind: { docs: 2 } } }],
      counts: { docs: 2 },
    });
  });

  it('adds the chosen kind and a counting request without it, removed from the answer', () => {
    const { input, split } = withKindFacet(docsearch, 'blog');
    const [main, counting] = (input as { requests: Record<string, unknown>[] }).requests;
    expect(main.facetFilters).toEqual([...FACET_FILTERS, 'kind:blog']);
    expect(counting).toMatchObject({
      query: 'secrets',
      hitsPerPage: 0,
      facets: ['kind'],
      facetFilters: FACET_FILTERS,
      analytics: false,
      clickAnalytics: false,
    });
    const answer = split([{ facets: undefined }, { facets: { kind: { docs: 3, blog: 1 } } }]);
    expect(answer.results).toHaveLength(1);
    expect(answer.counts).toEqual({ docs: 3, blog: 1 });
  });

  it('runs end to end against the embedded engine', async () => {
    const { input, split } = withKindFacet(docsearch, 'docs');
    const { results, counts } = split((await client.search(input)).results);
    expect(results).toHaveLength(1);
    const [docs] = results as { nbHits: number; hits: { url: string }[] }[];
    expect(docs.hits.every((h) => h.url.startsWith('/docs/'))).toBe(true);
    expect(counts.docs).toBe(docs.nbHits);
    expect(counts.blog).toBeGreaterThan(0);
    const unfiltered = withKindFacet(docsearch, null);
    const all = unfiltered.split((await client.search(unfiltered.input)).results);
    expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe((all.results[0] as { nbHits: number }).nbHits);
  });
});

describe('search page: always-on filters and the address', () => {
  it('ANDs the spec filters to every request, whatever its shape', async () => {
    const seen: unknown[] = [];
    const spy = withFixedFacetFilters({ search: async (input: MultiQuery) => (seen.push(input), { results: [] }) });
    await spy.search([{ indexName: 'i', params: { query: 'x', facetFilters: [['kind:docs', 'kind:blog']] } }]);
    expect(seen[0]).toEqual([
      { indexName: 'i', params: { query: 'x', facetFilters: [['kind:docs', 'kind:blog'], ...FACET_FILTERS] } },
    ]);
    expect(addFacetFilters({ indexName: 'i', params: 'query=x' }, ['kind:docs']).params).toBe(
      `query=x&facetFilters=${encodeURIComponent('["kind:docs"]')}`,
    );
    expect(addFacetFilters({ indexName: 'i' }, ['a:b'])).toEqual({ indexName: 'i', facetFilters: ['a:b'] });
  });

  it('reads refinements from the address, ignoring unknown values', () => {
    expect(readFacets('?q=x&kind=blog&kind=docs&kind=nope&section=Run+Tests&section=Nowhere', SECTIONS)).toEqual({
      kind: ['docs', 'blog'],
      section: ['Run Tests'],
    });
    expect(readFacets('?kind=%3Cscript%3E&section=', SECTIONS)).toEqual({ kind: [], section: [] });
    // Sections are docs only: beside kinds without docs they could only show nothing.
    expect(cleanFacets({ kind: ['blog'], section: ['Run Tests'] }, SECTIONS)).toEqual({ kind: ['blog'], section: [] });
    // A section alone chooses the docs it is a part of.
    expect(readFacets('?q=x&section=Run+Tests', SECTIONS)).toEqual({ kind: ['docs'], section: ['Run Tests'] });
  });

  it.each([
    ['no section', [['kind:docs', 'kind:blog']], [['kind:docs', 'kind:blog']]],
    ['the docs in a section', [['kind:docs'], ['section:Run Tests']], [['section:Run Tests']]],
    [
      'sections or the blog',
      ['language:en', ['kind:docs', 'kind:blog'], ['section:Run Tests', 'section:Reports']],
      ['language:en', ['section:Run Tests', 'section:Reports', 'kind:blog']],
    ],
    ['the kinds counted whatever the section', [['section:Run Tests']], []],
  ])('reads a docs section as a part of the docs: %s', (_, filters, expected) => {
    expect(sectionsWithinDocs(filters)).toEqual(expected);
  });

  it('writes refinements after the query, readable', () => {
    const url = withFacets('https://x.example/search/?q=runner&kind=blog', {
      kind: ['docs'],
      section: ['CICD & Integrations'],
    });
    expect(url.search).toBe('?q=runner&kind=docs&section=CICD+%26+Integrations');
  });

  it.each([
    ['?kind=docs&q=old', 'jenkins pipeline', '?q=jenkins+pipeline&kind=docs'],
    ['?q=old&section=Run+Tests', '', '?section=Run+Tests'],
    ['', 'a&b', '?q=a%26b'],
  ])('puts the query first in %s: "%s"', (search, q, expected) => {
    expect(withQuery(`https://x.example/search/${search}`, q).search).toBe(expected);
  });
});

describe('search page: grouped hits', () => {
  const hits: SearchHit[] = [
    {
      objectID: '1',
      url: '/a/#x',
      url_without_anchor: '/a/',
      type: 'content',
      kind: 'docs',
      hierarchy: { lvl0: 'CICD & Integrations', lvl1: 'Jenkins <pipeline>', lvl2: 'Steps' },
      _highlightResult: {
        hierarchy: {
          lvl1: { value: 'Jenkins &lt;<mark>pipeline</mark>&gt;' },
          lvl2: { value: 'Steps' },
        },
      },
      _snippetResult: { content: { value: '… add the <mark>pipeline</mark> step …' } },
    },
    {
      objectID: '2',
      url: '/b/',
      url_without_anchor: '/b/',
      type: 'lvl1',
      kind: 'blog',
      hierarchy: { lvl0: 'Blog', lvl1: 'A & B' },
    },
    {
      objectID: '3',
      url: '/changelog/#v1-4-20',
      url_without_anchor: '/changelog/',
      type: 'content',
      kind: 'changelog',
      hierarchy: { lvl0: 'Changelog', lvl1: 'Changelog', lvl2: '1.4.20', lvl3: 'Fixed' },
    },
  ];

  it('titles each page with its highlighted title, then its sections with heading and snippet', () => {
    const [a, b, c] = groupHitsByPage(hits);
    // A section under another heading says where it sits: which release "Fixed" is of.
    expect(c.matches[0].headingHtml).toBe('1.4.20 › Fixed');
    expect(a).toMatchObject({
      titleHtml: 'Jenkins &lt;<mark>pipeline</mark>&gt;',
      breadcrumb: ['Docs', 'CICD & Integrations'],
      matches: [{ headingHtml: 'Steps', snippetHtml: '… add the <mark>pipeline</mark> step …' }],
    });
    // Without a highlight value the plain title is escaped here.
    expect(b).toMatchObject({ titleHtml: 'A &amp; B', breadcrumb: ['Blog'], matches: [{ headingHtml: null }] });
  });

  it('keeps what opening each result adds to the recent searches, as the modal keeps it', () => {
    const heading: SearchHit = {
      objectID: '4',
      url: '/b/#h',
      url_without_anchor: '/b/',
      type: 'lvl2',
      kind: 'blog',
      hierarchy: { lvl0: 'Blog', lvl1: 'A & B', lvl2: 'H' },
    };
    const [a, b] = groupHitsByPage([...hits, heading]);
    const none = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    // A page whose own hit is not among the results: its record as the index makes it (id "#0").
    expect(a.recent).toEqual({
      objectID: '/a/#0',
      type: 'lvl1',
      url: '/a/',
      content: null,
      hierarchy: { lvl0: 'CICD & Integrations', lvl1: 'Jenkins <pipeline>', ...none },
    });
    // Text is kept as its page; the page's own hit and a heading as themselves.
    expect(a.matches[0].recent).toBeNull();
    expect(b.recent).toMatchObject({ objectID: '2', type: 'lvl1', url: '/b/' });
    expect(b.matches[1].recent).toEqual({
      objectID: '4',
      type: 'lvl2',
      url: '/b/#h',
      content: null,
      hierarchy: { lvl0: 'Blog', lvl1: 'A & B', lvl2: 'H', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
  });
});

describe("modal: a hit's path", () => {
  // The changelog as the extractor writes it: the page, a release (lvl2), a kind of change (lvl3).
  const release = (
    type: SearchRecord['type'],
    position: number,
    lvl2: string | null,
    lvl3: string | null,
    content: string | null,
  ): SearchRecord => ({
    objectID: `/changelog/#${position}`,
    type,
    url: lvl2 ? '/changelog/#v1-0-0' : '/changelog/',
    url_without_anchor: '/changelog/',
    anchor: lvl2 ? 'v1-0-0' : null,
    content,
    description: null,
    keywords: null,
    hierarchy: { lvl0: 'Changelog', lvl1: 'Changelog', lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    docusaurus_tag: SEARCH_TAGS.blog,
    kind: 'changelog',
    section: null,
    weight: { pageRank: PAGE_RANK.changelog, level: LEVEL_WEIGHT[type], position },
  });
  const changelog = [
    release('lvl1', 0, null, null, null),
    release('lvl2', 1, '1.0.0 <beta>', null, null),
    release('lvl3', 2, '1.0.0 <beta>', 'Fixed', null),
    release('content', 3, '1.0.0 <beta>', 'Fixed', 'Fixed Firefox runs that stopped on a download.'),
  ];
  const docs = records.filter((r) => r.kind === 'docs');
  const changelogPieces = buildPieces([...docs, ...changelog], [], '/pieces/');
  const changelogFiles = new Map<string, unknown>([['/index.json', changelogPieces.meta]]);
  for (const [file, piece] of pieceFiles(changelogPieces)) changelogFiles.set(`/pieces/${file}`, piece);
  const engine = createLocalSearchClient(
    createEngine('/index.json', async <T>(path: string) => structuredClone(changelogFiles.get(path)) as T),
  );
  /** The hits as the modal asks for them, each with the path DocSearch will show under it. */
  async function hits(query: string): Promise<DocSearchHit[]> {
    const { results } = await engine.search({
      requests: [
        {
          indexName: 'i',
          query,
          hitsPerPage: 20,
          attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    // The embedded client answers as Algolia does, whose hits DocSearch reads.
    return (results[0] as unknown as { hits: DocSearchHit[] }).hits.map(withPlaceInPage);
  }

  it.each([
    ['a note names its release and kind of change, escaped', 'download', 'content', '1.0.0 &lt;beta&gt; › Fixed'],
    ['with the words highlighted', 'beta download', 'content', '1.0.0 &lt;<mark>beta</mark>&gt; › Fixed'],
    ['a kind of change names its release', 'fixed', 'lvl3', '1.0.0 &lt;beta&gt;'],
    ['a release, whose heading is its title, keeps the page', 'beta', 'lvl2', 'Changelog'],
    ['a docs page, whose title is not its section, keeps its title', 'reach', 'content', 'Headless runs'],
  ])('%s', async (_name, query, type, path) => {
    const [first] = await hits(query);
    expect(first.type).toBe(type);
    expect(first._snippetResult.hierarchy.lvl1.value).toBe(path);
  });
});

describe("a hit's group and breadcrumb outside the docs: its kind's label", () => {
  const hierarchy = { lvl0: 'Testflux', lvl1: 'Privacy policy' };
  it.each([
    ['a site page, indexed under the product', 'site', '/Privacy/', 'Testflux', 'Site'],
    ['a post, indexed under its kind already', 'blog', '/blog/x/', 'Blog', 'Blog'],
    ['a docs page, under its section', 'docs', '/docs/Testflux/Run%20Tests/x/#a', 'Run Tests', 'Run Tests'],
  ])('%s', (_name, kind, url, lvl0, group) => {
    // DocSearch asks for no kind: the modal's hit has its address alone.
    const hit = { objectID: 'a', type: 'lvl1', url, hierarchy: { ...hierarchy, lvl0 } } as unknown as DocSearchHit;
    const grouped = withKindGroup({
      ...hit,
      _highlightResult: { hierarchy: { lvl0: { value: lvl0 } } },
    } as unknown as DocSearchHit);
    expect(grouped.hierarchy.lvl0).toBe(group);
    // The name DocSearch gives the group.
    expect(grouped._highlightResult?.hierarchy?.lvl0?.value).toBe(group);
    const crumb = breadcrumbOf({ kind: kind as SearchKind, hierarchy: { ...hierarchy, lvl0 } });
    expect(crumb).toEqual(kind === 'docs' ? ['Docs', lvl0] : [group]);
  });
});

describe('stored searches DocSearch will read', () => {
  const hit = { objectID: 'a', type: 'lvl1', url: '/docs/', hierarchy: { lvl0: 'Get Started', lvl1: 'Install' } };
  it.each([
    ['text that is no JSON', '{not json', null],
    ['JSON that is no list', '{"a":1}', null],
    ['null', 'null', null],
    ['a list of no searches', '[null,1,"x",{"url":"/a/"}]', '[]'],
    ['a search with a script address', JSON.stringify([{ ...hit, url: 'javascript:alert(1)' }]), '[]'],
    ['a search with an address that does not parse', JSON.stringify([{ ...hit, url: 'http://[' }]), '[]'],
    ['a path that parsers read as another host', JSON.stringify([{ ...hit, url: '/\t/x.example/' }]), '[]'],
    ['a path with a line break', JSON.stringify([{ ...hit, url: '/a\n/' }]), '[]'],
    [
      'a search with an address on another host, written as a path',
      JSON.stringify([{ ...hit, url: '//x.example/' }]),
      '[]',
    ],
    ['a search whose heading is no text', JSON.stringify([{ ...hit, hierarchy: { lvl0: { a: 1 } } }]), '[]'],
    [
      'a search with an absolute address',
      JSON.stringify([{ ...hit, url: 'https://testflux.example/docs/' }]),
      JSON.stringify([{ ...hit, url: 'https://testflux.example/docs/' }]),
    ],
    ['a good search', JSON.stringify([hit]), JSON.stringify([hit])],
    [
      'markup other than the highlight marks',
      JSON.stringify([{ ...hit, hierarchy: { lvl1: 'A <img src=x onerror=alert(1)> <mark>b</mark> &amp; c' } }]),
      JSON.stringify([{ ...hit, hierarchy: { lvl1: 'A &lt;img src=x onerror=alert(1)> <mark>b</mark> &amp; c' } }]),
    ],
  ])('%s', (_, raw, expected) => {
    expect(repairStoredList(raw)).toBe(expected);
  });
});

describe('stored searches /search/ lists', () => {
  const hit = { objectID: 'a', type: 'lvl2', url: '/docs/#b', hierarchy: { lvl1: 'Install', lvl2: 'Linux <x>' } };
  it.each([
    ['none stored', null, []],
    ['text that is no JSON', '{not json', []],
    ['JSON that is no list', '{"a":1}', []],
    [
      'a list with searches that cannot be shown',
      JSON.stringify([null, { ...hit, url: 'javascript:x' }, { ...hit, url: '/\t/x.example/' }, hit]),
      [hit],
    ],
  ])('%s', (_, raw, expected) => {
    expect(readStoredHits(raw)).toEqual(expected);
  });
});
