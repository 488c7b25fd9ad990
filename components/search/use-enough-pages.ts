import { useEffect, useMemo, useRef, useState } from 'react';
import { pageUrlOf, type SearchHit } from '@/lib/search/group-hits';

/**
 * Pages of the site the first screen of results and each "Show more results" bring, at least:
 * hits arrive 20 sections at a time, and one page's sections may fill a whole request.
 */
const PAGES_PER_STEP = 10;

interface Options {
  items: SearchHit[];
  /** The query the hits are for. */
  query: string;
  isLastPage: boolean;
  /** InstantSearch's: requests the next 20 hits. */
  showMore: () => void;
}

/**
 * On /search/, which lists pages: asks for more hits until the pages listed reach the number
 * wanted, or there are no more, so a screen of results and a press of "Show more results" always
 * add pages rather than sections of pages already shown.
 */
export function useEnoughPages({ items, query, isLastPage, showMore }: Options) {
  const pagesListed = useMemo(() => new Set(items.map(pageUrlOf)).size, [items]);
  const [wanted, setWanted] = useState({ query: '', pages: PAGES_PER_STEP });
  const wantedPages = wanted.query === query ? wanted.pages : PAGES_PER_STEP;
  const asked = useRef('');
  useEffect(() => {
    // Once for each set of hits: the next request goes out when this one's hits are in.
    const at = `${items.length} ${query}`;
    if (!query || isLastPage || pagesListed >= wantedPages || asked.current === at) return;
    asked.current = at;
    showMore();
  }, [query, isLastPage, pagesListed, wantedPages, items.length, showMore]);
  return {
    wantedPages,
    showMorePages: () => setWanted({ query, pages: pagesListed + PAGES_PER_STEP }),
  };
}
