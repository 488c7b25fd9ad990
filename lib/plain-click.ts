/**
 * The same-origin link a plain left click lands on (no modifier key, not handled already, not
 * opening elsewhere or downloading): the clicks a site may turn into a client-side navigation.
 * Null for any other click, which the browser handles as it would.
 */
export function plainClickLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.href || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return new URL(anchor.href, location.href).origin === location.origin ? anchor : null;
}
