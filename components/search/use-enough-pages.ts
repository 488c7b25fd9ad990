import { useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH } from '@/lib/constants';
import { pageUrlOf, type SearchHit } from '@/lib/search/group-hits';

interface Options {
  items: SearchHit[];
  /** InstantSearch's answer the items come from: one request at most for each. */
  results: unknown;
  /** InstantSearch's status: more is asked for only while no request is in flight. */
  status: string;
  /** What the hits answer: the query and the refinements. A new one starts a new screen. */
  searchKey: string;
  isLastPage: boolean;
  /** InstantSearch's: asks for the next SEARCH.hitsPerPage hits. */
  showMore: () => void;
}

/**
 * How many pages the hits are on, all of them: the answer's count, in pages (lib/search/page-counts.ts).
 * Unknown (Infinity) before InstantSearch has an answer (its stand-in has no hits, and counts
 * none), or when the count is cut at the facet's most values, which Algolia answers: more pages
 * may match than it says.
 */
export function pagesOf(results: unknown): number {
  const answer = results as { nbHits?: number; __isArtificial?: boolean } | null | undefined;
  if (!answer || answer.__isArtificial || typeof answer.nbHits !== 'number') return Infinity;
  return answer.nbHits < SEARCH.countedPages ? answer.nbHits : Infinity;
}

interface Step {
  searchKey: string;
  /** The pages the screen or the press should list. */
  pages: number;
  /** The hits listed when it began: what its requests added is counted from there. */
  from: number;
}

/**
 * On /search/, which lists pages: asks for more hits until SEARCH.pagesPerStep more pages show,
 * there are no more, or SEARCH.moreRequestsPerStep requests went out, so a screen of results and
 * a press of "Show more results" add pages rather than sections of pages already shown. `done`
 * says the screen or the press has what it will get; `allListed`, that every page is listed, and
 * "Show more results" would add sections of them alone.
 */
export function useEnoughPages({ items, results, status, searchKey, isLastPage, showMore }: Options) {
  const pagesListed = useMemo(() => new Set(items.map(pageUrlOf)).size, [items]);
  // Every page listed: the hits still to come are more sections of pages already shown.
  const allListed = isLastPage || pagesListed >= pagesOf(results);
  const [step, setStep] = useState<Step>({ searchKey: '', pages: SEARCH.pagesPerStep, from: 0 });
  // A new search is a new screen: its first answer is not one of the requests counted.
  const current = step.searchKey === searchKey ? step : { searchKey, pages: SEARCH.pagesPerStep, from: 0 };
  const base = Math.max(current.from, Math.min(items.length, SEARCH.hitsPerPage));
  const requests = Math.ceil((items.length - base) / SEARCH.hitsPerPage);
  const done = allListed || pagesListed >= current.pages || requests >= SEARCH.moreRequestsPerStep;
  const asked = useRef<unknown>(null);
  useEffect(() => {
    // A request while another is in flight would page the newer search from the older one's end
    // (InstantSearch keeps a page of hits only when it is idle); and one request an answer.
    if (done || status !== 'idle' || !results || asked.current === results) return;
    asked.current = results;
    showMore();
  }, [done, status, results, showMore]);
  return {
    done,
    allListed,
    showMorePages: () => setStep({ searchKey, pages: pagesListed + SEARCH.pagesPerStep, from: items.length }),
  };
}
