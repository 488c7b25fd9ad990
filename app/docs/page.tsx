import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DOCS_ROOT_ID, getDocById } from '@/lib/content/docs';
import { pageMetadata } from '@/lib/metadata';
import { DocArticle } from '@/components/docs/doc-article';
import { routes } from '@/lib/routes';

// The docs root is the onboarding page's second address: its canonical, image and twin are
// the page's own, so search engines list the page once.
export function generateMetadata(): Metadata {
  const doc = getDocById(DOCS_ROOT_ID);
  return pageMetadata({
    title: doc?.title,
    description: doc?.description,
    keywords: doc?.keywords,
    path: doc?.href ?? routes.docs.home,
  });
}

/** The docs root shows the Get Started onboarding page. */
export default function DocsRoot() {
  const doc = getDocById(DOCS_ROOT_ID);
  if (!doc) notFound();
  return <DocArticle doc={doc} />;
}
