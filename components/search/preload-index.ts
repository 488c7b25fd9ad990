import type { SearchSettings } from '@/lib/search/client';
import { searchWorker } from '@/lib/search/search-worker';

/**
 * Starts the embedded index's worker and first piece before a search UI needs them (the
 * button on intent, /search/ while InstantSearch's code loads). Algolia needs nothing ahead.
 * The worker starts at once and fetches the first piece itself; the client's code loads beside it.
 */
export function preloadIndex(settings: SearchSettings): void {
  if (settings.provider !== 'local') return;
  // A browser that refuses a worker gets the search's error screen when it searches, not a
  // crash on hover.
  try {
    searchWorker();
  } catch {}
  // Code that cannot load now (offline, a newer deploy) fails where a search UI mounts, with its
  // error screen: a preload has nothing to show.
  import('@/lib/search/client').then((m) => m.localClient()).catch(() => {});
}
