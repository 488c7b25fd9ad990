import { PRODUCT_NAME } from './config/product.mjs';

/**
 * URL building for routes whose segments may hold spaces or '&' (docs sections such as
 * "CICD & Integrations"). Every segment is encoded once; every path ends with a slash.
 */
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

/** Strips a trailing `index.html` or `.html` from a path: `/a/index.html` and `/a.html` become `/a/`. */
export function normalizeHtmlPath(pathname: string): string | null {
  const m = pathname.match(/^(.*?)(?:\/index\.html|\.html)$/);
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

/** The route of a docs article: /docs/<product>/<section>/<page>/, encoded per segment. */
export function docPath(section: string, page: string): string {
  return encodePath('docs', PRODUCT_NAME, section, page);
}
