'use client';

import { useId, useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { DESKTOP_MEDIA } from '@/lib/constants';
import { FACETS } from '@/lib/search/kinds';
import { useChooseFacets } from './use-choose-facets';

/**
 * The docs-section facet of the search page: a disjunctive refinement list (several sections
 * at once); docs pages are the only ones with a section, so choosing one chooses the Docs chip
 * too, and narrows only the docs among the kinds chosen. It comes before the results on the
 * page and in the Tab order: a column beside them on wide screens, open; a disclosure above them
 * on narrow ones, closed until asked for, so the results stay in view. It is drawn as soon as a
 * query is, and keeps its place whatever the results hold, so the results never move for it.
 */
export function SearchSectionFacet({
  shown,
  answered,
  sections,
}: {
  shown: boolean;
  answered: boolean;
  /** Every docs section, as the address may name them (cleanFacets). */
  sections: readonly string[];
}) {
  // Mounted even while hidden: an unmounted refinement list drops its refinements.
  const { items, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: FACETS.section,
    limit: 8,
    showMore: true,
    showMoreLimit: 100,
  });
  const chooseFacets = useChooseFacets(sections);
  // Not the list's own refine: the Docs chip goes with a section (one state change for both).
  const toggle = (value: string) =>
    chooseFacets(({ section = [] }) => ({
      section: section.includes(value) ? section.filter((s) => s !== value) : [...section, value],
    }));
  const listId = useId();
  // Rendered in the browser only (the results load after hydration): the width is known.
  const [openAtFirst] = useState(() => window.matchMedia(DESKTOP_MEDIA).matches);
  if (!shown) return null;
  const chosen = items.filter((item) => item.isRefined).length;
  return (
    <details className="search-sections" open={openAtFirst}>
      <summary className="search-sections__title">
        <span className="search-sections__name">Docs section</span>
        {chosen ? <span className="search-sections__chosen"> ({chosen} chosen)</span> : null}
      </summary>
      {items.length === 0 ? (
        answered ? (
          <p className="search-sections__none">No docs pages in these results.</p>
        ) : null
      ) : (
        <fieldset className="search-sections__fields">
          <legend className="visually-hidden">Docs section</legend>
          <ul id={listId} className="search-sections__list">
            {items.map((item) => (
              <li key={item.value}>
                <label className="search-sections__item">
                  <input type="checkbox" checked={item.isRefined} onChange={() => toggle(item.value)} />
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
      )}
    </details>
  );
}
