/**
 * The engine behind the local client, wherever it runs: in the search Web Worker in browsers,
 * in-process in Node (tests, benchmarks). The first piece loads once (or again after a
 * failure, its own or a query's); the others as queries need them.
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
  let searcher: Promise<Searcher> | null = null;
  const ready = () =>
    (searcher ??= fetch<MetaPiece>(metaPath)
      .then((meta) => new Searcher(meta, fetch))
      .catch((error: unknown) => {
        searcher = null;
        throw error;
      }));
  return {
    async search(requests) {
      const loaded = ready();
      const s = await loaded;
      try {
        return await Promise.all(
          requests.map(async ({ indexName, params }) => {
            const started = performance.now();
            return respond(s, await s.rank(params.query), indexName, params, started);
          }),
        );
      } catch (error) {
        // A piece that fails may be one of an index a deploy has since replaced (the build keeps
        // one folder of pieces): the next query loads the first piece again, which names the
        // current ones.
        if (searcher === loaded) searcher = null;
        throw error;
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
