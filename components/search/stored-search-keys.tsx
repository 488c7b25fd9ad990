'use client';

import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchSlot } from './docsearch-slot';
import { ACTIONS, HIT_ACTIONS_ATTRIBUTE, keyHint, type HitAction } from './hit-actions';
import { INPUT_SELECTOR } from './typed-ahead';

/**
 * Follows DocSearch's modal: the active option changes with the arrow keys and as the lists
 * change, and its id moves from DocSearch's <li> to the link (docsearch-a11y.ts) after a render.
 */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  const modal = document.querySelector('.DocSearch-Modal');
  if (modal) {
    observer.observe(modal, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-activedescendant', 'id', HIT_ACTIONS_ATTRIBUTE],
    });
  }
  return () => observer.disconnect();
}

/** The actions of the active option, as its link lists them ("save remove"), or none. */
function activeActions(): string {
  const id = document.querySelector(INPUT_SELECTOR)?.getAttribute('aria-activedescendant');
  return (id && document.getElementById(id)?.getAttribute(HIT_ACTIONS_ATTRIBUTE)) || '';
}

/**
 * The keys of the active stored search's actions, beside DocSearch's own key hints in the
 * modal's footer ("Ctrl S to save", "Del to remove"), so they can be found without a pointer.
 * A slot of our own at the end of DocSearch's list, as the kind chips have in its panel.
 */
export function StoredSearchKeys() {
  const actions = useSyncExternalStore(subscribe, activeActions, () => '');
  const slot = useDocSearchSlot('.DocSearch-Commands', 'li', 'stored-search-keys', 'last');

  if (!actions) return null;
  return createPortal(
    (actions.split(' ') as HitAction[]).map((action) => (
      <span key={action} className="stored-search-keys__item">
        <kbd className="DocSearch-Commands-Key stored-search-keys__key">{keyHint(action)}</kbd>
        <span className="DocSearch-Label">{ACTIONS[action].label}</span>
      </span>
    )),
    slot,
  );
}
