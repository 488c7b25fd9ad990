import type { getArchive } from '@/lib/content/blog';
import { formatLongDate, formatMonth } from '@/lib/dates';
import { AppLink } from '@/components/ui/app-link';

/** Every post by year and month, newest first, each with its date. */
export function ArchiveList({ years }: { years: ReturnType<typeof getArchive> }) {
  return years.map(({ year, months }) => (
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
  ));
}
