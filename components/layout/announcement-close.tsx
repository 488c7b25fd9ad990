'use client';

import { HTML_FLAGS, STORAGE_KEYS } from '@/lib/constants';
import { safeStorage } from '@/lib/storage';
import { useEffect } from 'react';

/**
 * Close button of a closeable announcement. Dismissal is stored under a dismiss key and an
 * id key, so a new announcement id shows the bar again.
 */
export function AnnouncementClose({ id }: { id: string }) {
  useEffect(() => {
    const storedId = safeStorage.get(STORAGE_KEYS.announcementId);
    if (storedId !== id) {
      safeStorage.set(STORAGE_KEYS.announcementId, id);
      safeStorage.set(STORAGE_KEYS.announcementDismiss, 'false');
      document.documentElement.removeAttribute(HTML_FLAGS.announcementDismissed);
    }
  }, [id]);

  return (
    <button
      type="button"
      className="announcement__close"
      aria-label="Close announcement"
      onClick={() => {
        safeStorage.set(STORAGE_KEYS.announcementId, id);
        safeStorage.set(STORAGE_KEYS.announcementDismiss, 'true');
        document.documentElement.setAttribute(HTML_FLAGS.announcementDismissed, 'true');
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
