/**
 * The callouts MDX writes as <Note>, <Tip>, <Info>, <Warning> and <Danger>, by component name:
 * the type (their CSS modifier), the label a page and its Markdown twin give them, and their icon.
 * A warning's type is part of its message, whatever its title (`sayType`).
 */
export const ADMONITIONS = {
  Note: { type: 'note', label: 'Note', icon: 'ℹ' },
  Tip: { type: 'tip', label: 'Tip', icon: '✓' },
  Info: { type: 'info', label: 'Info', icon: 'i' },
  Warning: { type: 'warning', label: 'Warning', icon: '!', sayType: true },
  Danger: { type: 'danger', label: 'Danger', icon: '‼', sayType: true },
} as const;

export type AdmonitionName = keyof typeof ADMONITIONS;

export const isAdmonition = (name: string): name is AdmonitionName => Object.hasOwn(ADMONITIONS, name);

/**
 * The name a callout is announced and listed by (its landmark's label): its title, or its label
 * without one; a warning's type comes first ("Warning: Logs can hold sensitive data"). Two
 * callouts of a page must not share one: the content check says so.
 */
export function admonitionName(name: AdmonitionName, title?: string): string {
  const admonition = ADMONITIONS[name];
  if (!title) return admonition.label;
  return 'sayType' in admonition ? `${admonition.label}: ${title}` : title;
}

/** The title of an <Update> note: its date as the page writes it, and what it is about, if said. */
export const updateTitle = (when: string, about?: string) => (about ? `Update, ${when}: ${about}` : `Update, ${when}`);

/** The admonition an <Update> note is drawn as. */
export const UPDATE_ADMONITION: AdmonitionName = 'Info';
