import { listPageHref } from '@/lib/content/blog';
import { AppLink } from '@/components/ui/app-link';

/** Numbered pagination with newer/older links for a list whose page 1 is at basePath. */
export function Pagination({ page, totalPages, basePath }: { page: number; totalPages: number; basePath: string }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label="Blog list pages">
      {page > 1 ? (
        <AppLink className="pagination__step" href={listPageHref(basePath, page - 1)} rel="prev">
          « Newer posts
        </AppLink>
      ) : (
        <span />
      )}
      <ol className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className="pagination__page" aria-current="page">
                {n}
              </span>
            ) : (
              <AppLink className="pagination__page" href={listPageHref(basePath, n)} aria-label={`Page ${n}`}>
                {n}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <AppLink className="pagination__step" href={listPageHref(basePath, page + 1)} rel="next">
          Older posts »
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
