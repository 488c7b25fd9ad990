import type { ReactNode } from 'react';
import { isModifiedClick } from '@/lib/plain-click';
import { ariaKeyShortcuts, HIT_ACTIONS_ATTRIBUTE, withPointerActions } from './hit-actions';

interface Props {
  /** The hit's path on this site, or its absolute URL elsewhere. */
  url: string;
  /** Client-side navigation to a path of this site. */
  onNavigate: (path: string) => void;
  children: ReactNode;
}

/**
 * A DocSearch hit as a real link, so a modified or middle click opens a tab as any link does.
 * It is also the option itself (docsearch-a11y.ts moves the role there), so nothing inside it
 * is focusable: a stored search's actions are pointer targets and keys (hit-actions.tsx). The
 * combobox's arrow keys and Enter drive it, so it is no Tab stop.
 */
export function HitLink({ url, onNavigate, children }: Props) {
  const { content, actions } = withPointerActions(children);
  const keys = actions.map(ariaKeyShortcuts).join(' ');
  return (
    <a
      href={url}
      tabIndex={-1}
      aria-keyshortcuts={keys || undefined}
      {...{ [HIT_ACTIONS_ATTRIBUTE]: actions.join(' ') || undefined }}
      onClick={(event) => {
        if (isModifiedClick(event) || !url.startsWith('/')) return;
        event.preventDefault();
        onNavigate(url);
      }}
    >
      {content}
    </a>
  );
}
