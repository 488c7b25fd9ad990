'use client';

import { useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchSlot } from './docsearch-slot';
import { KindChips } from './kind-chips';
import { chosenKind, failure, kindCounts, rerunQuery, useModalStore } from './modal-kind-state';
import { INPUT_SELECTOR } from './typed-ahead';

/**
 * The DocSearch input's query, as an external store (DocSearch owns the input). Told a task
 * after each keystroke, not inside the input event: a store change there re-renders before
 * React's own handler has read the keystroke, and React writes DocSearch's previous query back
 * into the input, so fast typing lost letters ("contact" became "conact" at 10 ms a key).
 */
const subscribeInput = (onChange: () => void) => {
  const el = document.querySelector(INPUT_SELECTOR);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, 0);
  };
  el?.addEventListener('input', later);
  return () => {
    clearTimeout(timer);
    el?.removeEventListener('input', later);
  };
};
const readInput = () => document.querySelector<HTMLInputElement>(INPUT_SELECTOR)?.value.trim() ?? '';

/** Arrow keys, Home and End move between the chips (the toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined || at < 0) return;
  event.preventDefault();
  buttons[(next + buttons.length) % buttons.length]?.focus();
}

/**
 * The modal's kind chips, drawn at the top of DocSearch's results panel (a
 * slot of our own inside it: DocSearch 3.9 has no place for them, and inside the panel a click
 * on them is not an outside click). Shown with results or no results, never on the start
 * screen (empty query) or the error screen. Choosing a chip runs the current query again;
 * the search client adds the chosen kind to it.
 */
export function ModalKindChips() {
  const kind = useModalStore(chosenKind);
  const counts = useModalStore(kindCounts);
  const failed = useModalStore(failure);
  const query = useSyncExternalStore(subscribeInput, readInput, () => '');
  // First in DocSearch's panel, so the chips sit above the results.
  const slot = useDocSearchSlot('.DocSearch-Dropdown', 'div', 'search-chips-slot', 'first');

  if (!query || !counts || failed) return null;
  const choose = (next: typeof kind) => {
    if (next === chosenKind.get()) return;
    chosenKind.set(next);
    rerunQuery();
  };
  return createPortal(
    <KindChips
      role="toolbar"
      className="search-chips--modal"
      counts={counts}
      chosen={kind ? [kind] : []}
      onToggle={(k) => choose(k === kind ? null : k)}
      onAll={() => choose(null)}
      onKeyDown={moveFocus}
      // The input keeps the focus on a click, so the arrow keys and Enter still drive the hits.
      onMouseDown={(e) => e.preventDefault()}
    />,
    slot,
  );
}
