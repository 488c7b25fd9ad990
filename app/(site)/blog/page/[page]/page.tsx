import { notFound } from 'next/navigation';
import { getBlogExtraPages, getBlogListPage } from '@/lib/content/blog';
import { BLOG_DESCRIPTION, blogMetadata, listTitle } from '@/lib/blog-metadata';
import { PostListPage } from '@/components/blog/post-list-page';
import { routes } from '@/lib/routes';

export const dynamicParams = false;
type Params = { page: string };

/** Pages 2..n; page 1 lives only at /blog/. */
export function generateStaticParams(): Params[] {
  return getBlogExtraPages().map((n) => ({ page: String(n) }));
}

function pageNumber(raw: string): number | undefined {
  const n = Number(raw);
  return getBlogExtraPages().includes(n) ? n : undefined;
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const n = pageNumber((await params).page);
  if (!n) return {};
  return blogMetadata({
    title: listTitle('Blog', n),
    description: BLOG_DESCRIPTION,
    path: routes.blog.list(n),
    position: getBlogListPage(n),
  });
}

export default async function BlogPage({ params }: { params: Promise<Params> }) {
  const n = pageNumber((await params).page);
  if (!n) notFound();
  return <PostListPage list={getBlogListPage(n)} heading={listTitle('Blog', n)} />;
}
