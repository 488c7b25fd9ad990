import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAllDocs, getDocBySegments, getDocRedirects } from '@/lib/content/docs';
import { decodeSegment, routes } from '@/lib/routes';
import { docMetadata, redirectMetadata } from '@/lib/metadata';
import { DocArticle } from '@/components/docs/doc-article';
import { RedirectNotice } from '@/components/ui/redirect-notice';

export const dynamicParams = false;

type Params = { slug: string[] };

/** Exactly the published docs, plus one stub page per old path that redirects. */
export function generateStaticParams(): Params[] {
  return [
    ...getAllDocs().map((d) => ({ slug: routes.docs.segmentsOf(d.href)! })),
    ...getDocRedirects().map((r) => ({ slug: r.segments })),
  ];
}

function resolve(slug: string[]) {
  const segments = slug.map(decodeSegment);
  const redirect = getDocRedirects().find((r) => r.segments.join('/') === segments.join('/'));
  return { doc: redirect ? undefined : getDocBySegments(segments), redirect };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { doc, redirect } = resolve((await params).slug);
  if (redirect) return redirectMetadata(redirect.destination);
  if (!doc) return {};
  return docMetadata(doc);
}

export default async function DocRoute({ params }: { params: Promise<Params> }) {
  const { doc, redirect } = resolve((await params).slug);
  if (redirect) return <RedirectNotice to={redirect.destination} />;
  if (!doc) notFound();
  return <DocArticle doc={doc} />;
}
