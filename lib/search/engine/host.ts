/**
 * The engine behind the local client, wherever it runs: in the search Web Worker in browsers,
 * in-process in Node (tests, benchmarks). The first piece loads once (or again after a
 * failure); the others as queries need them.
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
      const s = await ready();
      return Promise.all(
        requests.map(async ({ indexName, params }) => {
          const started = performance.now();
          return respond(s, await s.rank(params.query), indexName, params, started);
        }),
      );
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
