'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { onDemand } from '@/components/ui/on-demand';
import { whenIdle } from '@/components/ui/when-idle';
import { DESKTOP_MEDIA } from '@/lib/constants';
import { useMobileMenu } from './mobile-menu-context';
import type { MobileMenuPanelProps } from './mobile-menu-panel';

let panelCode: Promise<(props: MobileMenuPanelProps) => ReactNode> | null = null;
/**
 * The open menu's code, apart from every page's first load (a desktop never opens it): loaded
 * once a phone-sized page is idle, or at the first sign of a tap, so a tap opens it at once.
 */
const loadPanel = () => (panelCode ??= import('./mobile-menu-panel').then((m) => m.MobileMenuPanel));

/**
 * In the panel's place when its code cannot load (offline, or gone with a newer deploy): the
 * menu closes again, and the page's own links still work. Closed after React's commit, since
 * closing commits at once (flushSync).
 */
function PanelUnavailable({ onClose }: MobileMenuPanelProps) {
  useEffect(() => {
    console.warn('The navigation menu could not be loaded.');
    const id = setTimeout(onClose);
    return () => clearTimeout(id);
  }, [onClose]);
  return null;
}

const MobileMenuPanel = onDemand(loadPanel, PanelUnavailable);

/**
 * The hamburger and the navbar sidebar below the desktop breakpoint. The sidebar
 * (mobile-menu-panel.tsx) returns focus to the button when it closes; it closes on route
 * change and when the viewport becomes desktop-sized.
 */
export function MobileMenu({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [showPrimary, setShowPrimary] = useState(false);
  const { secondary } = useMobileMenu();
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);

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
    const cancel = query.matches ? () => {} : whenIdle(() => void loadPanel().catch(() => {}));
    return () => {
      cancel();
      query.removeEventListener('change', onChange);
    };
  }, []);

  const prepare = () => void loadPanel().catch(() => {});
  return (
    <>
      <button
        ref={button}
        type="button"
        className="navbar__toggle"
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-controls={open ? 'navbar-sidebar' : undefined}
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
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
        <MobileMenuPanel
          title={title}
          secondary={secondary}
          showPrimary={showPrimary}
          setShowPrimary={setShowPrimary}
          onClose={close}
        >
          {children}
        </MobileMenuPanel>
      ) : null}
    </>
  );
}
