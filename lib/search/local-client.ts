/**
 * The embedded search backend: an object with the `search()` method of Algolia's lite client,
 * answering in Algolia's response shape from the index pieces built with the site. DocSearch
 * (through transformSearchClient) and InstantSearch (as its searchClient) cannot tell it from
 * Algolia. The engine runs in a Web Worker (engine/host.ts behind worker.ts).
 */
import { REMOVE_WORDS_IF_NO_RESULTS } from './contract';
import type { EngineHost, NormalisedRequest } from './engine/host';
import type { WorkerRequest } from './worker';
import { dropSearchWorker, searchWorker } from './search-worker';
import type { Params, SearchResponse } from './engine/respond';

export type { SearchResponse };

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | Record<string, unknown>;
  [key: string]: unknown;
}

/** The name of the User Timing measure of each query, from the request to its answer. */
export const SEARCH_MEASURE = 'testflux-search';

export class RetryError extends Error {
  override name = 'RetryError';
}

/** A list-valued request parameter as Algolia takes it: an array, a JSON array, or a comma-separated list. */
export const list = (v: unknown) =>
  typeof v === 'string'
    ? v.startsWith('[')
      ? (JSON.parse(v) as string[])
      : v.split(',')
    : (v as string[] | undefined);

/** Normalises the v5 `{ requests }` shape and the legacy array with `params` strings or objects. */
export function normaliseRequests(input: unknown): NormalisedRequest[] {
  const requests = (
    Array.isArray(input) ? input : ((input as { requests?: unknown[] })?.requests ?? [])
  ) as SearchRequest[];
  return requests.map((req) => {
    const { indexName = '', params, ...top } = req;
    const fromParams = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : (params ?? {});
    const raw: Record<string, unknown> = { ...fromParams, ...top };
    const facetFilters =
      typeof raw.facetFilters === 'string' && raw.facetFilters.startsWith('[')
        ? JSON.parse(raw.facetFilters)
        : raw.facetFilters;
    return {
      indexName,
      params: {
        query: String(raw.query ?? ''),
        hitsPerPage: Number(raw.hitsPerPage ?? 20),
        page: Number(raw.page ?? 0),
        attributesToRetrieve: list(raw.attributesToRetrieve),
        attributesToSnippet: list(raw.attributesToSnippet),
        highlightPreTag: String(raw.highlightPreTag ?? '<em>'),
        highlightPostTag: String(raw.highlightPostTag ?? '</em>'),
        snippetEllipsisText: String(raw.snippetEllipsisText ?? '…'),
        facetFilters: facetFilters as Params['facetFilters'],
        facets: list(raw.facets),
        clickAnalytics: raw.clickAnalytics === true || raw.clickAnalytics === 'true',
        removeWordsIfNoResults: REMOVE_WORDS_IF_NO_RESULTS.find((v) => v === raw.removeWordsIfNoResults),
      },
    };
  });
}

export interface LocalSearchClient {
  search: (input: unknown) => Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (options: { segment: string; version?: string }) => unknown } };
  /** Starts loading the first piece ahead of the first query (on hover or focus of the search button). */
  preload: () => void;
  /** "Did you mean": the closest queries from the vocabulary, for a query without results. */
  suggest: (query: string) => Promise<string[]>;
}

/**
 * Creates the client over an engine host. A failed load rejects with a RetryError (as
 * Algolia's client does when every host is down); the engine retries on the next query.
 */
export function createLocalSearchClient(host: EngineHost): LocalSearchClient {
  const agent = { value: 'testflux-local-search', add: () => agent };
  const retry = (error: unknown) => new RetryError(`Unreachable search index: ${(error as Error)?.message ?? error}`);
  return {
    async search(input) {
      const started = performance.now();
      let engine: number[] = [];
      try {
        const results = await host.search(normaliseRequests(input));
        engine = results.map((r) => r.processingTimeMS);
        return { results };
      } catch (error) {
        throw retry(error);
      } finally {
        // A User Timing entry per query: what it costs as the page sees it, and inside the
        // engine (bench:search reads both).
        performance.measure(SEARCH_MEASURE, { start: started, detail: { engine } });
      }
    },
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: agent },
    preload: () => {
      host.preload().catch(() => {});
    },
    async suggest(query) {
      try {
        return await host.suggest(query);
      } catch (error) {
        throw retry(error);
      }
    },
  };
}

/** Calls awaiting the worker's answer, by id: one table a page, as there is one worker a page. */
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
let lastId = 0;
const answering = new WeakSet<Worker>();

/** Fails every waiting call, as a request to a host that is down does; the next call starts a new worker. */
function failWorker(worker: Worker, reason: string) {
  dropSearchWorker(worker);
  const calls = [...pending.values()];
  pending.clear();
  for (const call of calls) call.reject(new Error(reason));
}

function callWorker<T>(method: WorkerRequest['method'], ...args: unknown[]): Promise<T> {
  let worker: Worker;
  try {
    worker = searchWorker();
  } catch (error) {
    return Promise.reject(new Error(`the search worker could not start: ${(error as Error)?.message ?? error}`));
  }
  if (!answering.has(worker)) {
    answering.add(worker);
    worker.onmessage = (event: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
      const { id, result, error } = event.data;
      const call = pending.get(id);
      pending.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(result);
    };
    // Its code failed to load, or it threw outside a call: no answer will come.
    worker.onerror = (event) => {
      event.preventDefault();
      failWorker(worker, `the search worker failed${event.message ? `: ${event.message}` : ''}`);
    };
    worker.onmessageerror = () => failWorker(worker, 'the search worker sent an answer that could not be read');
  }
  const id = ++lastId;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    worker.postMessage({ id, method, args } satisfies WorkerRequest);
  });
}

/** An engine host in the search Web Worker, which loads the first piece as it starts. */
export function workerHost(): EngineHost {
  return {
    search: (requests) => callWorker('search', requests),
    suggest: (query) => callWorker('suggest', query),
    preload: () => callWorker('preload'),
  };
}
