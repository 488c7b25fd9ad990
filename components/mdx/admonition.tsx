import type { ReactNode } from 'react';
import { admonitionName, ADMONITIONS, type AdmonitionName } from '@/lib/content/admonitions';

/** A callout box. Used through the Note, Tip, Info, Warning and Danger MDX components. */
export function Admonition({ name, title, children }: { name: AdmonitionName; title?: string; children: ReactNode }) {
  const admonition = ADMONITIONS[name];
  const { type, label, icon } = admonition;
  const sayType = Boolean(title) && 'sayType' in admonition;
  return (
    // A title stands in for the type on screen, where the colour and icon say it; a screen reader
    // is told a warning's type first ("Warning: Logs can hold sensitive data").
    <aside className={`admonition admonition--${type}`} aria-label={admonitionName(name, title)}>
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
export const Note = (p: Props) => <Admonition name="Note" {...p} />;
export const Tip = (p: Props) => <Admonition name="Tip" {...p} />;
export const Info = (p: Props) => <Admonition name="Info" {...p} />;
export const Warning = (p: Props) => <Admonition name="Warning" {...p} />;
export const Danger = (p: Props) => <Admonition name="Danger" {...p} />;
