/**
 * Counts of pages, not sections. Both backends answer a hit for each matching section (as
 * DocSearch's index does, distinct on the section's `url`), and both UIs list pages: counted in
 * hits, "Blog 828" stood beside a blog of 93 posts, and "1874 results" above 230 pages. Every
 * request also asks for the facet of the page's address (its values are the matching pages, up
 * to `SEARCH.countedPages`, Algolia's most), and the answer's `nbHits` and its kind and section
 * counts are recounted from those pages. Its pagination (`nbPages`) stays in hits.
 */
import { SEARCH } from '../constants';
import { BLOG_HOME, CHANGELOG_HOME, docsSectionOf } from '../page-address';
import { DOCS_HOME } from '../url-path';
import { FACETS, type SearchKind } from './kinds';
import { list } from './local-client';

type Facets = Record<string, Record<string, number>>;

/**
 * A page's kind and docs section, from its address (lib/page-address.ts, not the route table:
 * the search's client code stays small); an after-build test holds every record to it.
 */
export function placeOfPage(url: string): { kind: SearchKind; section: string | null } {
  if (url.startsWith(DOCS_HOME)) return { kind: 'docs', section: docsSectionOf(url) };
  const kind = url.startsWith(CHANGELOG_HOME) ? 'changelog' : url.startsWith(BLOG_HOME) ? 'blog' : 'site';
  return { kind, section: null };
}

const listOf = (value: unknown): string[] => list(value) ?? [];

/**
 * A copy of the request that also asks for the pages' facet. Beside `params` (Algolia's client
 * lets `params` win over the same key beside it, the embedded client the key beside it), the
 * facets are written in both places, each with all the request asked for.
 */
export function countingPages<R extends { params?: unknown } & Record<string, unknown>>(request: R): R {
  const { params } = request;
  const search = typeof params === 'string' ? new URLSearchParams(params) : null;
  const object = params && typeof params === 'object' ? (params as Record<string, unknown>) : null;
  const facets = [
    ...new Set([...listOf(request.facets), ...listOf(search?.get('facets') ?? object?.facets), FACETS.page]),
  ];
  const counting = { facets, maxValuesPerFacet: SEARCH.countedPages };
  if (search) {
    search.set('facets', JSON.stringify(facets));
    search.set('maxValuesPerFacet', String(SEARCH.countedPages));
  }
  const beside = params === undefined || request.facets !== undefined ? counting : {};
  return {
    ...request,
    ...beside,
    ...(search ? { params: search.toString() } : object ? { params: { ...object, ...counting } } : {}),
  };
}

/** The answer counted in pages: `nbHits` and the kind and section counts, the pages' facet removed. */
export function inPages<A extends { nbHits?: number; facets?: Facets }>(answer: A): A {
  const pages = answer.facets?.[FACETS.page];
  if (!pages) return answer;
  const facets: Facets = Object.create(null);
  for (const [attribute, counts] of Object.entries(answer.facets!)) {
    if (attribute !== FACETS.page) facets[attribute] = counts;
  }
  const urls = Object.keys(pages);
  const places = urls.map(placeOfPage);
  for (const attribute of [FACETS.kind, FACETS.section] as const) {
    if (!facets[attribute]) continue;
    const counts: Record<string, number> = Object.create(null);
    for (const place of places) {
      const value = place[attribute];
      if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[attribute] = counts;
  }
  return { ...answer, nbHits: urls.length, facets };
}
