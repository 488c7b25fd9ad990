import { INPUT_SELECTOR } from './typed-ahead';

/**
 * The "See all results" row sits below DocSearch's list of options, where the arrow keys (which
 * cycle through the hits) never reach it, and Tab closes the modal (spec section 4). So ArrowDown
 * on the last hit moves the focus on to the row, a link Enter follows, and ArrowUp there returns
 * to the field. Runs in the capture phase, before DocSearch would wrap round to the first hit.
 */
export function runSeeAllKey(event: KeyboardEvent): void {
  const link = document.querySelector<HTMLAnchorElement>('.search-see-all');
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!link || !input) return;
  if (event.key === 'ArrowUp' && event.target === link) {
    event.preventDefault();
    input.focus();
    return;
  }
  if (event.key !== 'ArrowDown' || event.target !== input) return;
  const options = input.closest('.DocSearch-Modal')?.querySelectorAll('[role="option"]') ?? [];
  const last = options[options.length - 1];
  if (!last || last.id !== input.getAttribute('aria-activedescendant')) return;
  event.preventDefault();
  event.stopPropagation();
  link.focus();
}
