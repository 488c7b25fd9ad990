/**
 * A hit's path and hash on this site, which Algolia records may hold as absolute URLs; an
 * address elsewhere, or one that does not parse, as it is.
 */
export function hitPath(url: string): string {
  try {
    const u = new URL(url, window.location.origin);
    return u.origin === window.location.origin ? u.pathname + u.search + u.hash : url;
  } catch {
    return url;
  }
}
