'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { SEARCH } from '@/lib/constants';
import { commandKeyName, isApplePlatform } from '@/lib/apple-platform';
import { searchQueryPath } from '@/lib/url-path';
import type { SearchSettings } from '@/lib/search/client';
import { holdTypedAhead } from './typed-ahead';
import { preloadIndex } from './preload-index';
import type { SearchModal as SearchModalView } from './search-modal';
import { onDemand } from './on-demand';

type ModalProps = ComponentProps<typeof SearchModalView>;

/**
 * Where the modal's code failed to load (offline, or gone with a newer deploy): the search page,
 * loaded whole. The reader asked to search, and that page needs none of the modal's code.
 */
function SearchPageInstead({ initialQuery }: ModalProps) {
  useEffect(() => window.location.assign(searchQueryPath(initialQuery)), [initialQuery]);
  return null;
}

// On demand rather than with next/dynamic: the modal only renders after a click, so server
// rendering never meets it, and next/dynamic's loader would cost every page about 1.5 KiB.
const loadModal = () => import('./search-modal');
const SearchModal = onDemand(() => loadModal().then((m) => m.SearchModal), SearchPageInstead);

const noChange = () => () => {};

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

/**
 * Where Tab goes next after a hit navigates: from the top of the new page (its skip link), as
 * after a page load. The removed modal held the focus, so Chromium would otherwise go on from
 * where it was, the end of the document, and Tab would leave the page.
 */
function startFocusAtTop() {
  const { body } = document;
  if (document.activeElement && document.activeElement !== body) return;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/**
 * The navbar search button. The modal and the index load lazily: on hover or focus of the
 * button, or on first open (button, Ctrl/Cmd+K, or "/" outside a text field).
 */
export function SearchButton({ settings, reportUrl }: { settings: SearchSettings; reportUrl: string }) {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  // "Ctrl" as the server rendered it, until hydration reads the platform (which never changes).
  const apple = useSyncExternalStore(noChange, isApplePlatform, () => false);
  const button = useRef<HTMLButtonElement>(null);

  const preload = useCallback(() => {
    // A failure here shows when the modal opens (SearchPageInstead).
    loadModal().catch(() => {});
    preloadIndex(settings);
  }, [settings]);

  // Closed in place, focus returns to what had it before (else the button), as a dialog's does;
  // closed by a navigation, it goes with the new page. DocSearch calls onClose as well when a hit
  // is chosen (before or after the navigation starts, in the same event), so leaving wins over
  // closing until the modal shuts.
  const closedBy = useRef<'close' | 'leave' | null>(null);
  // What had the focus when the modal opened (a link in the mobile menu, for Ctrl+K there).
  const opener = useRef<HTMLElement | null>(null);
  const closeModal = useCallback(() => {
    closedBy.current ??= 'close';
    setOpen(false);
  }, []);
  const leaveModal = useCallback(() => {
    closedBy.current = 'leave';
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open) return;
    const closed = closedBy.current;
    closedBy.current = null;
    if (closed === 'leave') startFocusAtTop();
    if (closed !== 'close') return;
    // Unless the reader has put it somewhere else, as a click outside on a field does.
    if (document.activeElement && document.activeElement !== document.body) return;
    const back = opener.current;
    // Without scrolling: DocSearch has put the page back where it was, and Chromium scrolls the
    // sticky navbar's button "into view" by some 400 px, losing the reader's place.
    (back?.isConnected && !back.closest('[inert]') ? back : button.current)?.focus({ preventScroll: true });
  }, [open]);

  // Keys typed while the modal loads go into its field, not nowhere.
  useEffect(() => (open ? holdTypedAhead(closeModal) : undefined), [open, closeModal]);

  const openModal = useCallback(() => {
    // The search worker and the index's first piece start loading beside the modal's code.
    preload();
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setInitialQuery((window.getSelection()?.toString() ?? '').trim().slice(0, SEARCH.modalMaxQueryLength));
    setOpen(true);
  }, [preload]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        if (open) closeModal();
        else openModal();
      } else if (e.key === '/' && !open && !isEditable(e.target)) {
        e.preventDefault();
        openModal();
      }
    };
    window.addEventListener('keydown', onKey);
    // Marks the shortcuts as live (for tests and for styling before hydration).
    button.current?.setAttribute('data-ready', 'true');
    return () => window.removeEventListener('keydown', onKey);
  }, [open, openModal, closeModal]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        // The visible label is hidden below the desktop breakpoint; the name stays at every width.
        aria-label={SEARCH.label}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openModal}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button__label">{SEARCH.label}</span>
        <kbd className="search-button__keys" aria-hidden="true">
          {commandKeyName(apple)} K
        </kbd>
      </button>
      {open ? (
        <SearchModal
          settings={settings}
          reportUrl={reportUrl}
          initialQuery={initialQuery}
          onClose={closeModal}
          onLeave={leaveModal}
        />
      ) : null}
    </>
  );
}
