import { describe, expect, it } from 'vitest';
import {
  createLocalSearchClient,
  editDistance,
  highlight,
  matchesFacets,
  normaliseRequests,
  snippet,
  typosAllowed,
  type CompactIndex,
  type Hit,
} from '@/lib/search/local-client';
import { docsSection, extractRecords } from '@/lib/search/records';
import { groupHitsByPage, type SearchHit } from '@/lib/search/group-hits';

const HTML = `<!doctype html><html><body>
<nav class="navbar"><a href="/docs/">Docs</a><p>Navbar text never indexed</p></nav>
<main><div class="doc-page"><article class="doc-article">
<nav class="breadcrumbs"><ol><li><a href="/docs/">Docs</a></li><li><a href="/x/">Environments</a></li><li>Secrets</li></ol></nav>
<details class="toc toc--mobile"><summary>On this page</summary><a href="#add-a-secret">Add a secret</a></details>
<div class="page-title"><h1>Secrets</h1><div class="copy-page"><button type="button">Copy page</button><ul role="menu" hidden=""><li role="none"><button role="menuitem">Copy as Markdown</button></li></ul><dialog><h2>Copy this page as Markdown</h2></dialog></div></div>
<div class="markdown">
<p>Secrets hold passwords and API keys.</p>
<h2 id="add-a-secret" class="anchor-heading">Add a secret<a class="hash-link" href="#add-a-secret">#</a></h2>
<ol><li>Open <strong>Environments</strong>.<ul><li>Pick the staging one.</li></ul></li></ol>
<figure data-rehype-pretty-code-figure=""><pre><code>tfx run --env staging</code></pre></figure>
<h3 id="rotate" class="anchor-heading">Rotate<a class="hash-link" href="#rotate">#</a></h3>
<p>Replace the value &lt;script&gt; safely.</p>
</div>
<footer class="doc-footer"><a href="/edit">Edit this page</a></footer>
</article><aside class="doc-toc"><nav class="toc toc--desktop"><a href="#add-a-secret">Add a secret</a></nav></aside></div></main>
<footer class="footer"><p>Footer text never indexed</p></footer></body></html>`;

describe('record extraction', () => {
  const records = extractRecords(HTML, {
    url: '/docs/Testflux/Environments/secrets/',
    lvl0: docsSection(HTML),
    tag: 'docs-default-current',
    kind: 'docs',
  });

  it('builds the hierarchy, types and anchors from the article only', () => {
    expect(records.map((r: Hit) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', null, null, null, null],
      ['content', null, null, null, 'Secrets hold passwords and API keys.'],
      ['lvl2', 'add-a-secret', 'Add a secret', null, null],
      ['content', 'add-a-secret', 'Add a secret', null, 'Open Environments.'],
      ['content', 'add-a-secret', 'Add a secret', null, 'Pick the staging one.'],
      ['lvl3', 'rotate', 'Add a secret', 'Rotate', null],
      ['content', 'rotate', 'Add a secret', 'Rotate', 'Replace the value <script> safely.'],
    ]);
    expect(records[0].hierarchy.lvl0).toBe('Environments');
    expect(records[0].hierarchy.lvl1).toBe('Secrets');
    expect(records[3].url).toBe('/docs/Testflux/Environments/secrets/#add-a-secret');
    expect(records.every((r: Hit) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current')).toBe(true);
    expect(JSON.stringify(records)).not.toMatch(/never indexed|tfx run|Edit this page|On this page|Copy/);
  });
});

const index: CompactIndex = {
  version: 1,
  pages: [
    ['/docs/Testflux/Environments/secrets/', 'Environments', 'Secrets', 'docs-default-current', 'docs'],
    ['/docs/Testflux/Run%20Tests/headless/', 'Run Tests', 'Headless runs', 'docs-default-current', 'docs'],
    ['/blog/flaky/', 'Blog', 'Flaky tests and secrets', 'default', 'blog'],
    ['/other/', 'Other', 'Other secrets', 'other-tag', 'changelog'],
  ],
  records: [
    [0, 'lvl1', null, null, null, null],
    [
      0,
      'content',
      'rotate',
      'Rotate a secret',
      null,
      'Replace the value of a secret without downtime in any environment.',
    ],
    [1, 'lvl1', null, null, null, null],
    [
      1,
      'content',
      null,
      null,
      null,
      'Run a suite headless from the command line in your pipeline with tfx run --headless today.',
    ],
    [2, 'lvl1', null, null, null, null],
    [2, 'content', null, null, null, 'Some <img src=x onerror=alert(1)> markup in text.'],
    [3, 'lvl1', null, null, null, null],
  ],
};
const client = createLocalSearchClient(async () => index);
const FACETS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

async function search(params: Record<string, unknown>) {
  const { results } = await client.search({ requests: [{ indexName: 'testflux', hitsPerPage: 20, ...params }] });
  return results[0];
}

describe('local search client', () => {
  it('answers in Algolia’s response shape with highlights, snippets and a queryID', async () => {
    const r = await search({
      query: 'secret',
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      clickAnalytics: true,
      facetFilters: FACETS,
    });
    expect(r).toMatchObject({ nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 20, query: 'secret', index: 'testflux' });
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(r.hits[0]).toMatchObject({ type: 'lvl1', url: '/docs/Testflux/Environments/secrets/' });
    expect((r.hits[0]._highlightResult.hierarchy as Record<string, { value: string }>).lvl1.value).toBe(
      '<mark>Secrets</mark>',
    );
    const content = r.hits.find((h) => h.type === 'content')!;
    expect(
      (content._snippetResult.content as { value: string }).value.split(' ').filter((w) => w !== '…').length,
    ).toBeLessThanOrEqual(10);
  });

  it('has no queryID without clickAnalytics', async () => {
    expect((await search({ query: 'secret' })).queryID).toBeUndefined();
  });

  it('filters by the language and docs-tag facets', async () => {
    const all = await search({ query: 'secrets' });
    const filtered = await search({ query: 'secrets', facetFilters: FACETS });
    expect(all.hits.map((h) => h.url)).toContain('/other/');
    expect(filtered.hits.map((h) => h.url)).not.toContain('/other/');
  });

  it.each([
    ['prefix of the last word', 'headl', '/docs/Testflux/Run%20Tests/headless/'],
    ['one typo in a 7-letter word', 'secretz', '/docs/Testflux/Environments/secrets/'],
    ['two typos in an 8+ letter word', 'headelss runs', '/docs/Testflux/Run%20Tests/headless/'],
  ])('matches a %s', async (_name, query, url) => {
    expect((await search({ query })).hits[0].url).toBe(url);
  });

  it('ranks hits matching all words above hits matching some', async () => {
    const r = await search({ query: 'rotate secret' });
    expect(r.hits[0].url).toBe('/docs/Testflux/Environments/secrets/#rotate');
  });

  it('paginates', async () => {
    const r = await search({ query: 'secrets', hitsPerPage: 1, page: 1 });
    expect(r).toMatchObject({ page: 1, hitsPerPage: 1, nbPages: r.nbHits });
    expect(r.hits).toHaveLength(1);
  });

  it('retrieves only the requested attributes', async () => {
    const r = await search({ query: 'secret', attributesToRetrieve: ['hierarchy.lvl0', 'url'] });
    expect(Object.keys(r.hits[0]).sort()).toEqual([
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
    expect(highlight('<b>x</b>', ['<b>'], '<m>', '</m>').value).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  it('accepts the legacy request array with a params string', async () => {
    const r = await client.search([{ indexName: 'testflux', params: 'query=headless&hitsPerPage=5' }]);
    expect(r.results[0]).toMatchObject({ hitsPerPage: 5, query: 'headless' });
  });

  it('rejects with a RetryError when the index cannot be loaded, and retries next time', async () => {
    let calls = 0;
    const flaky = createLocalSearchClient(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return index;
    });
    await expect(flaky.search({ requests: [{ indexName: 'i', query: 'secret' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(flaky.search({ requests: [{ indexName: 'i', query: 'secret' }] })).resolves.toBeDefined();
  });
});

describe('search helpers', () => {
  it.each([
    ['abc', 0],
    ['abcd', 1],
    ['abcdefg', 1],
    ['abcdefgh', 2],
  ])('allows %s %i typos', (term, n) => expect(typosAllowed(term)).toBe(n));

  it('measures edit distance', () => {
    expect(editDistance('secrest', 'secrets')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('cuts snippets to the word count with ellipses on both sides', () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    const s = snippet(text, ['w15'], 5, '<em>', '</em>', '…');
    expect(s.value).toBe('… w14 <em>w15</em> w16 w17 w18 …');
  });

  it('reads facet filters as an AND of ORs', () => {
    const hit = { language: 'en', docusaurus_tag: 'default' } as unknown as Hit;
    expect(matchesFacets(hit, ['language:en', ['docusaurus_tag:x', 'docusaurus_tag:default']])).toBe(true);
    expect(matchesFacets(hit, ['language:fr'])).toBe(false);
  });

  it('normalises v5 requests', () => {
    expect(normaliseRequests({ requests: [{ indexName: 'a', query: 'q', hitsPerPage: 3 }] })[0].params).toMatchObject({
      query: 'q',
      hitsPerPage: 3,
      page: 0,
    });
  });

  it('groups hits by page in ranking order', () => {
    const hits: SearchHit[] = [
      {
        objectID: '1',
        url: '/a/#x',
        url_without_anchor: '/a/',
        type: 'content',
        hierarchy: { lvl0: 'A', lvl1: 'Page A', lvl2: 'X' },
      },
      { objectID: '2', url: '/b/', url_without_anchor: '/b/', type: 'lvl1', hierarchy: { lvl0: 'B', lvl1: 'Page B' } },
      { objectID: '3', url: '/a/', url_without_anchor: '/a/', type: 'lvl1', hierarchy: { lvl0: 'A', lvl1: 'Page A' } },
    ];
    expect(groupHitsByPage(hits).map((g) => [g.url, g.matches.length])).toEqual([
      ['/a/', 2],
      ['/b/', 1],
    ]);
  });
});
