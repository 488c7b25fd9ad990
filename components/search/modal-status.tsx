'use client';

import { createPortal } from 'react-dom';
import { countAllKinds, KIND_LABELS, resultCount, SEARCHING } from '@/lib/search/kinds';
import { useDocSearchMarkup, useDocSearchSlot } from './docsearch-slot';
import { chosenKind, failure, kindCounts, kindLeftOutHits, storedSearchDone, useModalStore } from './modal-kind-state';
import { STALLED_SELECTOR } from './stalled-keys';
import { useSettled } from './use-settled';

/**
 * The modal's status message for screen readers, as `/search/` has one: "54 results",
 * "30 results in Docs", "No results for “qwxzv”", "Searching…" while an answer is late, and
 * what an action on a stored search did ("“Secrets” removed.").
 * DocSearch 3.9 draws its results and its no-results screen silently. A region of our own
 * inside the modal (the page behind is inert), there from the opening, so that a change of its
 * text is announced; the error screen is an alert of its own.
 */
export function ModalStatus() {
  const slot = useDocSearchSlot('.DocSearch-Modal', 'div', 'visually-hidden', 'last');
  const counts = useModalStore(kindCounts);
  const kind = useModalStore(chosenKind);
  const failed = useModalStore(failure);
  const done = useModalStore(storedSearchDone);
  const noResultsFor = useDocSearchMarkup(
    () => document.querySelector('.DocSearch-NoResults .DocSearch-Title strong')?.textContent ?? null,
    null,
  );
  // A late answer: the hits shown are the last query's (stalled-keys.ts).
  const stalled = useDocSearchMarkup(() => Boolean(document.querySelector(STALLED_SELECTOR)), false);
  // The start screen (an empty field) lists stored searches, not results.
  const starting = useDocSearchMarkup(() => Boolean(document.querySelector('.DocSearch-StartScreen')), false);
  let text = '';
  if (failed) text = '';
  else if (stalled) text = SEARCHING;
  else if (done) text = done;
  else if (starting) text = '';
  // With a kind chosen that other kinds' hits were left out of, the kind is why (the screen says so).
  else if (noResultsFor !== null)
    text = `No results for “${noResultsFor}”${kindLeftOutHits(kind, counts) ? ` in ${KIND_LABELS[kind]}` : ''}`;
  else if (counts && kind) text = `${resultCount(counts[kind] ?? 0)} in ${KIND_LABELS[kind]}`;
  else if (counts) text = resultCount(countAllKinds(counts));
  const said = useSettled(text);
  return createPortal(
    <div role="status" aria-live="polite" aria-atomic="true">
      {said}
    </div>,
    slot,
  );
}
