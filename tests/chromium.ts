import type { Page } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it off the network, which is
// closed here: without them Chromium keeps trying to reach Google's hosts.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Turns the page's link prefetches off, as under Data Saver (components/layout/link-navigation.tsx):
 * the other pages' code they fetch, at a time a busy machine decides, is not what a test or a
 * bench measures.
 */
export async function withoutLinkPrefetch(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
}
