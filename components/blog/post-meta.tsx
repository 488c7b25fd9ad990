import { getAuthor, getBlogTag, type PostSummary } from '@/lib/content/blog';
import { AppLink } from '@/components/ui/app-link';
import { formatLongDate } from '@/lib/dates';

/**
 * Date, reading time and, in a list, the authors' names of a post (a post's own page names them
 * once, on the author cards under this line).
 */
export function PostMeta({ post, names = true }: { post: PostSummary; names?: boolean }) {
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.readingMinutes} min read</span>
      {names ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>{post.authors.map((id) => getAuthor(id).name).join(', ')}</span>
        </>
      ) : null}
    </p>
  );
}

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
