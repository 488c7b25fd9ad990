import type { SearchSettings } from '@/lib/search/client';

/**
 * Starts the embedded index's worker and first piece before a search UI needs them (the
 * button on intent, /search/ while InstantSearch's code loads). Algolia needs nothing ahead.
 */
export function preloadIndex(settings: SearchSettings): void {
  if (settings.provider === 'local') void import('@/lib/search/client').then((m) => m.localClient().preload());
}
