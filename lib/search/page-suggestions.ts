/**
 * The pages a query finds first, one entry a page: what the not-found page offers for the words
 * of a missing page's address. Loaded when that page asks, over the site's one search client
 * (the embedded index, or Algolia when the site is configured for it).
 */
import { SEARCH } from '../constants';
import { searchClientFor, withFixedFacetFilters, type MultiQuery, type SearchSettings } from './client';
import { breadcrumbOf, pageUrlOf, type SearchHit } from './group-hits';

export interface PageSuggestion {
  url: string;
  title: string;
  /** Where the page sits: "Docs" and its section, or the kind. */
  breadcrumb: string[];
}

interface Results {
  results: { hits?: SearchHit[] }[];
}

export async function pageSuggestions(
  settings: SearchSettings,
  query: string,
  limit: number,
): Promise<PageSuggestion[]> {
  const client = withFixedFacetFilters(searchClientFor(settings));
  const request: MultiQuery = {
    requests: [
      {
        indexName: settings.indexName,
        query,
        hitsPerPage: SEARCH.hitsPerPage,
        attributesToRetrieve: ['hierarchy', 'url', 'url_without_anchor', 'kind', 'type'],
        attributesToSnippet: [],
        attributesToHighlight: [],
        // Only pages that hold every word: a page that matches one word of an address says little.
        removeWordsIfNoResults: 'none',
      },
    ],
  };
  const search = client.search as unknown as (input: MultiQuery) => Promise<Results>;
  const { results } = await search.call(client, request);
  const pages = new Map<string, PageSuggestion>();
  for (const hit of results[0]?.hits ?? []) {
    const url = pageUrlOf(hit);
    if (!pages.has(url) && hit.hierarchy.lvl1) {
      pages.set(url, { url, title: hit.hierarchy.lvl1, breadcrumb: breadcrumbOf(hit) });
    }
  }
  return [...pages.values()].slice(0, limit);
}
