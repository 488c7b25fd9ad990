import { notFound } from 'next/navigation';
import { blogTags, resolveTagListPage } from '@/lib/content/blog';
import { tagListMetadata } from '@/lib/blog-metadata';
import { TagListPage } from '@/components/blog/tag-list-page';

export const dynamicParams = false;
type Params = { tag: string };

export function generateStaticParams(): Params[] {
  return blogTags.map((t) => ({ tag: t.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return tagListMetadata((await params).tag);
}

export default async function BlogTagPage({ params }: { params: Promise<Params> }) {
  const r = resolveTagListPage((await params).tag);
  if (!r) notFound();
  return <TagListPage {...r} />;
}
