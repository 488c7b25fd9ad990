// First step of `npm run build`: validate the site configuration before anything else runs,
// so a bad value stops the build with one clear message naming the key.
import { parseSiteConfig, SiteConfigError } from '../lib/config/schema';
import { rawSiteConfig } from '../lib/config/site.config';
import { isMain } from './lib/main';

/** Throws an Error whose message names the bad key. */
export function checkConfig(): string {
  try {
    parseSiteConfig(rawSiteConfig);
  } catch (error) {
    if (error instanceof SiteConfigError) throw new Error(error.message);
    throw error;
  }
  return 'Site configuration is valid.';
}

if (isMain(import.meta.url)) {
  try {
    console.log(checkConfig());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
