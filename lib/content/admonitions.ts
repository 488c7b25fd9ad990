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
