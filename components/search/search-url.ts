import { FACETS, SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';
import { SEARCH_QUERY_PARAM } from '@/lib/url-path';

/** The /search/ page's facet refinements, as InstantSearch's refinementList holds them. */
export interface FacetState {
  kind: SearchKind[];
  section: string[];
}

const isKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value);

/**
 * Keeps only refinements the site can have: kinds it knows (in the chips' order) and docs
 * sections that exist. A section is a part of the docs: beside kinds that exclude the docs it
 * is dropped (that address could only ever show nothing), and chosen alone it chooses the docs
 * (sectionsWithinDocs in lib/search/client.ts reads it so). Anything else is ignored, never an error.
 */
export function cleanFacets(
  state: { kind?: readonly string[]; section?: readonly string[] },
  sections: readonly string[],
): FacetState {
  const kinds = new Set((state.kind ?? []).filter(isKind));
  const section =
    kinds.size && !kinds.has('docs') ? [] : [...new Set(state.section ?? [])].filter((s) => sections.includes(s));
  if (section.length) kinds.add('docs');
  return { kind: SEARCH_KINDS.filter((k) => kinds.has(k)), section };
}

/** The refinements of an address: ?kind=docs&kind=blog&section=Run+Tests. */
export function readFacets(search: string, sections: readonly string[]): FacetState {
  const params = new URLSearchParams(search);
  return cleanFacets({ kind: params.getAll(FACETS.kind), section: params.getAll(FACETS.section) }, sections);
}

/** The address with these refinements in place of its own, after ?q=. */
export function withFacets(href: string, { kind, section }: FacetState): URL {
  const url = new URL(href);
  url.searchParams.delete(FACETS.kind);
  url.searchParams.delete(FACETS.section);
  for (const k of kind) url.searchParams.append(FACETS.kind, k);
  for (const s of section) url.searchParams.append(FACETS.section, s);
  return url;
}

/** The address with this query as ?q=, first, then its refinements: /search/?q=runner&kind=docs. */
export function withQuery(href: string, q: string): URL {
  const url = new URL(href);
  const rest = [...url.searchParams].filter(([key]) => key !== SEARCH_QUERY_PARAM);
  url.search = '';
  if (q) url.searchParams.set(SEARCH_QUERY_PARAM, q);
  for (const [key, value] of rest) url.searchParams.append(key, value);
  return url;
}

/** The address the search page last wrote itself (query and refinements as they change). */
let written: string | null = null;

/** Writes the page's own state to the address without a history entry (Back skips it). */
export function replaceAddress(url: URL): void {
  window.history.replaceState(window.history.state, '', url);
  written = url.search;
}

/** Whether the address is one the page wrote, not one a navigation (a link, Back) brought. */
export function isOwnAddress(): boolean {
  return window.location.search === written;
}
