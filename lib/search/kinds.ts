/**
 * The search contract's kinds and facets (re-exported by contract.ts, their home in the map):
 * apart from the rest of it, since /search/ needs them in its first load, which carries none of
 * the ranking and record rules.
 */

/** What a page is: the values of the `kind` facet, in the order the UIs show them. */
export const SEARCH_KINDS = ['docs', 'blog', 'changelog', 'site'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const KIND_LABELS: Record<SearchKind, string> = {
  docs: 'Docs',
  blog: 'Blog',
  changelog: 'Changelog',
  // The site's own pages (content/pages); not "Pages", which is a docs section.
  site: 'Site',
};

/** What the search covers, as its field, /search/ and the OpenSearch description name it. */
export const SEARCH_SCOPE = 'documentation, blog, changelog and site pages';

/** Hits over every kind, from per-kind counts (the "All" chip, the modal's status). */
export const countAllKinds = (counts: Partial<Record<SearchKind, number>>): number =>
  SEARCH_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);

/** "1 result", "54 results": how both search UIs say a count. */
export const resultCount = (n: number): string => `${n} ${n === 1 ? 'result' : 'results'}`;

/** What both search UIs say while a query's answer is not in. */
export const SEARCHING = 'Searching…';

/**
 * The facets both UIs refine on (and `search:push` declares), by attribute name, and the one
 * they count pages by (lib/search/page-counts.ts).
 */
export const FACETS = { kind: 'kind', section: 'section', page: 'url_without_anchor' } as const;
