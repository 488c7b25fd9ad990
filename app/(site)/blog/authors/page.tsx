import { authors, getAuthorPosts } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/blog-metadata';
import { AuthorCard } from '@/components/blog/author-card';
import { AuthorPosts } from '@/components/blog/author-posts';
import { routes } from '@/lib/routes';

export const metadata = blogMetadata({
  title: 'Blog authors',
  description: 'The people who write the blog, and the posts each has written.',
  path: routes.blog.authors,
});

export default function AuthorsPage() {
  return (
    <div className="container page">
      <h1>Authors</h1>
      <ul className="author-grid">
        {authors.map((a) => (
          <li key={a.id} className="author-grid__item">
            <AuthorCard author={a} showBio />
            <AuthorPosts name={a.name} posts={getAuthorPosts(a.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
