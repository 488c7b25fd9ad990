import { blogTags } from '@/lib/content/blog';
import { TagListPage, tagPageMetadata } from '@/components/blog/tag-list-page';

export const dynamicParams = false;
type Params = { tag: string };

export function generateStaticParams(): Params[] {
  return blogTags.map((t) => ({ tag: t.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return tagPageMetadata((await params).tag);
}

export default async function BlogTagPage({ params }: { params: Promise<Params> }) {
  return <TagListPage rawTag={(await params).tag} />;
}
