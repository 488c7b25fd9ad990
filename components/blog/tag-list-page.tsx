import type { BlogTag, ListPage } from '@/lib/content/blog';
import { listTitle } from '@/lib/blog-metadata';
import { routes } from '@/lib/routes';
import { AppLink } from '@/components/ui/app-link';
import { PostListPage } from './post-list-page';

/** "16 posts on 4 pages. ", or "3 posts. " for a list on one page. */
const postCount = ({ totalPosts, totalPages }: ListPage) =>
  `${totalPosts} ${totalPosts === 1 ? 'post' : 'posts'}${totalPages > 1 ? ` on ${totalPages} pages` : ''}. `;

/** A page of a tag's posts, with the tag's description and how many posts and pages the list has. */
export function TagListPage({ tag, list }: { tag: BlogTag; list: ListPage }) {
  return (
    <PostListPage
      list={list}
      heading={listTitle(`Posts tagged “${tag.label}”`, list.page)}
      intro={
        <p className="lead">
          {tag.description} {postCount(list)}
          <AppLink href={routes.blog.tags}>View all tags</AppLink>
        </p>
      }
    />
  );
}
