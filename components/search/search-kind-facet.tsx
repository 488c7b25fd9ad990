'use client';

import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import type { KindCounts } from '@/lib/search/client';
import { FACETS, type SearchKind } from '@/lib/search/kinds';
import { KindChips } from './kind-chips';
import { cleanFacets } from './search-url';

/**
 * The search page's Docs / Blog / Changelog chips: a disjunctive refinement list on `kind`
 * (InstantSearch counts each kind without the kind filter, and the client without the docs
 * sections: sectionsWithinDocs), so several kinds can be chosen and Algolia behaves as the
 * embedded index does.
 */
export function SearchKindFacet({ hidden, sections }: { hidden: boolean; sections: readonly string[] }) {
  // Mounted even while hidden: an unmounted refinement list drops its refinements.
  const { items } = useRefinementList({ attribute: FACETS.kind });
  const { indexUiState, setIndexUiState } = useInstantSearch();
  if (hidden) return null;
  const counts: KindCounts = Object.fromEntries(items.map((item) => [item.value, item.count]));
  const chosen = cleanFacets({ kind: indexUiState.refinementList?.[FACETS.kind] }, sections).kind;
  // One state change for both facets: the sections are parts of the docs, so they go with them
  // (All, or kinds without the docs, clears them).
  const choose = (kind: SearchKind[]) =>
    setIndexUiState((state) => ({
      ...state,
      page: undefined,
      refinementList: {
        ...state.refinementList,
        ...cleanFacets(
          { kind, section: kind.includes('docs') ? state.refinementList?.[FACETS.section] : [] },
          sections,
        ),
      },
    }));
  return (
    <KindChips
      role="group"
      className="search-page__kinds"
      counts={counts}
      chosen={chosen}
      onToggle={(kind) => choose(chosen.includes(kind) ? chosen.filter((k) => k !== kind) : [...chosen, kind])}
      onAll={() => choose([])}
    />
  );
}
