import { notFound } from 'next/navigation';
import { blogTags, getTagExtraPages, resolveTagListPage } from '@/lib/content/blog';
import { tagListMetadata } from '@/lib/blog-metadata';
import { TagListPage } from '@/components/blog/tag-list-page';

export const dynamicParams = false;
type Params = { tag: string; page: string };

export function generateStaticParams(): Params[] {
  return blogTags.flatMap((t) => getTagExtraPages(t.id).map((n) => ({ tag: t.id, page: String(n) })));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const p = await params;
  return tagListMetadata(p.tag, p.page);
}

export default async function BlogTagExtraPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const r = resolveTagListPage(p.tag, p.page);
  if (!r) notFound();
  return <TagListPage {...r} />;
}
