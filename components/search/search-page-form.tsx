import { SEARCH } from '@/lib/constants';
import { SEARCH_QUERY_PARAM } from '@/lib/url-path';
import { SEARCH_SCOPE } from '@/lib/search/kinds';
import { PAGE_INPUT_ID } from './page-field';

/**
 * /search/'s form. Without JavaScript it submits to /search/?q=; with it, results follow every
 * keystroke, and submitting asks again only after a failure (`onSubmit`).
 */
export function SearchForm({ action, onSubmit }: { action: string; onSubmit: () => void }) {
  return (
    <form
      role="search"
      className="search-page__form"
      action={action}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={PAGE_INPUT_ID} className="visually-hidden">
        Search the {SEARCH_SCOPE}
      </label>
      <input
        id={PAGE_INPUT_ID}
        name={SEARCH_QUERY_PARAM}
        type="search"
        maxLength={SEARCH.pageMaxQueryLength}
        autoComplete="off"
        // As the modal's field: "tfx run" and "ECONNREFUSED" as typed, not as a phone corrects them.
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        // The label above names the scope in full.
        placeholder={SEARCH.placeholder}
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
