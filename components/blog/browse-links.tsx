import { AppLink } from '@/components/ui/app-link';
import { routes } from '@/lib/routes';

const WAYS = [
  { label: 'Archive', href: routes.blog.archive },
  { label: 'Tags', href: routes.blog.tags },
  { label: 'Authors', href: routes.blog.authors },
];

/** The blog's other ways in, by date, topic or author: no other page links the archive or the authors. */
export function BrowseLinks() {
  return (
    <nav className="feed-links" aria-label="Browse the blog">
      Browse by date, topic or author:{' '}
      {WAYS.map(({ label, href }, i) => (
        <span key={href}>
          {i > 0 && ' · '}
          <AppLink href={href}>{label}</AppLink>
        </span>
      ))}
    </nav>
  );
}
