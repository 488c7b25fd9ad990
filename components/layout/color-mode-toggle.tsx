'use client';

import { useSyncExternalStore } from 'react';
import { currentTheme, setTheme, watchTheme } from '@/lib/theme';

const LABEL = 'Switch between dark and light mode';

/**
 * Switches between light and dark. Both icons are rendered and CSS shows the right one for
 * the current [data-theme], so the server markup never mismatches the stored theme; once
 * hydrated, the name also says which mode is on, as Docusaurus's does.
 */
export function ColorModeToggle() {
  const theme = useSyncExternalStore(watchTheme, currentTheme, () => null);
  const label = theme ? `${LABEL} (currently ${theme === 'dark' ? 'dark' : 'light'} mode)` : LABEL;
  return (
    <button
      type="button"
      className="navbar__icon-button color-mode-toggle"
      aria-label={label}
      title={label}
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <svg className="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg className="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
