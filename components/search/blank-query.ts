import { INPUT_SELECTOR, rememberPrevious } from './typed-ahead';

/**
 * A query of spaces alone is no query, as on /search/: DocSearch would send it and answer
 * "No results for “ ”". Listening in the capture phase, before React's own input handler, this
 * empties a field that holds only spaces (typed, pasted, or left when the words were deleted),
 * so DocSearch reads an empty query and keeps its start screen.
 */
export function clearBlankQuery(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.matches(INPUT_SELECTOR)) return;
  const blank = input.value;
  if (blank === '' || blank.trim() !== '') return;
  input.value = '';
  // The event this listener runs in then carries the empty query on to DocSearch.
  rememberPrevious(input, blank);
}
