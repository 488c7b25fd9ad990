import { getBlogListPage } from '@/lib/content/blog';
import { BLOG_DESCRIPTION, blogMetadata } from '@/lib/blog-metadata';
import { PostListPage } from '@/components/blog/post-list-page';
import { routes } from '@/lib/routes';

export const metadata = blogMetadata({
  title: 'Blog',
  description: BLOG_DESCRIPTION,
  path: routes.blog.home,
});

export default function BlogIndex() {
  return <PostListPage list={getBlogListPage(1)} heading="Blog" />;
}
