import type { PostSummary } from '@/lib/content/blog';
import { AppLink } from '@/components/ui/app-link';
import { formatLongDate } from '@/lib/dates';

/** On the authors page, an author's posts behind their count: "22 posts", opened, lists them newest first. */
export function AuthorPosts({ name, posts }: { name: string; posts: PostSummary[] }) {
  const count = `${posts.length} ${posts.length === 1 ? 'post' : 'posts'}`;
  return (
    <details className="author-posts">
      <summary>
        {count}
        <span className="visually-hidden"> by {name}</span>
      </summary>
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>
            <AppLink href={post.href}>{post.title}</AppLink>{' '}
            <time className="author-posts__date" dateTime={post.date}>
              {formatLongDate(post.date)}
            </time>
          </li>
        ))}
      </ul>
    </details>
  );
}
