/**
 * The search Web Worker, started once a page: small enough for the navbar's first-load code, so
 * opening the search starts it at once instead of after the search client's code has loaded.
 * Starting a worker (its thread, its own code, then the index's first piece) is the longest
 * wait before a first query can be answered.
 */
let worker: Worker | null = null;

export function searchWorker(): Worker {
  return (worker ??= new Worker(new URL('./worker.ts', import.meta.url)));
}
