/**
 * The search Web Worker, started once a page: small enough for the navbar's first-load code, so
 * opening the search starts it at once instead of after the search client's code has loaded.
 * Starting a worker (its thread, its own code, then the index's first piece) is the longest
 * wait before a first query can be answered.
 */
let worker: Worker | null = null;

// The worker's one script, bundled before next runs (scripts/build-search-worker.ts writes it;
// next copies it as an asset under a name from its content). The worker is given the URL's
// text: given the URL itself, even through this constant, Turbopack bundles the script again
// as a worker of its own, a chain of scripts loaded one after another.
const WORKER_SCRIPT = new URL('../../.generated/search-worker.js', import.meta.url).href;

/** The page's worker, started on first use. Throws where the browser refuses to start one. */
export function searchWorker(): Worker {
  if (!worker) {
    const started = new Worker(WORKER_SCRIPT);
    // Its code may fail to load before any query is sent to it (started on hover): the next
    // query then starts another.
    started.addEventListener('error', () => dropSearchWorker(started));
    worker = started;
  }
  return worker;
}

/**
 * Drops a worker that failed (its code did not load, or it crashed), so that the next query
 * starts a new one instead of waiting on it for ever.
 */
export function dropSearchWorker(failed: Worker): void {
  failed.terminate();
  if (worker === failed) worker = null;
}
