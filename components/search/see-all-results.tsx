'use client';

import { useSyncExternalStore } from 'react';
import { isModifiedClick } from '@/lib/plain-click';
import { searchQueryPath } from '@/lib/url-path';
import { resultCount } from '@/lib/search/kinds';
import { chosenKind } from './modal-kind-state';
import { withFacets } from './search-url';

interface Props {
  query: string;
  /** Hits for the query in the chosen kind (DocSearch's nbHits). */
  count: number;
  /** Client-side navigation to the search page, closing the modal. */
  onNavigate: (path: string) => void;
}

/**
 * The modal's last row, as Docusaurus has it: the search page for the same query and kind,
 * where every result is listed with its snippets and the docs-section facet.
 */
export function SeeAllResults({ query, count, onNavigate }: Props) {
  const kind = useSyncExternalStore(chosenKind.subscribe, chosenKind.getSnapshot, chosenKind.getServerSnapshot);
  const url = withFacets(new URL(searchQueryPath(query), window.location.origin).href, {
    kind: kind ? [kind] : [],
    section: [],
  });
  const path = url.pathname + url.search;
  return (
    <a
      href={path}
      className="search-see-all"
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        onNavigate(path);
      }}
    >
      See all {resultCount(count)}
    </a>
  );
}
