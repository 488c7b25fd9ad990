import type { Metadata } from 'next';
import { siteConfig } from './config';
import { pageMetadata } from './metadata';
import { routes } from './routes';

/** The blog's feeds: the <link rel="alternate"> tags of every blog page and the links on its lists. */
export const BLOG_FEEDS = [
  { label: 'RSS', type: 'application/rss+xml', href: routes.blog.feeds.rss },
  { label: 'Atom', type: 'application/atom+xml', href: routes.blog.feeds.atom },
  { label: 'JSON Feed', type: 'application/feed+json', href: routes.blog.feeds.json },
] as const;

/** What the blog holds, the description of its first page. */
export const BLOG_DESCRIPTION = `Testing guides, tool comparisons, release highlights, interview questions and podcast notes from the ${siteConfig.product.name} team.`;

/** Where a page sits in a paginated list. */
export interface ListPosition {
  page: number;
  totalPages: number;
}

/**
 * Blog page metadata: canonical, locale alternates and the three feeds. Pages after the first
 * of a list say which page they are, so no two pages share a description.
 */
export function blogMetadata(input: {
  title: string;
  description?: string;
  path: string;
  position?: ListPosition;
}): Metadata {
  const { position, ...rest } = input;
  const base = pageMetadata(
    position && position.page > 1 && rest.description
      ? { ...rest, description: `${rest.description} Page ${position.page} of ${position.totalPages}.` }
      : rest,
  );
  const name = `${siteConfig.product.name} blog`;
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        ...base.alternates?.types,
        ...Object.fromEntries(BLOG_FEEDS.map((f) => [f.type, [{ url: f.href, title: `${name} (${f.label})` }]])),
      },
    },
  };
}
