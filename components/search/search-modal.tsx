'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal } from '@docsearch/react';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '@/components/ui/app-link';
import { startNavigationProgress } from '@/components/layout/progress-bar';
import { SEARCH } from '@/lib/constants';
import { FACET_FILTERS, LOCAL_CREDENTIALS, localClient, type SearchSettings } from '@/lib/search/client';

type TransformClient = Parameters<NonNullable<Parameters<typeof DocSearchModal>[0]['transformSearchClient']>>[0];

interface Props {
  settings: SearchSettings;
  reportUrl: string;
  initialQuery: string;
  onClose: () => void;
}

/** Path and hash of a hit URL, which Algolia records may hold as absolute URLs. */
function toPath(url: string): string {
  const u = new URL(url, window.location.origin);
  return u.origin === window.location.origin ? u.pathname + u.search + u.hash : url;
}

/**
 * The DocSearch modal over the configured backend. Hits navigate with the Next router. A
 * failed request shows DocSearch's error screen: stock 3.9 resets its error status at once
 * and falls back to "No results", so the failure is tracked here and the screen drawn over it.
 */
export function SearchModal({ settings, reportUrl, initialQuery, onClose }: Props) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  const transformSearchClient = useMemo(
    () =>
      (client: TransformClient): TransformClient => {
        const backend = settings.provider === 'local' ? (localClient() as unknown as TransformClient) : client;
        return {
          ...backend,
          search: (async (...args: Parameters<TransformClient['search']>) => {
            try {
              const result = await backend.search(...args);
              setFailed(false);
              return result;
            } catch (error) {
              setFailed(true);
              throw error;
            }
          }) as TransformClient['search'],
        };
      },
    [settings.provider],
  );

  useEffect(() => {
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown-Container'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    document.body.classList.add('DocSearch--active');
    return () => document.body.classList.remove('DocSearch--active');
  }, []);

  const credentials =
    settings.provider === 'local' ? LOCAL_CREDENTIALS : { appId: settings.appId, apiKey: settings.apiKey };

  return createPortal(
    <div data-search-failed={failed || undefined}>
      <DocSearchModal
        {...credentials}
        indexName={settings.indexName}
        initialQuery={initialQuery}
        initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
        onClose={onClose}
        maxResultsPerGroup={SEARCH.maxHitsPerGroup}
        searchParameters={{ facetFilters: FACET_FILTERS, hitsPerPage: SEARCH.hitsPerPage }}
        transformSearchClient={transformSearchClient}
        getMissingResultsUrl={({ query }) => `${reportUrl}?q=${encodeURIComponent(query)}`}
        navigator={{
          navigate({ itemUrl }) {
            startNavigationProgress();
            router.push(toPath(itemUrl));
          },
          navigateNewTab({ itemUrl }) {
            window.open(itemUrl, '_blank', 'noopener');
          },
          navigateNewWindow({ itemUrl }) {
            window.open(itemUrl, '_blank', 'noopener,noreferrer,popup');
          },
        }}
        hitComponent={({ hit, children }) => (
          <AppLink href={toPath(hit.url)} onClick={() => onClose()}>
            {children}
          </AppLink>
        )}
      />
      {failed && dropdown
        ? createPortal(
            <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
              <p className="DocSearch-Title">Unable to fetch results</p>
              <p className="DocSearch-Help">You might want to check your network connection.</p>
            </div>,
            dropdown,
          )
        : null}
    </div>,
    document.body,
  );
}
