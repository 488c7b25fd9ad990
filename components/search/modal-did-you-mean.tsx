'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { announceInput, INPUT_SELECTOR } from './typed-ahead';
import { useSuggestions } from './use-suggestions';

/** DocSearch's no-results screen, and the query it names (as the field held it). */
function useNoResultsScreen(): { screen: Element; query: string } | null {
  const [found, setFound] = useState<{ screen: Element; query: string } | null>(null);
  useEffect(() => {
    const find = () => {
      const screen = document.querySelector('.DocSearch-NoResults');
      const query = screen?.querySelector('.DocSearch-Title strong')?.textContent ?? '';
      setFound((old) => (old?.screen === screen && old.query === query ? old : screen ? { screen, query } : null));
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return found;
}

/** Runs a suggestion as if typed: DocSearch searches it, and the field keeps the focus. */
function typeQuery(suggestion: string) {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return;
  const previous = input.value;
  input.value = suggestion;
  announceInput(input, previous);
  input.focus();
}

/**
 * "Did you mean" on the modal's no-results screen, from the embedded vocabulary as on /search/.
 * DocSearch 3.9 fills the screen's "Try searching for" only with the sections of earlier results
 * in the same opening, so a first query without results offered nothing; where DocSearch has a
 * list of its own (a query had hits, so a kind chip can narrow to none), it stays alone.
 */
export function ModalDidYouMean() {
  const noResults = useNoResultsScreen();
  const query = noResults?.query ?? '';
  const suggestions = useSuggestions(query);
  const screen = noResults?.screen;
  const shown = Boolean(
    screen &&
    suggestions.length &&
    !screen.querySelector('.DocSearch-NoResults-Prefill-List:not(.search-did-you-mean)'),
  );
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
            <button type="button" className="DocSearch-Prefill" onClick={() => typeQuery(s)}>
              {s}
            </button>
          </li>
        ))}
      </ul>
    </>,
    slot,
  );
}
