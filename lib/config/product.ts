// The product name and the site's address, written once: URLs, the docs route prefix, the
// navbar, the footer and the metadata all derive from them.
export const PRODUCT_NAME = 'Testflux';
/** The reserved `.example` domain every external address of the site uses. */
export const DOMAIN = `${PRODUCT_NAME.toLowerCase()}.example`;
export const SITE_URL = `https://${DOMAIN}`;
/**
 * The site's one language: the pages' `lang`, the structured data's and the search records'
 * (whose stop words and plurals are English).
 */
export const SITE_LANGUAGE = 'en';
