import { notFound } from 'next/navigation';
import { redirectFrom } from '@/lib/redirects';
import { redirectMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { RedirectNotice } from '@/components/ui/redirect-notice';

// /blog/tags/, the address readers guess from /docs/tags/: a stub that sends them on to the tag
// index (servers answer it with a 301 before this page is read).
const redirect = redirectFrom(routes.blog.tagsAlias);

export const metadata = redirect ? redirectMetadata(redirect.destination) : {};

export default function BlogTagsAlias() {
  if (!redirect) notFound();
  return <RedirectNotice to={redirect.destination} />;
}
