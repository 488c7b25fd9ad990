import { getArchive } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/blog-metadata';
import { routes } from '@/lib/routes';
import { ArchiveList } from '@/components/blog/archive-list';

export const metadata = blogMetadata({
  title: 'Blog archive',
  description: 'Every blog post, by year and month.',
  path: routes.blog.archive,
});

export default function ArchivePage() {
  return (
    <div className="container page">
      <h1>Archive</h1>
      <p className="lead">Every post on the blog, newest first.</p>
      <ArchiveList years={getArchive()} />
    </div>
  );
}
