/// <reference lib="webworker" />
/**
 * The search Web Worker: the engine runs here, so typing never waits on the main thread for
 * index parsing or ranking. Messages: { id, method, args } in, { id, result } or { id, error } out.
 */
import { createEngine, fetchJson, type EngineHost } from './engine/host';

declare const self: DedicatedWorkerGlobalScope;

let engine: EngineHost | null = null;

export interface WorkerRequest {
  id: number;
  metaPath: string;
  method: 'search' | 'suggest' | 'preload';
  args: unknown[];
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, metaPath, method, args } = event.data;
  engine ??= createEngine(metaPath, fetchJson);
  try {
    const result = await (engine[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
