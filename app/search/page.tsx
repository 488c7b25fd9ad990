import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';
import { SearchPage } from '@/components/search/search-page';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Search',
    description: `Search the ${siteConfig.product.name} documentation, blog and changelog.`,
    path: '/search/',
  }),
  robots: { index: false },
};

export default function SearchRoute() {
  const { search } = siteConfig;
  return (
    <div className="container page search-page">
      <h1>Search</h1>
      <SearchPage
        settings={{
          provider: search.provider,
          appId: search.appId,
          apiKey: search.apiKey,
          indexName: search.indexName,
        }}
        reportUrl={search.reportUrl}
      />
    </div>
  );
}
