'use client';

import { useEffect } from 'react';
import { startThemeSync, type ColorModeOptions } from '@/lib/theme';

/** Keeps the colour mode in step with the system and other tabs (lib/theme.ts); renders nothing. */
export function ThemeSync({ defaultMode, disableSwitch, respectPrefersColorScheme }: ColorModeOptions) {
  useEffect(
    () => startThemeSync({ defaultMode, disableSwitch, respectPrefersColorScheme }),
    [defaultMode, disableSwitch, respectPrefersColorScheme],
  );
  return null;
}
