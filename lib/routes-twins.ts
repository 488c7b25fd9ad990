/**
 * URL shapes of the files that stand beside the pages: the Markdown twin of a page, its Open
 * Graph image and the two llms.txt files. Page paths come from lib/paths.ts (encoded, ending
 * with a slash); these derive from them, so a page and its twin or image cannot drift apart.
 */
import { decodeSegment } from './paths';

export const LLMS_TXT_PATH = '/llms.txt';
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';
export const OG_IMAGE_PREFIX = '/og/';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The product mark as a PNG (structured data's publisher logo), written with the OG images. */
export const LOGO_PNG_PATH = '/og/logo.png';

function assertPagePath(pagePath: string) {
  if (!pagePath.startsWith('/') || !pagePath.endsWith('/')) {
    throw new Error(`not a page path (must start and end with "/"): ${pagePath}`);
  }
}

/** The page path without its trailing slash; the home page is "/index". */
function stem(pagePath: string): string {
  assertPagePath(pagePath);
  return pagePath === '/' ? '/index' : pagePath.slice(0, -1);
}

/** The Markdown twin of a page: `/docs/Testflux/Get%20Started/installation/` -> `...installation.md`. */
export function twinPath(pagePath: string): string {
  return `${stem(pagePath)}.md`;
}

/** The Open Graph image of a page: `/changelog/` -> `/og/changelog.png`, `/` -> `/og/index.png`. */
export function ogImagePath(pagePath: string): string {
  return `${OG_IMAGE_PREFIX.slice(0, -1)}${stem(pagePath)}.png`;
}

/** Where a URL path lives inside the export, decoded per segment: `/a%20b/c.md` -> `a b/c.md`. */
export function exportFilePath(urlPath: string): string {
  return urlPath.split('/').filter(Boolean).map(decodeSegment).join('/');
}

/** An absolute URL on the site for a path. */
export function absoluteUrl(siteUrl: string, urlPath: string): string {
  return `${siteUrl}${urlPath}`;
}
