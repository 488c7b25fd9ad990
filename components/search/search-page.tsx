'use client';

import { startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { SEARCH } from '@/lib/constants';
import type { SearchSettings } from '@/lib/search/client';
import { SearchUnavailable } from './search-unavailable';
import { preloadIndex } from './preload-index';
import { isOwnAddress } from './search-url';
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

const INPUT_ID = 'search-page-input';

interface Props {
  settings: SearchSettings;
  reportUrl: string;
  /** Where the form submits without JavaScript: the search page itself. */
  action: string;
  /** The docs sections (sidebar order): the section facet's values an address may hold. */
  sections: readonly string[];
}

/*
 * The query lives in the input itself, an element that is the same before and after the page
 * hydrates: what a visitor types while the scripts load is kept, and so is the focus. The page
 * reads it once hydrated, and again at every input event.
 */
const input = () => document.getElementById(INPUT_ID) as HTMLInputElement | null;
const queryFromUrl = () =>
  (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, SEARCH.pageMaxQueryLength);

/**
 * The input's query: null while prerendering and hydrating (the export has no server to read ?q=
 * for it), and on a client navigation here until the layout effect has filled the input from the
 * new address (read earlier, the results would start from the old page's address, losing ?kind=
 * and ?section=). The first reading is a transition: the results then mount in slices React can
 * interrupt, not in one task beside the rest of hydration. Typing updates it at once.
 */
function useTypedQuery(): string | null {
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    const el = input();
    if (!el) return;
    const read = () => el.value.slice(0, SEARCH.pageMaxQueryLength);
    startTransition(() => setQuery(read()));
    const onInput = () => setQuery(read());
    el.addEventListener('input', onInput);
    return () => el.removeEventListener('input', onInput);
  }, []);
  return query;
}

/**
 * Runs a "Did you mean" suggestion as if typed, so the input, InstantSearch and the address all
 * follow. Focus goes to the input that now holds it: the link chosen goes with the old results.
 */
function searchInPageField(q: string) {
  const el = input();
  if (!el) return;
  el.value = q.slice(0, SEARCH.pageMaxQueryLength);
  el.dispatchEvent(new Event('input'));
  el.focus();
}

/**
 * The search form. Without JavaScript it submits to /search/?q=; with it, results follow
 * every keystroke and submitting does nothing more.
 */
function SearchForm({ action }: { action: string }) {
  return (
    <form role="search" className="search-page__form" action={action} method="get" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={INPUT_ID} className="visually-hidden">
        Search the docs, blog and changelog
      </label>
      <input
        id={INPUT_ID}
        name="q"
        type="search"
        maxLength={SEARCH.pageMaxQueryLength}
        autoComplete="off"
        // The scope, short enough to show whole at 390 px; the label above names the field.
        placeholder="Docs, blog and changelog"
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}

/**
 * Follows an address that a navigation brings while the page stays mounted (the modal's "See
 * all" on this page, Back and Forward between two searches): the input takes its ?q= and the
 * results start again from it. The page's own writes to the address are not navigations.
 */
function AddressSync({ onNavigated }: { onNavigated: () => void }) {
  const params = useSearchParams();
  const first = useRef(true);
  useEffect(() => {
    // The address the page opened with is the layout effect's in SearchPage.
    if (first.current) {
      first.current = false;
      return;
    }
    if (isOwnAddress()) return;
    const el = input();
    if (el) el.value = queryFromUrl();
    onNavigated();
    el?.dispatchEvent(new Event('input'));
  }, [params, onNavigated]);
  return null;
}

/** /search/?q=: InstantSearch over the same client as the modal. */
export function SearchPage({ settings, reportUrl, action, sections }: Props) {
  const query = useTypedQuery();

  // A layout effect, so the input holds ?q= before useTypedQuery first reads it.
  useLayoutEffect(() => {
    // The address's ?q=, unless the visitor has typed something already.
    const el = input();
    const fromUrl = queryFromUrl();
    if (el && !el.value && fromUrl) {
      el.value = fromUrl;
      el.dispatchEvent(new Event('input'));
    }
  }, []);

  // Bumped when a navigation brings a new address: the results remount from it.
  const [generation, setGeneration] = useState(0);
  const onNavigated = useCallback(() => setGeneration((g) => g + 1), []);

  // InstantSearch, the worker and the index's first piece load with the first query, or on a sign
  // that one is coming: a visit to /search/ that never searches loads none of them, and its load
  // is as light as any page's. Once loaded, the results stay (an emptied field is their prompt).
  const [started, setStarted] = useState(false);
  const wanted = started || Boolean(query?.trim());
  // Adjusted while rendering, as React advises for state that follows other state.
  if (wanted && !started) setStarted(true);
  useEffect(() => {
    const el = input();
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
      <SearchForm action={action} />
      <SearchStatusRegion />
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
            onSuggestion={searchInPageField}
          />
        ) : (
          <div className="search-page__layout">
            <div className="search-page__results">
              <SearchPrompt />
            </div>
          </div>
        )}
      </div>
    </>
  );
}
