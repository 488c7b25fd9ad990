'use client';

import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import type { KindCounts } from '@/lib/search/client';
import { FACETS, type SearchKind } from '@/lib/search/kinds';
import { KindChips } from './kind-chips';
import { cleanFacets } from './search-url';
import { useChooseFacets } from './use-choose-facets';

/**
 * The search page's kind chips: a disjunctive refinement list on `kind`
 * (InstantSearch counts each kind without the kind filter, and the client without the docs
 * sections: sectionsWithinDocs), so Algolia behaves as the embedded index does. A chip chooses
 * its kind alone, as the modal's do; an address may choose several.
 */
export function SearchKindFacet({ hidden, sections }: { hidden: boolean; sections: readonly string[] }) {
  // Mounted even while hidden: an unmounted refinement list drops its refinements.
  const { items } = useRefinementList({ attribute: FACETS.kind });
  const { indexUiState } = useInstantSearch();
  const chooseFacets = useChooseFacets(sections);
  if (hidden) return null;
  const counts: KindCounts = Object.fromEntries(items.map((item) => [item.value, item.count]));
  const chosen = cleanFacets({ kind: indexUiState.refinementList?.[FACETS.kind] }, sections).kind;
  // The sections are parts of the docs, so they go with them (All, or kinds without the docs, clears them).
  const choose = (kind: SearchKind[]) =>
    chooseFacets(({ section }) => ({ kind, section: kind.includes('docs') ? section : [] }));
  return (
    <KindChips
      role="group"
      className="search-page__kinds"
      counts={counts}
      chosen={chosen}
      // One kind at a time, as the modal's chips: a chip shows its kind, pressed again everything
      // (an address may still name several: ?kind=docs&kind=blog).
      onToggle={(kind) => choose(chosen.length === 1 && chosen[0] === kind ? [] : [kind])}
      onAll={() => choose([])}
    />
  );
}
