import type { DocSearchHit } from '@docsearch/react';
import { KIND_LABELS } from '@/lib/search/kinds';
import { placeOfPage } from '@/lib/search/page-counts';

/**
 * DocSearch groups the modal's hits by their top level (lvl0). Outside the docs that group is the
 * page's kind: a post's "Blog", as indexed; a page of the site's own, indexed under the product's
 * name (scripts/build-search-index.ts), is shown under its kind's label, as its chip names it.
 * The kind is read from the address, as the counts read it: DocSearch does not ask for it.
 */
export function withKindGroup(hit: DocSearchHit): DocSearchHit {
  const { kind } = placeOfPage(hit.url);
  const label = KIND_LABELS[kind];
  if (kind === 'docs' || hit.hierarchy.lvl0 === label) return hit;
  // DocSearch names a group by the highlighted top level when there is one.
  const lvl0 = { value: label, matchLevel: 'none' as const, matchedWords: [] };
  return {
    ...hit,
    hierarchy: { ...hit.hierarchy, lvl0: label },
    _highlightResult: { ...hit._highlightResult, hierarchy: { ...hit._highlightResult?.hierarchy, lvl0 } },
  };
}
