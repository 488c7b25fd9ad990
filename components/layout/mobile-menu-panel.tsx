'use client';

import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FOCUSABLE, trapTab } from '@/components/ui/focus-trap';
import { inertOutside } from '@/components/ui/inert-outside';
import { samePath } from '@/lib/url-path';

export interface MobileMenuPanelProps {
  title: string;
  /** The main menu: the navbar's items. */
  children: ReactNode;
  /** The section's own menu (the docs or blog sidebar), when the page has one: shown first. */
  secondary: ReactNode;
  /** Closes the menu and gives the focus back to its button. */
  onClose: () => void;
}

/**
 * The open navbar sidebar (mobile-menu.tsx loads it apart): it traps focus, makes the rest of
 * the page inert, keeps the page from scrolling behind it, and closes on Escape, on the
 * backdrop and on a link to the page already shown.
 */
export function MobileMenuPanel({ title, children, secondary, onClose }: MobileMenuPanelProps) {
  // The panel mounts each time the menu opens: on the section's menu when there is one.
  const [showPrimary, setShowPrimary] = useState(!secondary);
  const panel = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);

  // Switching between the section's menu and the main one: the pressed button goes, so the focus
  // goes to the first control of the view that replaces it.
  const showView = (primary: boolean) => {
    flushSync(() => setShowPrimary(primary));
    panel.current
      ?.querySelector(primary ? '.navbar-sidebar__primary' : '.navbar-sidebar__secondary')
      ?.querySelector<HTMLElement>(FOCUSABLE)
      ?.focus();
  };

  // A link to the page already shown changes no route, which is what closes the menu otherwise.
  const onPanelClick = ({ target }: MouseEvent) => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    if (link && link.origin === window.location.origin && samePath(link.pathname, window.location.pathname)) onClose();
  };

  // In the commit that shows the panel, so the page is never inert without it. The layer holds
  // the backdrop too, which must stay clickable.
  useLayoutEffect(() => (layer.current ? inertOutside(layer.current) : undefined), []);

  useEffect(() => {
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // The page shown, in view: a long docs tree otherwise opens at its top, the page far below.
    // A page already in view leaves the menu at its top: scrolled, the menu would hide its first
    // items under the sticky "Back to main menu" bar.
    const current = panel.current?.querySelector('[aria-current="page"]');
    if (
      current &&
      panel.current &&
      current.getBoundingClientRect().bottom > panel.current.getBoundingClientRect().bottom
    )
      current.scrollIntoView({ block: 'center' });
    const onKey = (e: KeyboardEvent) => {
      // A key in a layer above the menu (the search modal, opened with Ctrl+K) is that layer's.
      const target = e.target instanceof Node && e.target !== document.body ? e.target : null;
      if (target && layer.current && !layer.current.contains(target)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (panel.current) trapTab(panel.current, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = '';
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div ref={layer}>
      <div className="navbar-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id="navbar-sidebar"
        className="navbar-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={`${title} navigation`}
        onClick={onPanelClick}
      >
        <div className="navbar-sidebar__brand">
          <span className="navbar-sidebar__title">{title}</span>
          <button type="button" className="navbar-sidebar__close" aria-label="Close navigation menu" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {secondary && !showPrimary ? (
          <div className="navbar-sidebar__secondary">
            <button type="button" className="navbar-sidebar__back" onClick={() => showView(true)}>
              ← Back to main menu
            </button>
            {secondary}
          </div>
        ) : (
          <div className="navbar-sidebar__primary">
            {children}
            {secondary ? (
              <button type="button" className="navbar-sidebar__back" onClick={() => showView(false)}>
                Back to this section’s menu →
              </button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
