import type { ReactNode } from 'react';

const TYPES = {
  note: { label: 'Note', icon: 'ℹ' },
  tip: { label: 'Tip', icon: '✓' },
  info: { label: 'Info', icon: 'i' },
  // A warning's type is part of its message, whatever its title.
  warning: { label: 'Warning', icon: '!', sayType: true },
  danger: { label: 'Danger', icon: '‼', sayType: true },
} as const;

export type AdmonitionType = keyof typeof TYPES;

/** A callout box. Used through the Note, Tip, Info, Warning and Danger MDX components. */
export function Admonition({ type, title, children }: { type: AdmonitionType; title?: string; children: ReactNode }) {
  const { label, icon } = TYPES[type];
  const sayType = Boolean(title) && 'sayType' in TYPES[type];
  return (
    // A title stands in for the type on screen, where the colour and icon say it; a screen reader
    // is told a warning's type first ("Warning: Logs can hold sensitive data").
    <aside className={`admonition admonition--${type}`} aria-label={sayType ? `${label}: ${title}` : (title ?? label)}>
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {icon}
        </span>
        {sayType ? <span className="visually-hidden">{label}: </span> : null}
        {title ?? label}
      </p>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}

type Props = { title?: string; children: ReactNode };
export const Note = (p: Props) => <Admonition type="note" {...p} />;
export const Tip = (p: Props) => <Admonition type="tip" {...p} />;
export const Info = (p: Props) => <Admonition type="info" {...p} />;
export const Warning = (p: Props) => <Admonition type="warning" {...p} />;
export const Danger = (p: Props) => <Admonition type="danger" {...p} />;
