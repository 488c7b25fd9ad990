'use client';

import { HTML_FLAGS, STORAGE_KEYS } from '@/lib/constants';
import { storageSlot } from '@/lib/browser-state';
import { useEffect } from 'react';

const storedId = storageSlot(STORAGE_KEYS.announcementId);
const dismissed = storageSlot(STORAGE_KEYS.announcementDismiss);

/**
 * Close button of a closeable announcement. Dismissal is stored under a dismiss key and an
 * id key, so a new announcement id shows the bar again.
 */
export function AnnouncementClose({ id }: { id: string }) {
  useEffect(() => {
    if (storedId.get() !== id) {
      storedId.set(id);
      dismissed.set('false');
      document.documentElement.removeAttribute(HTML_FLAGS.announcementDismissed);
    }
  }, [id]);

  return (
    <button
      type="button"
      className="announcement__close"
      aria-label="Close announcement"
      onClick={() => {
        storedId.set(id);
        dismissed.set('true');
        document.documentElement.setAttribute(HTML_FLAGS.announcementDismissed, 'true');
        // The button goes with the bar: the focus moves to what follows it, the navbar's brand.
        document.querySelector<HTMLElement>('.navbar__brand')?.focus();
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
