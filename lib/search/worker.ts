/// <reference lib="webworker" />
/**
 * The search Web Worker: the engine runs here, so typing never waits on the main thread for
 * index parsing or ranking. Messages: { id, method, args } in, { id, result } or { id, error } out.
 */
import { SEARCH_INDEX } from '../url-path';
import { createEngine, fetchJson } from './engine/host';

declare const self: DedicatedWorkerGlobalScope;

export interface WorkerRequest {
  id: number;
  method: 'search' | 'suggest' | 'preload';
  args: unknown[];
}

// The first piece is fetched as the worker starts. A message sent before the worker is up is
// passed on by the page's main thread, which is busy opening the search UI at that moment:
// waiting for one cost 20–40 ms before the fetch began.
const engine = createEngine(SEARCH_INDEX, fetchJson);
engine.preload().catch(() => {});

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, method, args } = event.data;
  try {
    const result = await (engine[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
