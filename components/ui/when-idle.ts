/**
 * Runs `run` once the main thread is idle (within a second), or after 200 ms where the browser
 * has no idle callbacks (Safari). Returns the cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
