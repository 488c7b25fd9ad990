import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config';
import { getAllDocs, getDocCategories, getDocTagsWithDocs } from '@/lib/content/docs';
import { blogTags, getBlogExtraPages, getPublishedPosts, getTagExtraPages, listPageHref } from '@/lib/content/blog';
import { getReleases } from '@/lib/content/changelog';
import { getStaticPageSlugs } from '@/lib/content/pages';

export const dynamic = 'force-static';

/** Every published page with an absolute URL; dates from the content where it has them. */
export default function sitemap(): MetadataRoute.Sitemap {
  const abs = (path: string) => `${siteConfig.site.url}${path}`;
  const docs = getAllDocs();
  const posts = getPublishedPosts();
  const latestDoc = docs
    .map((d) => d.lastUpdated)
    .sort()
    .at(-1);
  const latestPost = posts[0]?.date;
  const entry = (path: string, lastModified?: string) => ({
    url: abs(path),
    ...(lastModified ? { lastModified } : {}),
  });
  return [
    entry('/', getReleases()[0]?.date),
    ...getStaticPageSlugs().map((slug) => entry(`/${slug}/`)),
    entry('/changelog/', getReleases()[0]?.date),
    entry('/docs/', latestDoc),
    ...docs.map((d) => entry(d.href, d.lastUpdated)),
    ...getDocCategories().map((c) => entry(c.href, latestDoc)),
    entry('/docs/tags/', latestDoc),
    ...getDocTagsWithDocs().map((t) => entry(t.href, latestDoc)),
    entry('/blog/', latestPost),
    ...getBlogExtraPages().map((n) => entry(listPageHref('/blog/', n), latestPost)),
    ...posts.map((p) => entry(p.href, p.date)),
    entry('/blog/archive/', latestPost),
    entry('/blog/authors/', latestPost),
    entry('/blog/blog/tags/', latestPost),
    ...blogTags.flatMap((t) =>
      [t.href, ...getTagExtraPages(t.id).map((n) => listPageHref(t.href, n))].map((href) => entry(href, latestPost)),
    ),
  ];
}
