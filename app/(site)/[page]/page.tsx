import { notFound } from 'next/navigation';
import { getStaticPage, getStaticPageSlugs } from '@/lib/content/pages';
import { decodeSegment, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/metadata';
import { MdxContent } from '@/components/mdx/mdx-content';
import { TableOfContentsAside } from '@/components/docs/toc';
import { JsonLdScripts } from '@/components/seo/json-ld';
import { staticPageStructuredData } from '@/lib/structured-data';
import { STATIC_PAGE_TOC_MIN } from '@/lib/constants';

export const dynamicParams = false;
type Params = { page: string };

/** The marketing and legal pages of content/pages/ (features, downloads, Privacy, ...). */
export function generateStaticParams(): Params[] {
  return getStaticPageSlugs().map((page) => ({ page }));
}

const find = (raw: string) => {
  const slug = decodeSegment(raw);
  return getStaticPageSlugs().includes(slug) ? getStaticPage(slug) : undefined;
};

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const page = find((await params).page);
  return page ? pageMetadata({ title: page.title, description: page.description, path: routes.page(page.slug) }) : {};
}

export default async function StaticPage({ params }: { params: Promise<Params> }) {
  const page = find((await params).page);
  if (!page) notFound();
  return (
    <div className="container page static-page">
      <article className="static-page__article">
        <h1>{page.title}</h1>
        <p className="lead">{page.description}</p>
        <MdxContent code={page.code} />
      </article>
      {page.toc.length >= STATIC_PAGE_TOC_MIN ? <TableOfContentsAside items={page.toc} /> : null}
      <JsonLdScripts data={staticPageStructuredData(page)} />
    </div>
  );
}
