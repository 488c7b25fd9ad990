import type { BlogTag, ListPage } from '@/lib/content/blog';
import { listTitle } from '@/lib/blog-metadata';
import { routes } from '@/lib/routes';
import { AppLink } from '@/components/ui/app-link';
import { PostListPage } from './post-list-page';

/** A page of a tag's posts, with the tag's description and how many pages the list has. */
export function TagListPage({ tag, list }: { tag: BlogTag; list: ListPage }) {
  return (
    <PostListPage
      list={list}
      heading={listTitle(`Posts tagged “${tag.label}”`, list.page)}
      intro={
        <p className="lead">
          {tag.description} {list.totalPages > 1 ? `${list.totalPages} pages. ` : ''}
          <AppLink href={routes.blog.tags}>View all tags</AppLink>
        </p>
      }
    />
  );
}
