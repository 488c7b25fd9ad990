'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal } from '@docsearch/react';
import { useRouter } from 'next/navigation';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
} from 'react';
import { createPortal } from 'react-dom';
import { startNavigationProgress } from '@/components/layout/progress-bar';
import { SEARCH } from '@/lib/constants';
import { missingResultsUrl } from '@/lib/search/contract';
import { settleWithNewest } from '@/lib/search/newest-answer';
import {
  FACET_FILTERS,
  LOCAL_CREDENTIALS,
  localClient,
  withKindFacet,
  type MultiQuery,
  type SearchSettings,
} from '@/lib/search/client';
import { useDocSearchMarkup } from './docsearch-slot';
import { repairDocSearchAria } from './docsearch-a11y';
import { runHitActionKey, START_SCREEN_TRANSLATIONS } from './hit-actions';
import { HitLink } from './hit-link';
import { SeeAllResults } from './see-all-results';
import { runSeeAllKey } from './see-all-keys';
import { clearBlankQuery } from './blank-query';
import { inertOutside } from '@/components/ui/inert-outside';
import { ModalDidYouMean } from './modal-did-you-mean';
import { ModalKindChips } from './modal-kind-chips';
import { ModalStatus } from './modal-status';
import { StoredSearchKeys } from './stored-search-keys';
import { repairStoredSearches } from './stored-searches';
import { chosenKind, failure, kindCounts } from './modal-kind-state';
import { INPUT_SELECTOR } from './typed-ahead';

type ModalProps = ComponentProps<typeof DocSearchModal>;
type TransformClient = Parameters<NonNullable<ModalProps['transformSearchClient']>>[0];
type MultiResponse = { results: { facets?: Record<string, Record<string, number>> }[] };

interface Props {
  settings: SearchSettings;
  reportUrl: string;
  initialQuery: string;
  /** Closes the modal (Escape, Tab, a click outside): focus returns to the search button. */
  onClose: () => void;
  /** Closes the modal as a hit or link navigates: focus goes with the new page. */
  onLeave: () => void;
}

/** An answer without hits, for a request that failed (the error screen covers it). */
const NO_HITS = {
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 0,
  processingTimeMS: 0,
  query: '',
  params: '',
};
const requestsOf = (input: MultiQuery) => (Array.isArray(input) ? input : input.requests);

/** Path and hash of a hit URL, which Algolia records may hold as absolute URLs. */
function toPath(url: string): string {
  const u = new URL(url, window.location.origin);
  return u.origin === window.location.origin ? u.pathname + u.search + u.hash : url;
}

/** The chips' Shift+Tab target: the chosen chip, else the first one. */
function focusChips(chips: Element) {
  (
    chips.querySelector<HTMLButtonElement>('button[aria-pressed="true"]:not(:disabled)') ??
    chips.querySelector<HTMLButtonElement>('button:not(:disabled)')
  )?.focus();
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
  const dropdown = useDocSearchMarkup(() => document.querySelector('.DocSearch-Dropdown'), null, failed);
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
export function SearchModal({ settings, reportUrl, initialQuery, onClose, onLeave }: Props) {
  const router = useRouter();
  // Once an opening, before DocSearch's first render reads the stored searches.
  useState(() => repairStoredSearches(settings.indexName));

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
      attributeFilter: ['role', 'id', 'aria-selected', 'aria-controls', 'aria-expanded'],
    });
    document.body.classList.add('DocSearch--active');
    // Spec section 4: Escape or Tab closes (results are chosen with the arrow keys and Enter).
    // The kind chips are reached with Shift+Tab from the input, and Tab or Shift+Tab on a chip
    // returns to the input: the chips never take Tab's closing away from the search field.
    const onKey = (e: KeyboardEvent) => {
      if (runHitActionKey(e)) return;
      if (e.key !== 'Escape' && e.key !== 'Tab') return;
      e.preventDefault();
      const chips = document.querySelector('.search-chips--modal');
      const target = e.target instanceof Element ? e.target : null;
      if (e.key === 'Tab' && chips && target && chips.contains(target)) {
        document.querySelector<HTMLInputElement>(INPUT_SELECTOR)?.focus();
      } else if (e.key === 'Tab' && e.shiftKey && chips && target?.matches(INPUT_SELECTOR)) {
        focusChips(chips);
      } else {
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keydown', runSeeAllKey, true);
    window.addEventListener('input', clearBlankQuery, true);
    return () => {
      repair.disconnect();
      document.body.classList.remove('DocSearch--active');
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keydown', runSeeAllKey, true);
      window.removeEventListener('input', clearBlankQuery, true);
    };
  }, [onClose, settings.provider]);

  // In the commit that adds or removes the dialog, so the page is never inert without it: the
  // opener's focus return, and a Tab pressed as a hit navigates, find the page usable.
  useLayoutEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    return container ? inertOutside(container) : undefined;
  }, []);

  const transformSearchClient = useCallback(
    (client: TransformClient): TransformClient => {
      const backend = settings.provider === 'local' ? (localClient() as unknown as TransformClient) : client;
      // DocSearch's search, seen as the multi-query both backends answer.
      const send = backend.search as unknown as (input: MultiQuery, ...rest: unknown[]) => Promise<MultiResponse>;
      // The chosen kind joins DocSearch's request, and the kind counts come back with it.
      // Every request settles with the newest one's answer, so the "See all" count, the kind
      // counts and the error screen belong to the query in the field.
      const answer = settleWithNewest(async (input: MultiQuery, rest: unknown[]) => {
        const kinded = withKindFacet(input, chosenKind.get());
        const response = await send.call(backend, kinded.input, ...rest);
        return { response, ...kinded.split(response.results) };
      });
      const search = (async (input: MultiQuery, ...rest: unknown[]) => {
        try {
          const { response, results, counts } = await answer(input, rest);
          failure.set(false);
          kindCounts.set(counts);
          return { ...response, results };
        } catch {
          // The error screen shows it. Thrown, it would also be an uncaught rejection on every
          // keystroke: DocSearch's autocomplete rethrows what a source throws.
          failure.set(true);
          return { results: requestsOf(input).map(() => NO_HITS) };
        }
      }) as unknown as TransformClient['search'];
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
      getMissingResultsUrl: ({ query }) => missingResultsUrl(reportUrl, query),
      navigator: {
        navigate({ itemUrl }) {
          startNavigationProgress(toPath(itemUrl));
          onLeave();
          router.push(toPath(itemUrl));
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
          onNavigate={(path) => {
            startNavigationProgress(path);
            onLeave();
            router.push(path);
          }}
        />
      ),
      hitComponent: ({ hit, children }) => (
        <HitLink
          url={toPath(hit.url)}
          onNavigate={(path) => {
            startNavigationProgress(path);
            onLeave();
            router.push(path);
          }}
        >
          {children}
        </HitLink>
      ),
    }),
    // The modal is created once per opening; later changes must not recreate it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return createPortal(
    <>
      <StableModal {...props} />
      <ModalKindChips />
      <ModalDidYouMean />
      <ModalStatus />
      <StoredSearchKeys />
      <ErrorScreen />
    </>,
    document.body,
  );
}
