'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '@/components/ui/when-idle';
import { DESKTOP_MEDIA } from '@/lib/constants';
import { useMobileMenu } from './mobile-menu-context';
import type { MobileMenuPanelProps } from './mobile-menu-panel';

type Panel = ComponentType<MobileMenuPanelProps>;
let panel: Panel | null = null;
let panelCode: Promise<Panel> | null = null;
/**
 * The open menu's code, outside every page's first load (a desktop never opens the menu):
 * fetched when a phone-sized page is idle, or at the first sign of a tap. A failed fetch is
 * forgotten, so the next tap tries again: below the breakpoint the menu holds the site's links.
 */
function loadPanel(): Promise<Panel> {
  panelCode ??= import('./mobile-menu-panel').then(
    (m) => (panel = m.MobileMenuPanel),
    (error: unknown) => {
      panelCode = null;
      throw error;
    },
  );
  return panelCode;
}
const preload = () => void loadPanel().catch(() => {});

/**
 * The hamburger and the navbar sidebar below the desktop breakpoint. The sidebar opens once its
 * code is in (mobile-menu-panel.tsx: focus trap, inert page, Escape); it closes on route change
 * and when the viewport becomes desktop-sized, and the focus comes back to the button.
 */
export function MobileMenu({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { secondary } = useMobileMenu();
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  // The tap still waiting for the code: a route change or a wider viewport cancels it.
  const waiting = useRef(false);

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
    waiting.current = false;
  }, [pathname]);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_MEDIA);
    const onChange = () => {
      if (!query.matches) return;
      waiting.current = false;
      setOpen(false);
    };
    query.addEventListener('change', onChange);
    const cancel = query.matches ? () => {} : whenIdle(preload);
    return () => {
      cancel();
      query.removeEventListener('change', onChange);
    };
  }, []);

  const Panel = open ? panel : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="navbar__toggle"
        aria-label="Open navigation menu"
        aria-expanded={Boolean(Panel)}
        aria-controls={Panel ? 'navbar-sidebar' : undefined}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          if (panel) return setOpen(true);
          waiting.current = true;
          loadPanel().then(
            () => {
              if (waiting.current) setOpen(true);
              waiting.current = false;
            },
            () => {
              waiting.current = false;
              console.warn('The navigation menu could not be loaded; the next tap tries again.');
            },
          );
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {Panel ? (
        <Panel title={title} secondary={secondary} onClose={close}>
          {children}
        </Panel>
      ) : null}
    </>
  );
}
