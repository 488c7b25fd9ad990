'use client';

import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { samePath } from '@/lib/url-path';

export interface YearGroup {
  year: number;
  posts: { title: string; href: string }[];
}

/** Every published post, grouped by year (newest first). */
export function BlogSidebar({ years }: { years: YearGroup[] }) {
  const pathname = usePathname();
  // Drawn twice (beside the posts and in the mobile menu): ids of its own each time.
  const uid = useId();
  return (
    <nav className="blog-sidebar__nav" aria-label="All blog posts">
      <p className="blog-sidebar__title">All posts</p>
      {years.map(({ year, posts }) => (
        <section key={year} aria-labelledby={`${uid}blog-year-${year}`}>
          <h2 id={`${uid}blog-year-${year}`} className="blog-sidebar__year">
            {year}
          </h2>
          <ul className="blog-sidebar__list">
            {posts.map((p) => (
              <li key={p.href}>
                <AppLink
                  className="blog-sidebar__link"
                  href={p.href}
                  aria-current={samePath(p.href, pathname) ? 'page' : undefined}
                >
                  {p.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
