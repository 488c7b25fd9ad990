import { routes } from '@/lib/routes';

interface Props {
  /** The docs category page that lists every section. */
  docsHref: string;
}

/**
 * /search/ without JavaScript. Search runs in the browser (the worker and its index), so the
 * form, which still submits to /search/?q=, can show no results: instead of an empty page the
 * reader gets the lists every doc, post and release can be reached from. Inside <noscript>, it
 * costs a page with scripts nothing but its markup.
 */
export function SearchWithoutScript({ docsHref }: Props) {
  const lists = [
    { href: docsHref, label: 'Docs', what: 'every section, with its articles' },
    { href: routes.blog.archive, label: 'Blog archive', what: 'every post, newest first' },
    { href: routes.changelog.home, label: 'Changelog', what: 'every release and what it changed' },
  ];
  return (
    <noscript>
      <div className="search-page__status search-page__without-script">
        <p className="search-page__title">Search needs JavaScript</p>
        <p>
          Search runs in your browser, and JavaScript is turned off in this one. Every doc, post and release is listed
          in:
        </p>
        <ul>
          {lists.map(({ href, label, what }) => (
            <li key={href}>
              <a href={href}>{label}</a>: {what}
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  );
}
