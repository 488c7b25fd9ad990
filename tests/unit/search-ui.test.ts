import { describe, expect, it } from 'vitest';
import { cleanFacets, readFacets, withFacets } from '@/components/search/search-url';
import {
  addFacetFilters,
  FACET_FILTERS,
  withFixedFacetFilters,
  withKindFacet,
  type MultiQuery,
} from '@/lib/search/client';
import { groupHitsByPage, type SearchHit } from '@/lib/search/group-hits';
import { createLocalSearchClient, type CompactIndex } from '@/lib/search/local-client';

const SECTIONS = ['Run Tests', 'CICD & Integrations', 'Environments'];

// The search contract as the UIs use it (facet counts, hitsPerPage 0, suggest), against the
// embedded client; the same tests hold for any backend that answers the contract.
const index: CompactIndex = {
  version: 1,
  pages: [
    ['/docs/Testflux/Environments/secrets/', 'Environments', 'Secrets', 'docs-default-current', 'docs'],
    ['/docs/Testflux/Run%20Tests/headless/', 'Run Tests', 'Headless runs', 'docs-default-current', 'docs'],
    ['/blog/flaky/', 'Blog', 'Flaky tests and secrets', 'default', 'blog'],
    ['/changelog/', 'Changelog', 'Changelog', 'default', 'changelog'],
  ],
  records: [
    [0, 'lvl1', null, null, null, null],
    [0, 'content', 'rotate', 'Rotate a secret', null, 'Replace the value of a secret without downtime.'],
    [1, 'lvl1', null, null, null, null],
    [1, 'content', null, null, null, 'Run a suite headless in your pipeline, secrets included.'],
    [2, 'lvl1', null, null, null, null],
    [3, 'content', 'v1', 'v1.4.20', null, 'Secrets can now be rotated.'],
  ],
};
const client = createLocalSearchClient(async () => index);

describe('search contract used by the UIs', () => {
  it('counts facet values over the hits that pass every filter', async () => {
    const { results } = await client.search({
      requests: [{ indexName: 'i', query: 'secrets', facets: ['kind', 'section'], hitsPerPage: 0 }],
    });
    const [r] = results as { hits: unknown[]; nbHits: number; facets: Record<string, Record<string, number>> }[];
    expect(r.hits).toEqual([]);
    expect(r.facets.kind).toEqual({ docs: 3, blog: 1, changelog: 1 });
    expect(r.facets.section).toEqual({ Environments: 2, 'Run Tests': 1 });
    const sum = Object.values(r.facets.kind).reduce((a, b) => a + b, 0);
    expect(sum).toBe(r.nbHits);
    const { results: docs } = await client.search({
      requests: [{ indexName: 'i', query: 'secrets', facets: ['kind'], facetFilters: ['kind:blog'] }],
    });
    expect((docs[0] as { facets: Record<string, Record<string, number>> }).facets.kind).toEqual({ blog: 1 });
  });

  it('suggests a whole query for a misspelt one, and nothing for a known one', async () => {
    expect(await client.suggest('secretz headles')).toEqual(['secrets headless']);
    expect(await client.suggest('secrets')).toEqual([]);
  });
});

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

  it('runs end to end against the embedded client', async () => {
    const { input, split } = withKindFacet(docsearch, 'docs');
    const { results, counts } = split((await client.search(input)).results);
    expect(results).toHaveLength(1);
    expect((results[0] as { nbHits: number }).nbHits).toBe(3);
    expect(counts).toEqual({ docs: 3, blog: 1, changelog: 1 });
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
  });

  it('writes refinements after the query, readable', () => {
    const url = withFacets('https://x.example/search/?q=runner&kind=blog', {
      kind: ['docs'],
      section: ['CICD & Integrations'],
    });
    expect(url.search).toBe('?q=runner&kind=docs&section=CICD+%26+Integrations');
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
  ];

  it('titles each page with its highlighted title, then its sections with heading and snippet', () => {
    const [a, b] = groupHitsByPage(hits);
    expect(a).toMatchObject({
      titleHtml: 'Jenkins &lt;<mark>pipeline</mark>&gt;',
      breadcrumb: ['Docs', 'CICD & Integrations'],
      matches: [{ headingHtml: 'Steps', snippetHtml: '… add the <mark>pipeline</mark> step …' }],
    });
    // Without a highlight value the plain title is escaped here.
    expect(b).toMatchObject({ titleHtml: 'A &amp; B', breadcrumb: ['Blog'], matches: [{ headingHtml: null }] });
  });
});
