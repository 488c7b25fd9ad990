'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FOCUSABLE, trapTab } from '@/components/ui/focus-trap';
import { inertOutside } from '@/components/ui/inert-outside';
import { DESKTOP_MEDIA } from '@/lib/constants';
import { samePath } from '@/lib/url-path';
import { useMobileMenu } from './mobile-menu-context';

/**
 * The hamburger and the navbar sidebar below the desktop breakpoint. It traps focus while
 * open, makes the rest of the page inert, returns focus to the button, and closes on Escape,
 * on route change and when the viewport becomes desktop-sized.
 */
export function MobileMenu({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [showPrimary, setShowPrimary] = useState(false);
  const { secondary } = useMobileMenu();
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    // Committed at once, so the page is no longer inert when the button takes the focus back.
    flushSync(() => setOpen(false));
    button.current?.focus();
  }, []);

  // Close on route change (state adjusted during render, as React recommends over an effect).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_MEDIA);
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

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
    if (link && link.origin === window.location.origin && samePath(link.pathname, window.location.pathname)) close();
  };

  // In the commit that shows or hides the panel, so the page is never inert without it. The
  // layer holds the backdrop too, which must stay clickable.
  useLayoutEffect(() => (open && layer.current ? inertOutside(layer.current) : undefined), [open]);

  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // The page shown, in view: a long docs tree otherwise opens at its top, the page far below.
    panel.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
    const onKey = (e: KeyboardEvent) => {
      // A key in a layer above the menu (the search modal, opened with Ctrl+K) is that layer's.
      const target = e.target instanceof Node && e.target !== document.body ? e.target : null;
      if (target && layer.current && !layer.current.contains(target)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
      } else if (panel.current) trapTab(panel.current, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = '';
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="navbar__toggle"
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-controls={open ? 'navbar-sidebar' : undefined}
        onClick={() => {
          setShowPrimary(!secondary);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div ref={layer}>
          <div className="navbar-sidebar__backdrop" onClick={close} aria-hidden="true" />
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
              <button
                type="button"
                className="navbar-sidebar__close"
                aria-label="Close navigation menu"
                onClick={close}
              >
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
      ) : null}
    </>
  );
}
