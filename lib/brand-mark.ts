/**
 * The Testflux mark, a check on a rounded square, written once: the navbar's logo draws it in the
 * theme's colours, and `markSvg()` is the icon as a file (public/favicon.svg and its .ico, written
 * by scripts/favicon.ts and held to it by a unit test) and on the OG cards and the logo PNG.
 */
/** The size of the bitmap in /favicon.ico, the one size browsers ask that name for. */
export const FAVICON_ICO_SIZE = 32;

export const MARK = {
  viewBox: '0 0 32 32',
  size: 32,
  radius: 8,
  check: 'M8 16.5l5 5 11-11',
  strokeWidth: 3.2,
  /** The brand's colours where no theme applies (files and images). */
  fill: '#4338ca',
  stroke: '#fff',
} as const;

/** The mark as an SVG document. */
export function markSvg(): string {
  const { viewBox, size, radius, check, strokeWidth, fill, stroke } = MARK;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${fill}"/>` +
    `<path d="${check}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  );
}
