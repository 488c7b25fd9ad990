import { describe, expect, it } from 'vitest';
import { normaliseRequests } from '@/lib/search/local-client';
import { highlight, matchesFacets, snippet } from '@/lib/search/engine/respond';
import { typosAllowed } from '@/lib/search/engine/tokenize';
import type { SearchRecord } from '@/lib/search/contract';
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
<figure data-rehype-pretty-code-figure=""><div class="code-block"><pre data-language="text"><code><span data-line="">Pull stopped: unknown   Element "Cart.coupon"</span>
<span data-line="">ok</span>
<span data-line="">Exit code 1</span></code></pre></div></figure>
<h3 id="rotate" class="anchor-heading">Rotate<a class="hash-link" href="#rotate">#</a></h3>
<p>Replace the value &lt;script&gt; safely.</p>
<table><thead><tr><th>Channel</th><th>What you need</th></tr></thead><tbody><tr><td><code>domain</code><br/><strong>Domain</strong></td><td>Text<br/>Optional</td></tr></tbody></table>
<ul><li><p>Loose item,</p><p>two paragraphs.</p></li></ul>
</div>
<footer class="doc-footer"><a href="/edit">Edit this page</a></footer>
</article><aside class="doc-toc"><nav class="toc toc--desktop"><a href="#add-a-secret">Add a secret</a></nav></aside>
<script type="application/ld+json">{"@type":"TechArticle","headline":"Secrets","description":"Store passwords as  write-only Secrets."}</script></div></main>
<footer class="footer"><p>Footer text never indexed</p></footer></body></html>`;

describe('record extraction', () => {
  const records = extractRecords(HTML, {
    url: '/docs/Testflux/Environments/secrets/',
    lvl0: docsSection(HTML),
    tag: 'docs-default-current',
    kind: 'docs',
    keywords: ['credentials', 'api key'],
  });

  it('builds the hierarchy, types and anchors from the article only', () => {
    expect(records.map((r: SearchRecord) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual(
      [
        ['lvl1', null, null, null, null],
        // The page's description (from its structured data) is the first text under the title.
        ['content', null, null, null, 'Store passwords as write-only Secrets.'],
        ['content', null, null, null, 'Secrets hold passwords and API keys.'],
        ['lvl2', 'add-a-secret', 'Add a secret', null, null],
        ['content', 'add-a-secret', 'Add a secret', null, 'Open Environments.'],
        ['content', 'add-a-secret', 'Add a secret', null, 'Pick the staging one.'],
        // A text block (output, a message) is a record a line; code in other languages is left out.
        ['content', 'add-a-secret', 'Add a secret', null, 'Pull stopped: unknown Element "Cart.coupon"'],
        ['content', 'add-a-secret', 'Add a secret', null, 'Exit code 1'],
        ['lvl3', 'rotate', 'Add a secret', 'Rotate', null],
        ['content', 'rotate', 'Add a secret', 'Rotate', 'Replace the value <script> safely.'],
        // A table row is one record, its cells in order (a header row none); a line break or a
        // paragraph inside a cell or an item separates words, as on screen.
        ['content', 'rotate', 'Add a secret', 'Rotate', 'domain Domain · Text Optional'],
        ['content', 'rotate', 'Add a secret', 'Rotate', 'Loose item, two paragraphs.'],
      ],
    );
    expect(records[0].hierarchy.lvl0).toBe('Environments');
    expect(records[0].hierarchy.lvl1).toBe('Secrets');
    expect(records[4].url).toBe('/docs/Testflux/Environments/secrets/#add-a-secret');
    expect(records.every((r: SearchRecord) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current')).toBe(
      true,
    );
    expect(JSON.stringify(records)).not.toMatch(/never indexed|tfx run|Edit this page|On this page|Copy/);
  });

  it('carries the summary as a description on its own record only, and has none without one', () => {
    expect(records.map((r: SearchRecord) => r.description)).toEqual(
      records.map((_, i) => (i === 1 ? 'Store passwords as write-only Secrets.' : null)),
    );
    // The page's keywords ride on its summary record, which is searched for the whole page.
    expect(records.map((r: SearchRecord) => r.keywords)).toEqual(
      records.map((_, i) => (i === 1 ? ['credentials', 'api key'] : null)),
    );
    const bare = extractRecords(HTML.replace(/<script type="application\/ld\+json">.*?<\/script>/, ''), {
      url: '/docs/x/',
      lvl0: 'X',
      tag: 'docs-default-current',
      kind: 'docs',
    });
    expect(bare.slice(0, 2).map((r: SearchRecord) => [r.type, r.content, r.description, r.keywords])).toEqual([
      ['lvl1', null, null, null],
      ['content', 'Secrets hold passwords and API keys.', null, null],
    ]);
  });
});

describe('record extraction from a page of the site (content/pages)', () => {
  const page = `<main><div class="container page static-page"><article class="static-page__article">
<h1>Privacy policy</h1><p class="lead">How Testflux protects personal data.</p>
<div class="markdown"><p class="lead">A lead of its own stays.</p><h2 id="rights">Your rights<a class="hash-link" href="#rights">#</a></h2><p>Ask for a copy.</p></div>
</article><script type="application/ld+json">{"@type":"WebPage","description":"How Testflux protects personal data."}</script></div></main>`;
  const records = extractRecords(page, { url: '/Privacy/', lvl0: 'Testflux', tag: 'default', kind: 'site' });

  it('has the lead that shows the summary once, as the summary', () => {
    expect(records.map((r: SearchRecord) => [r.type, r.content, r.description])).toEqual([
      ['lvl1', null, null],
      ['content', 'How Testflux protects personal data.', 'How Testflux protects personal data.'],
      ['content', 'A lead of its own stays.', null],
      ['lvl2', null, null],
      ['content', 'Ask for a copy.', null],
    ]);
    expect(records.every((r: SearchRecord) => r.kind === 'site' && r.section === null)).toBe(true);
  });
});

describe('search helpers', () => {
  it.each([
    ['abc', 0],
    ['abcd', 1],
    ['abcdefg', 1],
    ['abcdefgh', 2],
  ])('allows %s %i typos', (term, n) => expect(typosAllowed(term)).toBe(n));

  it('cuts snippets to the word count with ellipses on both sides', () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    const s = snippet(text, [new Set(['w15'])], 5, { pre: '<em>', post: '</em>', ellipsis: '…' });
    expect(s.value).toBe('… w14 <em>w15</em> w16 w17 w18 …');
  });

  it('reads facet filters as an AND of ORs', () => {
    const hit = { language: 'en', docusaurus_tag: 'default' };
    expect(matchesFacets(hit, ['language:en', ['docusaurus_tag:x', 'docusaurus_tag:default']])).toBe(true);
    expect(matchesFacets(hit, ['language:fr'])).toBe(false);
  });

  it('escapes markup in highlights', () => {
    expect(highlight('<b>x</b>', [new Set(['b'])], '<m>', '</m>').value).toBe('&lt;<m>b</m>&gt;x&lt;/<m>b</m>&gt;');
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
