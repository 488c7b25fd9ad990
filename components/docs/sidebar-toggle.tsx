'use client';

import { STORAGE_KEYS } from '@/lib/constants';
import { safeStorage } from '@/lib/storage';

const ATTR = 'data-docs-sidebar-hidden';

/** Hides or shows the desktop docs sidebar; the choice is remembered and applied before paint. */
export function SidebarToggle({ mode }: { mode: 'hide' | 'show' }) {
  const set = (hidden: boolean) => {
    if (hidden) document.documentElement.setAttribute(ATTR, 'true');
    else document.documentElement.removeAttribute(ATTR);
    safeStorage.set(STORAGE_KEYS.docsSidebarHidden, String(hidden));
  };
  return mode === 'hide' ? (
    <button
      type="button"
      className="sidebar-toggle sidebar-toggle--hide"
      onClick={() => set(true)}
      aria-label="Collapse sidebar"
      title="Collapse sidebar"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M15 6l-6 6 6 6M20 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span>Collapse sidebar</span>
    </button>
  ) : (
    <button
      type="button"
      className="sidebar-toggle sidebar-toggle--show"
      onClick={() => set(false)}
      aria-label="Expand sidebar"
      title="Expand sidebar"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M9 6l6 6-6 6M4 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
