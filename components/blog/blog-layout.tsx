import type { ReactNode } from 'react';
import { getPostsByYear } from '@/lib/content/blog';
import { SecondaryMenu } from '@/components/layout/mobile-menu-context';
import { BlogSidebar } from './blog-sidebar';

/**
 * List and post pages: the year sidebar on desktop, in the navbar sidebar on mobile. The
 * sidebar's links (one a post) come after the posts in the document (CSS draws them on the left), so the
 * skip link and a screen reader reach the post first, not after every title of the blog.
 */
export function BlogLayout({ children }: { children: ReactNode }) {
  const sidebar = <BlogSidebar years={getPostsByYear()} />;
  return (
    <div className="blog-layout">
      <div className="blog-main">{children}</div>
      <div className="blog-sidebar">{sidebar}</div>
      <SecondaryMenu>{sidebar}</SecondaryMenu>
    </div>
  );
}
