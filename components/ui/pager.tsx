import { AppLink } from './app-link';

interface PagerLink {
  title: string;
  href: string;
}

/** Previous/next navigation at the end of a doc or post. */
export function Pager({
  prev,
  next,
  prevLabel = 'Previous',
  nextLabel = 'Next',
  label = 'Docs pages',
}: {
  prev?: PagerLink;
  next?: PagerLink;
  prevLabel?: string;
  nextLabel?: string;
  label?: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {prev ? (
        <AppLink className="pager__link pager__link--prev" href={prev.href}>
          <span className="pager__sub">« {prevLabel}</span>
          <span className="pager__title">{prev.title}</span>
        </AppLink>
      ) : (
        <span />
      )}
      {next ? (
        <AppLink className="pager__link pager__link--next" href={next.href}>
          <span className="pager__sub">{nextLabel} »</span>
          <span className="pager__title">{next.title}</span>
        </AppLink>
      ) : null}
    </nav>
  );
}
