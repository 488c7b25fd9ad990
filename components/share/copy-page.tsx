'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { COPIED_FEEDBACK_MS } from '@/lib/constants';

export interface CopyPageProps {
  /** Path of the page's Markdown twin; fetched on click, never embedded in the page. */
  twin: string;
  /** The menu's links (CopyPageLinks: view the twin, open in an assistant), server-rendered. */
  links: ReactNode;
  /** The fallback dialog (CopyPageDialog), rendered on the server: no markup in the client bundle. */
  children: ReactNode;
  /** The menu button's chevron (CopyPageChevron), server-rendered for the same reason. */
  icon: ReactNode;
}

/** Focuses the menu item at index i of the menu, counting from the end when negative. */
function focusItem(menu: HTMLElement | null, i: number) {
  const list = [...(menu?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  list[(i + list.length) % list.length]?.focus();
}

/**
 * "Copy page" split button: the main button copies the page as Markdown, the menu button
 * (WAI-ARIA menu button pattern) offers copy, view, and opening the page in an assistant.
 * Where the clipboard is refused, a dialog shows the Markdown selected for a manual copy.
 */
export function CopyPage({ twin, links, children, icon }: CopyPageProps) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLElement | null>(null);
  const first = useRef(0);
  const id = useId();

  const focusAt = (i: number) => focusItem(menu.current, i);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(menu.current, first.current);
    const outside = (e: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const copy = async () => {
    back.current = open ? toggle.current : (document.activeElement as HTMLElement);
    if (open) close(true);
    let markdown = '';
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`${response.status}`);
      markdown = await response.text();
      await navigator.clipboard.writeText(markdown);
      setStatus('Copied');
      setTimeout(() => setStatus(''), COPIED_FEEDBACK_MS);
    } catch {
      if (!markdown) return setStatus('The Markdown could not be loaded');
      const dialog = root.current?.querySelector('dialog');
      const area = dialog?.querySelector('textarea');
      if (!dialog || !area) return;
      area.value = markdown;
      dialog.onclose = () => back.current?.focus();
      dialog.showModal();
      area.select();
    }
  };

  const onToggleKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    first.current = e.key === 'ArrowUp' ? -1 : 0;
    if (open) focusAt(first.current);
    else setOpen(true);
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = [...(menu.current?.querySelectorAll('[role=menuitem]') ?? [])];
    const at = list.indexOf(document.activeElement as Element);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (e.key in moves) {
      e.preventDefault();
      focusAt(moves[e.key]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="copy-page" ref={root}>
      <button type="button" className="copy-page__main" onClick={copy}>
        {status === 'Copied' ? 'Copied' : 'Copy page'}
      </button>
      <button
        ref={toggle}
        type="button"
        id={`${id}b`}
        className="copy-page__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}m`}
        aria-label="More ways to use this page"
        onClick={() => {
          first.current = 0;
          setOpen(!open);
        }}
        onKeyDown={onToggleKey}
      >
        {icon}
      </button>
      <ul
        ref={menu}
        id={`${id}m`}
        role="menu"
        aria-labelledby={`${id}b`}
        className="copy-page__menu"
        hidden={!open}
        onKeyDown={onMenuKey}
        // A chosen link closes the menu.
        onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
      >
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={copy}>
            Copy as Markdown
          </button>
        </li>
        {links}
      </ul>
      <span role="status" className="visually-hidden">
        {status}
      </span>
      {children}
    </div>
  );
}
