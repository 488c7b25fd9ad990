import { siteConfig } from '@/lib/config';
import { docTags, getPrevNext, getSectionHref, type DocPage } from '@/lib/content/docs';
import { routes } from '@/lib/routes';
import { AppLink } from '@/components/ui/app-link';
import { Pager } from '@/components/ui/pager';
import { MdxContent } from '@/components/mdx/mdx-content';
import { Breadcrumbs } from './breadcrumbs';
import { TableOfContents, TableOfContentsMobile } from './toc';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A docs article: breadcrumbs, title, content, tags, last update, edit link, prev/next and TOC. */
export function DocArticle({ doc }: { doc: DocPage }) {
  const { prev, next } = getPrevNext(doc.id);
  const editUrl =
    siteConfig.site.editUrl + ['content', ...doc.sourceFilePath.split('/')].map(encodeURIComponent).join('/');
  return (
    <div className="doc-page">
      <article className="doc-article">
        <Breadcrumbs
          items={[
            { label: 'Docs', href: routes.docs.home },
            { label: doc.section, href: getSectionHref(doc.section) },
            { label: doc.title },
          ]}
        />
        <TableOfContentsMobile items={doc.toc} />
        <h1>{doc.title}</h1>
        <MdxContent code={doc.code} />
        <footer className="doc-footer">
          {doc.tags.length ? (
            <ul className="tag-list" aria-label="Tags">
              {doc.tags.map((id) => (
                <li key={id}>
                  <AppLink className="tag" href={routes.docs.tag(id)}>
                    {docTags.find((t) => t.id === id)?.label ?? id}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="doc-footer__meta">
            <a href={editUrl} rel="noopener" className="doc-footer__edit">
              Edit this page
            </a>
            <span>
              Last updated on <time dateTime={doc.lastUpdated}>{dateFormat.format(new Date(doc.lastUpdated))}</time>
            </span>
          </div>
        </footer>
        <Pager prev={prev} next={next} />
      </article>
      <aside className="doc-toc">
        <TableOfContents items={doc.toc} />
      </aside>
    </div>
  );
}
