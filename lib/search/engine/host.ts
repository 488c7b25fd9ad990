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
  // Searches under way: the typo tree (about 20 ms to build, cold) waits until there are none,
  // rather than hold up the first query's pieces as they arrive.
  let searching = 0;
  const warmWhenIdle = (s: Searcher) =>
    setTimeout(() => {
      if (searching === 0) s.warm();
    }, 0);
  const ready = () =>
    (searcher ??= fetch<MetaPiece>(metaPath)
      .then((meta) => {
        const searcher = new Searcher(meta, fetch);
        warmWhenIdle(searcher);
        return searcher;
      })
      .catch((error: unknown) => {
        searcher = null;
        throw error;
      }));
  return {
    async search(requests) {
      searching++;
      try {
        const s = await ready();
        const answers = await Promise.all(
          requests.map(async ({ indexName, params }) => {
            const started = performance.now();
            return respond(s, await s.rank(params.query), indexName, params, started);
          }),
        );
        // Once the first query (usually a prefix, which needs no tree) has been answered.
        warmWhenIdle(s);
        return answers;
      } finally {
        searching--;
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
