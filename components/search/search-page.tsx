'use client';

import { Suspense, useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { SearchSettings } from '@/lib/search/client';
import { SearchUnavailable } from './search-unavailable';
import { preloadIndex } from './preload-index';
import { AddressSync } from './address-sync';
import { pageInput, queryFromUrl, searchInPageField, useTypedQuery } from './page-field';
import { SearchForm } from './search-page-form';
import { SearchStatusRegion } from './search-status';
import { SearchPrompt } from './search-prompt';
import { onDemand } from './on-demand';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * InstantSearch's code, evaluated in three tasks instead of one: in one, it was a 60–110 ms long
 * task in Lighthouse's mobile run, the most /search/ adds to the blocking time every page's
 * hydration has. Its router's query-string parser (qs and its helpers) and algoliasearch-helper,
 * two thirds of the code, are evaluated first, each in a task of its own; an import evaluates only
 * the modules no earlier one did, and the three chunks together are the one they were split from.
 */
let liveResults: ReturnType<typeof importLiveResults> | null = null;
const importLiveResults = () =>
  import('instantsearch.js/es/lib/routers/history')
    .then(nextTask)
    .then(() => import('algoliasearch-helper'))
    .then(nextTask)
    .then(() => import('./live-results'));
/** Started once: by the first query, or earlier by a sign that one is coming (see SearchPage). */
const loadLiveResults = () => (liveResults ??= importLiveResults());

// On demand, as the modal (search-button.tsx): the results render only after hydration, so
// server rendering never meets them, and InstantSearch stays out of the page's first load.
// Code that fails to load (offline, or a newer deploy) reads as the index failing, not a crash.
const LiveResults = onDemand(() => loadLiveResults().then((m) => m.LiveResults), SearchUnavailable);

interface Props {
  settings: SearchSettings;
  reportUrl: string;
  /** Where the form submits without JavaScript: the search page itself. */
  action: string;
  /** The docs sections (sidebar order): the section facet's values an address may hold. */
  sections: readonly string[];
  /** What the page says without JavaScript, under the form (server-rendered, in <noscript>). */
  withoutScript: ReactNode;
}

/** /search/?q=: InstantSearch over the same client as the modal. */
export function SearchPage({ settings, reportUrl, action, sections, withoutScript }: Props) {
  const query = useTypedQuery();

  // A layout effect, so the input holds ?q= before useTypedQuery first reads it.
  useLayoutEffect(() => {
    // The address's ?q=, unless the visitor has typed something already.
    const el = pageInput();
    const fromUrl = queryFromUrl();
    if (el && !el.value && fromUrl) {
      el.value = fromUrl;
      el.dispatchEvent(new Event('input'));
    }
  }, []);

  // Bumped when a navigation brings a new address: the results remount from it.
  const [generation, setGeneration] = useState(0);
  const onNavigated = useCallback(() => setGeneration((g) => g + 1), []);
  // Counts the form's submissions: one after a failure asks again (QuerySync in live-results.tsx).
  const [submitted, setSubmitted] = useState(0);
  const onSubmit = useCallback(() => setSubmitted((n) => n + 1), []);

  // InstantSearch, the worker and the index's first piece load with the first query, or on a sign
  // that one is coming: a visit to /search/ that never searches loads none of them, and its load
  // is as light as any page's. Once loaded, the results stay (an emptied field is their prompt).
  const [started, setStarted] = useState(false);
  const wanted = started || Boolean(query?.trim());
  // Adjusted while rendering, as React advises for state that follows other state.
  if (wanted && !started) setStarted(true);
  useEffect(() => {
    const el = pageInput();
    if (!el) return;
    // As the navbar's search button: the pointer reaching the field, a touch or focus.
    const intents = ['pointerenter', 'touchstart', 'focus'] as const;
    const prepare = () => {
      intents.forEach((type) => el.removeEventListener(type, prepare));
      loadLiveResults().catch(() => {
        // The results show the failure when they mount (LiveResults' fallback).
      });
      preloadIndex(settings);
    };
    // The field may have been focused before the page hydrated.
    if (wanted || document.activeElement === el) prepare();
    else intents.forEach((type) => el.addEventListener(type, prepare, { passive: true }));
    return () => intents.forEach((type) => el.removeEventListener(type, prepare));
  }, [wanted, settings]);

  return (
    <>
      <SearchForm action={action} onSubmit={onSubmit} />
      <SearchStatusRegion />
      {withoutScript}
      {/* Client-only (useSearchParams): the boundary keeps the prerendered form and results. */}
      <Suspense fallback={null}>
        <AddressSync onNavigated={onNavigated} />
      </Suspense>
      {/* Holds the footer below the fold from the first paint, before results can exist. */}
      <div className="search-page__live">
        {query === null ? null : wanted ? (
          <LiveResults
            key={generation}
            query={query}
            settings={settings}
            reportUrl={reportUrl}
            sections={sections}
            submitted={submitted}
            onSuggestion={searchInPageField}
          />
        ) : (
          <div className="search-page__layout">
            <div className="search-page__results">
              <SearchPrompt indexName={settings.indexName} />
            </div>
          </div>
        )}
      </div>
    </>
  );
}
