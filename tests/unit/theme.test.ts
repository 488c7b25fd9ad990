// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/constants';

// A fresh module per test, as on a new page: the theme module keeps the choice it started with.
let theme: typeof import('@/lib/theme');
let stop: () => void = () => {};
beforeEach(async () => {
  vi.resetModules();
  theme = await import('@/lib/theme');
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.style.colorScheme = '';
  // jsdom has no matchMedia: a system that prefers light.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(() => stop());

const options = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true } as const;
/** How many <style> elements (the transition guard) `run` adds to the head. */
function stylesAddedBy(run: () => void): number {
  const observer = new MutationObserver(() => {});
  observer.observe(document.head, { childList: true });
  run();
  // Mutation records queue synchronously; takeRecords() has them all, before any callback.
  const added = observer.takeRecords().flatMap((r) => [...r.addedNodes]);
  observer.disconnect();
  return added.filter((n) => n.nodeName === 'STYLE').length;
}

describe('colour mode at start', () => {
  it.each([
    { stored: 'dark', boot: 'dark', scheme: 'dark' },
    { stored: null, boot: 'light', scheme: 'light' },
  ])('leaves the theme the boot script set ($boot) alone: no restyling of the page', ({ stored, boot, scheme }) => {
    if (stored) localStorage.setItem(STORAGE_KEYS.theme, stored);
    document.documentElement.setAttribute('data-theme', boot);
    document.documentElement.style.colorScheme = scheme;
    expect(stylesAddedBy(() => (stop = theme.startThemeSync(options)))).toBe(0);
    expect(theme.currentTheme()).toBe(boot);
  });

  it('shows the stored theme when the page shows another, guarding against transitions', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    document.documentElement.setAttribute('data-theme', 'light');
    expect(stylesAddedBy(() => (stop = theme.startThemeSync(options)))).toBe(1);
    expect(theme.currentTheme()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('a switch restyles once and is stored', () => {
    document.documentElement.setAttribute('data-theme', 'light');
    document.documentElement.style.colorScheme = 'light';
    stop = theme.startThemeSync(options);
    expect(stylesAddedBy(() => theme.setTheme('dark'))).toBe(1);
    expect(theme.currentTheme()).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });
});
