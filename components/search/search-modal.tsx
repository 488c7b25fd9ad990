'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal } from '@docsearch/react';
import { useRouter } from 'next/navigation';
import { memo, useCallback, useEffect, useLayoutEffect, useState, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { startNavigationProgress } from '@/components/layout/progress-bar';
import { inertOutside } from '@/components/ui/inert-outside';
import { SEARCH } from '@/lib/constants';
import { missingResultsUrl } from '@/lib/search/contract';
import { FACET_FILTERS, LOCAL_CREDENTIALS, type SearchSettings } from '@/lib/search/client';
import { useBackdropKeepsFocus } from './backdrop-focus';
import { repairDocSearchAria } from './docsearch-a11y';
import { START_SCREEN_TRANSLATIONS } from './hit-actions';
import { HitLink } from './hit-link';
import { SeeAllResults } from './see-all-results';
import { ModalDidYouMean } from './modal-did-you-mean';
import { ModalErrorScreen } from './modal-error-screen';
import { ModalKindChips } from './modal-kind-chips';
import { useModalKeys } from './modal-keys';
import { modalSearchClient, type TransformClient } from './modal-search-client';
import { ModalStatus } from './modal-status';
import { withKindGroup } from './kind-group';
import { withPlaceInPage } from './place-in-page';
import { hitPath } from './hit-path';
import { StoredSearchEdit } from './stored-search-edit';
import { StoredSearchKeys } from './stored-search-keys';
import { repairStoredSearches, syncStoredSearches } from './stored-searches';
import { isShownAddress, showShownAddress } from './same-address';
import { chosenKind, failure, kindCounts } from './modal-kind-state';

type ModalProps = ComponentProps<typeof DocSearchModal>;

interface Props {
  settings: SearchSettings;
  reportUrl: string;
  initialQuery: string;
  /** Closes the modal (Escape, Tab, a click outside): focus returns to the search button. */
  onClose: () => void;
  /** Closes the modal as a hit or link navigates: focus goes with the new page. */
  onLeave: () => void;
}

const StableModal = memo(function StableModal(props: ModalProps) {
  return <DocSearchModal {...props} />;
});

/** The DocSearch modal over the configured backend; hits navigate with the Next router. */
export function SearchModal({ settings, reportUrl, initialQuery, onClose, onLeave }: Props) {
  const router = useRouter();
  // Once an opening, before DocSearch's first render reads the stored searches.
  useState(() => repairStoredSearches(settings.indexName));
  useEffect(() => () => syncStoredSearches(settings.indexName), [settings.indexName]);

  useEffect(() => {
    failure.set(false);
    chosenKind.set(null);
    kindCounts.set(null);
    document.documentElement.dataset.searchProvider = settings.provider;
    repairDocSearchAria();
    const repair = new MutationObserver(() => repairDocSearchAria());
    repair.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'id', 'aria-selected', 'aria-controls', 'aria-expanded', 'aria-labelledby'],
    });
    document.body.classList.add('DocSearch--active');
    return () => {
      repair.disconnect();
      document.body.classList.remove('DocSearch--active');
    };
  }, [settings.provider]);
  useModalKeys(onClose);

  // In the commit that adds or removes the dialog, so the page is never inert without it: the
  // opener's focus return, and a Tab pressed as a hit navigates, find the page usable.
  useLayoutEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    return container ? inertOutside(container) : undefined;
  }, []);
  useBackdropKeepsFocus();

  const transformSearchClient = useCallback(
    (client: TransformClient) => modalSearchClient(settings.provider, client),
    [settings.provider],
  );

  // A hit or the "See all" row: the page changes, and the modal leaves with the focus.
  const leaveTo = useCallback(
    (path: string) => {
      if (isShownAddress(path)) {
        onLeave();
        showShownAddress(path);
        return;
      }
      startNavigationProgress(path);
      onLeave();
      router.push(path);
    },
    [onLeave, router],
  );

  // The modal is created once per opening: later renders must not recreate it, which useMemo,
  // a cache React may drop, does not promise and a state's first value does.
  const [props] = useState<ModalProps>(() => ({
    ...(settings.provider === 'local' ? LOCAL_CREDENTIALS : { appId: settings.appId, apiKey: settings.apiKey }),
    indexName: settings.indexName,
    initialQuery,
    initialScrollY: window.scrollY,
    onClose,
    maxResultsPerGroup: SEARCH.maxHitsPerGroup,
    // DocSearch's "Search docs" would say less than it searches: the blog, the changelog, site pages.
    placeholder: SEARCH.placeholder,
    transformItems: (items) => items.map((hit) => withPlaceInPage(withKindGroup(hit))),
    // DocSearch's Insights plugin batches view events and debounces them (spec section 9).
    insights: settings.provider === 'algolia' && settings.insights,
    searchParameters: { facetFilters: FACET_FILTERS, hitsPerPage: SEARCH.hitsPerPage },
    transformSearchClient,
    getMissingResultsUrl: ({ query }) => missingResultsUrl(reportUrl, query),
    navigator: {
      navigate({ itemUrl }) {
        leaveTo(hitPath(itemUrl));
      },
      navigateNewTab({ itemUrl }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }) {
        window.open(itemUrl, '_blank', 'noopener,noreferrer,popup');
      },
    },
    translations: { startScreen: START_SCREEN_TRANSLATIONS },
    resultsFooterComponent: ({ state }) => (
      <SeeAllResults
        query={state.query}
        count={Number((state.context as { nbHits?: number }).nbHits ?? 0)}
        onNavigate={leaveTo}
      />
    ),
    hitComponent: ({ hit, children }) => (
      <HitLink url={hitPath(hit.url)} onNavigate={leaveTo}>
        {children}
      </HitLink>
    ),
  }));

  return createPortal(
    <>
      <StableModal {...props} />
      <ModalKindChips />
      <ModalDidYouMean />
      <ModalStatus />
      <StoredSearchKeys />
      <StoredSearchEdit />
      <ModalErrorScreen />
    </>,
    document.body,
  );
}
