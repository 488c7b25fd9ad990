import { notFound } from 'next/navigation';
import { getPostBySlug, getPublishedPosts } from '@/lib/content/blog';
import { postMetadata } from '@/lib/blog-metadata';
import { decodeSegment } from '@/lib/routes';
import { BlogLayout } from '@/components/blog/blog-layout';
import { PostArticle } from '@/components/blog/post-article';

export const dynamicParams = false;
type Params = { slug: string };

export function generateStaticParams(): Params[] {
  return getPublishedPosts().map((p) => ({ slug: p.slug }));
}

const find = (raw: string) => getPostBySlug(decodeSegment(raw));

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const post = find((await params).slug);
  if (!post) return {};
  return postMetadata(post);
}

export default async function PostPage({ params }: { params: Promise<Params> }) {
  const post = find((await params).slug);
  if (!post) notFound();
  return (
    <BlogLayout>
      <PostArticle post={post} />
    </BlogLayout>
  );
}
