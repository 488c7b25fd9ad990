import { useInstantSearch } from 'react-instantsearch';
import { FACETS } from '@/lib/search/kinds';
import { cleanFacets, type FacetState } from './search-url';

/**
 * Sets /search/'s kinds and docs sections in one state change, from the first page, as
 * cleanFacets keeps them (a section chooses the docs; kinds without the docs drop the sections):
 * the kind chips and the section facet change both.
 */
export function useChooseFacets(sections: readonly string[]) {
  const { setIndexUiState } = useInstantSearch();
  return (change: (chosen: { kind?: string[]; section?: string[] }) => Partial<FacetState>) =>
    setIndexUiState((state) => {
      const chosen = { kind: state.refinementList?.[FACETS.kind], section: state.refinementList?.[FACETS.section] };
      return {
        ...state,
        page: undefined,
        refinementList: { ...state.refinementList, ...cleanFacets({ ...chosen, ...change(chosen) }, sections) },
      };
    });
}
