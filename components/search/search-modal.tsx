'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal } from '@docsearch/react';
import { useRouter } from 'next/navigation';
import { memo, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { startNavigationProgress } from '@/components/layout/progress-bar';
import { createStore } from '@/lib/browser-state';
import { SEARCH } from '@/lib/constants';
import { FACET_FILTERS, LOCAL_CREDENTIALS, localClient, type SearchSettings } from '@/lib/search/client';
import { repairDocSearchAria } from './docsearch-a11y';

type ModalProps = ComponentProps<typeof DocSearchModal>;
type TransformClient = Parameters<NonNullable<ModalProps['transformSearchClient']>>[0];

interface Props {
  settings: SearchSettings;
  reportUrl: string;
  initialQuery: string;
  onClose: () => void;
}

/**
 * Whether the last search request failed. Kept outside React state on purpose: re-rendering
 * DocSearchModal with new props recreates its autocomplete and loses the results.
 */
const failure = createStore(false);

/** Path and hash of a hit URL, which Algolia records may hold as absolute URLs. */
function toPath(url: string): string {
  const u = new URL(url, window.location.origin);
  return u.origin === window.location.origin ? u.pathname + u.search + u.hash : url;
}

const StableModal = memo(function StableModal(props: ModalProps) {
  return <DocSearchModal {...props} />;
});

/**
 * Stock DocSearch 3.9 resets its error status at once and falls back to "No results" when a
 * request fails; this draws its error screen over the dropdown while the failure lasts.
 */
function ErrorScreen() {
  const failed = useSyncExternalStore(failure.subscribe, failure.getSnapshot, failure.getServerSnapshot);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    if (!failed) return;
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [failed]);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-search-failed', failed);
    return () => document.documentElement.removeAttribute('data-search-failed');
  }, [failed]);
  if (!failed || !dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}

/** The DocSearch modal over the configured backend; hits navigate with the Next router. */
export function SearchModal({ settings, reportUrl, initialQuery, onClose }: Props) {
  const router = useRouter();

  useEffect(() => {
    failure.set(false);
    document.documentElement.dataset.searchProvider = settings.provider;
    repairDocSearchAria();
    const repair = new MutationObserver(() => repairDocSearchAria());
    repair.observe(document.body, { childList: true, subtree: true });
    document.body.classList.add('DocSearch--active');
    // Spec section 4: Escape or Tab closes (results are chosen with the arrow keys and Enter).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' || e.key === 'Tab') {
        e.preventDefault();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      repair.disconnect();
      document.body.classList.remove('DocSearch--active');
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose, settings.provider]);

  const transformSearchClient = useCallback(
    (client: TransformClient): TransformClient => {
      const backend = settings.provider === 'local' ? (localClient() as unknown as TransformClient) : client;
      const search = (async (...args: Parameters<TransformClient['search']>) => {
        try {
          const result = await backend.search(...args);
          failure.set(false);
          return result;
        } catch (error) {
          failure.set(true);
          throw error;
        }
      }) as TransformClient['search'];
      return { ...backend, search };
    },
    [settings.provider],
  );

  const props = useMemo<ModalProps>(
    () => ({
      ...(settings.provider === 'local' ? LOCAL_CREDENTIALS : { appId: settings.appId, apiKey: settings.apiKey }),
      indexName: settings.indexName,
      initialQuery,
      initialScrollY: window.scrollY,
      onClose,
      maxResultsPerGroup: SEARCH.maxHitsPerGroup,
      // DocSearch's Insights plugin batches view events and debounces them (spec section 9).
      insights: settings.provider === 'algolia' && settings.insights,
      searchParameters: { facetFilters: FACET_FILTERS, hitsPerPage: SEARCH.hitsPerPage },
      transformSearchClient,
      getMissingResultsUrl: ({ query }) => `${reportUrl}?q=${encodeURIComponent(query)}`,
      navigator: {
        navigate({ itemUrl }) {
          startNavigationProgress();
          onClose();
          router.push(toPath(itemUrl));
        },
        navigateNewTab({ itemUrl }) {
          window.open(itemUrl, '_blank', 'noopener');
        },
        navigateNewWindow({ itemUrl }) {
          window.open(itemUrl, '_blank', 'noopener,noreferrer,popup');
        },
      },
      // An option must not hold a focusable link (axe nested-interactive), so a hit is an
      // anchor without href: Enter and the arrow keys work through the combobox, clicks here.
      hitComponent: ({ hit, children }) => (
        <a
          data-href={toPath(hit.url)}
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey) {
              window.open(hit.url, '_blank', 'noopener');
              return;
            }
            startNavigationProgress();
            onClose();
            router.push(toPath(hit.url));
          }}
          onAuxClick={(event) => {
            if (event.button === 1) window.open(hit.url, '_blank', 'noopener');
          }}
        >
          {children}
        </a>
      ),
    }),
    // The modal is created once per opening; later changes must not recreate it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return createPortal(
    <>
      <StableModal {...props} />
      <ErrorScreen />
    </>,
    document.body,
  );
}
