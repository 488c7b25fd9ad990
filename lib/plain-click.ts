/**
 * Marks an element inside a link that handles its own clicks (a stored search's save or remove
 * target in the search modal): a click on it, as on a button inside a link, is not the link's.
 */
export const INNER_CONTROL_ATTRIBUTE = 'data-inner-control';

/** A click the link handles itself: new tab (Ctrl/Cmd, middle button), new window (Shift), download (Alt). */
export function isModifiedClick(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * The same-origin link a plain left click lands on (no modifier key, not handled already, not
 * on a control inside the link, not opening elsewhere or downloading): the clicks a site may
 * turn into a client-side navigation. Null for any other click, which the browser handles as it would.
 */
export function plainClickLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || isModifiedClick(event)) return null;
  const target = event.target as Element | null;
  const anchor = target?.closest?.('a');
  if (!anchor || !anchor.href || anchor.hasAttribute('download')) return null;
  const control = target?.closest(`button, [${INNER_CONTROL_ATTRIBUTE}]`);
  if (control && anchor.contains(control)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return new URL(anchor.href, location.href).origin === location.origin ? anchor : null;
}
