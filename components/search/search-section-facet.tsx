'use client';

import { useId } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { FACETS } from '@/lib/search/contract';

/**
 * The docs-section facet of the search page: a disjunctive refinement list (several sections
 * at once), shown when the results include docs pages, the only ones with a section.
 */
export function SearchSectionFacet({ hidden }: { hidden: boolean }) {
  // Mounted even while hidden: an unmounted refinement list drops its refinements.
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: FACETS.section,
    limit: 8,
    showMore: true,
    showMoreLimit: 100,
  });
  const listId = useId();
  if (hidden || items.length === 0) return null;
  return (
    <fieldset className="search-sections">
      <legend className="search-sections__title">Docs section</legend>
      <ul id={listId} className="search-sections__list">
        {items.map((item) => (
          <li key={item.value}>
            <label className="search-sections__item">
              <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span className="search-sections__label">{item.label}</span>
              <span className="search-chip__count">{item.count}</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button
          type="button"
          className="search-sections__more"
          aria-expanded={isShowingMore}
          aria-controls={listId}
          onClick={toggleShowMore}
        >
          {isShowingMore ? 'Fewer sections' : 'More sections'}
        </button>
      ) : null}
    </fieldset>
  );
}
