/**
 * Back from a result finds /search/ as it was left: every page of results that "Show more
 * results" had added, and the scroll position. Without this the page starts again from its first
 * twenty results, and the result the reader had scrolled to is gone.
 *
 * The pages come back through InstantSearch's infinite-hits cache (read and written by its
 * connector, kept in memory and in the tab's session). The position is recorded when a result
 * is followed, or the page reloaded, and restored each time the same address is reached again
 * through history (Back or Forward) or a reload, never when a link or the modal opens the same
 * search afresh.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { UseInfiniteHitsProps } from 'react-instantsearch';
import { storageSlot } from '@/lib/browser-state';
import { STORAGE_KEYS } from '@/lib/constants';
import type { SearchHit } from '@/lib/search/group-hits';

type HitsCache = NonNullable<UseInfiniteHitsProps<SearchHit>['cache']>;
type CachedHits = ReturnType<HitsCache['read']>;

const hitsSlot = storageSlot(STORAGE_KEYS.searchResultPages, 'session');
const positionSlot = storageSlot(STORAGE_KEYS.searchResultPosition, 'session');

/** JSON with object keys sorted, so two equal search states compare equal as text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The search state a page of hits belongs to, whatever the page. */
const stateKey = (state: Parameters<HitsCache['read']>[0]['state']) => canonical({ ...state, page: undefined });

type StoredPages = { state: string; hits: CachedHits };

/**
 * The pages of hits of the last search shown, for the same query, kinds and sections only. The
 * connector reads the cache at every render and writes it with every answer, so the pages are
 * kept in memory (enough for Back within the app) and written to the session only as the page
 * is left: a result followed, or the document hidden or unloaded.
 */
let pages: StoredPages | null | undefined;
let unsaved = false;

function savePages(): void {
  if (!unsaved || !pages) return;
  unsaved = false;
  hitsSlot.set(JSON.stringify(pages));
}

export const resultPagesCache: HitsCache = {
  read({ state }) {
    if (pages === undefined) pages = parse<StoredPages>(hitsSlot.get());
    return pages && pages.state === stateKey(state) ? pages.hits : null;
  },
  write({ state, hits }) {
    pages = { state: stateKey(state), hits };
    unsaved = true;
  },
};

/** Whether the results are on the page now (the router may have left /search/ for a result). */
let listShown = false;

/**
 * The address a Back or Forward last led to in this document (the router keeps the page loaded),
 * or the one it was reloaded at.
 */
let traversedTo: string | null = null;

// The pages are saved as the document is left, with the position on them (a reload comes back
// to it); each Back or Forward is noted.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (listShown) rememberPosition();
    else savePages();
  });
  // Hidden may be the last the page hears: a phone discards a tab in the background unannounced.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    if (listShown) rememberPosition();
    else savePages();
  });
  window.addEventListener('popstate', () => {
    traversedTo = window.location.href;
  });
  // A document loaded by Back or Forward, or reloaded, counts for its own address only: this
  // module may first load on a later page the router reached by a link.
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'back_forward' || entry?.type === 'reload') traversedTo = entry.name;
}

/** Positions kept, one an address, the latest first: a reload at one search keeps another's. */
const KEPT_POSITIONS = 8;
type Positions = [href: string, y: number][];
const storedPositions = (): Positions => {
  const stored = parse<unknown>(positionSlot.get());
  return Array.isArray(stored) ? (stored as Positions) : [];
};

/** Records where the reader was on the results as a result is followed or the page is left. */
export function rememberPosition(): void {
  savePages();
  const here = window.location.href;
  const others = storedPositions().filter(([href]) => href !== here);
  positionSlot.set(JSON.stringify([[here, window.scrollY], ...others].slice(0, KEPT_POSITIONS)));
}

/**
 * The position to restore now that the results are shown again: only when this address was
 * reached through history or reloaded, and a position was kept for it. It is kept for the next
 * Back (Back, Forward, Back again lands at the same place), and dropped by a fresh visit.
 */
function takePosition(): number | null {
  const here = window.location.href;
  const traversed = traversedTo === here;
  traversedTo = null;
  const positions = storedPositions();
  const kept = positions.find(([href]) => href === here);
  if (!kept) return null;
  if (!traversed) positionSlot.set(JSON.stringify(positions.filter((p) => p !== kept)));
  return traversed && Number.isFinite(kept[1]) ? kept[1] : null;
}

/**
 * Scrolls back to where the reader followed a result from, once `list` holds the results again
 * (`shown` groups of them, for the answered `query`).
 */
export function useReturnPosition(list: RefObject<HTMLElement | null>, shown: number, query: string): void {
  const restoreTo = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    listShown = true;
    return () => {
      listShown = false;
    };
  }, []);
  useEffect(() => {
    if (!list.current || shown === 0) return;
    // Decided with the first results drawn, not at mount: the router renders the page it goes
    // back to before the popstate event that says so reaches this module.
    if (restoreTo.current === undefined) restoreTo.current = takePosition();
    if (restoreTo.current === null) return;
    window.scrollTo(0, restoreTo.current);
    restoreTo.current = null;
  }, [list, shown, query]);
}
