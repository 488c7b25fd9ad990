import { getTagCounts } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/blog-metadata';
import { AppLink } from '@/components/ui/app-link';
import { routes } from '@/lib/routes';

export const metadata = blogMetadata({
  title: 'Blog tags',
  description: 'Every blog tag with its number of posts.',
  path: routes.blog.tags,
});

export default function BlogTagsPage() {
  const tags = getTagCounts();
  return (
    <div className="container page">
      <h1>Tags</h1>
      <ul className="tag-index">
        {tags.map((t) => (
          <li key={t.id}>
            <AppLink className="tag" href={t.href}>
              {t.label} <span className="tag__count">{t.count}</span>
            </AppLink>
            <p>{t.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
