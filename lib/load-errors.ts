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

/** What the reload guard keeps in sessionStorage: which path was reloaded, and when. */
export function assetReloadMark(path: string, now: number): string {
  return JSON.stringify({ path, at: now });
}

/**
 * Whether a route whose assets failed should reload: not when the same path was reloaded for
 * the same reason less than `guardMs` ago (the reload did not help; offer Retry instead).
 */
export function shouldReloadAfterAssetFailure(mark: string | null, path: string, now: number, guardMs: number) {
  let last: { path?: unknown; at?: unknown } = {};
  try {
    last = JSON.parse(mark ?? '{}') as typeof last;
  } catch {
    // an unreadable mark is no mark
  }
  return !(last.path === path && typeof last.at === 'number' && now - last.at >= 0 && now - last.at < guardMs);
}
