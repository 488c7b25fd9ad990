/** DocSearch's search field. */
export const INPUT_SELECTOR = '#docsearch-input';

interface TrackedInput extends HTMLInputElement {
  /** React's record of the value it last saw, which it compares input events against. */
  _valueTracker?: { setValue: (value: string) => void };
}

/**
 * Tells React the field last held `previous`: React drops an input event whose value it has
 * already seen, and a value set from script counts as seen.
 */
export function rememberPrevious(input: HTMLInputElement, previous: string) {
  (input as TrackedInput)._valueTracker?.setValue(previous);
}

/**
 * Writes the field's new value (from its current one) and hands it to DocSearch's own input
 * handling, as a keystroke does. `seen` is the value React is told the field held before: the
 * current one unless given ('' searches the same value again). Returns the field, if open.
 */
export function typeQuery(next: (current: string) => string, seen?: string): HTMLInputElement | null {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return null;
  const previous = input.value;
  input.value = next(previous);
  rememberPrevious(input, seen ?? previous);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return input;
}

/**
 * Keeps what the reader types between opening the search and its field taking focus (the
 * modal's code loads on first use, which takes a moment): the keys are held, then written into
 * the field once it has focus, before the next key lands there, and holding stops (keys on
 * the kind chips are theirs). Escape closes meanwhile. Returns the function that stops it.
 */
export function holdTypedAhead(onEscape: () => void): () => void {
  let held = '';
  let stopped = false;
  const release = (): boolean => {
    const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
    if (stopped || !input || document.activeElement !== input) return stopped;
    if (held) typeQuery((current) => (current + held).slice(0, input.maxLength > 0 ? input.maxLength : undefined));
    stop();
    return true;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (release() || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    if (e.key === 'Escape') return onEscape();
    if (e.key.length === 1) held += e.key;
    else if (e.key === 'Backspace') held = held.slice(0, -1);
    else return;
    e.preventDefault();
  };
  // Focus arrives inside DocSearch's own effects: the held keys follow one task later.
  const onFocus = () => setTimeout(release);
  const stop = () => {
    stopped = true;
    window.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocus);
  };
  window.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocus);
  return stop;
}
