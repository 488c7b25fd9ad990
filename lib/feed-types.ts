/** The OpenSearch description's media type (lib/opensearch.ts), for its response, <link> and hosting rules. */
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

/** The media types of the site's feeds, for their responses and their <link rel="alternate"> tags. */
export const FEED_TYPES = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
} as const;

export type FeedFormat = keyof typeof FEED_TYPES;

/** A feed route's response: the body with its media type. */
export function feedResponse(body: string, format: FeedFormat): Response {
  return new Response(body, { headers: { 'Content-Type': `${FEED_TYPES[format]}; charset=utf-8` } });
}
