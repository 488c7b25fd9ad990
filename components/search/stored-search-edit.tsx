'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchMarkup, useDocSearchSlot } from './docsearch-slot';
import { ACTIONS, HIT_ACTION_ATTRIBUTE, runHitAction, storedSearchName, type HitAction } from './hit-actions';
import { storedSearchDone } from './modal-kind-state';
import { INPUT_SELECTOR } from './typed-ahead';

/** The start screen's stored searches: only their options carry actions. */
const STORED_OPTIONS = '.DocSearch-Dropdown [role="option"]';

interface StoredEntry {
  /** The option's id. */
  id: string;
  /** What the option shows: the page's title, and the heading under it when there is one. */
  name: string;
  /** Each action with DocSearch's title for it ("Remove this search from favorites"). */
  actions: { action: HitAction; title: string }[];
}

/** The stored searches as the start screen shows them, as text: the same markup reads the same. */
function readEntries(): string {
  const entries: StoredEntry[] = [];
  for (const option of document.querySelectorAll(STORED_OPTIONS)) {
    const actions = [...option.querySelectorAll(`[${HIT_ACTION_ATTRIBUTE}]`)].map((target) => ({
      action: target.getAttribute(HIT_ACTION_ATTRIBUTE) as HitAction,
      title: target.getAttribute('title') ?? '',
    }));
    if (!actions.length) continue;
    entries.push({ id: option.id, name: storedSearchName(option), actions });
  }
  return JSON.stringify(entries);
}

/**
 * Keeps the slot after DocSearch's screen: DocSearch appends a new screen's markup to the
 * dropdown, which would put it after the slot.
 */
function useLastChild(slot: HTMLElement) {
  useEffect(() => {
    const parent = slot.parentElement;
    if (!parent) return;
    const observer = new MutationObserver(() => {
      if (parent.lastElementChild !== slot) parent.append(slot);
    });
    observer.observe(parent, { childList: true });
    return () => observer.disconnect();
  }, [slot]);
}

/**
 * A stored search's save and remove for a screen reader on a touch screen: it reaches neither
 * the pointer targets inside each option (hidden from assistive technology, as an option may hold
 * no control) nor the keys (hit-actions.tsx). After the lists, out of sight until it has focus or
 * is opened (a keyboard has the keys, and Tab closes the modal), a button opens a list of the
 * stored searches with a button for each action ("Save", named in full "Save this search: Secrets"
 * from DocSearch's own title), which presses the same pointer target. What an action did is said
 * by the modal's status region, and focus returns to the opening button.
 */
export function StoredSearchEdit() {
  const slot = useDocSearchSlot('.DocSearch-Dropdown', 'div', 'stored-search-edit', 'last');
  useLastChild(slot);
  const markup = useDocSearchMarkup(readEntries, '[]');
  const entries = useMemo(() => JSON.parse(markup) as StoredEntry[], [markup]);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const listId = useId();

  // After an action, once DocSearch has drawn its lists again: the opening button, or the field
  // when no stored search is left.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (toggle.current) toggle.current.focus();
    else document.querySelector<HTMLInputElement>(INPUT_SELECTOR)?.focus();
  }, [markup]);

  const run = (entry: StoredEntry, action: HitAction) => {
    if (runHitAction(document.getElementById(entry.id), action)) refocus.current = true;
  };

  // What an action did is said until a query is typed, and forgotten as the modal closes.
  useEffect(() => {
    const forget = () => storedSearchDone.set('');
    window.addEventListener('input', forget, true);
    return () => {
      window.removeEventListener('input', forget, true);
      forget();
    };
  }, []);

  return createPortal(
    entries.length > 0 ? (
      <div className={`stored-search-edit__panel${open ? '' : ' visually-hidden-until-focus'}`}>
        <button
          ref={toggle}
          type="button"
          className="search-chip stored-search-edit__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          Edit search history
        </button>
        <ul id={listId} className="stored-search-edit__list" hidden={!open}>
          {entries.map((entry) => (
            <li key={entry.id} className="stored-search-edit__entry">
              <span className="stored-search-edit__name">{entry.name}</span>
              <span className="stored-search-edit__actions">
                {entry.actions.map(({ action, title }) => (
                  <button
                    key={action}
                    type="button"
                    className="search-chip stored-search-edit__action"
                    aria-label={`${title}: ${entry.name}`}
                    onClick={() => run(entry, action)}
                  >
                    {ACTIONS[action].button}
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </div>
    ) : null,
    slot,
  );
}
