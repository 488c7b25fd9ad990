import { getBlogListPage } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/blog-metadata';
import { siteConfig } from '@/lib/config';
import { PostListPage } from '@/components/blog/post-list-page';
import { routes } from '@/lib/routes';

export const metadata = blogMetadata({
  title: 'Blog',
  description: `Testing guides, tool comparisons, release highlights, interview questions and podcast notes from the ${siteConfig.product.name} team.`,
  path: routes.blog.home,
});

export default function BlogIndex() {
  return <PostListPage list={getBlogListPage(1)} heading="Blog" />;
}
