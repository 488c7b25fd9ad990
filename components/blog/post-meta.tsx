import { getAuthor, type PostSummary } from '@/lib/content/blog';
import { formatLongDate } from '@/lib/dates';

interface Props {
  post: PostSummary;
  /** The authors' names: a list's cards show them; a post's own page has its author cards. */
  names?: boolean;
  /** When a dated update note last changed the post (its own page), if later than its date. */
  updated?: string;
}

/** Date, last update, reading time and, in a list, the authors' names of a post. */
export function PostMeta({ post, names = true, updated }: Props) {
  const revised = updated && updated.slice(0, 10) !== post.date.slice(0, 10) ? updated : null;
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      {revised ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            Updated <time dateTime={revised}>{formatLongDate(revised)}</time>
          </span>
        </>
      ) : null}
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
