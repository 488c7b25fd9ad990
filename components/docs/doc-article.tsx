import { siteConfig } from '@/lib/config';
import { docBreadcrumbs, docTagLabel, getPrevNext, type DocPage } from '@/lib/content/docs';
import { routes } from '@/lib/routes';
import { docStructuredData } from '@/lib/structured-data';
import { PageTitle } from '@/components/share/page-title';
import { JsonLdScripts } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { Pager } from '@/components/ui/pager';
import { MdxContent } from '@/components/mdx/mdx-content';
import { Breadcrumbs } from './breadcrumbs';
import { SourceLinks } from './source-links';
import { TableOfContentsAside, TableOfContentsMobile } from './toc';
import { formatLongDate } from '@/lib/dates';

/**
 * A docs article: breadcrumbs, title with the Copy page menu, content, tags, last update, edit
 * and report links (when a repository is configured), prev/next, TOC and structured data.
 */
export function DocArticle({ doc }: { doc: DocPage }) {
  const { prev, next } = getPrevNext(doc.id);
  const { repository, site } = siteConfig;
  return (
    <div className="doc-page">
      <article className="doc-article">
        <Breadcrumbs items={docBreadcrumbs(doc)} />
        <TableOfContentsMobile items={doc.toc} />
        <PageTitle title={doc.title} href={doc.href} />
        <MdxContent code={doc.code} />
        <footer className="doc-footer">
          {doc.tags.length ? (
            <ul className="tag-list" aria-label="Tags">
              {doc.tags.map((id) => (
                <li key={id}>
                  <AppLink className="tag" href={routes.docs.tag(id)}>
                    {docTagLabel(id)}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="doc-footer__meta">
            <SourceLinks
              repository={repository}
              // sourceFilePath is relative to content/ (docs/<product>/...); contentPath names content/docs.
              file={doc.sourceFilePath.replace(/^docs\//, '')}
              title={doc.title}
              url={`${site.url}${doc.href}`}
            />
            <span>
              Last updated on <time dateTime={doc.lastUpdated}>{formatLongDate(doc.lastUpdated)}</time>
            </span>
          </div>
        </footer>
        <Pager prev={prev} next={next} />
      </article>
      <TableOfContentsAside items={doc.toc} />
      <JsonLdScripts data={docStructuredData(doc)} />
    </div>
  );
}
