import { INPUT_SELECTOR } from './typed-ahead';

/** DocSearch's class on the open modal while a query's answer is late (spec: stalled after 300 ms). */
export const STALLED_SELECTOR = '.DocSearch-Container--Stalled';

/**
 * While a query is stalled, DocSearch keeps the last query's hits on screen (dimmed, search.css),
 * and Enter in the field opened the first of them: a page for "jenkins" under "kubernetes". Enter
 * waits for the new hits instead. Runs in the capture phase, before DocSearch's own handler.
 */
export function holdStaleEnter(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || !(event.target instanceof Element) || !event.target.matches(INPUT_SELECTOR)) return;
  // The Enter that ends an input method's composition (Safari names it "Enter" too) is the reader's.
  if (event.isComposing || event.keyCode === 229) return;
  if (!document.querySelector(STALLED_SELECTOR)) return;
  event.preventDefault();
  event.stopPropagation();
}
