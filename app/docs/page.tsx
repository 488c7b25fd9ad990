import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DOCS_ROOT_ID, getDocById } from '@/lib/content/docs';
import { pageMetadata } from '@/lib/metadata';
import { DocArticle } from '@/components/docs/doc-article';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const doc = getDocById(DOCS_ROOT_ID);
  return pageMetadata({
    title: doc?.title,
    description: doc?.description,
    keywords: doc?.keywords,
    path: routes.docs.home,
  });
}

/** The docs root shows the Get Started onboarding page. */
export default function DocsRoot() {
  const doc = getDocById(DOCS_ROOT_ID);
  if (!doc) notFound();
  return <DocArticle doc={doc} />;
}
