import type { MetadataRoute } from 'next';
import { absoluteUrl, routes } from '@/lib/routes';
import { getAllDocs, getDocCategories, getDocTagsWithDocs } from '@/lib/content/docs';
import { blogTags, getBlogExtraPages, getPublishedPosts, getTagListPaths } from '@/lib/content/blog';
import { getReleases } from '@/lib/content/changelog';
import { getStaticPageSlugs } from '@/lib/content/pages';

export const dynamic = 'force-static';

/**
 * Every published page with an absolute URL; dates from the content where it has them. Not the
 * docs root, whose canonical is the onboarding page it shows.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const docs = getAllDocs();
  const posts = getPublishedPosts();
  const newest = (dates: string[]) => [...dates].sort().at(-1);
  const latestDoc = newest(docs.map((d) => d.lastUpdated));
  const latestPost = posts[0]?.date;
  const entry = (path: string, lastModified?: string) => ({
    url: absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
  });
  return [
    entry(routes.home, getReleases()[0]?.date),
    ...getStaticPageSlugs().map((slug) => entry(routes.page(slug))),
    entry(routes.changelog.home, getReleases()[0]?.date),
    ...docs.map((d) => entry(d.href, d.lastUpdated)),
    ...getDocCategories().map((c) => entry(c.href, latestDoc)),
    entry(routes.docs.tags, latestDoc),
    ...getDocTagsWithDocs().map((t) => entry(t.href, newest(t.docs.map((d) => d.lastUpdated)))),
    entry(routes.blog.home, latestPost),
    ...getBlogExtraPages().map((n) => entry(routes.blog.list(n), latestPost)),
    ...posts.map((p) => entry(p.href, p.lastUpdated)),
    entry(routes.blog.archive, latestPost),
    entry(routes.blog.authors, latestPost),
    entry(routes.blog.tags, latestPost),
    // A tag's pages change when a post with the tag is published (posts are newest first).
    ...blogTags.flatMap((t) =>
      getTagListPaths(t.id).map((href) => entry(href, posts.find((p) => p.tags.includes(t.id))?.date)),
    ),
  ];
}
