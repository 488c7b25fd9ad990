import { notFound } from 'next/navigation';
import { getAuthor, getPostBySlug, getPostNeighbours, getPublishedPosts } from '@/lib/content/blog';
import { postMetadata } from '@/lib/blog-metadata';
import { copyPageLinks } from '@/lib/assistant-links';
import { siteConfig } from '@/lib/config';
import { decodeSegment, routes } from '@/lib/routes';
import { postStructuredData } from '@/lib/structured-data';
import { AuthorCard } from '@/components/blog/author-card';
import { BlogLayout } from '@/components/blog/blog-layout';
import { PostMeta, PostTags } from '@/components/blog/post-meta';
import { TableOfContents, TableOfContentsMobile } from '@/components/docs/toc';
import { MdxContent } from '@/components/mdx/mdx-content';
import { Pager } from '@/components/ui/pager';
import { CopyPage } from '@/components/share/copy-page';
import { CopyPageChevron, CopyPageDialog, CopyPageLinks } from '@/components/share/copy-page-parts';
import { JsonLdScripts } from '@/components/seo/json-ld';

export const dynamicParams = false;
type Params = { slug: string };

export function generateStaticParams(): Params[] {
  return getPublishedPosts().map((p) => ({ slug: p.slug }));
}

const find = (raw: string) => getPostBySlug(decodeSegment(raw));

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const post = find((await params).slug);
  if (!post) return {};
  return postMetadata(post);
}

export default async function PostPage({ params }: { params: Promise<Params> }) {
  const post = find((await params).slug);
  if (!post) notFound();
  const { newer, older } = getPostNeighbours(post.slug);
  return (
    <BlogLayout>
      <div className="post-page">
        <article className="post">
          <header className="post__header">
            <div className="page-title">
              <h1>{post.title}</h1>
              <CopyPage
                twin={routes.twin(post.href)}
                links={<CopyPageLinks {...copyPageLinks(siteConfig.site.url, post.href, post.title)} />}
                icon={<CopyPageChevron />}
              >
                <CopyPageDialog />
              </CopyPage>
            </div>
            <PostMeta post={post} names={false} />
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
        <aside className="doc-toc">
          <TableOfContents items={post.toc} />
        </aside>
        <JsonLdScripts data={postStructuredData(post)} />
      </div>
    </BlogLayout>
  );
}
