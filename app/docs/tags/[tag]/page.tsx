import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DOCS_CRUMB, getDocTagsWithDocs } from '@/lib/content/docs';
import { decodeSegment, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/metadata';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { DocCardList } from '@/components/docs/doc-card-list';

export const dynamicParams = false;
type Params = { tag: string };

export function generateStaticParams(): Params[] {
  return getDocTagsWithDocs().map((t) => ({ tag: t.id }));
}

const find = (raw: string) => getDocTagsWithDocs().find((t) => t.id === decodeSegment(raw));

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const tag = find((await params).tag);
  return tag ? pageMetadata({ title: `Docs tagged "${tag.label}"`, description: tag.description, path: tag.href }) : {};
}

export default async function DocTagPage({ params }: { params: Promise<Params> }) {
  const tag = find((await params).tag);
  if (!tag) notFound();
  const count = tag.docs.length;
  return (
    <div className="doc-page doc-page--wide">
      <article className="doc-article">
        <Breadcrumbs items={[DOCS_CRUMB, { label: 'Tags', href: routes.docs.tags }, { label: tag.label }]} />
        <h1>
          {count} {count === 1 ? 'doc' : 'docs'} tagged with “{tag.label}”
        </h1>
        <p className="lead">
          {tag.description} <AppLink href={routes.docs.tags}>View all tags</AppLink>
        </p>
        <DocCardList cards={tag.docs.map((d) => ({ title: d.title, description: d.description, href: d.href }))} />
      </article>
    </div>
  );
}
