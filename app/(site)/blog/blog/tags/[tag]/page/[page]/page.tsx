import { blogTags, getTagExtraPages } from '@/lib/content/blog';
import { TagListPage, tagPageMetadata } from '@/components/blog/tag-list-page';

export const dynamicParams = false;
type Params = { tag: string; page: string };

export function generateStaticParams(): Params[] {
  return blogTags.flatMap((t) => getTagExtraPages(t.id).map((n) => ({ tag: t.id, page: String(n) })));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const p = await params;
  return tagPageMetadata(p.tag, p.page);
}

export default async function BlogTagExtraPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  return <TagListPage rawTag={p.tag} rawPage={p.page} />;
}
