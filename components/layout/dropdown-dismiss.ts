import { isModifiedClick } from '@/lib/plain-click';

/**
 * The navbar's dropdowns are native <details> (they work without JavaScript), which close only
 * when their summary is pressed again. With JavaScript they close as a menu does: on Escape
 * (focus returns to the summary), when a click or the focus goes outside them, and when an entry
 * is chosen (the navbar stays across client navigations, and the menu with it).
 */
export function dismissDropdowns(root: HTMLElement): () => void {
  const open = () => [...root.querySelectorAll<HTMLDetailsElement>('details.dropdown[open]')];
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const details of open()) {
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector('summary')?.focus();
    }
  };
  // A click or the focus landing outside an open menu closes it.
  const onOutside = ({ target }: Event) => {
    for (const details of open()) if (!(target instanceof Node && details.contains(target))) details.open = false;
  };
  const onChoose = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    // The entry of what the page already is (its language) changes nothing, so choosing it only
    // closes the menu: followed, its link would reload the page at the top, without its #anchor.
    if (
      link.closest('details.dropdown') &&
      link.getAttribute('aria-current') === 'true' &&
      !isModifiedClick(event as MouseEvent)
    )
      event.preventDefault();
    for (const details of open()) if (details.contains(link)) details.open = false;
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onOutside);
  document.addEventListener('focusin', onOutside);
  root.addEventListener('click', onChoose);
  return () => {
    root.removeEventListener('click', onChoose);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onOutside);
    document.removeEventListener('focusin', onOutside);
  };
}
