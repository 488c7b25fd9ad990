'use client';

import { ThemeProvider as NextThemes } from 'next-themes';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/constants';

interface Props {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
  children: ReactNode;
}

/**
 * next-themes stores the choice under "theme", follows the system when allowed, syncs other
 * tabs through the storage event, and sets data-theme before paint (no flash).
 */
export function ThemeProvider({ defaultMode, disableSwitch, respectPrefersColorScheme, children }: Props) {
  return (
    <NextThemes
      attribute="data-theme"
      storageKey={STORAGE_KEYS.theme}
      defaultTheme={respectPrefersColorScheme ? 'system' : defaultMode}
      enableSystem={respectPrefersColorScheme}
      forcedTheme={disableSwitch ? defaultMode : undefined}
      disableTransitionOnChange
    >
      {children}
    </NextThemes>
  );
}
