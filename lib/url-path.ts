// Path helpers without the route table, so client components can use them for a few bytes.
// URL shapes themselves are built in lib/routes.ts, bar the ones below, which routes.ts takes
// from here: the navbar's search button needs the search page's in every page's first load,
// the search worker the index's, to fetch it the moment it starts, and the docs version menu
// the docs root's.

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

/** Segments that shape the site's addresses rather than name a subject (/blog/page/3/). */
const STRUCTURE_SEGMENTS = new Set(['docs', 'blog', 'page', 'category']);
/** A query longer than this reads as an address pasted whole, not as words to search. */
const MAX_PATH_QUERY = 60;

/**
 * What a not-found page offers to search for: the words of the address's last segment that
 * names something (/docs/Testflux/Run%20Tests/paralel/ → "paralel", /blog/how-to-test-logins/ →
 * "how to test logins"), without a file extension; "" when none does or the path cannot be
 * decoded (the page then explains that instead).
 */
export function searchWordsOfPath(pathname: string): string {
  if (isUndecodable(pathname)) return '';
  const segments = decodeURIComponent(pathname)
    .split('/')
    .map((s) => s.replace(/^index\.html?$/i, '').replace(/\.[a-z0-9]{1,5}$/i, ''))
    .filter((s) => s && !/^\d+$/.test(s) && !STRUCTURE_SEGMENTS.has(s.toLowerCase()));
  const words = (segments.at(-1) ?? '')
    .split(/[\s\-_+.,;:!?'"()[\]{}<>|\\~`@#$%^&*=]+/)
    .filter(Boolean)
    .join(' ');
  return words.length > MAX_PATH_QUERY ? '' : words;
}
