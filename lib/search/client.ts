/**
 * The one search client both UIs use: the embedded index by default, Algolia's lite client
 * when the site is configured for it. Loaded only by the search modal and the /search/ page.
 */
import { liteClient } from 'algoliasearch/lite';
import { SEARCH } from '../constants';
import type { SearchSettings } from '../config/schema';
import { routes } from '../routes';
import { createLocalSearchClient, workerHost, type LocalSearchClient } from './local-client';

export type { SearchSettings } from '../config/schema';

export { FACET_FILTERS } from './contract';

/** Placeholders DocSearch requires; the local client never sends them anywhere. */
export const LOCAL_CREDENTIALS = { appId: 'local', apiKey: 'local' };

let local: LocalSearchClient | null = null;

/** The embedded client, created once per session so the index is fetched once. */
export function localClient(): LocalSearchClient {
  if (!local) {
    local = createLocalSearchClient(workerHost(routes.search.index));
    // A search UI is opening: start the worker and the first piece before the first keystroke.
    local.preload();
  }
  return local;
}

export function algoliaClient({ appId, apiKey }: SearchSettings) {
  return liteClient(appId, apiKey, {
    timeouts: { connect: SEARCH.timeouts.connectMs, read: SEARCH.timeouts.readMs, write: SEARCH.timeouts.writeMs },
  });
}

export function searchClientFor(settings: SearchSettings) {
  return settings.provider === 'algolia' ? algoliaClient(settings) : localClient();
}
