import { useSyncExternalStore } from 'react';
import { storageSlot } from '@/lib/browser-state';

/**
 * DocSearch 3.9's keys for an index's recent and favorite searches in local storage, and their
 * text as a hook. A module of its own: /search/'s first load reads them, without the rest of
 * stored-searches.ts.
 */
export const storedSearchKeys = (indexName: string) =>
  (['RECENT', 'FAVORITE'] as const).map((list) => `__DOCSEARCH_${list}_SEARCHES__${indexName}`);

/** A stored list's text (null before hydration), read again when the modal or another tab changes it. */
export function useStoredList(key: string): string | null {
  const slot = storageSlot(key);
  return useSyncExternalStore(slot.subscribe, slot.getSnapshot, slot.getServerSnapshot);
}
