import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { MainContent } from '@/components/layout/main-content';
import { UndecodableNotice } from '@/components/layout/undecodable-notice';
import { NotFoundHelp } from '@/components/search/not-found-help';
import { searchSettings } from '@/lib/config';
import { ROUTE_FOLDERS, routes } from '@/lib/routes';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <MainContent>
      <div className="container status-page">
        <UndecodableNotice>
          <h1>Page not found</h1>
          <p>We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        </UndecodableNotice>
        <ul className="status-page__links">
          <li>
            <AppLink href={routes.docs.home}>Read the documentation</AppLink>
          </li>
          <li>
            <AppLink href={routes.blog.home}>Browse the blog</AppLink>
          </li>
          <li>
            <AppLink href={routes.search.home}>Search the site</AppLink>
          </li>
          <li>
            <AppLink href={routes.home}>Go to the home page</AppLink>
          </li>
        </ul>
        {/* After the links, in room kept for it: drawn once the search answers, it moves nothing. */}
        <div className="status-page__help">
          <NotFoundHelp folders={ROUTE_FOLDERS} settings={searchSettings} sitemap={routes.sitemap} />
        </div>
      </div>
    </MainContent>
  );
}
