import type { PostSummary } from '@/lib/content/blog';
import { AppLink } from '@/components/ui/app-link';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';

/** A post on a list page: title, meta, tags, summary and "Read more". */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="post-card">
      <h2 className="post-card__title">
        <AppLink href={post.href}>{post.title}</AppLink>
      </h2>
      <PostMeta post={post} />
      {post.excerptHtml ? (
        <div className="markdown post-card__summary" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      ) : (
        <p className="post-card__summary">{post.description}</p>
      )}
      <div className="post-card__footer">
        <PostTags tags={post.tags} />
        {/* The hidden words make every "Read more" link's text name its post (link-text audits read
            the text, not aria-label). */}
        <AppLink className="post-card__more" href={post.href}>
          Read more<span className="visually-hidden"> about {post.title}</span>
        </AppLink>
      </div>
    </article>
  );
}
