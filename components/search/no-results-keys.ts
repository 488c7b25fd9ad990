import { INPUT_SELECTOR } from './typed-ahead';

/**
 * The no-results screen's suggestions ("Did you mean", DocSearch's "Try searching for") and its
 * "Let us know" link, by the arrow keys: Tab closes the modal (spec section 4), so without them a
 * keyboard could reach none. ArrowDown from the field goes to the first, the arrows walk the list,
 * ArrowUp from the first returns to the field; Enter presses the focused one. Capture phase, as
 * DocSearch's own arrow keys have nothing to move on this screen.
 */
export function runNoResultsKey(event: KeyboardEvent): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const screen = document.querySelector('.DocSearch-NoResults');
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!screen || !input) return;
  const stops = [input, ...screen.querySelectorAll<HTMLElement>('button, a[href]')];
  const at = stops.indexOf(event.target as HTMLElement);
  if (at < 0 || stops.length === 1) return;
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
  event.preventDefault();
  event.stopPropagation();
  stops[next].focus();
}
