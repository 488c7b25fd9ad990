import { startTransition, useEffect, useState } from 'react';
import { SEARCH } from '@/lib/constants';
import { SEARCH_QUERY_PARAM } from '@/lib/url-path';

/*
 * /search/'s query lives in its input itself, an element that is the same before and after the
 * page hydrates: what a visitor types while the scripts load is kept, and so is the focus. The
 * page reads it once hydrated, and again at every input event.
 */
export const PAGE_INPUT_ID = 'search-page-input';

export const pageInput = () => document.getElementById(PAGE_INPUT_ID) as HTMLInputElement | null;

/** The address's ?q=, cut to the page's longest query. */
export const queryFromUrl = () =>
  (new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAM) ?? '').slice(0, SEARCH.pageMaxQueryLength);

/**
 * The input's query: null while prerendering and hydrating (the export has no server to read ?q=
 * for it), and on a client navigation here until the layout effect has filled the input from the
 * new address (read earlier, the results would start from the old page's address, losing ?kind=
 * and ?section=). The first reading is a transition: the results then mount in slices React can
 * interrupt, not in one task beside the rest of hydration. Typing updates it at once.
 */
export function useTypedQuery(): string | null {
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    const el = pageInput();
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
export function searchInPageField(q: string) {
  const el = pageInput();
  if (!el) return;
  el.value = q.slice(0, SEARCH.pageMaxQueryLength);
  el.dispatchEvent(new Event('input'));
  el.focus();
}
