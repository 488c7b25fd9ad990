/**
 * The pages a query finds first, one entry a page: what the not-found page offers for the words
 * of a missing page's address. Loaded when that page asks, over the site's one search client
 * (the embedded index, or Algolia when the site is configured for it).
 */
import { SEARCH } from '../constants';
import { multiSearch, searchClientFor, withFixedFacetFilters, type MultiQuery, type SearchSettings } from './client';
import { groupHitsByPage, type HitGroup, type SearchHit } from './group-hits';
import { FACETS, type SearchKind } from './kinds';
import { placeOfPage } from './page-counts';

export type PageSuggestion = Pick<HitGroup, 'url' | 'titleHtml' | 'breadcrumb'>;

/** A search client's `search`, as both backends have it. */
export type SearchFn = (input: MultiQuery) => Promise<{ results: { hits?: SearchHit[] }[] }>;

/**
 * The first `limit` pages `search` finds holding every word of `query`, of the `kind` given (the
 * kind of the part of the site the missing address is in), or of every kind when it is null.
 */
export async function suggestPages(
  search: SearchFn,
  indexName: string,
  query: string,
  limit: number,
  kind: SearchKind | null,
): Promise<PageSuggestion[]> {
  const { results } = await search({
    requests: [
      {
        indexName,
        query,
        ...(kind ? { facetFilters: [`${FACETS.kind}:${kind}`] } : {}),
        hitsPerPage: SEARCH.hitsPerPage,
        attributesToRetrieve: ['hierarchy', 'url', 'url_without_anchor', 'kind', 'type'],
        attributesToSnippet: [],
        // The titles as both backends answer them (HTML-escaped text), with nothing marked.
        highlightPreTag: '',
        highlightPostTag: '',
        // Only pages that hold every word: a page that matches one word of an address says little.
        removeWordsIfNoResults: 'none',
        // Asked by the page, not by a reader: no search to count.
        analytics: false,
        clickAnalytics: false,
      },
    ],
  });
  const titled = (results[0]?.hits ?? []).filter((hit) => hit.hierarchy.lvl1);
  return groupHitsByPage(titled)
    .slice(0, limit)
    .map(({ url, titleHtml, breadcrumb }): PageSuggestion => ({ url, titleHtml, breadcrumb }));
}

/**
 * The same over the site's search client, with the spec's fixed facet filters, for a missing
 * address (`pathname`): under /docs/, /blog/ or /changelog/, pages of that kind only (a blog
 * post is not what a mistyped docs address meant); elsewhere, pages of every kind.
 */
export function pageSuggestions(
  settings: SearchSettings,
  pathname: string,
  query: string,
  limit: number,
): Promise<PageSuggestion[]> {
  const search: SearchFn = multiSearch(withFixedFacetFilters(searchClientFor(settings)));
  // In any case: /Docs/instalation/ is a docs address too.
  const { kind } = placeOfPage(pathname.toLowerCase());
  return suggestPages(search, settings.indexName, query, limit, kind === 'site' ? null : kind);
}
