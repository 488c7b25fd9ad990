import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DOCS_CRUMB, getDocCategories } from '@/lib/content/docs';
import { decodeSegment } from '@/lib/routes';
import { pageMetadata } from '@/lib/metadata';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { DocCardList } from '@/components/docs/doc-card-list';
import { AppLink } from '@/components/ui/app-link';

export const dynamicParams = false;
type Params = { category: string };

export function generateStaticParams(): Params[] {
  return getDocCategories().map((c) => ({ category: c.id }));
}

const find = (raw: string) => getDocCategories().find((c) => c.id === decodeSegment(raw));

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const category = find((await params).category);
  return category
    ? pageMetadata({ title: category.label, description: category.description, path: category.href })
    : {};
}

export default async function CategoryPage({ params }: { params: Promise<Params> }) {
  const category = find((await params).category);
  if (!category) notFound();
  return (
    <div className="doc-page doc-page--wide">
      <article className="doc-article">
        <Breadcrumbs items={[DOCS_CRUMB, { label: category.label }]} />
        <h1>{category.label}</h1>
        <p className="lead">{category.description}</p>
        <DocCardList cards={category.cards} />
        {/* Every collection links the others: the documentation's, linked from every page, leads to them all. */}
        <section className="category-others" aria-labelledby="more-collections">
          <h2 id="more-collections">More collections</h2>
          <ul>
            {getDocCategories()
              .filter((c) => c.id !== category.id)
              .map((c) => (
                <li key={c.id}>
                  <AppLink href={c.href}>{c.label}</AppLink>: {c.description}
                </li>
              ))}
          </ul>
        </section>
      </article>
    </div>
  );
}
