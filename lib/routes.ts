/**
 * The one table of URL shapes. Every page, feed and file the site links to is built here; no
 * component, script or rule writes a path of its own. Segments may hold spaces or '&' (docs
 * sections such as "CICD & Integrations"): each is encoded once, and every page path ends with
 * a slash (the export writes one folder per page).
 */
import { PRODUCT_NAME, SITE_URL } from './config/product';
import { BLOG_HOME, CHANGELOG_HOME, listPage } from './page-address';
import {
  decodeSegment,
  DOCS_HOME,
  encodePath,
  SEARCH_INDEX,
  SEARCH_PAGE,
  SEARCH_QUERY_PARAM,
  searchQueryPath,
} from './url-path';

// Path helpers small enough for client components, which import them from ./url-path.
export { decodeSegment, encodePath, isUndecodable, samePath } from './url-path';

/** The search index's pieces beside its first piece: a folder of content-named folders. */
const SEARCH_PIECES = `${SEARCH_PAGE}pieces/`;

// Files that stand beside the pages: the Markdown twin of a page, its Open Graph image and the
// two llms.txt files. They derive from the page path, so a page and its twin or image cannot drift.
export const LLMS_TXT_PATH = '/llms.txt';
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';
/** One docs section's articles in one file, in the section's folder: `/docs/<product>/<section>/llms-full.txt`. */
export function llmsSectionPath(section: string): string {
  return `${routes.docs.page(section)}${LLMS_FULL_TXT_PATH.slice(1)}`;
}
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

/**
 * The decoded segments of a site path below `prefix` (`/docs/`), its query and fragment left out,
 * or null when the path is not under it: the inverse of the builders below.
 */
function segmentsBelow(prefix: string, path: string): string[] | null {
  const pathname = path.replace(/[?#].*$/, '');
  if (!pathname.startsWith(prefix)) return null;
  return pathname.slice(prefix.length).split('/').filter(Boolean).map(decodeSegment);
}

/**
 * The area of the site a path is in, its first segment ("docs" for /docs/…, "blog" for /blog/…),
 * or null for the home page: a navbar link and the pages of its area are marked with it, and
 * CSS shows the link as the area the page is in.
 */
export function siteAreaOf(path: string): string | null {
  return path.split(/[?#]/)[0].split('/').filter(Boolean)[0] ?? null;
}

export const routes = {
  home: '/',
  docs: {
    home: DOCS_HOME,
    /** An article from its route segments: [product, section, page]. */
    article: (segments: string[]) => encodePath('docs', ...segments),
    /** A path in the product's docs: /docs/<product>/<section>/<page>/. */
    page: (...segments: string[]) => encodePath('docs', PRODUCT_NAME, ...segments),
    category: (id: string) => encodePath('docs', 'category', id),
    tags: '/docs/tags/',
    tag: (id: string) => encodePath('docs', 'tags', id),
    /** A docs path's decoded segments below /docs/ (`article`'s inverse), or null. */
    segmentsOf: (path: string) => segmentsBelow(DOCS_HOME, path),
  },
  blog: {
    home: BLOG_HOME,
    /** Page n of the blog list (page 1 is /blog/). */
    list: (n: number) => listPage('/blog/', n),
    post: (slug: string) => encodePath('blog', slug),
    /** The decoded slug of a post's path (`post`'s inverse), or null for any other path. */
    slugOf: (path: string): string | null => {
      const segments = segmentsBelow(routes.blog.home, path);
      if (segments?.length !== 1) return null;
      const { archive, authors, tagsAlias, feeds } = routes.blog;
      const own = [archive, authors, tagsAlias, ...Object.values(feeds)].map(
        (p) => segmentsBelow(routes.blog.home, p)![0],
      );
      return own.includes(segments[0]) ? null : segments[0];
    },
    archive: '/blog/archive/',
    authors: '/blog/authors/',
    // The spec keeps Docusaurus's doubled segment: tag pages live under /blog/blog/tags/.
    tags: '/blog/blog/tags/',
    /** The tag index's address as a reader guesses it from /docs/tags/: it redirects (lib/redirects.ts). */
    tagsAlias: '/blog/tags/',
    tag: (id: string, n = 1) => listPage(encodePath('blog', 'blog', 'tags', id), n),
    feeds: { rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' },
    /** An author's picture (public/img/authors/<id>.svg). */
    authorAvatar: (id: string) => `/img/authors/${encodeURIComponent(id)}.svg`,
  },
  changelog: {
    home: CHANGELOG_HOME,
    release: (anchor: string) => `/changelog/#${anchor}`,
    rss: '/changelog/rss.xml',
  },
  search: {
    home: SEARCH_PAGE,
    query: searchQueryPath,
    /** The address of a search for `{placeholder}`, unencoded, as a search engine's URL template has it. */
    template: (placeholder: string) => `${SEARCH_PAGE}?${SEARCH_QUERY_PARAM}={${placeholder}}`,
    /** The prefix of every query address (robots.txt keeps crawlers off them, not off the page). */
    queries: `${SEARCH_PAGE}?`,
    /** The embedded index's first piece and the full records (what search:push uploads). */
    index: SEARCH_INDEX,
    /** The folder that holds the index's other pieces, one folder a build (served immutable). */
    piecesRoot: SEARCH_PIECES,
    /** The folder of one build's pieces, named by their content. */
    pieces: (id: string) => `${SEARCH_PIECES}${id}/`,
    records: '/search/records.json',
  },
  /** A marketing or legal page: content/pages/<Name>.mdx is served at /<Name>/. */
  page: (name: string) => encodePath(name),
  /** Markdown twin and Open Graph image of a page path. */
  twin: twinPath,
  ogImage: ogImagePath,
  llms: { index: LLMS_TXT_PATH, full: LLMS_FULL_TXT_PATH, section: llmsSectionPath },
  sitemap: '/sitemap.xml',
  /** The OpenSearch description browsers add the site's search from (lib/opensearch.ts). */
  openSearch: '/opensearch.xml',
  /** The icon in the .ico format, for what cannot read the SVG one (public/favicon.ico). */
  favicon: '/favicon.ico',
  robots: '/robots.txt',
} as const;

/**
 * The folders the site's own addresses are built from (docs, the product's, category, tags,
 * blog, page, archive, authors), in lower case: no page's words, so a missing page's address is
 * searched without them (`addressQuery`). The changelog's is a word readers search for.
 */
export const ROUTE_FOLDERS: readonly string[] = [
  ...new Set(
    [
      routes.docs.page(),
      routes.docs.category('-'),
      routes.docs.tags,
      routes.blog.tag('-', 2),
      routes.blog.archive,
      routes.blog.authors,
    ].flatMap((p) =>
      // The segments of the shapes, not the stand-ins for an id or a page number.
      p
        .split('/')
        .filter((s) => s && s !== '-' && !/^\d+$/.test(s))
        .map((s) => decodeSegment(s).toLowerCase()),
    ),
  ),
];

/** The canonical address of a site path. */
export function absoluteUrl(path: string, base: string = SITE_URL): string {
  return new URL(path, base).toString();
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

/**
 * A run of slashes in a path (`/docs//a/`): servers that merge them would serve the page at an
 * address its router does not know, so every place that normalises addresses redirects it to one.
 */
export const REPEATED_SLASHES_SOURCE = '/{2,}';

/** The canonical form of a requested path (one slash per run, no `.html`), or null when it is already. */
export function canonicalPath(pathname: string): string | null {
  const single = pathname.replace(new RegExp(REPEATED_SLASHES_SOURCE, 'g'), '/');
  const canonical = normalizeHtmlPath(single) ?? single;
  return canonical === pathname ? null : canonical;
}
