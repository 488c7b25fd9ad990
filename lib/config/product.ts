// The product name and the site's address, written once: URLs, the docs route prefix, the
// navbar, the footer and the metadata all derive from them.
export const PRODUCT_NAME = 'Testflux';
/** The reserved `.example` domain every external address of the site uses. */
export const DOMAIN = `${PRODUCT_NAME.toLowerCase()}.example`;
/** The product's web app (Studio, sign-up, pricing), which Desktop and the CLI reach too. */
export const APP_HOST = `app.${DOMAIN}`;
export const SITE_URL = `https://${DOMAIN}`;
/**
 * The site's one language: the pages' `lang`, the structured data's and the search records'
 * (whose stop words and plurals are English).
 */
export const SITE_LANGUAGE = 'en';
