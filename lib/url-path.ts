// Path helpers without the route table, so client components can use them for a few bytes.
// URL shapes themselves are built in lib/routes.ts.

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

/**
 * `/a/index.html` and `/a.html` name the page `/a/`. One pattern for every place that
 * normalises them: this function, the inline boot script, the `npm start` server and nginx.
 */
export const HTML_SUFFIX_SOURCE = String.raw`(?:/index\.html|\.html)`;
export const HTML_SUFFIX = new RegExp(`^(.*?)${HTML_SUFFIX_SOURCE}$`);

/** The bare page path of an address ending in `.html` or `/index.html`, or null. */
export function normalizeHtmlPath(pathname: string): string | null {
  const m = pathname.match(HTML_SUFFIX);
  if (!m) return null;
  return m[1].endsWith('/') ? m[1] : `${m[1]}/`;
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
