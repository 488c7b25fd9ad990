// The site's redirects, declared once. next.config.ts exposes them through redirects(), a
// meta-refresh page is exported at each source and below a folder's, at each page it moved (by
// the docs route for docs paths, by routes of their own elsewhere; an after-build test holds each
// to its page), and the hosting build turns them into server rules.
import { decodeSegment, routes } from './routes';

const AI_SECTION = 'AI-Powered Test Case Generation';

/**
 * Old "Generate Tests" paths, moved to the AI-Powered section: the section and its overview to
 * the overview, each page below it to the page that took its place.
 */
const generateTestsMoves: [old: string, now: string][] = [
  [routes.docs.page('Generate Tests'), routes.docs.page(AI_SECTION, 'Autogenerate')],
  [routes.docs.page('Generate Tests', 'Autogenerate'), routes.docs.page(AI_SECTION, 'Autogenerate')],
  ...['from-url', 'from-user-story', 'review-generated-tests'].map((page): [string, string] => [
    routes.docs.page('Generate Tests', 'Autogenerate', page),
    routes.docs.page(AI_SECTION, page),
  ]),
];

export interface Redirect {
  source: string;
  destination: string;
  /**
   * A folder that moved: every address below `source` moves below `destination`, the rest of it
   * kept (`/blog/tags/podcast/` to `/blog/blog/tags/podcast/`).
   */
  folder?: boolean;
}

/**
 * The blog's tags keep the spec's doubled segment (/blog/blog/tags/); the addresses a reader
 * guesses from /docs/tags/ lead to them, the index and every tag's pages.
 */
const blogTagsAlias: Redirect = { source: routes.blog.tagsAlias, destination: routes.blog.tags, folder: true };

export const redirects: Redirect[] = [
  ...generateTestsMoves.map(([source, destination]) => ({ source, destination })),
  blogTagsAlias,
];

/** The redirect from `source`, the address as written in the table. */
export function redirectFrom(source: string): Redirect | undefined {
  return redirects.find((r) => r.source === source);
}

/**
 * Where an address moves to, or null: a redirect's source (with or without its slash, compared
 * decoded), else the rest of an address below a folder's source, kept below its destination.
 */
export function redirectTarget(rules: Redirect[], rawPath: string): string | null {
  const decoded = decodeSegment(rawPath);
  const exact = rules.find((r) => redirectSources(r).some((source) => decodeSegment(source) === decoded));
  if (exact) return exact.destination;
  const folder = rules.find((r) => r.folder && rawPath.startsWith(r.source));
  return folder ? folder.destination + rawPath.slice(folder.source.length) : null;
}

/**
 * The paths a redirect answers: its source, and the source without its trailing slash, so an
 * old address typed without it moves in one step rather than through the folder's own slash.
 */
export function redirectSources({ source }: Redirect): string[] {
  return source.endsWith('/') && source !== '/' ? [source, source.slice(0, -1)] : [source];
}
