'use client';

import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { KIND_LABELS } from '@/lib/search/kinds';
import { useDocSearchMarkup } from './docsearch-slot';
import { chosenKind, kindCounts, kindLeftOutHits, rerunQuery, useModalStore } from './modal-kind-state';
import { typeQuery } from './typed-ahead';
import { useSuggestions } from './use-suggestions';

/**
 * The way out of the modal's no-results screen, as /search/ offers it (search-no-results.tsx):
 * with a kind chosen that other kinds' hits were left out of, search everything; else "Did you
 * mean", from the embedded vocabulary. Placed under the screen's title, above DocSearch's own
 * "Try searching for", which 3.9 fills with the sections of earlier results in the same opening
 * (every letter typed before a misspelt word had some), so it says nothing of this query.
 */
export function ModalDidYouMean() {
  const screen = useDocSearchMarkup(() => document.querySelector('.DocSearch-NoResults'), null);
  // The query as the screen names it (as the field held it).
  const query = useDocSearchMarkup(() => screen?.querySelector('.DocSearch-Title strong')?.textContent ?? '', '');
  const kind = useModalStore(chosenKind);
  const counts = useModalStore(kindCounts);
  const narrowed = kindLeftOutHits(kind, counts);
  const suggestions = useSuggestions(narrowed ? '' : query);
  const shown = Boolean(screen && (narrowed || suggestions.length));
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
  // DocSearch's own "Try searching for" names sections of earlier results, of every kind: with a
  // kind chosen (this screen says it holds nothing for the query), one of them searched in that
  // kind alone was another empty screen ("Blog" in the Changelog). Before its click reaches
  // DocSearch (which types it and searches), the kind is let go.
  useLayoutEffect(() => {
    if (!kind || !screen) return;
    const letKindGo = (event: Event) => {
      const prefill = (event.target as Element | null)?.closest('.DocSearch-Prefill');
      if (prefill && !slot?.contains(prefill)) chosenKind.set(null);
    };
    screen.addEventListener('click', letKindGo, true);
    return () => screen.removeEventListener('click', letKindGo, true);
  }, [kind, screen, slot]);
  if (!shown || !slot) return null;
  const searchEverything = () => {
    chosenKind.set(null);
    rerunQuery()?.focus();
  };
  return createPortal(
    narrowed ? (
      <p className="DocSearch-Help">
        Not in {KIND_LABELS[kind]}.{' '}
        <button type="button" className="DocSearch-Prefill" onClick={searchEverything}>
          Search everything
        </button>
      </p>
    ) : (
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
      </>
    ),
    slot,
  );
}
