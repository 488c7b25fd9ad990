/**
 * Colour mode in the browser: the choice is stored under "theme" ('light', 'dark' or
 * 'system'), 'system' follows prefers-color-scheme when the configuration allows it, other
 * tabs follow through the storage event, and a disabled switch forces the default mode. The
 * boot script (components/layout/boot-script.tsx) applies the same rules before first paint.
 * (These are next-themes's rules, kept without the library and its React context.)
 */
import { STORAGE_KEYS } from './constants';
import { storageSlot } from './browser-state';

const themeSlot = storageSlot(STORAGE_KEYS.theme, 'local');

export interface ColorModeOptions {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export const THEME_ATTRIBUTE = 'data-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

let options: ColorModeOptions | null = null;
let choice = '';

const forced = () => (options?.disableSwitch ? options.defaultMode : null);
const fallback = () => (options?.respectPrefersColorScheme ? 'system' : (options?.defaultMode ?? 'light'));
const resolve = (theme: string) =>
  theme === 'system' && options?.respectPrefersColorScheme
    ? matchMedia(DARK_QUERY).matches
      ? 'dark'
      : 'light'
    : theme;

/**
 * Sets the theme on <html> without letting CSS transitions animate the switch. The theme the
 * boot script already set is left alone: at start-up the guard's two restyles of the whole
 * document were more than half of a docs article's style work during load.
 */
function apply(theme: string) {
  const root = document.documentElement;
  const scheme = theme === 'light' || theme === 'dark' ? theme : '';
  if (root.getAttribute(THEME_ATTRIBUTE) === theme && root.style.colorScheme === scheme) return;
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  root.setAttribute(THEME_ATTRIBUTE, theme);
  root.style.colorScheme = scheme;
  getComputedStyle(document.body);
  setTimeout(() => style.remove(), 1);
}

const show = () => apply(forced() ?? resolve(choice));

/** Stores a choice and shows it (unless the configuration forces a mode). */
export function setTheme(theme: string) {
  choice = theme;
  themeSlot.set(theme);
  show();
}

/** The theme on screen now. */
export const currentTheme = () => document.documentElement.getAttribute(THEME_ATTRIBUTE);

/** Calls back whenever the theme on screen changes, whoever changed it; returns the unsubscribe. */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

/** Starts following the system and other tabs; returns the function that stops it. */
export function startThemeSync(config: ColorModeOptions): () => void {
  options = config;
  choice = themeSlot.get() || fallback();
  show();
  const media = matchMedia(DARK_QUERY);
  const onMedia = () => choice === 'system' && show();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.theme) return;
    if (event.newValue) {
      choice = event.newValue;
      show();
    } else setTheme(fallback());
  };
  media.addEventListener('change', onMedia);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', onMedia);
    window.removeEventListener('storage', onStorage);
  };
}
