import { notFound } from 'next/navigation';
import { blogTags, getTagListPaths } from '@/lib/content/blog';
import { redirectMetadata } from '@/lib/metadata';
import { redirectFrom } from '@/lib/redirects';
import { decodeSegment, routes } from '@/lib/routes';
import { RedirectNotice } from '@/components/ui/redirect-notice';

// /blog/tags/ and the pages below it, as readers guess them from /docs/tags/: stubs that send them
// on to the tag index and each tag's pages below /blog/blog/tags/ (servers answer them with a 301
// before this is read).
const folder = redirectFrom(routes.blog.tagsAlias);

export const dynamicParams = false;
type Params = { rest?: string[] };

/** The pages the alias moved: the tag index, then every page of every tag. */
const movedPages = () => [routes.blog.tags, ...blogTags.flatMap((t) => getTagListPaths(t.id))];

export function generateStaticParams(): Params[] {
  if (!folder) return [];
  return movedPages().map((page) => ({
    rest: page.slice(folder.destination.length).split('/').filter(Boolean).map(decodeSegment),
  }));
}

/** The page below the destination that an address below the alias names, or null. */
function destinationOf(rest: string[] = []): string | null {
  if (!folder) return null;
  const page = rest.length ? `${folder.destination}${rest.map(encodeURIComponent).join('/')}/` : folder.destination;
  return movedPages().includes(page) ? page : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const to = destinationOf((await params).rest?.map(decodeSegment));
  return to ? redirectMetadata(to) : {};
}

export default async function BlogTagsAlias({ params }: { params: Promise<Params> }) {
  const to = destinationOf((await params).rest?.map(decodeSegment));
  if (!to) notFound();
  return <RedirectNotice to={to} />;
}
