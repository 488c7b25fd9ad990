import { getBlogTag } from '@/lib/content/blog';
import { AppLink } from '@/components/ui/app-link';

/** A post's tags, each linking its tag's list. */
export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((id) => {
        const tag = getBlogTag(id)!;
        return (
          <li key={id}>
            <AppLink className="tag" href={tag.href}>
              {tag.label}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
