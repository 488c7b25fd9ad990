import { describe, expect, it } from 'vitest';
import { emptyPages, recordsOf, fixtureEngine, SPEC_FACETS, search, urls, type PageSpec, client } from './fixture';

describe('embedded search engine: the response', () => {
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

  it('keeps only the hits that match every word with removeWordsIfNoResults "none", as Algolia does by default', async () => {
    const partial = '/docs/Testflux/Environments/secrets/#rotate';
    expect(await urls('rotate keys')).toContain(partial);
    const strict = await search({ query: 'rotate keys', removeWordsIfNoResults: 'none', facets: ['kind'] });
    const strictUrls = strict.hits.map((h) => String(h.url));
    expect(strictUrls).not.toContain(partial);
    expect(strictUrls).toEqual(expect.arrayContaining(['/docs/a/in-title/', '/docs/a/in-text/']));
    expect(strict.nbHits).toBe(strictUrls.length);
    expect(strict.facets).toEqual({ kind: { docs: strictUrls.length } });
    // Through a legacy params string too; no hit holds a word no page has.
    const { results } = await client.search([
      { indexName: 'testflux', params: 'query=rotate%20xyzzyq&removeWordsIfNoResults=none' },
    ]);
    expect(results[0].nbHits).toBe(0);
  });
});
