import { parseSiteConfig } from './schema';
import { rawSiteConfig } from './site.config';

/** The validated site configuration. Importing this module fails fast on a bad value. */
export const siteConfig = parseSiteConfig(rawSiteConfig);
import type { SearchSettings } from './schema';
export type { SiteConfig, NavbarItem, NavbarItemOf, NavbarItemType, SearchSettings } from './schema';

/** What the search UIs need from the configuration (passed to client components as props). */
export const searchSettings: SearchSettings = (({ synonyms: _synonyms, ...settings }) => settings)(siteConfig.search);
