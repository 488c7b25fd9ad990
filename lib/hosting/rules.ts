// The one source of hosting rules. scripts/hosting.ts turns these into the nginx
// configuration, the local server's configuration (hosting/serve.json, read by
// scripts/serve.ts) and the _redirects/_headers files most static hosts and CDNs accept.
import { FEED_TYPES, OPENSEARCH_TYPE } from '../feed-types';
import { redirects, redirectSources, redirectTarget, type Redirect } from '../redirects';
import { routes } from '../routes';

export { redirects, redirectSources, redirectTarget };

/** Text files that get precompressed .gz and .br copies. */
export const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|md|svg|map|webmanifest)$/;

/**
 * Files of the export that no browser or assistant fetches, so they get no .gz/.br copies
 * (a server still sends them, uncompressed): the full search records, which only
 * `npm run search:push` reads from disk.
 */
export const NOT_PRECOMPRESSED: readonly string[] = [routes.search.records];

/** True when the export file at this path (as in the address: /search/index.json) gets .gz and .br copies. */
export function isPrecompressed(pathname: string): boolean {
  return COMPRESSIBLE.test(pathname) && !NOT_PRECOMPRESSED.includes(pathname);
}

export const CACHE = {
  /** Hashed build assets never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and other files: cache, but revalidate on every use. */
  revalidate: 'public, max-age=0, must-revalidate',
};

/** Folders whose files are named by their content: Next's build assets and the search index pieces. */
export const IMMUTABLE_PREFIXES = ['/_next/static/', routes.search.piecesRoot];

/**
 * Markdown twins (scripts/markdown-twins.ts): `/a/b.md` beside the page `/a/b/`. They are served
 * as text/markdown, and a request for the page that asks for Markdown in its Accept header gets
 * the twin instead of the HTML. Both representations say `Vary: Accept`.
 */
export const MARKDOWN = {
  extension: '.md',
  contentType: 'text/markdown; charset=utf-8',
  /**
   * Matches an Accept header that lists text/markdown without refusing it (q=0), unless it
   * weighs Markdown below 1 while HTML (or any type, by a wildcard) keeps the implicit 1:
   * `text/markdown;q=0.5, text/html` prefers the HTML. One regular expression, as nginx's map
   * needs: between two weights below 1 it does not compare, and Markdown is served.
   */
  acceptPattern: [
    '^(?!(?=.*text/markdown\\s*;\\s*q=0\\.\\d+)',
    '(?=.*(?:text/html|text/\\*|\\*/\\*)\\s*(?:;\\s*q=1(?:\\.0{0,3})?\\s*)?(?:,|$)))',
    '.*text/markdown(?!\\s*;\\s*q=0(?:\\.0{0,3})?\\s*(?:,|$))',
  ].join(''),
  vary: 'Accept',
};

/**
 * The Link header of a Markdown twin fetched at its own address (`/a/b.md`): the page its Source
 * line names is the canonical address (the docs root's copy names the onboarding page), so search
 * engines list the page rather than its copy. A twin served at the page's address, by the
 * negotiation above, is already at it and gets none.
 */
export const twinCanonicalLink = (pageUrl: string) => `<${pageUrl}>; rel="canonical"`;

/** Each twin's Link header, by its path as decoded (`/docs/Testflux/CICD & Integrations/CLI.md`). */
export type TwinLinks = Record<string, string>;

/**
 * Files whose media type their extension does not tell: the feeds, served as the types their
 * <link rel="alternate"> tags declare (an .xml file is otherwise text/xml, a .json one
 * application/json).
 */
export const FILE_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    [routes.blog.feeds.rss, FEED_TYPES.rss],
    [routes.blog.feeds.atom, FEED_TYPES.atom],
    [routes.blog.feeds.json, FEED_TYPES.json],
    [routes.changelog.rss, FEED_TYPES.rss],
    [routes.openSearch, OPENSEARCH_TYPE],
  ].map(([file, type]) => [file, `${type}; charset=utf-8`]),
);

/** The nginx files the build writes to hosting/nginx/, which nginx.conf and one another include. */
export const NGINX_FILES = {
  /** In http {}: maps for redirects and the Markdown negotiation. */
  http: 'testflux-http.conf',
  /** In a server {} whose root is the export. */
  server: 'testflux-server.conf',
  headers: 'testflux-security-headers.conf',
  /** The same over HTTPS, with HSTS. */
  headersHttps: 'testflux-security-headers-https.conf',
  /** A complete server {} for the export. */
  example: 'testflux.conf',
} as const;

/** Whether an Accept header asks for Markdown, by a pattern as `ServeConfig` carries it. */
export function markdownAcceptTest(pattern: string): (accept: string | undefined) => boolean {
  const wanted = new RegExp(pattern, 'i');
  return (accept) => wanted.test(accept ?? '');
}

/** True when an Accept header asks for Markdown. */
export const prefersMarkdown = markdownAcceptTest(MARKDOWN.acceptPattern);

/** The Cache-Control header of a path, by the cache rules as `ServeConfig` carries them. */
export function cacheControlFor(pathname: string, cache: ServeConfig['cache']): string {
  return cache.immutablePrefixes.some((prefix) => pathname.startsWith(prefix)) ? cache.immutable : cache.revalidate;
}

/**
 * Headers on every response. The header CSP carries what a <meta> policy cannot
 * (frame-ancestors); each page's <meta> policy restricts scripts to its own inline hashes.
 */
export function securityHeaders({ https = false }: { https?: boolean } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

export const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];
export const TAG_MANAGER_HOST = 'https://www.googletagmanager.com';
/** Where the tag manager's container script is loaded from (components/layout/tag-manager.tsx). */
export const tagManagerScript = (id: string) => `${TAG_MANAGER_HOST}/gtm.js?id=${encodeURIComponent(id)}`;
const ANALYTICS_HOST = 'https://www.google-analytics.com';

/**
 * The per-page policy: scripts from this origin and the page's own inline scripts by hash,
 * never 'unsafe-inline' or 'unsafe-eval'. Algolia and the tag manager only when configured.
 */
export function pagePolicy(
  scriptHashes: string[],
  { algolia = false, tagManager = false }: { algolia?: boolean; tagManager?: boolean } = {},
): string {
  const scriptSrc = ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`), ...(tagManager ? [TAG_MANAGER_HOST] : [])];
  const connectSrc = [
    "'self'",
    ...(algolia ? ALGOLIA_HOSTS : []),
    ...(tagManager ? [TAG_MANAGER_HOST, ANALYTICS_HOST] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${tagManager ? ` ${ANALYTICS_HOST}` : ''}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** Encodings the build precompresses, in the order servers prefer them. */
export const ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof ENCODINGS;

/**
 * The not-found page: the export's file, and the addresses of the page itself, which answer
 * 404 like any missing page (Next exports it as /404/ and /_not-found/ too, which would
 * otherwise be pages of their own answering 200).
 */
export const NOT_FOUND = { file: '404.html', paths: ['/404.html', '/404/', '/_not-found/'] };

/** What hosting/serve.json holds for the `npm start` server. */
export interface ServeConfig {
  redirects: Redirect[];
  headers: Record<string, string>;
  cache: { immutablePrefixes: string[]; immutable: string; revalidate: string };
  notFound: typeof NOT_FOUND;
  compressed: Encoding[];
  markdown: typeof MARKDOWN;
  /** The Link header of each twin fetched at its own address. */
  twinLinks: TwinLinks;
  fileTypes: typeof FILE_TYPES;
}

export function serveConfig(twinLinks: TwinLinks): ServeConfig {
  return {
    redirects,
    headers: securityHeaders({ https: false }),
    cache: { immutablePrefixes: IMMUTABLE_PREFIXES, immutable: CACHE.immutable, revalidate: CACHE.revalidate },
    notFound: NOT_FOUND,
    compressed: ['br', 'gzip'],
    markdown: MARKDOWN,
    twinLinks,
    fileTypes: FILE_TYPES,
  };
}
