import type { ListPage } from '@/lib/content/blog';
import { BlogLayout } from './blog-layout';
import { BrowseLinks } from './browse-links';
import { FeedLinks } from './feed-links';
import { Pagination } from './pagination';
import { PostCard } from './post-card';

/** A page of a post list (the blog or one tag): heading, posts and pagination. */
export function PostListPage({ list, heading, intro }: { list: ListPage; heading: string; intro?: React.ReactNode }) {
  return (
    <BlogLayout>
      <div className="post-list-page">
        <h1>{heading}</h1>
        {intro}
        <BrowseLinks />
        <FeedLinks />
        <div className="post-list">
          {list.posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
        <Pagination page={list.page} pageHrefs={list.pageHrefs} />
      </div>
    </BlogLayout>
  );
}
