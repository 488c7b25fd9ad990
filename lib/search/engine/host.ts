/**
 * The engine behind the local client, wherever it runs: in the search Web Worker in browsers,
 * in-process in Node (tests, benchmarks). The first piece loads once (or again after a
 * failure, its own or a query's); the others as queries need them. Offline, what is loaded
 * still answers; across a deploy, a query is asked again of the pieces the new first piece names.
 */
import type { MetaPiece } from './pieces';
import { respond, type Params, type SearchResponse } from './respond';
import { Searcher, type Fetch } from './searcher';

export interface NormalisedRequest {
  indexName: string;
  params: Params;
}

export interface EngineHost {
  search: (requests: NormalisedRequest[]) => Promise<SearchResponse[]>;
  suggest: (query: string) => Promise<string[]>;
  preload: () => Promise<void>;
}

export function createEngine(metaPath: string, fetch: Fetch): EngineHost {
  let held: Searcher | null = null;
  // After a failed query the next one reads the first piece again before it searches.
  let recheck = false;
  let loading: Promise<Searcher> | null = null;
  const load = () => {
    if (loading) return loading;
    // Cleared as the read starts, so a query that fails while it is on its way asks for another.
    recheck = false;
    return (loading = fetch<MetaPiece>(metaPath)
      .then(
        (meta) => {
          // The same pieces (their folder is named by their content): the held searcher keeps
          // what it has fetched of them.
          if (held?.meta.base !== meta.base) held = new Searcher(meta, fetch);
          return held;
        },
        (error: unknown) => {
          // Offline, or the server down: what the held searcher has fetched still answers the
          // queries that need nothing more, and the next query checks again.
          recheck = true;
          if (held) return held;
          throw error;
        },
      )
      .finally(() => (loading = null)));
  };
  const ready = () => (held && !recheck ? Promise.resolve(held) : load());
  const answer = (s: Searcher, requests: NormalisedRequest[]) =>
    Promise.all(
      requests.map(async ({ indexName, params }) => {
        const started = performance.now();
        return respond(s, await s.rank(params.query), indexName, params, started);
      }),
    );
  return {
    async search(requests) {
      const s = await ready();
      try {
        return await answer(s, requests);
      } catch (error) {
        // A piece that fails may be one of an index a deploy has since replaced (the build keeps
        // one folder of pieces): the first piece is read again at once, and when it names other
        // pieces the query is asked of them, once, so a tab open across a deploy sees no error.
        // Otherwise (offline, the server down, the same pieces) the query fails, and the next
        // one reads the first piece again.
        recheck = true;
        const current = await load().catch(() => null);
        if (!current || current.meta.base === s.meta.base) {
          // Read as it starts, the first piece clears the flag; the next query reads it again.
          recheck = true;
          throw error;
        }
        try {
          return await answer(current, requests);
        } catch (again) {
          recheck = true;
          throw again;
        }
      }
    },
    async suggest(query) {
      return (await ready()).suggest(query);
    },
    async preload() {
      await ready();
    },
  };
}

/** Fetch for browsers and workers: JSON, with the HTTP status in the error. */
export const fetchJson: Fetch = async <T>(path: string) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
};
