import { notFound } from 'next/navigation';
import { blogTags, getTagExtraPages } from '@/lib/content/blog';
import { redirectMetadata } from '@/lib/metadata';
import { redirectFrom } from '@/lib/redirects';
import { decodeSegment, routes } from '@/lib/routes';
import { RedirectNotice } from '@/components/ui/redirect-notice';

// The pages below /blog/tags/, as readers guess them from /docs/tags/: stubs that send them on to
// the tag's pages below /blog/blog/tags/ (servers answer them with a 301 before this is read).
const folder = redirectFrom(routes.blog.tagsAlias);

export const dynamicParams = false;
type Params = { rest: string[] };

/** Every tag page's address below the alias, as the segments after it. */
const tagPages = () =>
  blogTags.flatMap((t) => [routes.blog.tag(t.id), ...getTagExtraPages(t.id).map((n) => routes.blog.tag(t.id, n))]);

export function generateStaticParams(): Params[] {
  if (!folder?.folder) return [];
  return tagPages().map((page) => ({
    rest: page.slice(folder.destination.length).split('/').filter(Boolean).map(decodeSegment),
  }));
}

function destinationOf(rest: string[]): string | null {
  if (!folder?.folder) return null;
  const page = `${folder.destination}${rest.map(encodeURIComponent).join('/')}/`;
  return tagPages().includes(page) ? page : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const to = destinationOf((await params).rest.map(decodeSegment));
  return to ? redirectMetadata(to) : {};
}

export default async function BlogTagPageAlias({ params }: { params: Promise<Params> }) {
  const to = destinationOf((await params).rest.map(decodeSegment));
  if (!to) notFound();
  return <RedirectNotice to={to} />;
}
