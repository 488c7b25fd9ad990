import type { Metadata } from 'next';
import { searchSettings, siteConfig } from '@/lib/config';
import { docsSidebar, getAllSectionsCategory } from '@/lib/content/docs';
import { pageMetadata } from '@/lib/metadata';
import { SearchPage } from '@/components/search/search-page';
import { SearchWithoutScript } from '@/components/search/search-without-script';
import { routes } from '@/lib/routes';
import { SEARCH_SCOPE } from '@/lib/search/kinds';

// Indexable like every other page (as in Docusaurus); ?q= addresses share its canonical URL.
export const metadata: Metadata = pageMetadata({
  title: 'Search',
  description: `Search the ${siteConfig.product.name} ${SEARCH_SCOPE}.`,
  path: routes.search.home,
});

export default function SearchRoute() {
  const { search } = siteConfig;
  return (
    <div className="container page search-page">
      <h1>Search</h1>
      <SearchPage
        settings={searchSettings}
        reportUrl={search.reportUrl}
        action={routes.search.home}
        sections={docsSidebar.categories.map((c) => c.label)}
        withoutScript={<SearchWithoutScript docsHref={getAllSectionsCategory().href} />}
      />
    </div>
  );
}
