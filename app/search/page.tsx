import type { Metadata } from 'next';
import { searchSettings, siteConfig } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';
import { SearchPage } from '@/components/search/search-page';
import { routes } from '@/lib/routes';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Search',
    description: `Search the ${siteConfig.product.name} documentation, blog and changelog.`,
    path: routes.search.home,
  }),
  robots: { index: false },
};

export default function SearchRoute() {
  const { search } = siteConfig;
  return (
    <div className="container page search-page">
      <h1>Search</h1>
      <SearchPage settings={searchSettings} reportUrl={search.reportUrl} action={routes.search.home} />
    </div>
  );
}
