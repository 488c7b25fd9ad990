'use client';

import { Fragment, type MouseEvent } from 'react';
import { isModifiedClick } from '@/lib/plain-click';
import { searchQueryPath } from '@/lib/url-path';
import { useSuggestions } from './use-suggestions';

/**
 * "Did you mean …" for a query without results: the closest whole queries from the embedded
 * vocabulary, as links to their own search. `onChoose` runs a suggestion in place (a plain
 * click); a modified click opens the link as any link does.
 */
export function DidYouMean({ query, onChoose }: { query: string; onChoose: (suggestion: string) => void }) {
  const suggestions = useSuggestions(query);
  if (!suggestions.length) return null;
  const choose = (event: MouseEvent, suggestion: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onChoose(suggestion);
  };
  return (
    <p className="search-page__suggest">
      Did you mean{' '}
      {suggestions.map((s, i) => (
        <Fragment key={s}>
          {i > 0 ? ', ' : ''}
          <a href={searchQueryPath(s)} onClick={(e) => choose(e, s)}>
            {s}
          </a>
        </Fragment>
      ))}
      ?
    </p>
  );
}
