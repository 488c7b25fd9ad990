// Path helpers without the route table, so client components can use them for a few bytes.
// URL shapes themselves are built in lib/routes.ts, bar the ones below, which routes.ts takes
// from here: the navbar's search button needs the search page's in every page's first load,
// the search worker the index's, to fetch it the moment it starts, and the docs version menu
// the docs root's. This module rides in every page's first load: lib/page-address.ts holds
// what only code loaded on demand needs.

/** The search page, with a query: `/search/?q=…` (routes.search). */
export const SEARCH_PAGE = '/search/';
/** The search page's query parameter, read and written by its form, its address and the modal's "See all". */
export const SEARCH_QUERY_PARAM = 'q';
/** The docs root (routes.docs.home), here for the client's docs version menu. */
export const DOCS_HOME = '/docs/';
export const searchQueryPath = (q: string) =>
  q ? `${SEARCH_PAGE}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(q)}` : SEARCH_PAGE;

/** The embedded index's first piece (routes.search.index). */
export const SEARCH_INDEX = '/search/index.json';

/** `/a/b/` from segments, each percent-encoded once. */
export function encodePath(...segments: string[]): string {
  const inner = segments.map((s) => encodeURIComponent(s)).join('/');
  return inner ? `/${inner}/` : '/';
}

/** Decodes one route param segment; Next passes them percent-encoded in an export. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** True when the path cannot be percent-decoded (for example `/docs/%E0%A4%A/`). */
export function isUndecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Compares two paths whatever their percent-encoding. */
export function samePath(a: string, b: string): boolean {
  return decodeSegment(a) === decodeSegment(b);
}
