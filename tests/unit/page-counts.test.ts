import { describe, expect, it } from 'vitest';
import { SEARCH } from '@/lib/constants';
import { withPageCounts } from '@/lib/search/client';
import { LEVEL_WEIGHT, PAGE_RANK, SEARCH_TAGS, type SearchKind, type SearchRecord } from '@/lib/search/contract';
import { createEngine } from '@/lib/search/engine/host';
import { buildPieces, pieceFiles } from '@/lib/search/engine/pieces';
import { createLocalSearchClient } from '@/lib/search/local-client';
import { countingPages, inPages, placeOfPage } from '@/lib/search/page-counts';

const PAGE = 'url_without_anchor';

describe('counts of pages (lib/search/page-counts.ts)', () => {
  it.each([
    ['/docs/Testflux/Run%20Tests/parallel/', { kind: 'docs', section: 'Run Tests' }],
    ['/docs/Testflux/CICD%20%26%20Integrations/Jenkins/', { kind: 'docs', section: 'CICD & Integrations' }],
    ['/blog/selenium-vs-playwright/', { kind: 'blog', section: null }],
    ['/changelog/', { kind: 'changelog', section: null }],
    ['/features/', { kind: 'site', section: null }],
    ['/Privacy/', { kind: 'site', section: null }],
    // No article: a docs page without a section.
    ['/docs/tags/setup/', { kind: 'docs', section: null }],
  ])('places %s', (url, place) => {
    expect(placeOfPage(url)).toEqual(place);
  });

  it.each([
    [
      'parameters beside the request (the embedded client, DocSearch with the kind count)',
      { indexName: 'i', query: 'x', facets: ['kind'] },
      { indexName: 'i', query: 'x', facets: ['kind', PAGE], maxValuesPerFacet: SEARCH.countedPages },
    ],
    [
      'InstantSearch: params as an object',
      { indexName: 'i', params: { query: 'x', facets: ['kind', 'section'] } },
      {
        indexName: 'i',
        params: { query: 'x', facets: ['kind', 'section', PAGE], maxValuesPerFacet: SEARCH.countedPages },
      },
    ],
    [
      'DocSearch: params as an object, the kind count beside it',
      { indexName: 'i', query: 'x', params: { hitsPerPage: 20 }, facets: ['kind'] },
      {
        indexName: 'i',
        query: 'x',
        facets: ['kind', PAGE],
        maxValuesPerFacet: SEARCH.countedPages,
        params: { hitsPerPage: 20, facets: ['kind', PAGE], maxValuesPerFacet: SEARCH.countedPages },
      },
    ],
    [
      'the legacy params string',
      { indexName: 'i', params: 'query=x&facets=%5B%22kind%22%5D' },
      {
        indexName: 'i',
        params: `query=x&facets=${encodeURIComponent(JSON.stringify(['kind', PAGE]))}&maxValuesPerFacet=${SEARCH.countedPages}`,
      },
    ],
  ])('asks for the pages with %s', (_, request, expected) => {
    expect(countingPages(request)).toEqual(expected);
  });

  it('recounts the count and the kinds and sections in pages, and drops the pages facet', () => {
    const answer = {
      nbHits: 41,
      nbPages: 3,
      facets: {
        kind: { docs: 30, blog: 10, changelog: 1 },
        section: { 'Run Tests': 22, Environments: 8 },
        [PAGE]: {
          '/docs/Testflux/Run%20Tests/parallel/': 14,
          '/docs/Testflux/Run%20Tests/headless/': 8,
          '/docs/Testflux/Environments/secrets/': 8,
          '/blog/flaky/': 6,
          '/blog/ci/': 4,
          '/changelog/': 1,
        },
      },
    };
    expect(inPages(answer)).toEqual({
      nbHits: 6,
      nbPages: 3,
      facets: { kind: { docs: 3, blog: 2, changelog: 1 }, section: { 'Run Tests': 2, Environments: 1 } },
    });
    // Only the facets asked for are recounted; an answer without the pages' facet is as it came.
    expect(inPages({ nbHits: 2, facets: { [PAGE]: { '/blog/a/': 1, '/blog/b/': 1 } } })).toEqual({
      nbHits: 2,
      facets: {},
    });
    const plain = { nbHits: 5, facets: { kind: { docs: 5 } } };
    expect(inPages(plain)).toBe(plain);
  });
});

// The embedded engine in-process: pages of two sections, each naming secrets in its title and
// under a heading, so a query for them has twice as many hits as pages.
const PAGES: [url: string, lvl0: string, title: string, kind: SearchKind][] = [
  ['/docs/Testflux/Environments/secrets/', 'Environments', 'Secrets', 'docs'],
  ['/docs/Testflux/Run%20Tests/headless/', 'Run Tests', 'Secrets in headless runs', 'docs'],
  ['/blog/flaky/', 'Blog', 'Secrets and flaky tests', 'blog'],
  ['/changelog/', 'Changelog', 'Changelog: secrets', 'changelog'],
  ['/Privacy/', 'Testflux', 'Privacy policy: secrets', 'site'],
];
const records = PAGES.flatMap(([url, lvl0, title, kind]): SearchRecord[] =>
  (['lvl1', 'lvl2'] as const).map((type, position) => ({
    objectID: `${url}#${position}`,
    type,
    url: position ? `${url}#rotate` : url,
    url_without_anchor: url,
    anchor: position ? 'rotate' : null,
    content: null,
    description: null,
    keywords: null,
    hierarchy: {
      lvl0,
      lvl1: title,
      lvl2: position ? 'Rotate secrets' : null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    language: 'en',
    docusaurus_tag: kind === 'docs' ? SEARCH_TAGS.docs : SEARCH_TAGS.blog,
    kind,
    section: kind === 'docs' ? lvl0 : null,
    weight: { pageRank: PAGE_RANK[kind], level: LEVEL_WEIGHT[type], position },
  })),
);

describe('counts of pages, end to end against the embedded engine', () => {
  const pieces = buildPieces(records, [], '/pieces/');
  const files = new Map<string, unknown>([['/index.json', pieces.meta]]);
  for (const [file, piece] of pieceFiles(pieces)) files.set(`/pieces/${file}`, piece);
  const engine = createEngine('/index.json', async <T>(path: string) => structuredClone(files.get(path)) as T);
  type Answer = { nbHits: number; hits: { url: string }[]; facets?: Record<string, Record<string, number>> };
  const ask = async (client: { search: (input: never) => Promise<unknown> }) =>
    (
      (await (client.search as (input: unknown) => Promise<{ results: Answer[] }>)({
        requests: [{ indexName: 'i', query: 'secrets', hitsPerPage: 20, facets: ['kind', 'section'] }],
      })) as { results: Answer[] }
    ).results[0];

  it('answers in hits, and counts in pages', async () => {
    const client = createLocalSearchClient(engine);
    const hits = await ask(client);
    const pages = await ask(withPageCounts(client));
    expect(hits.nbHits).toBe(10);
    expect(pages.hits).toEqual(hits.hits);
    expect(pages.nbHits).toBe(5);
    expect(pages.facets).toEqual({
      kind: { docs: 2, blog: 1, changelog: 1, site: 1 },
      section: { Environments: 1, 'Run Tests': 1 },
    });
  });
});
