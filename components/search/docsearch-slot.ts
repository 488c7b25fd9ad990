import { useLayoutEffect, useState } from 'react';

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
