import { getAuthor, getPostNeighbours, type PostPage } from '@/lib/content/blog';
import { postStructuredData } from '@/lib/structured-data';
import { TableOfContentsAside, TableOfContentsMobile } from '@/components/docs/toc';
import { MdxContent } from '@/components/mdx/mdx-content';
import { JsonLdScripts } from '@/components/seo/json-ld';
import { PageTitle } from '@/components/share/page-title';
import { Pager } from '@/components/ui/pager';
import { AuthorCard } from './author-card';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';

/** A blog post: title with its copy menu, date and authors, body, tags, the newer and older posts, and its table of contents. */
export function PostArticle({ post }: { post: PostPage }) {
  const { newer, older } = getPostNeighbours(post.slug);
  return (
    <div className="post-page">
      <article className="post">
        <header className="post__header">
          <PageTitle title={post.title} href={post.href} />
          <PostMeta post={post} names={false} updated={post.lastUpdated} />
          <div className="post__authors">
            {post.authors.map((id) => (
              <AuthorCard key={id} author={getAuthor(id)} />
            ))}
          </div>
        </header>
        <TableOfContentsMobile items={post.toc} />
        <MdxContent code={post.code} />
        <footer className="post__footer">
          <PostTags tags={post.tags} />
        </footer>
        <Pager prev={newer} next={older} prevLabel="Newer post" nextLabel="Older post" label="Blog post navigation" />
      </article>
      <TableOfContentsAside items={post.toc} />
      <JsonLdScripts data={postStructuredData(post)} />
    </div>
  );
}
