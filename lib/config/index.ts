import { parseSiteConfig } from './schema';
import { rawSiteConfig } from './site.config';

/** The validated site configuration. Importing this module fails fast on a bad value. */
export const siteConfig = parseSiteConfig(rawSiteConfig);
export type { SiteConfig, NavbarItem } from './schema';
