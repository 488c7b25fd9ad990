import { describe, expect, it } from 'vitest';
import { suggestPages, type SearchFn } from '@/lib/search/page-suggestions';
import { client } from './fixture';

const search: SearchFn = (input) => client.search(input) as ReturnType<SearchFn>;

describe("the not-found page's suggestions", () => {
  it('offers each page once, holding every word, up to the limit, its title escaped and unmarked', async () => {
    // "rotate keys": two pages hold both words; the Secrets page holds "rotate" alone.
    const pages = await suggestPages(search, 'testflux', 'rotate keys', 3, null);
    expect(pages.map((p) => p.url)).toEqual(expect.arrayContaining(['/docs/a/in-title/', '/docs/a/in-text/']));
    expect(pages.map((p) => p.url)).not.toContain('/docs/Testflux/Environments/secrets/');
    expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
    expect(pages.find((p) => p.url === '/docs/a/in-title/')).toEqual({
      url: '/docs/a/in-title/',
      titleHtml: 'Rotate keys',
      breadcrumb: ['Docs', 'Keys'],
    });
    expect(await suggestPages(search, 'testflux', 'rotate keys', 1, null)).toHaveLength(1);
    expect(await suggestPages(search, 'testflux', 'rotate xyzzyq', 3, null)).toEqual([]);
  });

  it.each([
    ['docs', ['/docs/Testflux/Run%20Tests/parallel/']],
    ['blog', ['/blog/parallel/']],
    [null, ['/docs/Testflux/Run%20Tests/parallel/', '/blog/parallel/']],
  ] as const)('offers pages of kind %s only, when asked', async (kind, urls) => {
    // "Parallel runs" is the title of a docs page and of a post.
    const pages = await suggestPages(search, 'testflux', 'parallel runs', 3, kind);
    expect(pages.map((p) => p.url).sort()).toEqual([...urls].sort());
  });

  it('takes titles as both backends answer them: HTML-escaped, as Algolia stores them', async () => {
    const algoliaLike: SearchFn = async () => ({
      results: [
        {
          hits: [
            {
              objectID: '1',
              url: '/docs/a/#x',
              url_without_anchor: '/docs/a/',
              type: 'lvl2',
              kind: 'docs',
              hierarchy: { lvl0: 'Get Started', lvl1: 'Don&#39;t &amp; do' },
              _highlightResult: { hierarchy: { lvl1: { value: 'Don&#39;t &amp; do' } } },
            },
            // A hit without a page title names no page to offer.
            { objectID: '2', url: '/docs/b/', type: 'lvl1', kind: 'docs', hierarchy: { lvl0: 'Get Started' } },
          ],
        },
      ],
    });
    expect(await suggestPages(algoliaLike, 'testflux', 'do', 3, null)).toEqual([
      { url: '/docs/a/', titleHtml: 'Don&#39;t &amp; do', breadcrumb: ['Docs', 'Get Started'] },
    ]);
  });
});
