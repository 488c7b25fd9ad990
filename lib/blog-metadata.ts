import type { Metadata } from 'next';
import { siteConfig } from './config';
import { pageMetadata } from './metadata';
import { routes } from './routes';

const FEEDS = routes.blog.feeds;

/** Blog page metadata: canonical, locale alternates and the three feeds. */
export function blogMetadata(input: { title: string; description?: string; path: string }): Metadata {
  const base = pageMetadata(input);
  const name = `${siteConfig.product.name} blog`;
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        ...base.alternates?.types,
        'application/rss+xml': [{ url: FEEDS.rss, title: `${name} (RSS)` }],
        'application/atom+xml': [{ url: FEEDS.atom, title: `${name} (Atom)` }],
        'application/feed+json': [{ url: FEEDS.json, title: `${name} (JSON Feed)` }],
      },
    },
  };
}
