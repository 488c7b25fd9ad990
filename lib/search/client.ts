/**
 * The one search client both UIs use: the embedded index by default, Algolia's lite client
 * when the site is configured for it. Loaded only by the search modal and the /search/ page.
 */
import type { liteClient } from 'algoliasearch/lite';
import { SEARCH } from '../constants';
import type { SearchSettings } from '../config/schema';
import { FACET_FILTERS, FACETS, type SearchKind } from './contract';
import { createLocalSearchClient, workerHost, type LocalSearchClient } from './local-client';
import { countingPages, inPages } from './page-counts';

export type { SearchSettings } from '../config/schema';

export { FACET_FILTERS } from './contract';

/** Placeholders DocSearch requires; the local client never sends them anywhere. */
export const LOCAL_CREDENTIALS = { appId: 'local', apiKey: 'local' };

let local: LocalSearchClient | null = null;

/** The embedded client, created once per session so the index is fetched once. */
export function localClient(): LocalSearchClient {
  if (!local) {
    local = createLocalSearchClient(workerHost());
    // A search UI is opening: start the worker (which fetches the first piece as it starts), or
    // fetch that piece again if it failed earlier.
    local.preload();
  }
  return local;
}

type LiteClient = ReturnType<typeof liteClient>;

/**
 * Algolia's lite client, loaded with the first search: the site searches its embedded index by
 * default, and the search page's first load should not carry a client it does not use.
 */
export function algoliaClient({ appId, apiKey }: SearchSettings) {
  let client: Promise<LiteClient> | null = null;
  const load = () =>
    (client ??= import('algoliasearch/lite').then((m) =>
      m.liteClient(appId, apiKey, {
        timeouts: { connect: SEARCH.timeouts.connectMs, read: SEARCH.timeouts.readMs, write: SEARCH.timeouts.writeMs },
      }),
    ));
  return {
    search: async (input: Parameters<LiteClient['search']>[0]) => (await load()).search(input),
  };
}

export function searchClientFor(settings: SearchSettings) {
  return settings.provider === 'algolia' ? algoliaClient(settings) : localClient();
}

/** A request as the two UIs send it: Algolia's v5 flat shape, or the legacy one with `params`. */
export type SearchRequestInput = { indexName?: string; params?: unknown } & Record<string, unknown>;
type FacetFilters = (string | string[])[];
/** What both backends' `search` accepts: `{ requests }` (v5) or the legacy array. */
export type MultiQuery = { requests: SearchRequestInput[] } | SearchRequestInput[];
/** Either backend: Algolia's lite client types its argument more narrowly than MultiQuery. */
export interface SearchClientLike {
  search: (input: never) => Promise<unknown>;
}

/**
 * A client's search, called with the multi-query both backends answer: the one place the
 * narrower argument type of Algolia's lite client (and of DocSearch's) is set aside.
 */
export function multiSearch<R = unknown>(
  client: SearchClientLike,
): (query: MultiQuery, ...rest: unknown[]) => Promise<R> {
  const search = client.search as unknown as (query: MultiQuery, ...rest: unknown[]) => Promise<R>;
  return (query, ...rest) => search.call(client, query, ...rest);
}

/** The requests of a multi-query, written either way. */
export function requestsOf(input: MultiQuery): SearchRequestInput[] {
  return Array.isArray(input) ? input : input.requests;
}

function facetFiltersOf(value: unknown): FacetFilters {
  if (typeof value === 'string') return value.startsWith('[') ? (JSON.parse(value) as FacetFilters) : [value];
  return Array.isArray(value) ? (value as FacetFilters) : [];
}

/** A copy of the request with its facet filters rewritten by `change`, wherever it keeps them. */
function withFacetFilters(request: SearchRequestInput, change: (filters: FacetFilters) => FacetFilters) {
  const { params } = request;
  if (typeof params === 'string') {
    const search = new URLSearchParams(params);
    search.set('facetFilters', JSON.stringify(change(facetFiltersOf(search.get('facetFilters')))));
    return { ...request, params: search.toString() };
  }
  if (params && typeof params === 'object') {
    const p = params as Record<string, unknown>;
    return { ...request, params: { ...p, facetFilters: change(facetFiltersOf(p.facetFilters)) } };
  }
  return { ...request, facetFilters: change(facetFiltersOf(request.facetFilters)) };
}

/** A copy of the request with `extra` facet filters ANDed to its own, wherever it keeps them. */
export const addFacetFilters = (request: SearchRequestInput, extra: FacetFilters): SearchRequestInput =>
  withFacetFilters(request, (filters) => [...filters, ...extra]);

/** An OR group of one attribute's values, as InstantSearch writes a disjunctive refinement. */
const groupOf =
  (attribute: string) =>
  (filter: string | string[]): filter is string[] =>
    Array.isArray(filter) && filter.length > 0 && filter.every((f) => f.startsWith(`${attribute}:`));

/**
 * A docs section is a part of the docs, not a filter of its own on every kind: the kinds' group
 * and the sections' become one OR group, with the docs' kind replaced by the sections chosen
 * ("Docs in Run Tests, or the blog"). A request without a kind group is InstantSearch counting
 * the kinds (the page never has sections without the docs' kind: cleanFacets): it counts them
 * whatever the sections, so choosing one leaves the blog's and the changelog's counts as they were.
 */
export function sectionsWithinDocs(filters: FacetFilters): FacetFilters {
  const sections = filters.find(groupOf(FACETS.section));
  if (!sections) return filters;
  const kinds = filters.find(groupOf(FACETS.kind));
  const rest = filters.filter((f) => f !== sections && f !== kinds);
  if (!kinds) return rest;
  const docs = `${FACETS.kind}:${'docs' satisfies SearchKind}`;
  return [...rest, [...sections, ...kinds.filter((k) => k !== docs)]];
}

/**
 * The /search/ page's client: the spec's always-on facet filters (language, docs tag) ANDed to
 * every request, and the docs sections read as parts of the docs (sectionsWithinDocs). Not
 * through <Configure facetFilters>: InstantSearch's helper merges that array index by index
 * with the refinements' filters, so a chosen kind would replace the language one.
 */
export function withFixedFacetFilters<C extends SearchClientLike>(client: C): C {
  return {
    ...client,
    search: (input: MultiQuery) => {
      const requests = requestsOf(input).map((r) =>
        withFacetFilters(r, (filters) => [...sectionsWithinDocs(filters), ...FACET_FILTERS]),
      );
      return multiSearch(client)(Array.isArray(input) ? requests : { ...input, requests });
    },
  };
}

/**
 * Either client counting in pages (lib/search/page-counts.ts): each request also asks for the
 * pages' facet, and each answer's count and kind and section counts are of pages.
 */
export function withPageCounts<C extends SearchClientLike>(client: C): C {
  return {
    ...client,
    search: async (input: MultiQuery) => {
      const requests = requestsOf(input).map(countingPages);
      const search = multiSearch<{ results: object[] }>(client);
      const response = await search(Array.isArray(input) ? requests : { ...input, requests });
      return { ...response, results: response.results.map(inPages) };
    },
  };
}

/** Kind counts per value, from a response's `facets`. */
export type KindCounts = Partial<Record<SearchKind, number>>;

/**
 * The modal's kind chips over DocSearch's one request: the chosen kind ANDed to it, and the
 * chips' counts from the same multi-query. Without a chosen kind the request itself counts
 * (its hits are the unfiltered ones); with one, a second request without the kind filter
 * counts (`hitsPerPage: 0`, no analytics). Counts are taken after distinct, on Algolia as on the
 * embedded index, and the modal's client counts them in pages (withPageCounts), as /search/ lists.
 */
export function withKindFacet(input: MultiQuery, kind: SearchKind | null) {
  const [main, ...rest] = requestsOf(input);
  const counting = { facets: [FACETS.kind], facetingAfterDistinct: true };
  const requests = kind
    ? [
        addFacetFilters(main, [`${FACETS.kind}:${kind}`]),
        ...rest,
        {
          ...main,
          hitsPerPage: 0,
          attributesToRetrieve: [],
          attributesToSnippet: [],
          analytics: false,
          clickAnalytics: false,
          ...counting,
        },
      ]
    : [{ ...main, ...counting }, ...rest];
  /** DocSearch's own results (the counting request removed) and the counts. */
  const split = <R extends { facets?: Record<string, Record<string, number>> }>(results: R[]) => ({
    results: kind ? results.slice(0, -1) : results,
    counts: ((kind ? results.at(-1) : results[0])?.facets?.[FACETS.kind] ?? {}) as KindCounts,
  });
  return { input: Array.isArray(input) ? requests : { ...input, requests }, split };
}

/** "Did you mean" queries, always from the embedded vocabulary; none when it cannot load. */
export function suggestQueries(query: string): Promise<string[]> {
  return localClient()
    .suggest(query)
    .catch(() => []);
}
