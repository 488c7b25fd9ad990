'use client';

import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchMarkup } from './docsearch-slot';
import { typeQuery } from './typed-ahead';
import { useSuggestions } from './use-suggestions';

/**
 * "Did you mean" on the modal's no-results screen, from the embedded vocabulary as on /search/.
 * DocSearch 3.9 fills the screen's "Try searching for" only with the sections of earlier results
 * in the same opening, so a first query without results offered nothing; where DocSearch has a
 * list of its own (a query had hits, so a kind chip can narrow to none), it stays alone.
 */
export function ModalDidYouMean() {
  const screen = useDocSearchMarkup(() => document.querySelector('.DocSearch-NoResults'), null);
  // The query as the screen names it (as the field held it).
  const query = useDocSearchMarkup(() => screen?.querySelector('.DocSearch-Title strong')?.textContent ?? '', '');
  const hasOwnList = useDocSearchMarkup(
    () => Boolean(screen?.querySelector('.DocSearch-NoResults-Prefill-List:not(.search-did-you-mean)')),
    false,
  );
  const suggestions = useSuggestions(query);
  const shown = Boolean(screen && suggestions.length && !hasOwnList);
  // Where DocSearch puts its own list: under the title, above "Believe this query should…".
  const [slot] = useState(() =>
    typeof document === 'undefined'
      ? null
      : Object.assign(document.createElement('div'), {
          className: 'DocSearch-NoResults-Prefill-List search-did-you-mean',
        }),
  );
  useLayoutEffect(() => {
    if (!shown || !slot) return;
    screen?.querySelector('.DocSearch-Title')?.after(slot);
    return () => slot.remove();
  }, [shown, screen, slot]);
  if (!shown || !slot) return null;
  return createPortal(
    <>
      <p className="DocSearch-Help">Did you mean:</p>
      <ul>
        {suggestions.map((s) => (
          <li key={s}>
            <button type="button" className="DocSearch-Prefill" onClick={() => typeQuery(() => s)?.focus()}>
              {s}
            </button>
          </li>
        ))}
      </ul>
    </>,
    slot,
  );
}
