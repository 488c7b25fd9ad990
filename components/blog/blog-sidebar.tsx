'use client';

import { usePathname } from 'next/navigation';
import { AppLink } from '@/components/ui/app-link';
import { samePath } from '@/lib/path-compare';

export interface YearGroup {
  year: number;
  posts: { title: string; href: string }[];
}

/** Every published post, grouped by year (newest first). */
export function BlogSidebar({ years }: { years: YearGroup[] }) {
  const pathname = usePathname();
  return (
    <nav className="blog-sidebar__nav" aria-label="All blog posts">
      <p className="blog-sidebar__title">All posts</p>
      {years.map(({ year, posts }) => (
        <section key={year} aria-labelledby={`blog-year-${year}`}>
          <h2 id={`blog-year-${year}`} className="blog-sidebar__year">
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
