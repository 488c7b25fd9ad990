/**
 * Whether the reader's keyboard has ⌘ (a Mac, an iPad or an iPhone): shortcuts are then shown
 * with it, as DocSearch shows its own. Read in the browser only, after hydration, so the server's
 * HTML (which cannot know) says "Ctrl".
 */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
}

/** The name of the key held for a shortcut ("Ctrl K", "⌘ K"). */
export function commandKeyName(apple: boolean): string {
  return apple ? '⌘' : 'Ctrl';
}
