/**
 * Numbers the spec fixes (site-spec sections 4, 5 and 9). Defined once; the code and the tests
 * that check behaviour against them import them (CSS media queries repeat the breakpoint).
 */
import { DOCS_HOME } from './url-path';

/** Desktop/mobile breakpoint in CSS pixels: below this the navbar collapses. */
export const DESKTOP_BREAKPOINT_PX = 996;
/** The media query that matches the desktop layout. */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** Blog list and tag pages. */
export const POSTS_PER_PAGE = 5;

/** Lazy-load / progress-bar start delay after the path changes. */
export const NAVIGATION_DELAY_MS = 200;

/** Progress bar settings (lib/progress.ts; the names and values nprogress used). */
export const PROGRESS_BAR = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;

/** Table of contents heading levels. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/**
 * Search (spec sections 5 and 9). The spec's other search numbers are defaults of the modal
 * (DocSearch 3.9) and of the search client, which the site keeps: snippets of 5 words up to
 * 768 px, the 300 ms stalled threshold, view events in batches of 20 debounced 400 ms, a host
 * marked down for 2 minutes.
 */
export const SEARCH = {
  /**
   * How many stored searches the modal shows (DocSearch 3.9's fixed limits, which /search/ copies):
   * 7 recent ones, 4 beside favorites, and 10 favorites.
   */
  history: { recent: 7, recentBesideFavorites: 4, favorites: 10 },
  /** The search button's name, and the search dialog's. */
  label: 'Search',
  /** Both search fields' placeholder: what they search, short enough to show whole at 390 px. */
  placeholder: 'Docs, blog and more',
  hitsPerPage: 20,
  snippetWords: 10,
  maxHitsPerGroup: 5,
  /** "Did you mean": the closest queries offered for a query without results, at most. */
  suggestions: 3,
  /**
   * /search/ lists pages, and hits arrive hitsPerPage sections at a time: a screen of results and
   * each "Show more results" ask for more until this many more pages show, in at most
   * `moreRequestsPerStep` requests (a docs section rarely holds ten pages).
   */
  pagesPerStep: 10,
  moreRequestsPerStep: 3,
  /** The not-found page: the pages it offers for the missing address's words, and its longest query in words. */
  addressSuggestions: 3,
  addressQueryWords: 8,
  /**
   * The most pages a count reaches: both UIs count pages by the values of a facet
   * (lib/search/page-counts.ts), and Algolia returns at most 1,000 values of one.
   */
  countedPages: 1000,
  modalMaxQueryLength: 64,
  pageMaxQueryLength: 512,
  timeouts: { connectMs: 1000, readMs: 2000, writeMs: 30000 },
} as const;

/** Browser storage keys. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'announcement-dismiss',
  announcementId: 'announcement-id',
  docsSidebarHidden: 'docs-sidebar-hidden',
  docsPreferredVersionPrefix: 'docs-preferred-version-',
  tabsPrefix: 'tabs-',
  /** sessionStorage: the path and time of the last reload after a route's assets failed. */
  assetReload: 'asset-reload',
  /** sessionStorage: the pages of results /search/ last showed (InstantSearch's infinite-hits cache). */
  searchResultPages: 'search-result-pages',
  /** sessionStorage: the address and scroll position /search/ was left from for a result. */
  searchResultPosition: 'search-result-position',
} as const;

/**
 * A route whose assets fail again within this time of the reload meant to fix them shows
 * "This page failed to load." with Retry instead of reloading in a loop.
 */
export const ASSET_RELOAD_GUARD_MS = 10_000;

/** How long a copy button says "Copied" (code blocks, Copy page). */
export const COPIED_FEEDBACK_MS = 2000;

/** How long a search status must hold before a live region says it: one announcement when typing stops, not one a key. */
export const STATUS_SETTLE_MS = 600;

/** A static page gets an "On this page" column from this many headings: a short one reads whole without it. */
export const STATIC_PAGE_TOC_MIN = 4;

/** The only docs version (spec section 3). */
export const DOCS_VERSION = { name: 'current', label: 'Next', path: DOCS_HOME } as const;
export const DOCS_PLUGIN_ID = 'default';

/**
 * Attributes on <html> that the inline boot script sets before paint (from browser storage)
 * and the client components update later; CSS hides the element they name.
 */
export const HTML_FLAGS = {
  announcementDismissed: 'data-announcement-dismissed',
  docsSidebarHidden: 'data-docs-sidebar-hidden',
} as const;
