import { useEffect } from 'react';
import { runHitActionKey } from './hit-actions';
import { runNoResultsKey } from './no-results-keys';
import { runSeeAllKey } from './see-all-keys';
import { holdStaleEnter } from './stalled-keys';
import { clearBlankQuery } from './blank-query';
import { INPUT_SELECTOR } from './typed-ahead';

/** The chips' Shift+Tab target: the chosen chip, else the first one. */
function focusChips(chips: Element) {
  (
    chips.querySelector<HTMLButtonElement>('button[aria-pressed="true"]:not(:disabled)') ??
    chips.querySelector<HTMLButtonElement>('button:not(:disabled)')
  )?.focus();
}

/**
 * The open modal's keys beyond DocSearch's own. Spec section 4: Escape or Tab closes (results
 * are chosen with the arrow keys and Enter). The kind chips are reached with Shift+Tab from the
 * input, and Tab or Shift+Tab on a chip returns to the input: the chips never take Tab's closing
 * away from the search field. A stored search's keys, "See all" keys and the no-results screen's
 * arrow keys run first, and Enter waits while a query is stalled; a blank query is cleared as it
 * is typed.
 */
export function useModalKeys(onClose: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (runHitActionKey(e)) return;
      if (e.key !== 'Escape' && e.key !== 'Tab') return;
      e.preventDefault();
      const chips = document.querySelector('.search-chips--modal');
      const target = e.target instanceof Element ? e.target : null;
      if (e.key === 'Tab' && chips && target && chips.contains(target)) {
        document.querySelector<HTMLInputElement>(INPUT_SELECTOR)?.focus();
      } else if (e.key === 'Tab' && e.shiftKey && chips && target?.matches(INPUT_SELECTOR)) {
        focusChips(chips);
      } else {
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keydown', runSeeAllKey, true);
    window.addEventListener('keydown', holdStaleEnter, true);
    window.addEventListener('keydown', runNoResultsKey, true);
    window.addEventListener('input', clearBlankQuery, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keydown', runSeeAllKey, true);
      window.removeEventListener('keydown', holdStaleEnter, true);
      window.removeEventListener('keydown', runNoResultsKey, true);
      window.removeEventListener('input', clearBlankQuery, true);
    };
  }, [onClose]);
}
