// The site's redirects, declared once. next.config.ts exposes them through redirects(), a
// meta-refresh page is exported at each source (by the docs route for docs paths, by a route of
// its own elsewhere; an after-build test holds each to its page), and the hosting build turns
// them into server rules.
import { routes } from './routes';

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
}

/**
 * The blog's tag index keeps the spec's doubled segment (/blog/blog/tags/); the address a reader
 * guesses from /docs/tags/ leads to it.
 */
const blogTagsAlias: [old: string, now: string] = [routes.blog.tagsAlias, routes.blog.tags];

export const redirects: Redirect[] = [...generateTestsMoves, blogTagsAlias].map(([source, destination]) => ({
  source,
  destination,
}));

/** The redirect from `source`, the address as written in the table. */
export function redirectFrom(source: string): Redirect | undefined {
  return redirects.find((r) => r.source === source);
}

/**
 * The paths a redirect answers: its source, and the source without its trailing slash, so an
 * old address typed without it moves in one step rather than through the folder's own slash.
 */
export function redirectSources({ source }: Redirect): string[] {
  return source.endsWith('/') && source !== '/' ? [source, source.slice(0, -1)] : [source];
}
