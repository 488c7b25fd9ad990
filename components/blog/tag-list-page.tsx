import { notFound } from 'next/navigation';
import { getBlogTag, getTagExtraPages, getTagListPage } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/blog-metadata';
import { decodeSegment, routes } from '@/lib/routes';
import { AppLink } from '@/components/ui/app-link';
import { PostListPage } from './post-list-page';

/** Resolves a tag page from raw route params; undefined for an unknown tag or page. */
export function resolveTagPage(rawTag: string, rawPage = '1') {
  const tag = getBlogTag(decodeSegment(rawTag));
  const page = Number(rawPage);
  if (!tag || !(page === 1 || getTagExtraPages(tag.id).includes(page))) return undefined;
  return { tag, page };
}

export function tagPageMetadata(rawTag: string, rawPage?: string) {
  const r = resolveTagPage(rawTag, rawPage);
  if (!r) return {};
  const suffix = r.page > 1 ? `, page ${r.page}` : '';
  return blogMetadata({
    title: `Posts tagged "${r.tag.label}"${suffix}`,
    description: r.tag.description,
    path: routes.blog.tag(r.tag.id, r.page),
    position: getTagListPage(r.tag.id, r.page),
  });
}

export function TagListPage({ rawTag, rawPage }: { rawTag: string; rawPage?: string }) {
  const r = resolveTagPage(rawTag, rawPage);
  if (!r) notFound();
  const list = getTagListPage(r.tag.id, r.page);
  const total = getTagListPage(r.tag.id, 1);
  return (
    <PostListPage
      list={list}
      heading={`Posts tagged “${r.tag.label}”${r.page > 1 ? `, page ${r.page}` : ''}`}
      intro={
        <p className="lead">
          {r.tag.description} {total.totalPages > 1 ? `${total.totalPages} pages. ` : ''}
          <AppLink href={routes.blog.tags}>View all tags</AppLink>
        </p>
      }
    />
  );
}
