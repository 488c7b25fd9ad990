import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/browser-state';
import type { KindCounts } from '@/lib/search/client';
import { countAllKinds, type SearchKind } from '@/lib/search/kinds';
import { typeQuery } from './typed-ahead';

/*
 * The modal's state that lives outside React on purpose: re-rendering DocSearchModal with new
 * props recreates its autocomplete and loses the results, so the kind chips and the error
 * screen read these stores, and the search client (transformSearchClient) reads and writes them.
 */

/** Whether the last search request failed. */
export const failure = createStore(false);

/** The kind chosen with a chip; null for all kinds. */
export const chosenKind = createStore<SearchKind | null>(null);

/** The kind counts of the latest query. */
export const kindCounts = createStore<KindCounts | null>(null);

/**
 * What the last action on a stored search did ("“Secrets” removed."), for the modal's status
 * region on the start screen: set by runHitAction (hit-actions.tsx) for the keys and the edit
 * list's buttons, cleared as a query is typed or the modal closes (stored-search-edit.tsx).
 */
export const storedSearchDone = createStore('');

/** Whether a kind is chosen that left other kinds' hits out: then the kind is why there are none. */
export const kindLeftOutHits = (kind: SearchKind | null, counts: KindCounts | null): kind is SearchKind =>
  Boolean(kind && counts && countAllKinds(counts) > 0);

/**
 * Runs the modal's current query again (after a chip changes), through DocSearch's own input
 * handling so its status, results and active hit update as for a keystroke; the query itself
 * is unchanged.
 */
export function rerunQuery(): HTMLInputElement | null {
  return typeQuery((current) => current, '');
}

/** One of these stores' values, in a component. */
export const useModalStore = <T>(store: {
  subscribe: (l: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot: () => T;
}) => useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
