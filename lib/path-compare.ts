/**
 * Decoding and comparing paths, apart from lib/routes.ts so the client components that only
 * compare paths (sidebars, the error and not-found pages) do not ship the table of URL shapes
 * and the product config with it. lib/routes.ts re-exports these for everything else.
 */

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
