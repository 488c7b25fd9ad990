import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * An element of our own inside DocSearch's markup, for a portal: DocSearch 3.9 has no place for
 * the kind chips or the stored-search keys. Placed first or last in the parent the selector
 * finds, and removed with the component.
 */
export function useDocSearchSlot(parent: string, tag: 'div' | 'li', className: string, place: 'first' | 'last') {
  const [slot] = useState(() => Object.assign(document.createElement(tag), { className }));
  useLayoutEffect(() => {
    const host = document.querySelector(parent);
    if (place === 'first') host?.prepend(slot);
    else host?.append(slot);
    return () => slot.remove();
  }, [slot, parent, place]);
  return slot;
}

const watchDocument = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  // Classes too: DocSearch marks a stalled query on its container alone.
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};
const ignore = () => () => {};

/**
 * A value read off DocSearch's markup (an element, or a text in it), read again whenever the
 * document changes while `watching`: DocSearch draws its screens without telling anyone. `read`
 * must return the same value for the same markup (an element or a string, not a new object).
 */
export function useDocSearchMarkup<T>(read: () => T, none: T, watching = true): T {
  return useSyncExternalStore(watching ? watchDocument : ignore, watching ? read : () => none, () => none);
}
