import { AppLink } from '@/components/ui/app-link';

/** Numbered pagination with newer/older links; `pageHrefs` holds the href of each page, page 1 first. */
export function Pagination({ page, pageHrefs }: { page: number; pageHrefs: string[] }) {
  const totalPages = pageHrefs.length;
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  const href = (n: number) => pageHrefs[n - 1];
  return (
    <nav className="pagination" aria-label="Blog list pages">
      {page > 1 ? (
        <AppLink className="pagination__step" href={href(page - 1)} rel="prev">
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
              <AppLink className="pagination__page" href={href(n)} aria-label={`Page ${n}`}>
                {n}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <AppLink className="pagination__step" href={href(page + 1)} rel="next">
          Older posts »
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
