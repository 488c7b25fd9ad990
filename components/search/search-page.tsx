'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Configure, InstantSearch, useSearchBox } from 'react-instantsearch';
import { SearchResults } from '@/components/search/search-results';
import { SEARCH } from '@/lib/constants';
import { FACET_FILTERS, searchClientFor, type SearchSettings } from '@/lib/search/client';

const INPUT_ID = 'search-page-input';

interface Props {
  settings: SearchSettings;
  reportUrl: string;
}

/**
 * The search form. It submits to /search/?q= without JavaScript; with it, `onQuery` receives
 * every change instead.
 */
function SearchForm({
  value,
  onQuery,
  inputRef,
}: {
  value?: string;
  onQuery?: (q: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <form
      role="search"
      className="search-page__form"
      action="/search/"
      method="get"
      onSubmit={onQuery ? (e) => e.preventDefault() : undefined}
    >
      <label htmlFor="search-page-input" className="visually-hidden">
        Search the documentation
      </label>
      <input
        id={INPUT_ID}
        ref={inputRef}
        name="q"
        type="search"
        maxLength={SEARCH.pageMaxQueryLength}
        autoComplete="off"
        placeholder="Search docs, blog and changelog"
        {...(onQuery ? { value, onChange: (e: React.ChangeEvent<HTMLInputElement>) => onQuery(e.target.value) } : {})}
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}

/** Writes the query to ?q= without adding a history entry. */
function writeQueryToUrl(q: string) {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set('q', q);
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
}

/** The query box: its value is read from and written to ?q=. */
function QueryBox({ focus }: { focus: boolean }) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!focus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focus]);
  return (
    <SearchForm
      value={value}
      inputRef={inputRef}
      onQuery={(q) => {
        setValue(q);
        refine(q);
        writeQueryToUrl(q);
      }}
    />
  );
}

const noSubscription = () => () => {};

/**
 * Where the live search starts: the text typed into the prerendered form before the page
 * hydrated (so it is not lost when the live box replaces that form), else ?q=.
 */
function readStart(): { query: string; focus: boolean } {
  const typed = document.getElementById(INPUT_ID);
  const typedValue = typed instanceof HTMLInputElement ? typed.value : '';
  const query = (typedValue || new URLSearchParams(window.location.search).get('q') || '').slice(
    0,
    SEARCH.pageMaxQueryLength,
  );
  if (typedValue) writeQueryToUrl(query);
  return { query, focus: typed !== null && document.activeElement === typed };
}

/** /search/?q=: InstantSearch over the same client as the modal. */
export function SearchPage(props: Props) {
  // The export has no server to pass ?q= in: the prerendered page holds a plain form.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <LiveSearch {...props} /> : <SearchForm />;
}

function LiveSearch({ settings, reportUrl }: Props) {
  const client = useMemo(() => searchClientFor(settings), [settings]);
  // Read once, while the prerendered form is still in the document.
  const [start] = useState(readStart);
  return (
    <InstantSearch
      searchClient={client as never}
      indexName={settings.indexName}
      initialUiState={{ [settings.indexName]: { query: start.query } }}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={SEARCH.hitsPerPage}
        facetFilters={FACET_FILTERS}
        attributesToSnippet={[`content:${SEARCH.snippetWords}`]}
        highlightPreTag="<mark>"
        highlightPostTag="</mark>"
        snippetEllipsisText="…"
      />
      <QueryBox focus={start.focus} />
      <SearchResults reportUrl={reportUrl} />
    </InstantSearch>
  );
}
