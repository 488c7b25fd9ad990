'use client';

import { HTML_FLAGS, STORAGE_KEYS } from '@/lib/constants';
import { storageSlot } from '@/lib/browser-state';
import { centerCurrentLink } from './sidebar-scroll';

const MODES = {
  hide: { hidden: true, label: 'Collapse sidebar', icon: 'M15 6l-6 6 6 6M20 6l-6 6 6 6', showLabel: true },
  show: { hidden: false, label: 'Expand sidebar', icon: 'M9 6l6 6-6 6M4 6l6 6-6 6', showLabel: false },
} as const;

/** Hides or shows the desktop docs sidebar; the choice is remembered and applied before paint. */
export function SidebarToggle({ mode }: { mode: keyof typeof MODES }) {
  const { hidden, label, icon, showLabel } = MODES[mode];
  const set = () => {
    if (hidden) document.documentElement.setAttribute(HTML_FLAGS.docsSidebarHidden, 'true');
    else document.documentElement.removeAttribute(HTML_FLAGS.docsSidebarHidden);
    storageSlot(STORAGE_KEYS.docsSidebarHidden).set(String(hidden));
    // The pressed button is hidden now: the focus goes to the one that undoes it (without
    // scrolling the window: it sits where the pressed one was).
    document
      .querySelector<HTMLButtonElement>(`.sidebar-toggle--${hidden ? 'show' : 'hide'}`)
      ?.focus({ preventScroll: true });
    // Shown again after a load that had it hidden, the sidebar opens at the page shown.
    if (!hidden) centerCurrentLink(document.querySelector<HTMLElement>('.docs-sidebar__scroll [aria-current="page"]'));
  };
  return (
    <button
      type="button"
      className={`sidebar-toggle sidebar-toggle--${mode}`}
      onClick={set}
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {showLabel ? <span>{label}</span> : null}
    </button>
  );
}
