/**
 * The site's OpenSearch description: lets a browser add the site's search to its own (the
 * address bar's "Tab to search", a search engine the reader can choose), pointing at /search/.
 * Every page names it in a <link rel="search"> (app/layout.tsx).
 */
import { FAVICON_ICO_SIZE } from './brand-mark';
import { siteConfig } from './config';
import { SITE_LANGUAGE } from './config/product';
import { OPENSEARCH_TYPE } from './feed-types';
import { escapeHtml } from './html';
import { absoluteUrl, routes } from './routes';
import { SEARCH_SCOPE } from './search/kinds';

/** OpenSearch 1.1's limit on ShortName. */
const SHORT_NAME_MAX = 16;

export function openSearchDescription(): string {
  const { name } = siteConfig.product;
  if (name.length > SHORT_NAME_MAX)
    throw new Error(`OpenSearch ShortName "${name}" is over ${SHORT_NAME_MAX} characters`);
  const text = (s: string) => escapeHtml(s);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${text(name)}</ShortName>
  <Description>${text(`Search the ${name} ${SEARCH_SCOPE}`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${SITE_LANGUAGE}</Language>
  <Image width="${FAVICON_ICO_SIZE}" height="${FAVICON_ICO_SIZE}" type="image/x-icon">${text(absoluteUrl(routes.favicon))}</Image>
  <Url type="text/html" method="get" template="${text(absoluteUrl(routes.search.template('searchTerms')))}"/>
  <Url type="${OPENSEARCH_TYPE}" rel="self" template="${text(absoluteUrl(routes.openSearch))}"/>
</OpenSearchDescription>
`;
}
