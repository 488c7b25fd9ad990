// First step of `npm run build`: validate the site configuration before anything else runs,
// so a bad value stops the build with one clear message naming the key.
import { parseSiteConfig, SiteConfigError } from '../lib/config/schema';
import { rawSiteConfig } from '../lib/config/site.config';

try {
  parseSiteConfig(rawSiteConfig);
  console.log('Site configuration is valid.');
} catch (error) {
  if (error instanceof SiteConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
