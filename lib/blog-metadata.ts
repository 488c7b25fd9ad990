import type { Metadata } from 'next';
import { siteConfig } from './config';
import { pageMetadata } from './metadata';
import { FEED_TYPES } from './feed-types';
import { getAuthor, resolveTagListPage, type PostPage } from './content/blog';
import { absoluteUrl, routes } from './routes';

/** The blog's feeds: the <link rel="alternate"> tags of every blog page and the links on its lists. */
export const BLOG_FEEDS = [
  { label: 'RSS', type: FEED_TYPES.rss, href: routes.blog.feeds.rss },
  { label: 'Atom', type: FEED_TYPES.atom, href: routes.blog.feeds.atom },
  { label: 'JSON Feed', type: FEED_TYPES.json, href: routes.blog.feeds.json },
] as const;

/** The blog's name, as its feeds and their <link rel="alternate"> tags give it. */
export const BLOG_NAME = `${siteConfig.product.name} blog`;

/** What the blog holds, the description of its first page. */
export const BLOG_DESCRIPTION = `Testing guides, tool comparisons, release highlights, interview questions and podcast notes from the ${siteConfig.product.name} team.`;

/** A list's title on its page n: "Blog, page 2"; page 1 is the list's own title. */
export const listTitle = (title: string, page: number) => (page > 1 ? `${title}, page ${page}` : title);

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
  article?: Parameters<typeof pageMetadata>[0]['article'];
}): Metadata {
  const { position, ...rest } = input;
  const base = pageMetadata(
    position && position.page > 1 && rest.description
      ? { ...rest, description: `${rest.description} Page ${position.page} of ${position.totalPages}.` }
      : rest,
  );
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        ...base.alternates?.types,
        ...Object.fromEntries(BLOG_FEEDS.map((f) => [f.type, [{ url: f.href, title: `${BLOG_NAME} (${f.label})` }]])),
      },
    },
  };
}

/** A post's metadata: an Open Graph article with its publication and modified dates and its authors' pages. */
export function postMetadata(post: PostPage): Metadata {
  return blogMetadata({
    title: post.title,
    description: post.description,
    path: post.href,
    article: {
      publishedTime: post.date,
      modifiedTime: post.lastUpdated,
      authors: post.authors.map((id) => absoluteUrl(getAuthor(id).url)),
    },
  });
}

/** A tag's list page's metadata from raw route params; none for an unknown tag or page. */
export function tagListMetadata(rawTag: string, rawPage?: string): Metadata {
  const r = resolveTagListPage(rawTag, rawPage);
  if (!r) return {};
  return blogMetadata({
    title: listTitle(`Posts tagged "${r.tag.label}"`, r.list.page),
    description: r.tag.description,
    path: routes.blog.tag(r.tag.id, r.list.page),
    position: r.list,
  });
}
