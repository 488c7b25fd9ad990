import { getArchive } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/blog-metadata';
import { AppLink } from '@/components/ui/app-link';
import { formatLongDate, formatMonth } from '@/lib/dates';
import { routes } from '@/lib/routes';

export const metadata = blogMetadata({
  title: 'Blog archive',
  description: 'Every blog post, by year and month.',
  path: routes.blog.archive,
});

export default function ArchivePage() {
  const years = getArchive();
  return (
    <div className="container page">
      <h1>Archive</h1>
      <p className="lead">Every post on the blog, newest first.</p>
      {years.map(({ year, months }) => (
        <section key={year} className="archive-year">
          <h2>{year}</h2>
          {months.map(({ month, posts }) => (
            <section key={month}>
              <h3>
                {formatMonth(month)} {year}
              </h3>
              <ul className="archive-list">
                {posts.map((p) => (
                  <li key={p.slug}>
                    <time dateTime={p.date}>{formatLongDate(p.date)}</time>
                    <AppLink href={p.href}>{p.title}</AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
