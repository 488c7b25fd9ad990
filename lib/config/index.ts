import { parseSiteConfig } from './schema';
import { rawSiteConfig } from './site.config';

/** The validated site configuration. Importing this module fails fast on a bad value. */
export const siteConfig = parseSiteConfig(rawSiteConfig);
export type { SiteConfig, NavbarItem } from './schema';

/** What the search UIs need from the configuration (passed to client components as props). */
export const searchSettings = {
  provider: siteConfig.search.provider,
  appId: siteConfig.search.appId,
  apiKey: siteConfig.search.apiKey,
  indexName: siteConfig.search.indexName,
  insights: siteConfig.search.insights,
};
