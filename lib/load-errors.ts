/** Errors raised when a route's JavaScript chunk or CSS could not be loaded (for example after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(
    e &&
    (e.name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|dynamically imported module/i.test(e.message ?? '')),
  );
}

/** Errors raised when the page's data could not be fetched (network down, server error). */
export function isFetchError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(e && /Failed to fetch|NetworkError|Load failed|fetch failed/i.test(e.message ?? ''));
}
