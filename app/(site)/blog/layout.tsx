import type { ReactNode } from 'react';
import { routes, siteAreaOf } from '@/lib/routes';

/** The blog's pages, marked as its area: the navbar shows Blog as the one the page is in. */
export default function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site-area" data-site-area={siteAreaOf(routes.blog.home) ?? undefined}>
      {children}
    </div>
  );
}
