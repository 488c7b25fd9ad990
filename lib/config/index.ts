import { parseSiteConfig } from './schema';
import { rawSiteConfig } from './site.config';

/** The validated site configuration. Importing this module fails fast on a bad value. */
export const siteConfig = parseSiteConfig(rawSiteConfig);
import type { SearchSettings } from './schema';
export type { SiteConfig, NavbarItem, NavbarItemOf, NavbarItemType, SearchSettings } from './schema';

// The synonyms and kind words stay out: the embedded engine reads them from its index, Algolia keeps its own.
const { synonyms: _synonyms, kindWords: _kindWords, ...browserSearch } = siteConfig.search;

/** What the search UIs need from the configuration (passed to client components as props). */
export const searchSettings: SearchSettings = browserSearch;
