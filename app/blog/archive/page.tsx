import { getArchive } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/blog-metadata';
import { AppLink } from '@/components/ui/app-link';
import { postDate } from '@/components/blog/post-meta';
import { routes } from '@/lib/routes';

export const metadata = blogMetadata({
  title: 'Blog archive',
  description: 'Every blog post, by year and month.',
  path: routes.blog.archive,
});

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

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
                {monthName.format(new Date(Date.UTC(year, month, 1)))} {year}
              </h3>
              <ul className="archive-list">
                {posts.map((p) => (
                  <li key={p.slug}>
                    <time dateTime={p.date}>{postDate.format(new Date(p.date))}</time>
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
