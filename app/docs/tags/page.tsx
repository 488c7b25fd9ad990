import type { Metadata } from 'next';
import { DOCS_CRUMB, getDocTagsWithDocs } from '@/lib/content/docs';
import { pageMetadata } from '@/lib/metadata';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { routes } from '@/lib/routes';

export const metadata: Metadata = pageMetadata({
  title: 'Docs tags',
  description: 'Every tag used in the documentation, with the number of docs for each.',
  path: routes.docs.tags,
});

export default function DocTagsPage() {
  const tags = getDocTagsWithDocs();
  return (
    <div className="doc-page doc-page--wide">
      <article className="doc-article">
        <Breadcrumbs items={[DOCS_CRUMB, { label: 'Tags' }]} />
        <h1>Tags</h1>
        <ul className="tag-index">
          {tags.map((tag) => (
            <li key={tag.id}>
              <AppLink className="tag" href={tag.href}>
                {tag.label} <span className="tag__count">{tag.docs.length}</span>
              </AppLink>
              <p>{tag.description}</p>
            </li>
          ))}
        </ul>
      </article>
    </div>
  );
}
