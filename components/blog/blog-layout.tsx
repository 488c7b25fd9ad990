import type { ReactNode } from 'react';
import { getPostsByYear } from '@/lib/content/blog';
import { SecondaryMenu } from '@/components/layout/mobile-menu-context';
import { BlogSidebar } from './blog-sidebar';

/** List and post pages: the year sidebar on desktop, in the navbar sidebar on mobile. */
export function BlogLayout({ children }: { children: ReactNode }) {
  const sidebar = <BlogSidebar years={getPostsByYear()} />;
  return (
    <div className="blog-layout">
      <aside className="blog-sidebar">{sidebar}</aside>
      <SecondaryMenu>{sidebar}</SecondaryMenu>
      <div className="blog-main">{children}</div>
    </div>
  );
}
